import { Trans } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";
import { usePage } from "./PageContext";

/** The button to the visitor's own platform's download page, in a hero or the header (`className` adds to its classes). */
export default function GetNow({ className }: { className?: string }) {
  const { platform } = usePage();
  return (
    <LocaleLink to={`/product/${platform}`} className={className ? `button button-primary ${className}` : "button button-primary"}>
      <Trans>Get Now</Trans>
    </LocaleLink>
  );
}
