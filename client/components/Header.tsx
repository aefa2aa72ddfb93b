import { Trans, useLingui } from "@lingui/react/macro";
import LanguageSwitcher from "./LanguageSwitcher";
import BrandLink from "./BrandLink";
import GetNow from "./GetNow";
import LocaleLink from "./LocaleLink";
import SiteLinkAnchor from "./SiteLinkAnchor";
import SiteLinkList from "./SiteLinkList";
import { MAIN_NAV, type SiteLinkGroup } from "./site-links";

/** A disclosure in the main navigation: opens on click or Enter, without JavaScript. */
function NavGroup({ group }: { group: SiteLinkGroup }) {
  const { i18n } = useLingui();
  return (
    <details className="nav-group">
      <summary>{i18n._(group.title)}</summary>
      <SiteLinkList links={group.links} />
    </details>
  );
}

/**
 * "Your IP: 203.0.113.7 · Not protected", linking to /ip. The server sends the words only, the
 * same for everyone (pages stay cacheable); the browser runtime fills in the address once per
 * session (client/runtime/ip-status.ts) and shows it. Without JavaScript it stays hidden. It is
 * positioned over the page, so appearing moves nothing.
 */
function IpStatus() {
  const value = <bdi dir="ltr" data-ip-value="" />;
  return (
    <LocaleLink to="/ip" className="ip-status" data-ip-status="" hidden>
      <span>
        <Trans>Your IP: {value}</Trans>
      </span>
      <span aria-hidden="true"> · </span>
      <span data-exposed="">
        <Trans>Not protected</Trans>
      </span>
      <span data-protected="" hidden>
        <Trans>Protected by Quietway</Trans>
      </span>
    </LocaleLink>
  );
}

/**
 * Site header. The menu opens without JavaScript: on narrow screens a checkbox
 * toggles the panel, and the Product and Resources groups are disclosure widgets.
 */
export default function Header() {
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="container header-bar">
        <BrandLink />
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
              {MAIN_NAV.map((item) =>
                "links" in item ? (
                  <li key={item.title.id}>
                    <NavGroup group={item} />
                  </li>
                ) : (
                  <li key={item.to}>
                    <SiteLinkAnchor link={item} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="header-actions">
            <LanguageSwitcher />
            <GetNow className="get-now" />
          </div>
        </div>
      </div>
      <IpStatus />
    </header>
  );
}
