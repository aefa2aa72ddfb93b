import type { Locale } from "./locales.ts";

/** Languages that write an address from the country down to the city. */
const LARGEST_FIRST: ReadonlySet<Locale> = new Set(["zh", "ja", "ko"]);

/**
 * A place written as an address in the page's language, not as a list: "Austin, Texas,
 * United States"; "Austin، Texas، الولايات المتحدة" in Arabic; "美国 Texas Austin" in
 * Chinese, Japanese and Korean, which name the largest part first. City and region come
 * from the edge in Latin script, so the parts are kept apart with spaces there.
 */
export function formatPlace(place: { city: string | null; region: string | null; country: string | null }, locale: Locale): string | null {
  const parts = [place.city, place.region, place.country].filter((p): p is string => p !== null && p.trim() !== "");
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  if (unique.length === 0) return null;
  if (LARGEST_FIRST.has(locale)) return unique.reverse().join(" ");
  return unique.join(locale === "ar" ? "، " : ", ");
}
