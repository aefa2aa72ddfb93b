/**
 * The index's sorted term list and the look-ups a query makes in it: exact, prefix and near
 * (typo) matches, each with the weight MiniSearch gives it.
 */

const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** An index term a query word stands for, and how much a match on it counts. */
export interface Expansion {
  term: number;
  weight: number;
}

/** Edits a typo may make, by the length of the word typed: none on one- to three-letter words or single CJK characters. */
export const typosAllowed = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

export class TermList {
  readonly terms: readonly string[];
  constructor(terms: readonly string[]) {
    this.terms = terms;
  }

  /** The number of the term, or -1. */
  find(term: string): number {
    const [from, to] = this.prefixRange(term);
    return from < to && this.terms[from] === term ? from : -1;
  }

  /** The index terms a query term stands for: itself, longer words it begins (when `prefix`), and near misses. */
  expand(term: string, prefix = true): Expansion[] {
    const out: Expansion[] = [];
    const [from, to] = this.prefixRange(term);
    if (from < to && this.terms[from] === term) out.push({ term: from, weight: 1 });
    // A phrase (search-text.ts) matches only as written.
    if (term.includes(" ")) return out;
    const seen = new Set<number>();
    if (prefix && term.length >= 2) {
      for (let t = from; t < to; t++) {
        const found = this.terms[t]!;
        const distance = found.length - term.length;
        if (distance === 0) continue;
        seen.add(t);
        out.push({ term: t, weight: (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * distance) });
      }
    }
    const maxDistance = typosAllowed(term);
    if (maxDistance > 0) {
      for (const [t, distance] of this.near(term, maxDistance)) {
        if (distance === 0 || seen.has(t)) continue;
        const found = this.terms[t]!;
        out.push({ term: t, weight: (FUZZY_WEIGHT * found.length) / (found.length + distance) });
      }
    }
    return out;
  }

  /** Indexes [from, to) of the terms that begin with `prefix` (the list is sorted by UTF-16 code units). */
  prefixRange(prefix: string): [number, number] {
    const lower = (x: string) => {
      let lo = 0;
      let hi = this.terms.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.terms[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lower(prefix), lower(`${prefix}\uffff`)];
  }

  /**
   * Terms within `max` edits of `query` (Levenshtein, UTF-16 code units), with their distance.
   * Walks the sorted list as a trie: rows for a shared prefix are reused, and a prefix already
   * too far off skips every term that begins with it.
   */
  near(query: string, max: number): [number, number][] {
    const n = query.length + 1;
    const maxLength = query.length + max;
    const rows = new Uint8Array((maxLength + 1) * n);
    for (let j = 0; j < n; j++) rows[j] = j;
    const found: [number, number][] = [];
    let previous = "";
    let t = 0;
    while (t < this.terms.length) {
      const term = this.terms[t]!;
      let common = 0;
      while (common < previous.length && common < term.length && previous[common] === term[common]) common++;
      previous = term;
      let tooFar = -1;
      const depth = Math.min(term.length, maxLength);
      for (let i = common + 1; i <= depth; i++) {
        const row = i * n;
        rows[row] = i;
        let best = i;
        for (let j = 1; j < n; j++) {
          const cost = term.charCodeAt(i - 1) === query.charCodeAt(j - 1) ? 0 : 1;
          const v = Math.min(rows[row - n + j - 1]! + cost, rows[row - n + j]! + 1, rows[row + j - 1]! + 1);
          rows[row + j] = Math.min(v, 255);
          if (v < best) best = v;
        }
        if (best > max) {
          tooFar = i;
          break;
        }
      }
      if (tooFar > 0) {
        // No term beginning with these `tooFar` characters can come back within reach.
        t = this.runEnd(t, term.slice(0, tooFar));
        previous = term.slice(0, tooFar - 1);
        continue;
      }
      if (term.length <= maxLength) {
        const distance = rows[term.length * n + n - 1]!;
        if (distance <= max) found.push([t, distance]);
        t++;
      } else {
        // Longer than any match can be: skip the terms that share this too-long prefix.
        t = this.runEnd(t, term.slice(0, maxLength + 1));
        previous = term.slice(0, maxLength);
      }
    }
    return found;
  }

  /**
   * The index just after the run of terms, from `t` on, that begin with `prefix` (terms[t] does):
   * galloping forward from `t`, as a skipped run is mostly a few terms long, rather than a search
   * of the whole list for each of the many prefixes `near` skips.
   */
  private runEnd(t: number, prefix: string): number {
    const terms = this.terms;
    let inside = t;
    let outside = t + 1;
    for (let step = 1; outside < terms.length && terms[outside]!.startsWith(prefix); step *= 2) {
      inside = outside;
      outside = t + step * 2;
    }
    outside = Math.min(outside, terms.length);
    while (outside - inside > 1) {
      const mid = (inside + outside) >>> 1;
      if (terms[mid]!.startsWith(prefix)) inside = mid;
      else outside = mid;
    }
    return outside;
  }
}
