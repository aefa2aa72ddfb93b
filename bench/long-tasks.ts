// What a page's longest main-thread task was, from Lighthouse's own long-task audit: its
// duration, the groups of work inside it (parse HTML, style and layout, script…) and the URL
// it is attributed to, so the table says why a page blocks, not only how long.

/** Lighthouse's task groups (core/lib/tracehouse/task-groups.js), named for the table. */
const GROUPS: Record<string, string> = {
  parseHTML: "parse HTML",
  styleLayout: "style/layout",
  paintCompositeRender: "paint",
  scriptEvaluation: "script",
  scriptParseCompile: "script compile",
  garbageCollection: "GC",
  other: "other",
};

/** One long task in the audit's debug data: ms per group beside its timing. */
interface DebugTask {
  urlIndex: number;
  startTime: number;
  duration: number;
  [group: string]: number;
}

/** The part of a Lighthouse result this reads. */
export interface LongTaskAudit {
  details?: { items?: unknown[]; debugData?: { urls?: string[]; tasks?: DebugTask[] } };
}

/** Long tasks (50 ms and over) and a one-line account of the longest. */
export function longestTask(audit: LongTaskAudit | undefined, base: string): { count: number; longest: string } {
  const tasks = audit?.details?.debugData?.tasks ?? [];
  const urls = audit?.details?.debugData?.urls ?? [];
  const top = [...tasks].sort((a, b) => b.duration - a.duration)[0];
  if (!top) return { count: 0, longest: "none" };
  const parts = Object.entries(top)
    .filter(([key]) => key in GROUPS)
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= top.duration * 0.15)
    .map(([key, ms]) => `${GROUPS[key]} ${Math.round(ms)}`);
  const url = urls[top.urlIndex] ?? "";
  const where = url.startsWith(base) ? url.slice(base.length) || "/" : url;
  return { count: tasks.length, longest: `${Math.round(top.duration)} ms: ${parts.join(", ")}${where ? ` (${where})` : ""}` };
}
