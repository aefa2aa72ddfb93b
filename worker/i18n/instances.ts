import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { LOCALES, type Locale } from "../../common/locales";

// The Lingui Vite plugin compiles each .po catalog on import.
const catalogs = import.meta.glob<Messages>("../../locales/*/messages.po", {
  eager: true,
  import: "messages",
});

function catalogFor(locale: Locale): Messages {
  const messages = catalogs[`../../locales/${locale}/messages.po`];
  if (!messages) throw new Error(`No compiled catalog for locale "${locale}"`);
  return messages;
}

// One instance per locale, activated once and never again: concurrent requests
// in one isolate each pick their own instance instead of switching a shared one.
const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogFor(locale) } })]),
);

/** The ready Lingui instance of a locale. */
export function getI18n(locale: Locale): I18n {
  return instances.get(locale)!;
}
