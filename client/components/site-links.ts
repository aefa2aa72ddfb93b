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

/** The free plan, the use-case pages and the IP check: the header's Resources group. */
const RESOURCE_LINKS: SiteLink[] = [{ to: "/free", label: msg`Free VPN` }, GAMING, STREAMING, SPORTS, MY_IP];

/** The header's main navigation, in order: plain links and the Product and Resources groups. */
export const MAIN_NAV: (SiteLink | SiteLinkGroup)[] = [
  { to: "/", label: msg`Home` },
  { to: "/introduce", label: msg`What is VPN` },
  { to: "/blog", label: msg`Blog` },
  { to: "/servers", label: msg`Servers` },
  { title: msg`Product`, links: PRODUCT_LINKS },
  { to: "/help", label: msg`Help` },
  { title: msg`Resources`, links: RESOURCE_LINKS },
];

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
