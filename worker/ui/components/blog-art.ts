/**
 * Blog posts with a drawing of their own subject, in public/art/blog/{id}.svg, and whether the
 * drawing carries a direction (a flow from one thing to the next) and so turns round on
 * right-to-left pages. A post not listed here (a new one) shows its category's art until it
 * gets its own; tests/node/blog-art.test.ts fails while any post in content/ has none.
 *
 * The drawings share one palette and stroke (the <style> at the top of each file, with its
 * dark variant under prefers-color-scheme), so they read as one set.
 */
export const BLOG_ART: Readonly<Record<string, { mirror: boolean }>> = {
  "beginners-guide-to-encryption": { mirror: true },
  "free-vpn-that-sells-your-data": { mirror: true },
  "how-advertisers-follow-you": { mirror: true },
  "inside-our-10-gbps-upgrade": { mirror: false },
  "public-wifi-safety": { mirror: false },
  "server-speed-or-location": { mirror: false },
  "sim-swap-account-takeover": { mirror: true },
  "spot-a-phishing-email": { mirror: false },
  "stream-your-home-shows-abroad": { mirror: true },
  "vpn-on-every-device-at-home": { mirror: false },
  "vpn-video-on-your-tv": { mirror: true },
  "what-your-internet-provider-can-see": { mirror: true },
  "whats-new-autumn-2026": { mirror: false },
};
