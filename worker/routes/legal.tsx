import type { PageContext, PageRoute } from "../render/page-types";
import { articleOutput, notFound } from "./page-kit";
import LegalPage from "../ui/pages/LegalPage";

function legal(id: string) {
  return async (ctx: PageContext) => {
    const info = await ctx.content.articleInfo({ type: "legal", id, lang: ctx.locale });
    return info ? articleOutput(info, ctx, <LegalPage info={info} />, "website") : notFound();
  };
}

/** The privacy policy and the terms: articles of type legal, at paths of their own. */
export const LEGAL_ROUTES: PageRoute[] = [
  {
    path: "/privacy",
    sitemap: false,
    render: legal("privacy"),
  },
  {
    path: "/services",
    sitemap: false,
    render: legal("terms"),
  },
];
