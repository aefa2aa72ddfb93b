import { Trans } from "@lingui/react/macro";
import Checklist from "../components/Checklist";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import GetNow from "../components/GetNow";

/** /stream: streaming VPN. */
export default function StreamPage() {
  return (
    <>
      <PageHero
        title={<Trans>The streaming VPN that keeps up</Trans>}
        lede={<Trans>Films and series from around the world, in HD and 4K, with no data caps.</Trans>}
      >
        <GetNow />
      </PageHero>
      <Section title={<Trans>Servers tuned for video</Trans>}>
        <p>
          <Trans>4600+ servers in 100+ countries, so the library you want is one tap away.</Trans>
        </p>
      </Section>
      <Section title={<Trans>One plan for every screen</Trans>}>
        <p>
          <Trans>Connect your phone, tablet and laptop at the same time, with no device limit.</Trans>
        </p>
      </Section>
      <Section title={<Trans>Room for every stream</Trans>}>
        <Checklist
          items={[
            <Trans>No data caps, so a whole series in 4K is fine</Trans>,
            <Trans>WireGuard keeps the overhead low, even on mobile data</Trans>,
            <Trans>If a service spots a server, switch to another with one tap</Trans>,
          ]}
        />
      </Section>
    </>
  );
}
