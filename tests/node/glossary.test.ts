import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { LOCALES, type Locale } from "../../common/locales.ts";

// One terminology per language, decided in content/glossary/{locale}.yaml and held here over
// every article and the UI catalog: a forbidden rendering ("đi ngoài VPN"), a product term
// written another way than the glossary's ("kill-switch" where the language writes "kill switch"),
// a register marker the style note rules out (formal "Sie" in a du text, a ngoko verb with
// "panjenengan"), and a system label quoted differently from what the phone shows.
const root = join(import.meta.dirname, "../..");

const rule = z.object({
  pattern: z.string(),
  why: z.string(),
  instead: z.string().optional(),
  /** Lines that may contain the pattern on purpose (a quoted phishing email, say), by a phrase of theirs. */
  allow: z.array(z.string()).default([]),
  flags: z.string().optional(),
});

const glossarySchema = z.object({
  locale: z.enum(LOCALES),
  register: z.object({ choice: z.string(), note: z.string(), markers: z.array(rule).default([]) }),
  terms: z
    .array(
      z.object({
        en: z.string(),
        use: z.string(),
        note: z.string(),
        /** Finds every mention of the term, however written; each must be `use` or one of `forms`. */
        match: z.string().optional(),
        /** Inflected or grammatical forms that are the same rendering (kill switchet, Premiumu). */
        forms: z.array(z.string()).default([]),
        caseSensitive: z.boolean().default(false),
      }),
    )
    .min(8),
  forbidden: z.array(rule).default([]),
  labels: z.array(
    z.object({
      platform: z.enum(["android", "ios", "windows"]),
      en: z.string(),
      label: z.string(),
      source: z.string(),
      sure: z.boolean(),
      note: z.string().optional(),
      /** The articles quote it as a bold label, as the English does: held file by file. */
      bold: z.boolean().default(true),
    }),
  ),
});
type Glossary = z.infer<typeof glossarySchema>;

/** `\b` and `\w` in a glossary pattern are Unicode-aware (JavaScript's own know only ASCII). */
const W = "[\\p{L}\\p{M}\\p{N}_]";
function compile(pattern: string, flags: string): RegExp {
  const source = pattern.replaceAll("\\b", `(?:(?<=${W})(?!${W})|(?<!${W})(?=${W}))`).replaceAll("\\w", W);
  return new RegExp(source, flags.includes("u") ? flags : `${flags}u`);
}

interface Line {
  /** content-relative path or locales/{locale}/messages.po */
  file: string;
  line: number;
  text: string;
  /** A front-matter tag: a search keyword, where the English name of a feature is welcome. */
  tag?: boolean;
}

async function contentFiles(locale: Locale): Promise<string[]> {
  const dir = join(root, "content", locale);
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".md")).map((e) => join(e.parentPath, e.name));
}

/** Every visible line of a locale: article text (link targets removed) and msgstr values. */
async function linesOf(locale: Locale): Promise<{ lines: Line[]; files: Map<string, string> }> {
  const lines: Line[] = [];
  const files = new Map<string, string>();
  for (const path of await contentFiles(locale)) {
    const file = relative(join(root, "content", locale), path)
      .split(sep)
      .join("/");
    const text = await readFile(path, "utf8");
    files.set(file, text);
    let frontMatter = false;
    let tags = false;
    text.split("\n").forEach((raw, i) => {
      if (raw === "---") frontMatter = i === 0;
      if (frontMatter && /^\w+:/.test(raw)) tags = raw.startsWith("tags:");
      // A link's target is a URL (/help/detail/kill-switch), not words.
      const visible = raw.replace(/\]\([^)]*\)/g, "]").replace(/href="[^"]*"/g, "");
      lines.push({ file, line: i + 1, text: visible, tag: frontMatter && tags && raw.startsWith("  - ") });
    });
  }
  const po = `locales/${locale}/messages.po`;
  let inMsgstr = false;
  (await readFile(join(root, po), "utf8")).split("\n").forEach((raw, i) => {
    if (/^msgstr(\[\d+\])? "/.test(raw)) inMsgstr = true;
    else if (!raw.startsWith('"')) inMsgstr = false;
    if (!inMsgstr) return;
    const value = raw.replace(/^msgstr(\[\d+\])? /, "").replace(/^"|"$/g, "");
    if (value) lines.push({ file: po, line: i + 1, text: value });
  });
  return { lines, files };
}

const where = (l: Line, found: string) => `${l.file}:${l.line}: «${found}»`;

function ruleHits(lines: Line[], r: z.infer<typeof rule>, defaultFlags: string): string[] {
  const re = compile(r.pattern, `${r.flags ?? defaultFlags}g`);
  return lines.flatMap((l) => (r.allow.some((a) => l.text.includes(a)) ? [] : [...l.text.matchAll(re)].map((m) => where(l, m[0]))));
}

const glossaries = new Map<Locale, Glossary>();
for (const locale of LOCALES) {
  const raw = parse(await readFile(join(root, "content/glossary", `${locale}.yaml`), "utf8"));
  glossaries.set(locale, glossarySchema.parse(raw));
}

const englishFiles = (await linesOf("en")).files;

describe.each(LOCALES.map((l) => [l] as const))("glossary %s", (locale) => {
  const g = glossaries.get(locale)!;
  const loaded = linesOf(locale);

  it("belongs to its language and decides every term once", () => {
    expect(g.locale).toBe(locale);
    const ens = g.terms.map((t) => t.en);
    expect(new Set(ens).size).toBe(ens.length);
    for (const t of ["kill switch", "split tunnelling", "access key", "Premium", "free plan", "free trial", "WireGuard"]) {
      expect(ens).toContain(t);
    }
  });

  it("has no forbidden rendering", async () => {
    const { lines } = await loaded;
    const hits = g.forbidden.flatMap((r) => ruleHits(lines, r, "i").map((h) => `${h} ${r.why} Use: ${r.instead ?? "see glossary"}`));
    expect(hits).toEqual([]);
  });

  it(`keeps its register (${g.register.choice})`, async () => {
    const { lines } = await loaded;
    const hits = g.register.markers.flatMap((r) => ruleHits(lines, r, "").map((h) => `${h} ${r.why}`));
    expect(hits).toEqual([]);
  });

  it("writes each product term the glossary's way", async () => {
    const { lines } = await loaded;
    const hits: string[] = [];
    for (const t of g.terms) {
      if (!t.match) continue;
      const re = compile(t.match, t.caseSensitive ? "g" : "gi");
      const norm = (s: string) => (t.caseSensitive ? s : s.toLocaleLowerCase(locale === "tr" ? "tr" : undefined));
      const allowed = new Set([t.use, ...t.forms].map(norm));
      for (const l of lines) {
        if (l.tag) continue;
        for (const m of l.text.matchAll(re)) {
          if (!allowed.has(norm(m[0]))) hits.push(`${where(l, m[0])} ${t.en}: write «${t.use}»`);
        }
      }
    }
    expect(hits).toEqual([]);
  });

  it("quotes system labels as the platform shows them, the same in every file", async () => {
    if (locale === "en") return;
    const { files } = await loaded;
    const hits: string[] = [];
    for (const label of g.labels.filter((x) => x.bold)) {
      const enBold = `**${label.en}**`;
      for (const [file, text] of files) {
        const en = englishFiles.get(file) ?? "";
        const wanted = en.split(enBold).length - 1;
        if (wanted === 0) continue;
        const found = text.split(`**${label.label}**`).length - 1;
        if (found < wanted)
          hits.push(`${locale}/${file}: ${label.platform} «${label.en}» quoted ${wanted}× in English, «${label.label}» found ${found}×`);
      }
    }
    expect(hits).toEqual([]);
  });
});
