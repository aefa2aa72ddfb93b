import { Trans, useLingui } from "@lingui/react/macro";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import type { Platform } from "../../worker/platform";

const NAMES: Record<Platform, string> = { windows: "Windows", android: "Android", ios: "iOS" };

/** /product/{platform}: the app for one platform, its setup and requirements. */
export default function ProductPage({ platform }: { platform: Platform }) {
  const { t } = useLingui();
  const name = NAMES[platform];
  const requirement = {
    windows: t`Windows 7 SP2 or later`,
    ios: t`iOS 11.0 or higher`,
    android: t`Android 5 or higher`,
  }[platform];
  return (
    <>
      <PageHero
        eyebrow={<Trans>Free trial, no registration</Trans>}
        title={<Trans>Quietway VPN for {name}</Trans>}
        lede={<Trans>Install the app, tap Connect, and your {name} device is private in seconds.</Trans>}
      />
      <Section title={<Trans>Set up in three steps</Trans>}>
        <ol className="steps">
          <li>
            <Trans>Download and install the app.</Trans>
          </li>
          <li>
            <Trans>Open it and choose a server, or let the app pick the fastest one.</Trans>
          </li>
          <li>
            <Trans>Tap Connect. That is all.</Trans>
          </li>
        </ol>
      </Section>
      <Section title={<Trans>Requirements</Trans>}>
        <p>{requirement}</p>
      </Section>
    </>
  );
}
