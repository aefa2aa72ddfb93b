import fc from "fast-check";
import { PREFIXED_LOCALES } from "../../common/locales";

// What the fuzzing test (fuzz.test.ts) sends: inputs that have broken web apps before, and
// generators of the paths and texts a client could send.

/** Inputs that have broken web apps before, written for this site's routes and parsers. */
const NAUGHTY = [
  "",
  " ",
  "..",
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e/%2e%2e/",
  "%00",
  "\u0000",
  "%",
  "%zz",
  "%E0%A4%A",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "<qz-script>alert(1)</qz-script>",
  '"><qz-img src=x onerror=alert(1)>',
  "'; DROP TABLE events; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, meant literally
  "${7*7}{{7*7}}",
  "%s%s%s%n",
  "\r\nSet-Cookie: owned=1",
  "%0d%0aLocation:%20https://evil.example",
  "\u202Egnp.exe",
  "\uFEFF",
  "\uD800",
  "ｆｕｌｌｗｉｄｔｈ",
  "Ω≈ç√∫˜µ≤≥÷",
  "田中さんにあげて下さい",
  "مرحبا بالعالم",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9".repeat(400),
  "a".repeat(5000),
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "[object Object]",
  "?",
  "#",
  "&",
  "=",
  ";",
];

/** The marker every markup payload carries: it must never come back as a tag. */
export const MARKER = /<qz-/i;

export const text = fc.oneof(fc.constantFrom(...NAUGHTY), fc.string({ maxLength: 60 }), fc.string({ unit: "grapheme", maxLength: 30 }));
const segment = fc.oneof(
  fc.constantFrom("help", "blog", "detail", "product", "faq", "search", "servers", "ip", "windows", "feed.xml", "sitemaps", "web_v1"),
  text.map((t) => encodeURIComponent(t.toWellFormed())),
  fc.constantFrom(...NAUGHTY),
);
const locale = fc.constantFrom("", ...PREFIXED_LOCALES.map((l) => `/${l}`), "/en", "/xx", "/EN");

/** A path a client could send; the URL parser normalizes it as a browser would. */
export const path = fc.tuple(locale, fc.array(segment, { maxLength: 5 })).map(([l, segments]) => `${l}/${segments.join("/")}`);
