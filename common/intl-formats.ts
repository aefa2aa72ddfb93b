/**
 * Intl objects by language, built on first use and kept: they are immutable, the same for
 * every request, and there are at most 25 languages of each kind. Building one costs far
 * more than using it, so pages and the search index never build their own.
 */
type IntlObject = Intl.DisplayNames | Intl.NumberFormat | Intl.DateTimeFormat | Intl.Segmenter;

const built = new Map<string, IntlObject>();

function once<T extends IntlObject>(key: string, make: () => T): T {
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

/** Milliseconds in a language ("14 ms", "14 มิลลิวินาที"): the pings in the drawing of the app. */
export function milliseconds(lang: string): Intl.NumberFormat {
  return once(`millisecond|${lang}`, () => new Intl.NumberFormat(lang, { style: "unit", unit: "millisecond" }));
}

/** Two-digit clock fields in a language ("07", "٠٧"), without grouping. */
export function clockDigits(lang: string): Intl.NumberFormat {
  return once(`clock|${lang}`, () => new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false }));
}

/** Dates in a language, in UTC, so every server and browser print the same day. */
export function dates(lang: string, dateStyle: "long" | "medium"): Intl.DateTimeFormat {
  return once(`date-${dateStyle}|${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle, timeZone: "UTC" }));
}

/** Word boundaries in a language, Chinese, Japanese, Korean and Thai included. */
export function wordSegmenter(lang: string): Intl.Segmenter {
  return once(`words|${lang}`, () => new Intl.Segmenter(lang, { granularity: "word" }));
}
