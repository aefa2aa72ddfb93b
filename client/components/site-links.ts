import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** A link in the header or footer: an unprefixed site path and its label. */
export interface SiteLink {
  to: string;
  label: MessageDescriptor | string;
  /** Said to screen readers and crawlers after a label that means little alone ("Learn More"). */
  hint?: MessageDescriptor;
}

export const PRODUCT_LINKS: SiteLink[] = [
  { to: "/product/windows", label: "Windows" },
  { to: "/product/ios", label: "iOS" },
  { to: "/product/android", label: "Android" },
];

const GAMING: SiteLink = { to: "/gaming", label: msg`VPN for Gaming` };
const STREAMING: SiteLink = { to: "/stream", label: msg`Best Streaming VPN` };
const SPORTS: SiteLink = { to: "/sport", label: msg`VPN Stream Sports` };
const MY_IP: SiteLink = { to: "/ip", label: msg`What's My IP` };

export const RESOURCE_LINKS: SiteLink[] = [{ to: "/free", label: msg`Free VPN` }, GAMING, STREAMING, SPORTS, MY_IP];

/** The footer's three columns. */
export const FOOTER_GROUPS: { title: MessageDescriptor; links: SiteLink[] }[] = [
  {
    title: msg`Company`,
    links: [
      { to: "/#about", label: msg`About Us` },
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
