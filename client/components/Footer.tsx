import { Trans, useLingui } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";
import Logo from "./Logo";
import { FOOTER_GROUPS, type SiteLink } from "./site-links";

/** Site footer with the company, support and use-case links. */
export default function Footer() {
  const { t, i18n } = useLingui();
  const year = new Date().getUTCFullYear();
  const label = (l: SiteLink["label"]) => (typeof l === "string" ? l : i18n._(l));
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
        {FOOTER_GROUPS.map((group) => (
          <nav aria-label={i18n._(group.title)} key={group.title.id}>
            <h2>{i18n._(group.title)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <LocaleLink to={link.to}>
                    {label(link.label)}
                    {link.hint && <span className="visually-hidden">: {i18n._(link.hint)}</span>}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-legal">
        <p>
          <Trans>© {year} Quietway VPN. No trackers on this site.</Trans>
        </p>
      </div>
    </footer>
  );
}
