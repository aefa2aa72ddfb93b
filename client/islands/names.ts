/**
 * An island's name is its file's: `…/islands/HelpfulVote.tsx` is "HelpfulVote". The server
 * marks an island with it (`data-island`) and the browser loads that file's chunk by it.
 */
export function islandName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1).replace(/\.tsx$/, "");
}

/** The modules of an `import.meta.glob` over this folder, by island name. */
export function byIslandName<T>(modules: Record<string, T>): Map<string, T> {
  return new Map(Object.entries(modules).map(([path, module]) => [islandName(path), module]));
}
