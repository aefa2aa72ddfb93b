import { own } from "./own.ts";

/**
 * The one place that knows the site's languages: their codes, URL prefixes,
 * the tags advertised to browsers and search engines, native names and direction.
 *
 * @example
 * localeFromPath("/de/help") // "de"
 * htmlLang("vn")              // "vi"
 */

/** Every locale code, English (the default, unprefixed) first. */
export const LOCALES = [
  "en",
  "zh",
  "id",
  "vn",
  "ms",
  "jv",
  "cs",
  "in",
  "es",
  "fr",
  "de",
  "it",
  "hu",
  "nl",
  "pl",
  "pt",
  "ro",
  "th",
  "tr",
  "el",
  "uk",
  "ru",
  "ar",
  "ko",
  "ja",
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Locales that appear as a path prefix (all but the default). */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, "en">[];

const localeSet: ReadonlySet<string> = new Set(LOCALES);

/** True when `value` is one of the 25 supported locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && localeSet.has(value);
}

/** Codes whose BCP 47 tag differs from the site's own code. */
const BCP47: Partial<Record<Locale, string>> = { vn: "vi", in: "hi" };

/** The tag for `<html lang>`, `hreflang` and `Intl`. */
export function htmlLang(locale: Locale): string {
  return BCP47[locale] ?? locale;
}

/**
 * The tag used in hreflang alternates (`vn` as `vi`, `in` as `hi`): the same tag, named for the place it goes.
 * @alias
 */
export const hreflang = htmlLang;

/** Text direction of a locale. */
export function dir(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** Each language's name written in that language, for the language switcher. */
export const NATIVE_NAMES: Record<Locale, string> = {
  en: "English",
  zh: "简体中文",
  id: "Bahasa Indonesia",
  vn: "Tiếng Việt",
  ms: "Bahasa Melayu",
  jv: "Basa Jawa",
  cs: "Čeština",
  in: "हिन्दी",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  hu: "Magyar",
  nl: "Nederlands",
  pl: "Polski",
  pt: "Português",
  ro: "Română",
  th: "ไทย",
  tr: "Türkçe",
  el: "Ελληνικά",
  uk: "Українська",
  ru: "Русский",
  ar: "العربية",
  ko: "한국어",
  ja: "日本語",
};

/** The locale a path belongs to, from its first segment; English when unprefixed. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/de/help` → `/help`, `/de` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** A site path in a locale: `localePath("de", "/help")` → `/de/help`, `localePath("de", "/")` → `/de`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** Browser language tags (lower-case, after region fallback) that map onto a site code. */
const TAG_ALIASES: Record<string, Locale> = { vi: "vn", hi: "in", jw: "jv" };

/** Maps one Accept-Language tag to a site locale: `pt-BR` → `pt`, `zh-TW` → `zh`, `vi` → `vn`. */
function localeFromTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  const alias = own(TAG_ALIASES, primary);
  if (alias) return alias;
  // "vn" and "in" are the site's own codes, not language tags; a browser never means them.
  if (primary === "vn" || primary === "in") return undefined;
  return isLocale(primary) ? primary : undefined;
}

/**
 * The best locale for an Accept-Language header, honouring q-values; undefined when none fits.
 * @example negotiateLocale("fr-CA,fr;q=0.9,en;q=0.8") // "fr"
 */
export function negotiateLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 1024)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.tag !== "*" && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) {
    const locale = localeFromTag(r.tag);
    if (locale) return locale;
  }
  return undefined;
}

/** Query parameter that marks a click in the language switcher: `/de/help?set_lang=de`. */
export const LOCALE_CHOICE_PARAM = "set_lang";
