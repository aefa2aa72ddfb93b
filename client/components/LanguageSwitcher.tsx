import { useLingui } from "@lingui/react/macro";
import { LOCALES, LOCALE_CHOICE_PARAM, NATIVE_NAMES, htmlLang, localePath } from "../../common/locales";
import { usePage } from "./PageContext";

/**
 * Lists the 25 languages by native name, each linking to this page in that language
 * (`hreflang` only where the page is written in it).
 * The link carries a marker the worker turns into the `i18n_redirected` cookie and a
 * redirect to the clean URL, so the choice sticks without JavaScript.
 */
export default function LanguageSwitcher() {
  const { t } = useLingui();
  const { locale, path, locales } = usePage();
  return (
    <details className="lang-switcher">
      <summary aria-label={t`Language: ${NATIVE_NAMES[locale]}`}>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M2 10h16M10 2c2.2 2.2 3.3 4.9 3.3 8s-1.1 5.8-3.3 8c-2.2-2.2-3.3-4.9-3.3-8S7.8 4.2 10 2Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span>{NATIVE_NAMES[locale]}</span>
      </summary>
      <ul className="lang-list">
        {LOCALES.map((l) => (
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
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
