import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Names of the help centre's sections, by the section id used in content front matter. */
export const HELP_SECTIONS: Record<string, MessageDescriptor> = {
  "getting-started": msg`Getting started`,
  "apps-and-devices": msg`Apps and devices`,
  connection: msg`Connection and speed`,
  "privacy-and-security": msg`Privacy and security`,
  "streaming-and-gaming": msg`Streaming and gaming`,
  "plans-and-payments": msg`Plans and payments`,
};

/** Names of blog categories, by category id. */
export const BLOG_CATEGORIES: Record<string, MessageDescriptor> = {
  privacy: msg`Privacy`,
  security: msg`Security`,
  streaming: msg`Streaming`,
  guides: msg`Guides`,
  news: msg`News`,
};

/** Teams that sign blog posts ("Name, Security team" in front matter), by their English name. */
export const AUTHOR_TEAMS: Record<string, MessageDescriptor> = {
  "Security team": msg`Security team`,
  "Privacy team": msg`Privacy team`,
  "Support team": msg`Support team`,
  "Network team": msg`Network team`,
  "Product team": msg`Product team`,
};
