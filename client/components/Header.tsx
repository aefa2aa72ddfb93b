import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";
import LanguageSwitcher from "./LanguageSwitcher";
import Logo from "./Logo";
import { usePage } from "./PageContext";
import { PRODUCT_LINKS, RESOURCE_LINKS, type SiteLink } from "./site-links";

/** A disclosure in the main navigation: opens on click or Enter, without JavaScript. */
function NavGroup({ title, links }: { title: ReactNode; links: SiteLink[] }) {
  const { i18n } = useLingui();
  return (
    <details className="nav-group">
      <summary>{title}</summary>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <LocaleLink to={link.to}>{typeof link.label === "string" ? link.label : i18n._(link.label)}</LocaleLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Site header. The menu opens without JavaScript: on narrow screens a checkbox
 * toggles the panel, and the Product and Resources groups are disclosure widgets.
 */
export default function Header() {
  const { t } = useLingui();
  const { platform } = usePage();
  return (
    <header className="site-header">
      <div className="container header-bar">
        <LocaleLink to="/" className="brand" aria-label={t`Quietway VPN home`}>
          <Logo />
          <span className="brand-name">Quietway</span>
        </LocaleLink>
        <input type="checkbox" id="menu-toggle" className="menu-toggle" aria-controls="site-menu" />
        <label htmlFor="menu-toggle" className="menu-button">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>
            <Trans>Menu</Trans>
          </span>
        </label>
        <div className="site-menu" id="site-menu">
          <nav aria-label={t`Main`}>
            <ul className="nav-list">
              <li>
                <LocaleLink to="/">
                  <Trans>Home</Trans>
                </LocaleLink>
              </li>
              <li>
                <LocaleLink to="/introduce">
                  <Trans>What is VPN</Trans>
                </LocaleLink>
              </li>
              <li>
                <LocaleLink to="/blog">
                  <Trans>Blog</Trans>
                </LocaleLink>
              </li>
              <li>
                <LocaleLink to="/servers">
                  <Trans>Servers</Trans>
                </LocaleLink>
              </li>
              <li>
                <NavGroup title={<Trans>Product</Trans>} links={PRODUCT_LINKS} />
              </li>
              <li>
                <LocaleLink to="/help">
                  <Trans>Help</Trans>
                </LocaleLink>
              </li>
              <li>
                <NavGroup title={<Trans>Resources</Trans>} links={RESOURCE_LINKS} />
              </li>
            </ul>
          </nav>
          <div className="header-actions">
            <LanguageSwitcher />
            <LocaleLink to={`/product/${platform}`} className="button button-primary get-now">
              <Trans>Get Now</Trans>
            </LocaleLink>
          </div>
        </div>
      </div>
    </header>
  );
}
