import { Trans } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";
import { usePage } from "./PageContext";

/** The hero button to the visitor's own platform's download page. */
export default function GetNow() {
  const { platform } = usePage();
  return (
    <LocaleLink to={`/product/${platform}`} className="button button-primary">
      <Trans>Get Now</Trans>
    </LocaleLink>
  );
}
