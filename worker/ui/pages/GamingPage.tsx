import { Trans } from "@lingui/react/macro";
import Checklist from "../components/Checklist";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import GetNow from "../components/GetNow";

/** /gaming: VPN for gaming. */
export default function GamingPage() {
  return (
    <>
      <PageHero
        title={<Trans>VPN for gaming</Trans>}
        lede={<Trans>Play on servers in other regions and keep your home IP address hidden from other players.</Trans>}
      >
        <GetNow />
      </PageHero>
      <Section title={<Trans>Low ping on a nearby server</Trans>}>
        <p>
          <Trans>Every server has 1 Gbps ports, and the app picks the one with the lowest latency for you.</Trans>
        </p>
      </Section>
      <Section title={<Trans>Your home IP address stays hidden</Trans>}>
        <p>
          <Trans>
            Other players see our server's address instead of yours, which makes your home connection much harder to target with a DDoS
            attack.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Made for long sessions</Trans>}>
        <Checklist
          items={[
            <Trans>Split tunnelling keeps your game launcher off the VPN when you only want the browser protected</Trans>,
            <Trans>Unlimited bandwidth for large game downloads and updates</Trans>,
            <Trans>Works on PC, phone and tablet, with no device limit</Trans>,
          ]}
        />
      </Section>
    </>
  );
}
