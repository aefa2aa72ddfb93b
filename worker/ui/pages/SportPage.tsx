import { Trans } from "@lingui/react/macro";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import GetNow from "../components/GetNow";

/** /sport: VPN for sport streaming. */
export default function SportPage() {
  return (
    <>
      <PageHero
        title={<Trans>Watch live sport from anywhere</Trans>}
        lede={<Trans>Keep up with your league while you travel, in full HD, on servers built for video.</Trans>}
      >
        <GetNow />
      </PageHero>
      <Section title={<Trans>Your home broadcasts, abroad</Trans>}>
        <p>
          <Trans>Connect to a server at home and your streaming subscriptions work as they do on your sofa.</Trans>
        </p>
      </Section>
      <Section title={<Trans>Fast enough for match day</Trans>}>
        <p>
          <Trans>Unlimited bandwidth, and 10 Gbps ports on our busiest locations, leave headroom when everyone is watching.</Trans>
        </p>
      </Section>
      <Section title={<Trans>Before kick-off</Trans>}>
        <ol className="steps">
          <li>
            <Trans>Install Quietway on the device you will watch on.</Trans>
          </li>
          <li>
            <Trans>Connect to a server in the country of your subscription.</Trans>
          </li>
          <li>
            <Trans>Open your streaming app and sign in as usual.</Trans>
          </li>
        </ol>
      </Section>
    </>
  );
}
