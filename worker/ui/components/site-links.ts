import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** A link in the header, footer or a page's link list: an unprefixed site path and its label. */
export interface SiteLink {
  to: string;
  label: MessageDescriptor | string;
  /** Said to screen readers and crawlers after a label that means little alone ("Learn More"). */
  hint?: MessageDescriptor;
}

/** Links under one title: a disclosure in the header, a column in the footer. */
export interface SiteLinkGroup {
  title: MessageDescriptor;
  links: SiteLink[];
}

/** The apps, one page per platform: the header's Product group. */
const PRODUCT_LINKS: SiteLink[] = [
  { to: "/product/windows", label: "Windows" },
  { to: "/product/ios", label: "iOS" },
  { to: "/product/android", label: "Android" },
];

const GAMING: SiteLink = { to: "/gaming", label: msg`VPN for Gaming` };
const STREAMING: SiteLink = { to: "/stream", label: msg`Best Streaming VPN` };
const SPORTS: SiteLink = { to: "/sport", label: msg`VPN Stream Sports` };
const MY_IP: SiteLink = { to: "/ip", label: msg`What's My IP` };

/**
 * What a VPN is, the free plan, the use-case pages and the IP check: the header's Resources group.
 * "What is VPN" lives here rather than at the top level, so the header keeps one row from 1024 px
 * in the longest languages (measured: Indonesian, Malay and Greek are the widest).
 */
const RESOURCE_LINKS: SiteLink[] = [
  { to: "/introduce", label: msg`What is VPN` },
  { to: "/free", label: msg`Free VPN` },
  GAMING,
  STREAMING,
  SPORTS,
  MY_IP,
];

/**
 * The header's main navigation, in order: plain links and the Product and Resources groups. Home
 * is listed in the phone menu only (on wide screens the brand leads home); the five others, with
 * the brand, the language button and Get Now, fit one row of 960 px (a 1024 px window) in all 25
 * languages: tests/e2e/header.spec.ts measures it.
 */
export const MAIN_NAV: (SiteLink | SiteLinkGroup)[] = [
  { to: "/", label: msg`Home` },
  { title: msg`Product`, links: PRODUCT_LINKS },
  { to: "/servers", label: msg`Servers` },
  { title: msg`Resources`, links: RESOURCE_LINKS },
  { to: "/blog", label: msg`Blog` },
  { to: "/help", label: msg`Help` },
];

/**
 * Whether the unprefixed `path` lies in the part of the site a main-navigation item stands for:
 * a link covers its page and the pages under it (Help covers /help/faq and every help article),
 * a group covers its links' pages, Home the home page only.
 *
 * @example inNavItem({ to: "/help", label: "Help" }, "/help/detail/install-windows") // true
 */
export function inNavItem(item: SiteLink | SiteLinkGroup, path: string): boolean {
  if ("links" in item) return item.links.some((link) => inNavItem(link, path));
  if (item.to === "/") return path === "/";
  return path === item.to || path.startsWith(`${item.to}/`);
}

/** The help centre's three lists of entries, as /help links to them. */
export const HELP_LIST_LINKS: SiteLink[] = [
  { to: "/help/faq", label: msg`Frequently asked questions` },
  { to: "/help/issues", label: msg`Troubleshooting` },
  { to: "/help/message", label: msg`Announcements` },
];

/** The footer's three columns. */
export const FOOTER_GROUPS: SiteLinkGroup[] = [
  {
    title: msg`Company`,
    links: [
      { to: "/about", label: msg`About Us` },
      { to: "/help#contact", label: msg`Contact Us` },
      { to: "/services", label: msg`Terms of Service` },
      { to: "/privacy", label: msg`Privacy policy` },
    ],
  },
  {
    title: msg`Support`,
    links: [{ to: "/help/faq", label: msg`FAQ` }, MY_IP, { to: "/introduce", label: msg`Learn More`, hint: msg`What is a VPN?` }],
  },
  { title: msg`Use cases`, links: [GAMING, STREAMING, SPORTS] },
];
