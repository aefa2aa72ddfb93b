import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ArticleType } from "../../common/schemas/content";
import { articlePath } from "../../common/paths";

// A search result's kind and where it leads: shared by the server's results page
// (worker/ui/components/SearchResults.tsx) and the live search box (client/islands/SearchBox.tsx).

/** What kind of page a result is, as its label says. */
export const TYPE_LABELS: Record<ArticleType, MessageDescriptor> = {
  help: msg({ comment: "The kind of a search result: a help centre guide", message: "Help" }),
  faq: msg({ comment: "The kind of a search result: an answer from the frequently asked questions", message: "FAQ" }),
  issue: msg({ comment: "The kind of a search result: a troubleshooting entry", message: "Troubleshooting" }),
  message: msg({ comment: "The kind of a search result: one announcement (news about the apps)", message: "Announcement" }),
  blog: msg({ comment: "The kind of a search result: a blog post", message: "Blog" }),
  legal: msg({ comment: "The kind of a search result: the privacy policy or the terms", message: "Policy" }),
};

/** Entries shown only inside a list page open there, at their own anchor. */
const LIST_PAGES: Partial<Record<ArticleType, string>> = { faq: "/help/faq", issue: "/help/issues", message: "/help/message" };

/** Where a result leads: its own page, or its entry on the list it belongs to. */
export function resultPath(type: ArticleType, id: string): string | null {
  const list = LIST_PAGES[type];
  return list ? `${list}#${id}` : articlePath(type, id);
}
