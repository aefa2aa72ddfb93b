import { msg } from "@lingui/core/macro";
import type { PageRoute } from "../render/page-types";
import { allOf, texts } from "./page-kit";
import { OFFLINE_PATH } from "../../common/offline-rules";
import OfflinePage from "../ui/pages/OfflinePage";

/**
 * The offline page of each language: the service worker keeps it on a language's first visit and
 * answers with it, filled in, for any page it has not saved (client/sw/sw.ts). Not indexed.
 */
export const OFFLINE_ROUTES: PageRoute[] = [
  {
    path: OFFLINE_PATH,
    sitemap: false,
    async render(ctx) {
      const issues = await allOf(ctx, "issue");
      const meta = texts(ctx, {
        title: msg`You are offline`,
        description: msg`What to try first when your connection is down, and the help pages saved on this device.`,
        keywords: msg`VPN offline, VPN no internet`,
      });
      return { ...meta, noindex: true, image: "help", body: <OfflinePage locale={ctx.locale} issues={issues} /> };
    },
  },
];
