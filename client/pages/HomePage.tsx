import { Trans } from "@lingui/react/macro";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import LocaleLink from "../components/LocaleLink";
import { usePage } from "../components/PageContext";

/** Home: the promise, the claims and the way to the apps. */
export default function HomePage() {
  const { platform } = usePage();
  return (
    <>
      <PageHero
        eyebrow={<Trans>Free trial, no registration</Trans>}
        title={<Trans>Private internet on every device, in one tap</Trans>}
        lede={
          <Trans>
            Quietway VPN encrypts your connection on Windows, Android and iOS. We keep no logs, ask for no
            account, and never cap your bandwidth.
          </Trans>
        }
      >
        <LocaleLink to={`/product/${platform}`} className="button button-primary">
          <Trans>Get Now</Trans>
        </LocaleLink>
        <LocaleLink to="/introduce" className="button">
          <Trans>How a VPN works</Trans>
        </LocaleLink>
      </PageHero>
      <Section id="about" title={<Trans>Why people choose Quietway</Trans>}>
        <ul className="claims">
          <li>
            <strong>
              <Trans>Strict no-logs policy</Trans>
            </strong>
            <span>
              <Trans>We do not record the sites you visit, your traffic or your IP address.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Unlimited bandwidth and devices</Trans>
            </strong>
            <span>
              <Trans>Stream, download and connect every phone and laptop you own.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>No registration</Trans>
            </strong>
            <span>
              <Trans>Install the app and connect. No email, no password.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>3600+ servers in 91 countries</Trans>
            </strong>
            <span>
              <Trans>A fast server is always close, wherever you travel.</Trans>
            </span>
          </li>
        </ul>
      </Section>
      <Section id="download" title={<Trans>Get Quietway for your device</Trans>}>
        <ul className="platforms">
          <li>
            <LocaleLink to="/product/windows">Windows</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/product/android">Android</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/product/ios">iOS</LocaleLink>
          </li>
        </ul>
      </Section>
    </>
  );
}
