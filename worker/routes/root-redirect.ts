/**
 * The same-site path "/" should redirect to, from the `ROOT_REDIRECT` var, or
 * undefined when unset or unsafe. Absolute and protocol-relative targets
 * (`https://…`, `//host`, `/\host`) are refused so "/" can never send a visitor off-site.
 *
 * @example rootRedirectTarget("/free") // "/free"
 * @example rootRedirectTarget("//evil.example") // undefined
 */
export function rootRedirectTarget(value: string | undefined): string | undefined {
  const target = value?.trim();
  if (!target || target === "/") return undefined;
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return undefined;
  if (/[\u0000-\u001f\u007f\s]/.test(target)) return undefined;
  // Resolving against a dummy origin must keep the origin: anything else would leave the site.
  const resolved = new URL(target, "https://site.invalid");
  return resolved.origin === "https://site.invalid" ? resolved.pathname + resolved.search + resolved.hash : undefined;
}
