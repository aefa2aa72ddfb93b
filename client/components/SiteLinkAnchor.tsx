import { useLingui } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";
import type { SiteLink } from "./site-links";

/** A link from site-links.ts: its label in the page's language, then its hint for screen readers if it has one. */
export default function SiteLinkAnchor({ link }: { link: SiteLink }) {
  const { i18n } = useLingui();
  return (
    <LocaleLink to={link.to}>
      {typeof link.label === "string" ? link.label : i18n._(link.label)}
      {link.hint && <span className="visually-hidden">: {i18n._(link.hint)}</span>}
    </LocaleLink>
  );
}
