import { formatPlace } from "../../common/place";
import { isLocale, type Locale } from "../../common/locales";
import type { IpInfo } from "../../common/schemas/api";
import { API_PREFIX } from "../../common/paths";

const TIMEOUT_MS = 6000;

/** Shows one card's state: checking, found or none. */
function setState(card: HTMLElement, state: "checking" | "found" | "none"): void {
  for (const el of card.querySelectorAll<HTMLElement>("[data-state]")) el.hidden = el.dataset.state !== state;
}

/**
 * IPv4 and IPv6 side by side: asks each of the site's single-family origins for /web_v1/ip/v3
 * (a plain CORS GET, no credentials) and fills its card; a family the connection lacks says so.
 */
async function checkFamilies(section: HTMLElement, locale: Locale): Promise<void> {
  section.hidden = false;
  await Promise.all(
    Array.from(section.querySelectorAll<HTMLElement>("[data-family]")).map(async (card) => {
      setState(card, "checking");
      try {
        const res = await fetch(`${card.dataset.origin}${API_PREFIX}/ip/v3?lang=${locale}`, {
          credentials: "omit",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const info = (await res.json()) as IpInfo;
        if (!res.ok || !info.ip) throw new Error(`no address: ${res.status}`);
        const field = (name: string, value: string | null) =>
          (card.querySelector(`[data-field="${name}"]`)!.textContent = value ?? section.dataset.unknown ?? "");
        field("ip", info.ip);
        field("isp", info.isp);
        field("location", formatPlace(info, locale));
        card.dataset.ip = info.ip;
        setState(card, "found");
      } catch {
        setState(card, "none");
      }
    }),
  );
}

/** Addresses in ICE candidates ("candidate:… 203.0.113.7 54321 typ srflx …"), without duplicates or mDNS names. */
function candidateAddresses(candidates: string[]): string[] {
  const found = new Set<string>();
  for (const c of candidates) {
    const address = c.split(" ")[4];
    if (address && !address.endsWith(".local") && /^[\d.]+$|:/.test(address)) found.add(address);
  }
  return [...found];
}

/** Gathers ICE candidates for a moment: with the STUN server given, the public address too. */
async function gatherCandidates(stun: string): Promise<string[]> {
  const peer = new RTCPeerConnection({ iceServers: stun ? [{ urls: stun }] : [] });
  const candidates: string[] = [];
  try {
    peer.createDataChannel("quietway-leak-test");
    const done = new Promise<void>((resolve) => {
      peer.onicecandidate = (event) => (event.candidate ? candidates.push(event.candidate.candidate) : resolve());
      setTimeout(resolve, 4000);
    });
    await peer.setLocalDescription(await peer.createOffer());
    await done;
  } finally {
    peer.close();
  }
  return candidates;
}

/** The WebRTC leak test, run only when the visitor presses its button. */
function enhanceWebRtc(root: ParentNode): void {
  const button = root.querySelector<HTMLButtonElement>("[data-webrtc-check]");
  const result = root.querySelector<HTMLElement>("[data-webrtc-result]");
  if (!button || !result || button.dataset.enhanced !== undefined) return;
  button.dataset.enhanced = "";
  root.querySelector<HTMLElement>("[data-needs-js]")?.setAttribute("hidden", "");
  if (typeof RTCPeerConnection !== "function") return;
  button.hidden = false;
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const addresses = candidateAddresses(await gatherCandidates(button.dataset.stun ?? ""));
      const seen = new Set(
        [
          root.querySelector("[data-seen-ip]")?.textContent?.trim(),
          ...Array.from(root.querySelectorAll<HTMLElement>("[data-family][data-ip]"), (c) => c.dataset.ip),
        ].filter((a): a is string => !!a),
      );
      // Private addresses (192.168.x, fd00::) belong to the local network, not to the internet connection.
      const publicOnes = addresses.filter((a) => !/^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|f[cd]|fe80)/i.test(a));
      const list = result.querySelector("[data-webrtc-list]")!;
      list.replaceChildren(...addresses.map((a) => Object.assign(document.createElement("li"), { textContent: a })));
      const verdict = addresses.length === 0 ? "empty" : publicOnes.some((a) => !seen.has(a)) ? "leak" : "none";
      for (const p of result.querySelectorAll<HTMLElement>("[data-verdict]")) p.hidden = p.dataset.verdict !== verdict;
      result.hidden = false;
    } finally {
      button.disabled = false;
    }
  });
}

/** The /ip page's connection check: both address families, and the WebRTC test's button. Call again after the body changes. */
export function enhanceConnectionCheck(root: ParentNode, lang: string): void {
  const section = root.querySelector<HTMLElement>("[data-family-check]");
  const locale = isLocale(lang) ? lang : "en";
  if (section && section.dataset.enhanced === undefined) {
    section.dataset.enhanced = "";
    void checkFamilies(section, locale);
  }
  enhanceWebRtc(root);
}
