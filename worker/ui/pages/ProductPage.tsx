import { Trans, useLingui } from "@lingui/react/macro";
import type { DownloadList } from "../../../common/schemas/api";
import { htmlLang } from "../../../common/locales";
import { megabytes } from "../../../common/intl-formats";
import type { Platform } from "../../../common/platforms";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import Icon from "../components/Icon";
import PlatformMark from "../components/PlatformMark";
import { PLATFORM_NAMES } from "../components/DownloadStrip";
import { usePage } from "../components/PageContext";
import Checklist from "../components/Checklist";
import DateText from "../components/DateText";
import AppScreen from "../components/AppScreen";
import PlatformSteps from "../components/PlatformSteps";
import type { Markup } from "../components/markup";

/** /product/{platform}: the app for one platform, its download, setup, requirements, features and FAQ. */
/** `appDrawing`: the app drawing's content for this platform, rendered ahead (see AppScreen). */
export default function ProductPage({
  platform,
  download,
  appDrawing,
}: {
  platform: Platform;
  download: DownloadList[Platform];
  appDrawing?: Markup;
}) {
  const { t } = useLingui();
  const { locale } = usePage();
  const name = PLATFORM_NAMES[platform];
  const version = download.version;
  const requirement = {
    windows: t`Windows 7 SP1 or later`,
    ios: t`iOS 11.0 or higher`,
    android: t`Android 5 or higher`,
  }[platform];
  const size = download.size_bytes ? megabytes(htmlLang(locale)).format(download.size_bytes / 1_048_576) : null;
  return (
    <>
      <PageHero
        eyebrow={<Trans>Free trial, no registration</Trans>}
        title={<Trans>Quietway VPN for {name}</Trans>}
        lede={
          platform === "windows" ? (
            <Trans>Install the app, click Connect, and your Windows PC is private in seconds.</Trans>
          ) : (
            <Trans>Install the app, tap Connect, and your {name} device is private in seconds.</Trans>
          )
        }
      >
        <DownloadButton platform={platform} download={download} />
      </PageHero>
      <div className="container app-showcase">
        <AppScreen platform={platform} drawing={appDrawing} />
      </div>
      <section className="section product-facts">
        <div className="container">
          <PlatformMark platform={platform} size={56} />
          <dl>
            {version && (
              <div>
                <dt>
                  <Trans>Version</Trans>
                </dt>
                <dd>
                  <bdi dir="ltr">{version}</bdi>
                </dd>
              </div>
            )}
            {download.released && (
              <div>
                <dt>
                  <Trans>Released</Trans>
                </dt>
                <dd>
                  <DateText date={download.released} dateStyle="medium" />
                </dd>
              </div>
            )}
            {size && (
              <div>
                <dt>
                  <Trans>Size</Trans>
                </dt>
                <dd>{size}</dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>Requirements</Trans>
              </dt>
              <dd>{requirement}</dd>
            </div>
          </dl>
        </div>
      </section>
      <Section title={<Trans>Set up in three steps</Trans>}>
        <PlatformSteps platform={platform} />
      </Section>
      <Section title={<Trans>What you get on {name}</Trans>}>
        <Checklist
          items={[
            <Trans>WireGuard, a fast, modern VPN protocol, on by default</Trans>,
            <Trans>A kill switch that stops traffic if the connection drops</Trans>,
            <Trans>Automatic protection on untrusted Wi-Fi</Trans>,
            <Trans>3600+ servers in 91 countries, with unlimited bandwidth</Trans>,
          ]}
        />
      </Section>
      <Section title={<Trans>Questions about the {name} app</Trans>}>
        <details className="entry">
          <summary>
            <Trans>Is the {name} app free?</Trans>
          </summary>
          <p>
            <Trans>
              Yes. The free plan gives you 100+ servers in 6 countries with no time limit, and the free trial unlocks everything else.
            </Trans>
          </p>
        </details>
        <details className="entry">
          <summary>
            <Trans>Do I need to create an account?</Trans>
          </summary>
          <p>
            <Trans>No. There is no registration: no email address and no password. Install the app and connect.</Trans>
          </p>
        </details>
        <details className="entry">
          <summary>
            <Trans>Can I use it on my other devices too?</Trans>
          </summary>
          <p>
            <Trans>Yes. There is no device limit, and the apps for Windows, Android and iOS work the same way.</Trans>
          </p>
        </details>
      </Section>
      {/* The page ends where a reader who has made up their mind is: at the download. */}
      <section className="section product-download" aria-labelledby="product-download-title">
        <div className="container">
          <div className="product-download-inner">
            <PlatformMark platform={platform} size={48} />
            <h2 id="product-download-title">
              <Trans>Get Quietway for {name}</Trans>
            </h2>
            <p>
              <Trans>Try every Premium feature before you pay anything.</Trans>
            </p>
            <DownloadButton platform={platform} download={download} />
            <p className="muted">
              {version && (
                <>
                  <Trans>Version {version}</Trans>
                  <span aria-hidden="true"> · </span>
                </>
              )}
              {requirement}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/** The app's download link, as in the hero; nothing when the download list has no address for it. */
function DownloadButton({ platform, download }: { platform: Platform; download: DownloadList[Platform] }) {
  const name = PLATFORM_NAMES[platform];
  const version = download.version;
  if (!download.download_url) return null;
  return (
    <a className="button button-primary download-button" href={download.download_url} data-platform={platform} data-version={version}>
      <Icon name="download" size={20} />
      <Trans>Download for {name}</Trans>
    </a>
  );
}
