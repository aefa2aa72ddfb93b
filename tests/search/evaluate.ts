/**
 * Relevance on the judged query sets (tests/search/judged/{locale}.json: what visitors type, and
 * the entries a support agent would accept as the answer), used by the relevance test and the bench.
 */

export interface Judged {
  q: string;
  accept: string[];
}

/** The targets a language's search must meet (issue 23). */
export const TARGETS = { successAt3: 0.9, mrrAt10: 0.75, zeroRate: 0.02 };

/** How one language's search did: success@3, MRR@10 and the share of queries with no result, and the queries it missed. */
export interface Relevance {
  queries: number;
  successAt3: number;
  mrrAt10: number;
  zeroRate: number;
  misses: { q: string; top: string[] }[];
}

/** Runs every judged query through `search` (the keys of the top ten, best first) and scores the answers. */
export async function evaluate(judged: readonly Judged[], search: (q: string) => Promise<string[]>): Promise<Relevance> {
  let success = 0;
  let reciprocal = 0;
  let zero = 0;
  const misses: Relevance["misses"] = [];
  for (const { q, accept } of judged) {
    const top = (await search(q)).slice(0, 10);
    const rank = top.findIndex((key) => accept.includes(key));
    if (top.length === 0) zero++;
    if (rank >= 0 && rank < 3) success++;
    else misses.push({ q, top: top.slice(0, 3) });
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = judged.length;
  return { queries: n, successAt3: success / n, mrrAt10: reciprocal / n, zeroRate: zero / n, misses };
}

/** Whether a language's figures meet the targets. */
export const meetsTargets = (r: Relevance) =>
  r.successAt3 >= TARGETS.successAt3 && r.mrrAt10 >= TARGETS.mrrAt10 && r.zeroRate <= TARGETS.zeroRate;
