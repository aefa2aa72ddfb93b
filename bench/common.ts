// What the bench's sections share: the targets, request headers, units and the table printer.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** The targets of issues 14 and 26, in one place for the tables and the summary. */
export const TARGET = {
  cachedRatio: 0.9,
  renderedRatio: 0.4,
  renderMedianMs: 2.5,
  renderP99Ms: 8,
  jsBeforeInteractionKb: 10,
  lighthouse: 100,
  searchFirstMs: 50,
  searchLaterMs: 5,
};

export const HEADERS: Record<string, string> = {
  cookie: "i18n_redirected=en",
  "user-agent": "Mozilla/5.0 (bench) Chrome/140",
  accept: "text/html",
};
export const LOCALES = ["en", "ar"] as const;

/** A template's address in a locale: en unprefixed, others under /<locale>. */
export const localized = (path: string, locale: string): string => (locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`);

export const gz = (file: string): number => gzipSync(readFileSync(file)).length;
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const ms = (x: number): string => x.toFixed(2);

/** A row of the summary: the target, the figure measured, ✓ or ✗. */
export interface SummaryRow {
  target: string;
  figure: string;
  met: string;
}

/** console.table without the private `_` columns kept for the summary. */
export const table = (rows: object[]): void =>
  console.table(rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith("_")))));
