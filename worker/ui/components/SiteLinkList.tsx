import SiteLinkAnchor from "./SiteLinkAnchor";
import type { SiteLink } from "./site-links";

/** A list of links from site-links.ts, one item each, in their order. */
export default function SiteLinkList({ links, className }: { links: SiteLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <SiteLinkAnchor link={link} />
        </li>
      ))}
    </ul>
  );
}
