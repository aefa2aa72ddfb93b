import { F } from "./search-build.ts";
import type { Expansion } from "./search-terms.ts";

/**
 * Ranking: BM25+ per field (k 1.2, b 0.7, d 0.5, as MiniSearch scores it), title and tags above
 * the summary, the summary above the body; then per document, the slots of the query it matched
 * (search-query.ts): all of them above some of them, and all of them in the title (a
 * troubleshooting entry whose title is the symptom typed) above all of them in the body.
 */
const BOOSTS = [4, 3, 2, 1];
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** A document that matches every slot, and one whose title or summary holds every slot, count this much more. */
const ALL_TERMS = 1.5;
const ALL_IN_TITLE = 2;

/** What scoring reads of the index. */
export interface Postings {
  documents: number;
  avg: readonly number[];
  fieldLength: Uint32Array;
  /** A reader of a term's postings: per field, a count, then (document delta, frequency) pairs. */
  postingsOf(term: number): { next(): number };
}

/** One term's (or expansion's) scores per document, NaN where it does not match, and whether it matched in the title or summary. */
export interface TermScores {
  scores: Float64Array;
  heading: Uint8Array;
}

let scratch = new Float64Array(0);

/**
 * The scores of one query word's expansions (exact, prefix, typo): per document, its best one, so
 * that "wlan" counts once in "WLAN-Telefonie" (indexed as wlan, telefonie and wlantelefonie).
 */
export function scoreExpansion(index: Postings, expansion: readonly Expansion[], accept: Uint8Array): TermScores {
  const n = index.documents;
  const scores = new Float64Array(n).fill(NaN);
  const heading = new Uint8Array(n);
  const { k, b, d: delta } = BM25;
  // One expansion's scores, zeroed again as they are taken: kept between searches, not allocated for each word.
  if (scratch.length < n) scratch = new Float64Array(n);
  const current = scratch;
  const touched: number[] = [];
  for (const { term, weight } of expansion) {
    for (const d of touched) {
      const was = scores[d]!;
      if (Number.isNaN(was) || current[d]! > was) scores[d] = current[d]!;
      current[d] = 0;
    }
    touched.length = 0;
    const reader = index.postingsOf(term);
    for (let f = 0; f < F; f++) {
      const count = reader.next();
      if (count === 0) continue;
      const idf = Math.log(1 + (n - count + 0.5) / (count + 0.5));
      const avg = index.avg[f]!;
      const scale = weight * BOOSTS[f]!;
      let d = 0;
      for (let i = 0; i < count; i++) {
        d += reader.next();
        const tf = reader.next();
        if (!accept[d]) continue;
        const length = index.fieldLength[d * F + f]!;
        if (current[d] === 0) touched.push(d);
        current[d]! += scale * (idf * (delta + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / avg))));
        if (f !== 3 && weight === 1) heading[d] = 1;
      }
    }
  }
  for (const d of touched) {
    const was = scores[d]!;
    if (Number.isNaN(was) || current[d]! > was) scores[d] = current[d]!;
    current[d] = 0;
  }
  return { scores, heading };
}

/** A slot's scores: per document, its best alternative that matched all of its terms. */
export function scoreSlot(alternatives: readonly { parts: TermScores[]; weight: number }[], n: number): TermScores {
  // Most slots are one word: its scores as they are.
  if (alternatives.length === 1 && alternatives[0]!.parts.length === 1 && alternatives[0]!.weight === 1) return alternatives[0]!.parts[0]!;
  const scores = new Float64Array(n).fill(NaN);
  const heading = new Uint8Array(n);
  for (const { parts, weight } of alternatives) {
    for (let d = 0; d < n; d++) {
      let sum = 0;
      let all = 1;
      for (const p of parts) {
        const s = p.scores[d]!;
        if (Number.isNaN(s)) {
          sum = NaN;
          break;
        }
        sum += s;
        all &= p.heading[d]!;
      }
      if (Number.isNaN(sum)) continue;
      sum *= weight;
      const was = scores[d]!;
      if (Number.isNaN(was) || sum > was) scores[d] = sum;
      if (all) heading[d] = 1;
    }
  }
  return { scores, heading };
}

/** Matching documents and their scores, in document order. */
export type Found = { docs: Uint32Array; scores: Float64Array };

/** A word more than this share of the searched documents hold says little about which one is meant. */
const COMMON = 0.5;
/** What such a word, or a stop word, adds to a document's score. */
const UNNEEDED_WEIGHT = 0.3;

/**
 * Every document that matches at least one slot, scored (see above). Slots that most documents
 * match ("vpn", "the", Thai's ไม่) add their score but are not needed for "all of them".
 */
export function combine(slots: readonly TermScores[], stop: readonly boolean[], n: number, accepted: number): Found {
  const docs = new Uint32Array(n);
  const scores = new Float64Array(n);
  const holders = slots.map((s) => s.scores.reduce((c, x) => (!Number.isNaN(x) ? c + 1 : c), 0));
  const needed = slots.map((_, i) => !stop[i] && holders[i]! <= COMMON * accepted);
  if (!needed.includes(true)) needed.fill(true);
  const total = needed.filter(Boolean).length;
  // How much each slot says: a rare word more than one many documents hold.
  const idf = holders.map((h, i) => (needed[i] ? Math.log(1 + (accepted - h + 0.5) / (h + 0.5)) : 0));
  const idfTotal = idf.reduce((a, b) => a + b, 0) || 1;
  let m = 0;
  for (let d = 0; d < n; d++) {
    let score = 0;
    let matched = 0;
    let heading = 0;
    let said = 0;
    for (const [i, slot] of slots.entries()) {
      const s = slot.scores[d]!;
      if (Number.isNaN(s)) continue;
      if (!needed[i]) {
        score += s * UNNEEDED_WEIGHT;
        continue;
      }
      score += s;
      matched++;
      said += idf[i]!;
      heading += slot.heading[d]!;
    }
    if (score === 0 && matched === 0) continue;
    const share = Math.max(said / idfTotal, 0.1);
    docs[m] = d;
    scores[m++] = score * share * share * (matched === total ? ALL_TERMS : 1) * (heading === total ? ALL_IN_TITLE : 1);
  }
  return { docs: docs.subarray(0, m), scores: scores.subarray(0, m) };
}

/** Hits `offset` to `offset + limit`, best first (the earlier document first among equals), and how many there are. */
export function topOf({ docs, scores }: Found, offset: number, limit: number): number[] {
  const want = offset + limit;
  const better = (i: number, j: number) => scores[i]! > scores[j]! || (scores[i] === scores[j] && docs[i]! < docs[j]!);
  const top: number[] = [];
  for (let i = 0; i < docs.length; i++) {
    if (top.length === want && !better(i, top[want - 1]!)) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (better(i, top[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    top.splice(lo, 0, i);
    if (top.length > want) top.pop();
  }
  return top.slice(offset);
}
