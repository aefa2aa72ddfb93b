import type { Locale } from "../../common/locales.ts";
import type { Synonyms } from "./search-build.ts";
import { phraseTerm, termOf, tokens } from "./search-text.ts";
import type { TermList } from "./search-terms.ts";
import { isStopword } from "./search-stopwords.ts";

/**
 * What a query asks for: one slot per thing the visitor typed (a word, or a phrase a synonym
 * list or a joined form covers), each with the ways a document may match it. A slot matches
 * through any one of its alternatives; an alternative needs all of its terms.
 */
interface Alternative {
  terms: string[];
  weight: number;
}
export interface Slot {
  /** What the visitor typed for this slot, as index terms. */
  typed: string[];
  /** A stop word (search-stopwords.ts): not needed for a document to match the whole query. */
  stop?: boolean;
  alternatives: Alternative[];
}

/** A synonym counts a little less than the words typed; a phrase's words found apart count much less. */
const SYNONYM_WEIGHT = 0.8;
const SCATTERED_WEIGHT = 0.4;
/** A word split into two the index knows ("killswitch" → "kill switch") needs each part this long. */
const SPLIT_PART = 3;

/** Synonym groups as index terms, found by their first term. */
export class SynonymTable {
  private readonly byFirst = new Map<string, { entry: string[]; group: string[][] }[]>();

  constructor(groups: Synonyms, locale: Locale) {
    for (const raw of groups) {
      const group = raw.map((phrase) => tokens(phrase, locale).map((t) => t.term)).filter((e) => e.length > 0);
      for (const entry of group) {
        const list = this.byFirst.get(entry[0]!) ?? [];
        list.push({ entry, group });
        this.byFirst.set(entry[0]!, list);
      }
    }
  }

  /** The longest synonym entry that the query's terms begin with at `at`, and its group. */
  longestAt(terms: string[], at: number): { entry: string[]; group: string[][] } | undefined {
    let best: { entry: string[]; group: string[][] } | undefined;
    for (const candidate of this.byFirst.get(terms[at]!) ?? []) {
      const { entry } = candidate;
      if (entry.length <= (best?.entry.length ?? 0) || at + entry.length > terms.length) continue;
      if (entry.every((t, k) => terms[at + k] === t)) best = candidate;
    }
    return best;
  }
}

/** The slots of a query (see above), from its words, the index's terms and the language's synonyms. */
export function planQuery(query: string, locale: Locale, list: TermList, synonyms: SynonymTable): Slot[] {
  const typed = tokens(query, locale);
  const terms = typed.map((t) => t.term);
  const slots: Slot[] = [];
  for (let i = 0; i < terms.length; ) {
    const synonym = synonyms.longestAt(terms, i);
    if (synonym) {
      const own = synonym.entry;
      const others = synonym.group.filter((e) => e !== own);
      // Each phrase as the index holds it (its words in a row); the words typed also apart, worth less.
      const alternatives = [
        { terms: [phraseTerm(own)], weight: 1 },
        ...others.map((e) => ({ terms: [phraseTerm(e)], weight: SYNONYM_WEIGHT })),
      ];
      if (own.length > 1) alternatives.push({ terms: own, weight: SCATTERED_WEIGHT });
      slots.push({ typed: own, alternatives });
      i += own.length;
      continue;
    }
    const term = terms[i]!;
    const next = terms[i + 1];
    // Two words the index knows as one ("wi fi", "wi-fi" → "wifi").
    const joined = next === undefined ? undefined : (typed[i]!.joined ?? term + next);
    if (joined && list.find(joined) >= 0) {
      slots.push({
        typed: [term, next!],
        alternatives: [
          { terms: [joined], weight: 1 },
          { terms: [term, next!], weight: 1 },
        ],
      });
      i += 2;
      continue;
    }
    const alternatives: Alternative[] = [{ terms: [term], weight: 1 }];
    const [from, to] = list.prefixRange(term);
    const split = from >= to ? splitCompound(term, list, locale) : undefined;
    if (split) alternatives.push({ terms: split, weight: 1 });
    slots.push({ typed: [term], alternatives, ...(isStopword(term, locale) ? { stop: true } : {}) });
    i++;
  }
  return slots;
}

/**
 * A word the index does not hold, as two it does: "killswitch" → kill + switch, German and Dutch
 * compounds ("verbindungsabbruch" → verbindung + abbruch, with the linking s). The split with the
 * longest shorter part wins; the second part may be the start of an index term (it may be inflected).
 */
function splitCompound(word: string, list: TermList, locale: Locale): string[] | undefined {
  let best: string[] | undefined;
  let bestShort = 0;
  // A part as the index holds it: as typed, or stemmed as a word of its own.
  const known = (part: string) => [part, termOf(part, locale)].find((p) => list.find(p) >= 0);
  for (let k = SPLIT_PART; k <= word.length - SPLIT_PART; k++) {
    const rest = known(word.slice(k)) ?? word.slice(k);
    const [from, to] = list.prefixRange(rest);
    if (from >= to) continue;
    for (const candidate of [word.slice(0, k), word.endsWith("s", k) ? word.slice(0, k - 1) : ""]) {
      const first = candidate.length >= SPLIT_PART ? known(candidate) : undefined;
      if (!first) continue;
      const short = Math.min(first.length, rest.length);
      if (short > bestShort) [best, bestShort] = [[first, rest], short];
    }
  }
  return best;
}
