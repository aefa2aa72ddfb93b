import { Trans, useLingui } from "@lingui/react/macro";
import BrandLink from "./BrandLink";
import SiteLinkList from "./SiteLinkList";
import { FOOTER_GROUPS } from "./site-links";

/** Site footer with the company, support and use-case links. */
export default function Footer() {
  const { i18n } = useLingui();
  const year = new Date().getUTCFullYear();
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
