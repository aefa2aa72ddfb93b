// Catalog check, run by `npm test` (and by translators: `npm run i18n:check -- de fr`).
// Fails when the catalogs are out of date with the code, when any locale lacks a
// translation, or when a translation breaks a message's placeholders or ICU syntax.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse as parseIcu } from "@messageformat/parser";
import { LOCALES } from "../common/locales.ts";

const root = resolve(import.meta.dirname, "..");
const only = process.argv.slice(2);
const problems = [];

/** msgid → msgstr of a PO file (plural-free: the site uses ICU plurals inside one message). */
async function readPo(file) {
  const text = await readFile(file, "utf8");
  const entries = new Map();
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith("msgid ")) {
      current = { id: unquote(line.slice(6)), str: "" };
      field = "id";
    } else if (line.startsWith("msgstr ") && current) {
      current.str = unquote(line.slice(7));
      field = "str";
    } else if (line.startsWith('"') && current) {
      if (field === "id") current.id += unquote(line);
      else current.str += unquote(line);
    } else if (line.trim() === "" && current) {
      if (current.id !== "") entries.set(current.id, current.str);
      current = null;
    }
  }
  if (current && current.id !== "") entries.set(current.id, current.str);
  return entries;
}

/** Names of the placeholders and tags a message uses, sorted. */
function shape(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const t of tokens) {
      if (t.type === "argument" || t.type === "function") names.add(`{${t.arg}}`);
      if (t.type === "select" || t.type === "plural" || t.type === "selectordinal") {
        names.add(`{${t.arg}}`);
        for (const c of t.cases) walk(c.tokens);
      }
    }
  };
  walk(parseIcu(message));
  for (const m of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(m[0]);
  return [...names].sort().join(" ");
}

// 1. Up to date: extract the source catalog into a temporary folder and compare.
const tmp = await mkdtemp(join(tmpdir(), "catalogs-"));
try {
  const config = join(tmp, "lingui.config.mjs");
  await writeFile(
    config,
    `export default ${JSON.stringify({
      rootDir: root,
      sourceLocale: "en",
      locales: ["en"],
      catalogs: [{ path: join(tmp, "{locale}", "messages"), include: ["<rootDir>/client", "<rootDir>/worker"], exclude: ["**/*.test.*"] }],
    })};`,
  );
  execFileSync(join(root, "node_modules/.bin/lingui"), ["extract", "--config", config, "--locale", "en"], {
    cwd: root,
    stdio: "pipe",
  });
  const fresh = await readPo(join(tmp, "en", "messages.po"));
  const committed = await readPo(join(root, "locales", "en", "messages.po"));
  const missing = [...fresh.keys()].filter((id) => !committed.has(id));
  const stale = [...committed.keys()].filter((id) => !fresh.has(id));
  for (const id of missing) problems.push(`locales/en: not extracted yet: ${JSON.stringify(id)}`);
  for (const id of stale) problems.push(`locales/en: no longer in the code: ${JSON.stringify(id)}`);
  if (missing.length || stale.length) problems.push("Run `npm run i18n:extract` and translate the new messages.");

  // 2. Every locale translates every message, keeping its placeholders.
  for (const locale of LOCALES) {
    if (locale === "en" || (only.length && !only.includes(locale))) continue;
    const catalog = await readPo(join(root, "locales", locale, "messages.po"));
    for (const id of committed.keys()) {
      const str = catalog.get(id);
      if (!str) {
        problems.push(`locales/${locale}: untranslated: ${JSON.stringify(id)}`);
        continue;
      }
      try {
        if (shape(str) !== shape(id)) {
          problems.push(`locales/${locale}: placeholders differ (${shape(id)} vs ${shape(str)}) in ${JSON.stringify(str)}`);
        }
      } catch (error) {
        problems.push(`locales/${locale}: not a valid message (${error.message}): ${JSON.stringify(str)}`);
      }
    }
    for (const id of catalog.keys()) {
      if (!committed.has(id)) problems.push(`locales/${locale}: stale message: ${JSON.stringify(id)}`);
    }
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.slice(0, 200).join("\n"));
  if (problems.length > 200) console.error(`… and ${problems.length - 200} more`);
  console.error(`\nCatalog check failed: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`Catalogs are up to date and complete in ${LOCALES.length} locales.`);
