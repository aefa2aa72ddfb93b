import { Trans, useLingui } from "@lingui/react/macro";
import BrandLink from "./BrandLink";
import SiteLinkList from "./SiteLinkList";
import { FOOTER_GROUPS } from "./site-links";
import type { Markup } from "./markup";

/** The year the footer's © line names: the current one. */
export const footerYear = () => new Date().getUTCFullYear();

/**
 * Site footer with the company, support and use-case links. `inner`: its content rendered ahead
 * for the language and year (worker/render/layout-parts.tsx), inserted as is.
 */
export default function Footer({ inner }: { inner?: Markup }) {
  const { i18n } = useLingui();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from this component with the page's catalog, no visitor text
  if (inner) return <footer className="site-footer" dangerouslySetInnerHTML={inner} />;
  const year = footerYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <BrandLink />
          <p>
            <Trans>A private connection on every device, with no account and no logs.</Trans>
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav aria-label={i18n._(group.title)} key={group.title.id}>
            <h2>{i18n._(group.title)}</h2>
            <SiteLinkList links={group.links} />
          </nav>
        ))}
      </div>
      <div className="container footer-legal">
        <p>
          {/* The © line is isolated, so a right-to-left page neither reorders it nor moves its © sign. */}
          <Trans>
            <bdi dir="ltr">© {year} Quietway VPN</bdi>. No trackers on this site.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
