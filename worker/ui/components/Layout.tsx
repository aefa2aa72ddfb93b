import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import Header, { type HeaderParts } from "./Header";
import Footer from "./Footer";
import { usePage } from "./PageContext";
import { localePath } from "../../../common/locales";
import { OFFLINE_PATH } from "../../../common/offline-rules";
import type { Markup } from "./markup";

/**
 * The browser runtime's visible parts, rendered on the server so their words come from
 * the page's catalog: the loading bar, the offline notice, the notice of a navigation the
 * network failed, and the live region that announces the title after an in-site navigation. All hidden until the runtime uses them.
 */
function RuntimeChrome() {
  const { t } = useLingui();
  const { locale } = usePage();
  return (
    <>
      <div
        id="loading-bar"
        className="loading-bar"
        role="progressbar"
        aria-label={t`Loading the page`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        data-state="idle"
        hidden
      />
      <div id="offline-notice" className="offline-notice" role="status" hidden>
        <span className="offline-now">
          <Trans>You are offline. Pages will open again once you are back online.</Trans>
        </span>
        {/* Shown instead while the service worker answers: saved pages do open (client/styles/pages/offline.css). */}
        <span className="offline-now-saved">
          <Trans>You are offline. Help saved on this device still opens; other pages need the connection.</Trans>
        </span>{" "}
        <a className="offline-saved" href={localePath(locale, OFFLINE_PATH)}>
          <Trans>Open saved help</Trans>
        </a>
        <span className="offline-blocked">
          <Trans>You are offline, so that page cannot open yet. Try again once you are connected.</Trans>
        </span>
      </div>
      <div id="nav-error" className="offline-notice nav-error" role="alert" hidden>
        {/* biome-ignore-start lint/a11y/useValidAnchor: the runtime sets the link's href when it shows the notice (client/runtime/navigation.ts) */}
        <Trans>
          That page could not be opened: the connection failed. <a data-retry="">Try again</a>
        </Trans>
        {/* biome-ignore-end lint/a11y/useValidAnchor: - */}
      </div>
      <p id="saved-copy" className="saved-copy" role="note" hidden>
        <Trans>
          Saved copy from <time data-saved-at="" />
        </Trans>
      </p>
      <div id="route-announcer" className="visually-hidden" aria-live="assertive" aria-atomic="true" />
    </>
  );
}

/** The header's and the footer's parts rendered ahead (worker/render/layout-parts.tsx). */
export interface LayoutParts {
  header: HeaderParts;
  footer: Markup;
}

/** Page frame: skip link, header, main landmark and footer (`parts`: theirs rendered ahead, inserted as is). */
export default function Layout({ children, parts }: { children: ReactNode; parts?: LayoutParts }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <RuntimeChrome />
      <Header parts={parts?.header} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer inner={parts?.footer} />
    </>
  );
}
