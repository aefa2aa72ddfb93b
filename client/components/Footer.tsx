import { Trans, useLingui } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";
import Logo from "./Logo";

/** Site footer with the company, help and use-case links. */
export default function Footer() {
  const { t } = useLingui();
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <LocaleLink to="/" className="brand" aria-label={t`Quietway VPN home`}>
            <Logo />
            <span className="brand-name">Quietway</span>
          </LocaleLink>
          <p>
            <Trans>A private connection on every device, with no account and no logs.</Trans>
          </p>
        </div>
        <nav aria-label={t`Company`}>
          <h2>
            <Trans>Company</Trans>
          </h2>
          <ul>
            <li>
              <LocaleLink to="/#about">
                <Trans>About Us</Trans>
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/help#contact">
                <Trans>Contact Us</Trans>
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/services">
                <Trans>Terms of Service</Trans>
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/privacy">
                <Trans>Privacy policy</Trans>
              </LocaleLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Support`}>
          <h2>
            <Trans>Support</Trans>
          </h2>
          <ul>
            <li>
              <LocaleLink to="/help/faq">
                <Trans>FAQ</Trans>
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/ip">
                <Trans>What's My IP</Trans>
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/introduce">
                <Trans>Learn More</Trans>
              </LocaleLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Use cases`}>
          <h2>
            <Trans>Use cases</Trans>
          </h2>
          <ul>
            <li>
              <LocaleLink to="/gaming">
                <Trans>VPN for Gaming</Trans>
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/stream">
                <Trans>Best Streaming VPN</Trans>
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/sport">
                <Trans>VPN Stream Sports</Trans>
              </LocaleLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-legal">
        <p>
          <Trans>© {year} Quietway VPN. No trackers on this site.</Trans>
        </p>
      </div>
    </footer>
  );
}
