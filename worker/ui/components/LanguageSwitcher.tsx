import { useLingui } from "@lingui/react/macro";
import { LOCALES, LOCALE_CHOICE_PARAM, NATIVE_NAMES, htmlLang, localePath, type Locale } from "../../../common/locales";
import { usePage } from "./PageContext";
import type { Markup } from "./markup";

/**
 * The 25 languages in the order of their own names, by the root collation ("und", CLDR's default
 * order) rather than the page language's: scripts come in one fixed order (Latin, Greek, Cyrillic,
 * Arabic, Devanagari, Thai, Hangul, Han) and accents sort with their letter (Čeština by C, Türkçe
 * by T), so the list is the same on every page and a visitor finds their language where it was
 * last time. A Russian page sorted by Russian rules would move Cyrillic first and reshuffle the rest.
 */
const BY_NATIVE_NAME: readonly Locale[] = (() => {
  const collator = new Intl.Collator("und");
  return [...LOCALES].sort((a, b) => collator.compare(NATIVE_NAMES[a], NATIVE_NAMES[b]));
})();

/**
 * Lists the 25 languages by native name, each linking to this page in that language
 * (`hreflang` only where the page is written in it), the current one marked.
 * The link carries a marker the worker turns into the `i18n_redirected` cookie and a
 * redirect to the clean URL, so the choice sticks without JavaScript.
 * Its button shows the language's name in the phone menu, and its short tag ("DE") in the
 * one-row header of wide screens; its accessible name says both: "Language: Deutsch DE".
 * `inner`: its content rendered ahead for the page (worker/render/header-parts.tsx), inserted as is.
 */
export default function LanguageSwitcher({ inner }: { inner?: Markup }) {
  const { t } = useLingui();
  const { locale, path, locales } = usePage();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from this component with the page's catalog; the page's path escaped as React escapes it
  if (inner) return <details className="lang-switcher" dangerouslySetInnerHTML={inner} />;
  const tag = htmlLang(locale).toUpperCase();
  return (
    <details className="lang-switcher">
      {/* The name holds what the button shows, the tag on wide screens too (WCAG 2.5.3, label in name). */}
      <summary aria-label={`${t`Language: ${NATIVE_NAMES[locale]}`} ${tag}`}>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M2 10h16M10 2c2.2 2.2 3.3 4.9 3.3 8s-1.1 5.8-3.3 8c-2.2-2.2-3.3-4.9-3.3-8S7.8 4.2 10 2Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span className="lang-name">{NATIVE_NAMES[locale]}</span>
        <span className="lang-tag">{tag}</span>
      </summary>
      <ul className="lang-list">
        {BY_NATIVE_NAME.map((l) => (
          <li key={l}>
            <a
              href={`${localePath(l, path)}?${LOCALE_CHOICE_PARAM}=${l}`}
              lang={htmlLang(l)}
              // Only a real translation is announced as one; the others open the English text with a note.
              hrefLang={!locales || locales.includes(l) ? htmlLang(l) : undefined}
              // nofollow: following it stores the choice in a cookie, so crawlers and the prefetcher leave it alone.
              rel="nofollow"
              aria-current={l === locale ? "true" : undefined}
              data-locale={l}
            >
              {NATIVE_NAMES[l]}
              {l === locale && (
                <svg className="lang-check" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path
                    d="m3 8.5 3.2 3L13 4.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              )}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
