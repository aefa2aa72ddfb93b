/**
 * Intl objects by language, built on first use and kept: they are immutable, the same for
 * every request, and there are at most 25 languages of each kind. Building one costs far
 * more than using it, so pages never build their own.
 */
const built = new Map<string, Intl.DisplayNames | Intl.NumberFormat>();

function once<T extends Intl.DisplayNames | Intl.NumberFormat>(key: string, make: () => T): T {
  let value = built.get(key) as T | undefined;
  if (!value) built.set(key, (value = make()));
  return value;
}

/** Country and region names in a language (a BCP 47 tag, see htmlLang). */
export function regionNames(lang: string): Intl.DisplayNames {
  return once(`region|${lang}`, () => new Intl.DisplayNames([lang], { type: "region" }));
}

/** Whole megabytes in a language ("12 MB", "١٢ ميغابايت"). */
export function megabytes(lang: string): Intl.NumberFormat {
  return once(`megabyte|${lang}`, () => new Intl.NumberFormat(lang, { style: "unit", unit: "megabyte", maximumFractionDigits: 0 }));
}
