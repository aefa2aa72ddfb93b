// The machine around the bench: workerd's memory and how busy other processes kept the cores.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { BuiltWorker } from "./server.ts";

/** Resident memory of the workerd processes this bench started, in MB. */
export function workerdMemory(): number {
  try {
    const out = execSync(`ps -o rss= --ppid ${process.pid}`, { encoding: "utf8" });
    return Math.round(
      out
        .split("\n")
        .filter(Boolean)
        .reduce((n, l) => n + Number(l.trim()), 0) / 1024,
    );
  } catch {
    return NaN;
  }
}

/** CPU used so far, in ms: the whole machine's and this bench's own (node and the measured workerd). */
export interface Busy {
  machine: number;
  ours: number;
  at: number;
}

/**
 * CPU time the whole machine and this bench's own processes (node and the measured workerd)
 * have used so far, in ms, to tell how busy other processes kept the shared cores.
 */
export function othersBusy(server: BuiltWorker): Busy {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
  const busy = fields.slice(0, 3).reduce((a, b) => a + b, 0) + fields.slice(5, 8).reduce((a, b) => a + b, 0); // all but idle and iowait
  const { user, system } = process.cpuUsage();
  return { machine: busy * 10, ours: (user + system) / 1000 + server.allCpuNs() / 1e6, at: performance.now() };
}

/** Cores other processes kept busy on average between two readings. */
export const othersShare = (a: Busy, b: Busy): string =>
  Math.max(0, (b.machine - a.machine - (b.ours - a.ours)) / (b.at - a.at)).toFixed(1);
