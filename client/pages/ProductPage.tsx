import { Trans, useLingui } from "@lingui/react/macro";
import type { DownloadList } from "../../common/schemas/api";
import { htmlLang } from "../../common/locales";
import type { Platform } from "../../common/platforms";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import Icon from "../components/Icon";
import PlatformMark from "../components/PlatformMark";
import { PLATFORM_NAMES } from "../components/DownloadStrip";
import { usePage } from "../components/PageContext";
import Checklist from "../components/Checklist";
import DateText from "../components/DateText";

/** A numbered step with its small drawing: the app, the server list, the connected shield. */
function StepArt({ step }: { step: 1 | 2 | 3 }) {
  return (
    <svg className="step-art" width="120" height="80" viewBox="0 0 120 80" aria-hidden="true">
      <rect x="1" y="1" width="118" height="78" rx="12" fill="var(--surface-2)" />
      {step === 1 && (
        <g fill="none" stroke="var(--brand)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M60 18v30m-12-12 12 12 12-12" />
          <path d="M38 58h44" />
        </g>
      )}
      {step === 2 && (
        <g fill="var(--brand)">
          {[18, 34, 50].map((y, i) => (
            <g key={y} opacity={i === 0 ? 1 : 0.45}>
              <circle cx="34" cy={y + 4} r="5" />
              <rect x="46" y={y} width={i === 0 ? 44 : 36} height="8" rx="4" />
            </g>
          ))}
        </g>
      )}
      {step === 3 && (
        <g>
          <path d="M60 14 42 21v13c0 11 7.6 20 18 23 10.4-3 18-12 18-23V21l-18-7Z" fill="var(--brand)" />
          <path d="m52 36 6 6 11-12" fill="none" stroke="var(--brand-ink)" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      )}
    </svg>
  );
}

/** /product/{platform}: the app for one platform, its download, setup, requirements, features and FAQ. */
export default function ProductPage({ platform, download }: { platform: Platform; download: DownloadList[Platform] }) {
  const { t } = useLingui();
  const { locale } = usePage();
  const name = PLATFORM_NAMES[platform];
  const version = download.version;
  const requirement = {
    windows: t`Windows 7 SP2 or later`,
    ios: t`iOS 11.0 or higher`,
    android: t`Android 5 or higher`,
  }[platform];
  const size = download.size_bytes
    ? new Intl.NumberFormat(htmlLang(locale), { style: "unit", unit: "megabyte", maximumFractionDigits: 0 }).format(download.size_bytes / 1_048_576)
    : null;
  return (
    <>
      <PageHero
        eyebrow={<Trans>Free trial, no registration</Trans>}
        title={<Trans>Quietway VPN for {name}</Trans>}
        lede={<Trans>Install the app, tap Connect, and your {name} device is private in seconds.</Trans>}
      >
        {download.download_url && (
          <a className="button button-primary download-button" href={download.download_url} data-platform={platform} data-version={version}>
            <Icon name="download" size={20} />
            <Trans>Download for {name}</Trans>
          </a>
        )}
      </PageHero>
      <section className="section product-facts">
        <div className="container">
          <PlatformMark platform={platform} size={56} />
          <dl>
            {version && (
              <div>
                <dt>
                  <Trans>Version</Trans>
                </dt>
                <dd>{version}</dd>
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
        <ol className="steps">
          <li>
            <StepArt step={1} />
            <Trans>Download and install the app.</Trans>
          </li>
          <li>
            <StepArt step={2} />
            <Trans>Open it and choose a server, or let the app pick the fastest one.</Trans>
          </li>
          <li>
            <StepArt step={3} />
            <Trans>Tap Connect. That is all.</Trans>
          </li>
        </ol>
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
            <Trans>Yes. The free plan gives you 100+ servers in 6 countries with no time limit, and the free trial unlocks everything else.</Trans>
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
    </>
  );
}
