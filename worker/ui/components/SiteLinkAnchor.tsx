import { useLingui } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";
import type { SiteLink } from "./site-links";

/**
 * A link from site-links.ts: its label in the page's language, then its hint for screen readers if
 * it has one. `current="true"` marks a link whose section the page is in (LocaleLink marks the page's own).
 */
export default function SiteLinkAnchor({ link, current }: { link: SiteLink; current?: "true" }) {
  const { i18n } = useLingui();
  return (
    <LocaleLink to={link.to} {...(current ? { "aria-current": current } : {})}>
      {typeof link.label === "string" ? link.label : i18n._(link.label)}
      {link.hint && <span className="visually-hidden">: {i18n._(link.hint)}</span>}
    </LocaleLink>
  );
}
