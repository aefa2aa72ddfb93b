import { DEFAULT_LOCALE, LOCALES, dir, hreflang, htmlLang, localePath, type Locale } from "../../common/locales";

/** Everything the document head needs, computed before the stream starts. */
export interface HeadData {
  title: string;
  description: string;
  keywords: string;
  /** None on a page in no language (an error page): it is nobody's copy of another page. */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  /** The languages this page is really written in: the only ones advertised as its versions. */
  locales: readonly Locale[];
  lang: string;
  /** Open Graph's `language_TERRITORY` for this page's language. */
  ogLocale: string;
  /** The same for the page's other languages (`og:locale:alternate`). */
  ogLocaleAlternates: string[];
  dir: "ltr" | "rtl";
  ogType: "website" | "article";
  siteName: string;
  /** Absolute URL of the Open Graph image. */
  image: string;
  robots?: string;
  /** Structured data for search engines. */
  jsonLd: Record<string, unknown>[];
}

export const SITE_NAME = "Quietway VPN";

/**
 * Open Graph's `og:locale` for each language, in the `language_TERRITORY` form the protocol
 * specifies, chosen by how the content is written and from the locales Facebook (the main reader
 * of the tag) recognises:
 * - en_GB: the English files spell the British way (tunnelling, catalogue).
 * - pt_BR: the Portuguese is Brazilian (celular, tela, você, tunelamento).
 * - es_LA: neutral Latin American Spanish (computadora, tú, no vosotros): Facebook's locale for it.
 * - ar_AR: Modern Standard Arabic written for every Arabic-speaking country, not one:
 *   Facebook's only Arabic locale.
 * - zh_CN: simplified characters, mainland usage. vi_VN, hi_IN: the site's vn and in.
 * - jv_ID and ms_MY: Javanese is spoken in Indonesia; the Malay is Malaysia's (anda, pelan, percuma).
 */
const OG_LOCALES: Record<Locale, string> = {
  en: "en_GB",
  zh: "zh_CN",
  id: "id_ID",
  vn: "vi_VN",
  ms: "ms_MY",
  jv: "jv_ID",
  cs: "cs_CZ",
  in: "hi_IN",
  es: "es_LA",
  fr: "fr_FR",
  de: "de_DE",
  it: "it_IT",
  hu: "hu_HU",
  nl: "nl_NL",
  pl: "pl_PL",
  pt: "pt_BR",
  ro: "ro_RO",
  th: "th_TH",
  tr: "tr_TR",
  el: "el_GR",
  uk: "uk_UA",
  ru: "ru_RU",
  ar: "ar_AR",
  ko: "ko_KR",
  ja: "ja_JP",
};

/** The absolute origin links are built on: `SITE_URL` when set, else the request's origin. */
export function siteOrigin(siteUrl: string | undefined, requestUrl: URL): string {
  if (siteUrl) {
    let origin = siteOrigins.get(siteUrl);
    if (origin === undefined) {
      try {
        origin = new URL(siteUrl).origin;
      } catch {
        // A malformed SITE_URL is an operator error; fall back to the request origin rather than fail every page.
        origin = null;
      }
      siteOrigins.set(siteUrl, origin);
    }
    if (origin) return origin;
  }
  return requestUrl.origin;
}

/** SITE_URL's origin per value (one per deployed configuration), or null when it is malformed. */
const siteOrigins = new Map<string, string | null>();

interface HeadInput {
  origin: string;
  locale: Locale;
  /** The unprefixed path of the page. */
  path: string;
  title: string;
  description: string;
  keywords: string;
  ogType?: HeadData["ogType"];
  /** Locales this page exists in; all by default, none for an error page. */
  locales?: readonly Locale[];
  /** Canonical locale when the page shows another language's content (e.g. an English fallback). */
  canonicalLocale?: Locale;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
  /** Open Graph image path for this page type, under /og/. */
  image?: string;
}

/**
 * The languages an article page exists in. A page shown as an English fallback is never
 * one of them: search engines and the language switcher are sent to real translations only.
 * When the source does not say (an origin without the list), only English and this page's
 * own language, if it is not a fallback, are claimed.
 */
export function articleLocales(article: { translations?: Locale[]; fallback: boolean }, locale: Locale): readonly Locale[] {
  if (article.translations) return article.translations;
  return article.fallback || locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [DEFAULT_LOCALE, locale];
}

/** Builds the head of a page: title with the site name, canonical, 25 alternates plus x-default. */
export function buildHead(input: HeadInput): HeadData {
  const url = (l: Locale) => input.origin + localePath(l, input.path);
  const locales = input.locales ?? LOCALES;
  return {
    title: input.path === "/" ? `${SITE_NAME}: ${input.title}` : `${input.title} | ${SITE_NAME}`,
    description: input.description,
    keywords: input.keywords,
    // A noindex page (search results) still names its canonical and versions; a page in no
    // language (an error) names neither: it is no copy of the home page or of any other page.
    canonical: locales.length === 0 ? undefined : url(input.canonicalLocale ?? input.locale),
    alternates:
      locales.length === 0
        ? []
        : [...locales.map((l) => ({ hreflang: hreflang(l), href: url(l) })), { hreflang: "x-default", href: url(DEFAULT_LOCALE) }],
    locales,
    lang: htmlLang(input.locale),
    ogLocale: OG_LOCALES[input.locale],
    // Only the languages the page is really written in, as with hreflang.
    ogLocaleAlternates: locales.filter((l) => l !== input.locale).map((l) => OG_LOCALES[l]),
    dir: dir(input.locale),
    ogType: input.ogType ?? "website",
    siteName: SITE_NAME,
    // The page-type images carry English words; every other language gets the wordless mark.
    image: `${input.origin}/og/${input.locale === DEFAULT_LOCALE ? (input.image ?? "default") : "mark"}.png`,
    robots: input.noindex ? "noindex" : undefined,
    jsonLd: input.jsonLd ?? [],
  };
}
