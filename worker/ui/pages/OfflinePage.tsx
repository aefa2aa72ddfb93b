import { Trans } from "@lingui/react/macro";
import type { ArticleSummary } from "../../../common/schemas/api";
import { localePath, type Locale } from "../../../common/locales";
import { OFFLINE_PATH } from "../../../common/offline-rules";
import PageHero from "../components/PageHero";

/**
 * /offline: what the service worker (client/sw/sw.ts) shows for a page it has not saved while
 * the connection is down. The server renders it with every note hidden and the saved list
 * empty; the service worker fills in the list and shows the notes that apply
 * (client/sw/inject.ts). Online and without the service worker it is the same advice.
 */
export default function OfflinePage({ locale, issues }: { locale: Locale; issues: ArticleSummary[] }) {
  const issuesPath = localePath(locale, "/help/issues");
  return (
    <>
      <PageHero
        title={<Trans>You are offline</Trans>}
        lede={<Trans>The connection dropped, but help you opened before is saved on this device. Start with the three checks below.</Trans>}
      />
      <section className="section offline-help">
        <div className="container offline-grid">
          <div>
            <p id="offline-ip" className="offline-note" role="note" hidden>
              <Trans>Checking your IP address needs a connection. Once you are back online, that page shows your address again.</Trans>
            </p>
            <h2>
              <Trans>Try these first</Trans>
            </h2>
            <ol className="offline-steps">
              <li>
                <Trans>
                  <strong>Sign in to the network.</strong> Hotel, airport and café Wi-Fi often wants you to accept its terms first. Open any
                  website in your browser; when the sign-in page appears, accept it, then connect Quietway again.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>Turn off the kill switch for a moment.</strong> While the VPN is disconnected, the kill switch blocks all traffic
                  on purpose. Turn it off in the app's settings, get online, then turn it back on.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>Switch network.</strong> Move from Wi-Fi to mobile data, or the other way round, and connect again. If that works,
                  the first network was the problem.
                </Trans>
              </li>
            </ol>
            <h2>
              <Trans>Troubleshooting</Trans>
            </h2>
            <ul className="offline-links">
              {issues.map((entry) => (
                <li key={entry.id} lang={entry.fallback ? "en" : undefined}>
                  <a href={`${issuesPath}#${entry.id}`}>{entry.title}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className="offline-saved-box">
            <h2>
              <Trans>Saved on this device</Trans>
            </h2>
            <p id="saved-removed" className="offline-note" role="status" hidden>
              <Trans>Saved help is removed from this device.</Trans>
            </p>
            <p id="saved-none" className="muted">
              <Trans>Nothing is saved yet. Help pages you open while online are kept here for the next time your connection drops.</Trans>
            </p>
            <ul id="saved-help" className="saved-list"></ul>
            {/* Shown by the runtime while "Remove saved help" holds on this device (client/runtime/offline-help.ts). */}
            <div id="saving-off" className="saving-off">
              <p className="muted">
                <Trans>Help is no longer saved on this device for offline use, and it stays that way until you turn it back on.</Trans>
              </p>
              <button type="button" className="button" data-resume-saving="">
                <Trans>Save help on this device again</Trans>
              </button>
            </div>
            <form id="saved-remove" method="post" action={localePath(locale, OFFLINE_PATH)} hidden>
              <p className="muted">
                <Trans>Saved pages stay only in this browser and are replaced when we update the site.</Trans>
              </p>
              <button type="submit" className="button">
                <Trans>Remove saved help</Trans>
              </button>
            </form>
          </div>
        </div>
      </section>
    </>
  );
}
