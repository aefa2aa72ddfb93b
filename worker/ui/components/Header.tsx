import { Trans, useLingui } from "@lingui/react/macro";
import LanguageSwitcher from "./LanguageSwitcher";
import BrandLink from "./BrandLink";
import GetNow from "./GetNow";
import LocaleLink from "./LocaleLink";
import SiteLinkAnchor from "./SiteLinkAnchor";
import SiteLinkList from "./SiteLinkList";
import { usePage } from "./PageContext";
import { MAIN_NAV, inNavItem, type SiteLink, type SiteLinkGroup } from "./site-links";
import type { Markup } from "./markup";

/** The header's parts rendered ahead (worker/render/header-parts.tsx), each inserted as its element's content. */
export interface HeaderParts {
  status: Markup;
  nav: Markup;
  languages: Markup;
}

/**
 * A disclosure in the main navigation: opens on click or Enter, without JavaScript. `current`
 * marks the group whose pages the visitor is on (the page's own link says aria-current="page").
 */
function NavGroup({ group, current }: { group: SiteLinkGroup; current: boolean }) {
  const { i18n } = useLingui();
  return (
    <details className="nav-group" data-current={current ? "" : undefined}>
      <summary>{i18n._(group.title)}</summary>
      <SiteLinkList links={group.links} />
    </details>
  );
}

/** A top-level link: its own page is aria-current="page" (LocaleLink), a page under it "true". */
function NavLink({ link, current }: { link: SiteLink; current: boolean }) {
  const { path } = usePage();
  if (!current || path === link.to) return <SiteLinkAnchor link={link} />;
  return <SiteLinkAnchor link={link} current="true" />;
}

/** The main navigation; `inner`: its content rendered ahead for the page's place in it (worker/render/header-parts.tsx). */
export function MainNav({ inner }: { inner?: Markup }) {
  const { t } = useLingui();
  const { path, error } = usePage();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from this component with the page's catalog, no visitor text
  if (inner) return <nav aria-label={t`Main`} dangerouslySetInnerHTML={inner} />;
  return (
    <nav aria-label={t`Main`}>
      <ul className="nav-list">
        {MAIN_NAV.map((item) => {
          const current = !error && inNavItem(item, path);
          return "links" in item ? (
            <li key={item.title.id}>
              <NavGroup group={item} current={current} />
            </li>
          ) : (
            <li key={item.to} className={item.to === "/" ? "nav-home" : undefined}>
              <NavLink link={item} current={current} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * "Your IP: 203.0.113.7 · Not protected", linking to /ip, in a slim strip at the top of the
 * header, so it scrolls with the header and never lies over the page. The server sends the words
 * only, the same for everyone (pages stay cacheable); the browser runtime fills in the address once
 * per session (client/runtime/ip-status.ts) and shows it, or a plain link to /ip if it cannot ask.
 * The strip's height is reserved, so filling it moves nothing; without JavaScript the strip is gone.
 */
export function IpStatus({ inner }: { inner?: Markup }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from this component with the page's catalog, no visitor text
  if (inner) return <div className="header-status" dangerouslySetInnerHTML={inner} />;
  const value = <bdi dir="ltr" className="ip-status-value" data-ip-value="" />;
  return (
    <div className="header-status">
      <div className="container header-status-inner">
        <LocaleLink to="/ip" className="ip-status" data-ip-status="" hidden>
          <span className="ip-status-address">
            <Trans>Your IP: {value}</Trans>
          </span>
          <span className="ip-status-state" data-exposed="">
            <Trans>Not protected</Trans>
          </span>
          <span className="ip-status-state" data-protected="" hidden>
            <Trans>Protected by Quietway</Trans>
          </span>
        </LocaleLink>
        <LocaleLink to="/ip" className="ip-status" data-ip-fallback="" hidden>
          <Trans>What's My IP</Trans>
        </LocaleLink>
      </div>
    </div>
  );
}

/**
 * Site header (`parts`: its parts rendered ahead, each inserted as its element's content): the IP status strip, then one row with the brand, the main navigation, the
 * language button and Get Now (from 64rem; every locale fits, see site-links.ts). Below 64rem a
 * Menu button opens the navigation as a sheet over the page. All of it works without JavaScript:
 * the button is the label of a checkbox, the groups and the language list are disclosure widgets;
 * client/runtime/disclosures.ts adds Escape, one-open-at-a-time and the button's expanded state.
 */
export default function Header({ parts }: { parts?: HeaderParts }) {
  return (
    <header className="site-header">
      <IpStatus inner={parts?.status} />
      <div className="container header-bar">
        <BrandLink />
        <input type="checkbox" id="menu-toggle" className="menu-toggle" aria-controls="site-menu" />
        <label htmlFor="menu-toggle" className="menu-button">
          <svg className="menu-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path className="menu-icon-bars" d="M3 5h14M3 10h14M3 15h14" />
            <path className="menu-icon-close" d="M5 5l10 10M15 5 5 15" />
          </svg>
          {/* One of the two shows (site.css), and the shown one names the button. */}
          <span className="menu-label-open">
            <Trans>Menu</Trans>
          </span>
          <span className="menu-label-close">
            <Trans>Close</Trans>
          </span>
        </label>
        <div className="site-menu" id="site-menu">
          <MainNav inner={parts?.nav} />
          <div className="header-actions">
            <LanguageSwitcher inner={parts?.languages} />
            <GetNow className="get-now" />
          </div>
        </div>
      </div>
    </header>
  );
}
