import type { AnchorHTMLAttributes } from "react";
import { localePath } from "../../../common/locales";
import { usePage } from "./PageContext";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An unprefixed site path, optionally with a query or hash: "/help", "/#download". */
  to: string;
};

/** A link to a site page in the current page's language. */
export default function LocaleLink({ to, ...rest }: Props) {
  const { locale, path, error } = usePage();
  const [pathname = "/", suffix = ""] = to.split(/(?=[?#])/, 2);
  // An error page is shown at an address of its own, whatever `path` its language links use.
  const current = !error && pathname === path && !suffix ? "page" : undefined;
  return <a href={localePath(locale, pathname) + suffix} aria-current={current} {...rest} />;
}
