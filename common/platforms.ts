/** The app platforms we ship. */
export const PLATFORMS = ["windows", "android", "ios"] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Guesses the visitor's platform from client hints or the User-Agent, for the
 * "Get Now" button; Windows when nothing fits (desktop visitors on macOS or Linux).
 *
 * @example platformFromHeaders(new Headers({ "User-Agent": "… iPhone …" })) // "ios"
 */
export function platformFromHeaders(headers: Headers): Platform {
  const hint = headers.get("Sec-CH-UA-Platform")?.replaceAll('"', "").toLowerCase();
  if (hint === "android") return "android";
  if (hint === "ios") return "ios";
  if (hint === "windows") return "windows";
  const ua = headers.get("User-Agent") ?? "";
  if (/android/i.test(ua)) return "android";
  if (/iphone|ipad|ipod/i.test(ua)) return "ios";
  return "windows";
}
