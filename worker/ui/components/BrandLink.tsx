import { useLingui } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";
import Logo from "./Logo";

/** The Quietway logo and name, linking to the home page in the current language. */
export default function BrandLink() {
  const { t } = useLingui();
  return (
    <LocaleLink to="/" className="brand" aria-label={t`Quietway VPN home`}>
      <Logo />
      <span className="brand-name">Quietway</span>
    </LocaleLink>
  );
}
