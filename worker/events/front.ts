import type { Context } from "hono";
import type { AppEnv } from "../app-env";

declare global {
  interface Env {
    /**
     * Worker secret shared by a front (a copy of the site with API_ORIGIN set) and its origin:
     * `npx wrangler secret put EVENTS_FORWARD_SECRET` on both, the same random value (32+ bytes).
     * The front sends it with each event it forwards; the origin then keeps the event's
     * Idempotency-Key and X-Event-Time and does not count it against the per-visitor limit.
     * Unset: a front forwards as any browser does, and an origin trusts no front.
     */
    EVENTS_FORWARD_SECRET?: string;
  }
}

/** The header a front identifies itself with to its origin. */
const FRONT_HEADER = "X-Front-Secret";

const digest = async (text: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));

/** Whether this request comes from a front that knows this deployment's EVENTS_FORWARD_SECRET (compared in constant time). */
export async function fromFront(c: Context<AppEnv>): Promise<boolean> {
  const secret = c.env.EVENTS_FORWARD_SECRET;
  const given = c.req.header(FRONT_HEADER);
  if (!secret || !given) return false;
  const [a, b] = await Promise.all([digest(secret), digest(given)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** The headers a front adds to an event it forwards: its secret, when this deployment has one. */
export function frontHeaders(env: Env): Record<string, string> {
  return env.EVENTS_FORWARD_SECRET ? { [FRONT_HEADER]: env.EVENTS_FORWARD_SECRET } : {};
}

/**
 * The part of an address that names one client for the rate limiter: an IPv4 address whole,
 * an IPv6 address by its /64 (one subscriber's network: any address in it is the same client).
 *
 * @example clientNetwork("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 */
export function clientNetwork(address: string): string {
  if (!address.includes(":")) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) counts as the two groups it stands for.
  const [head = "", tail] = address
    .toLowerCase()
    .replace(/:\d{1,3}(?:\.\d{1,3}){3}$/, ":0:0")
    .split("::", 2);
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, "") || "0")
    .join(":")}::/64`;
}
