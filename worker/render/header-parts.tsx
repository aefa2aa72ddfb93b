import type { I18n } from "@lingui/core";
import { IpStatus, MainNav, type HeaderParts } from "../ui/components/Header";
import LanguageSwitcher from "../ui/components/LanguageSwitcher";
import type { PageInfo } from "../ui/components/PageContext";
import { MAIN_NAV, inNavItem } from "../ui/components/site-links";
import { languageOnly, prerenderedInner } from "./prerendered";
import type { Markup } from "../ui/components/markup";

// Every path the main navigation links to: a page's own link is marked aria-current="page".
const NAV_PATHS = new Set(MAIN_NAV.flatMap((item) => ("links" in item ? item.links.map((link) => link.to) : [item.to])));

/**
 * Where the page stands in the main navigation, which is all its markup depends on besides the
 * language: which items hold the page (each "1" or "0"), and the navigation's own link to it, if
 * any. Built from the navigation's fixed paths, never from the page's path itself.
 */
function navPlace(path: string, error: boolean): string {
  if (error) return "error";
  return `${MAIN_NAV.map((item) => (inNavItem(item, path) ? "1" : "0")).join("")} ${NAV_PATHS.has(path) ? path : ""}`;
}

/** A stand-in for the page's path in the language list, put back per page (see `languages`). */
const PATH_MARK = "/~path~";

/** An attribute's value as React escapes it (escapeTextForBrowser). */
const escapeAttribute = (value: string) =>
  value.replace(/["&'<>]/g, (c) => ({ '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[c]!);

/**
 * The language list's content: rendered once per language and set of the page's languages with
 * a stand-in path, which each page replaces with its own (escaped as React would). The home
 * page, whose other-language links drop the trailing slash ("/de"), has its own rendering.
 */
function languages(i18n: I18n, page: PageInfo): Markup {
  const home = page.path === "/";
  const key = `languages ${home ? "home" : "page"} ${page.locales?.join(",") ?? "all"}`;
  const markup = prerenderedInner(key, i18n, { ...page, path: home ? "/" : PATH_MARK }, () => <LanguageSwitcher />);
  return home ? markup : { __html: markup.__html.replaceAll(PATH_MARK, escapeAttribute(page.path)) };
}

/**
 * The header's parts that depend only on the language and the page's place in the site: the IP
 * strip, the main navigation, the language list; each rendered once per isolate and variant.
 */
export function headerParts(i18n: I18n, page: PageInfo): HeaderParts {
  const error = Boolean(page.error);
  const onIp = !error && page.path === "/ip";
  const place = navPlace(page.path, error);
  const navPage = languageOnly(page.locale, { path: page.path, error });
  return {
    status: prerenderedInner(`ip-status ${onIp}`, i18n, languageOnly(page.locale, { path: onIp ? "/ip" : "/", error: !onIp }), () => (
      <IpStatus />
    )),
    nav: prerenderedInner(`nav ${place}`, i18n, navPage, () => <MainNav />),
    languages: languages(i18n, page),
  };
}
