import { Trans } from "@lingui/react/macro";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import LocaleLink from "../components/LocaleLink";
import { usePage } from "../components/PageContext";

function GetNow() {
  const { platform } = usePage();
  return (
    <LocaleLink to={`/product/${platform}`} className="button button-primary">
      <Trans>Get Now</Trans>
    </LocaleLink>
  );
}

/** /introduce: what a VPN is. */
export function IntroducePage() {
  return (
    <>
      <PageHero
        title={<Trans>What is a VPN?</Trans>}
        lede={
          <Trans>
            A VPN (virtual private network) sends your traffic through an encrypted tunnel to a server of ours,
            so your network and the sites you visit cannot see who you are or what you do.
          </Trans>
        }
      />
      <Section title={<Trans>How a VPN works</Trans>}>
        <p>
          <Trans>
            Your device encrypts everything before it leaves. Our server decrypts it and passes it on, so websites
            see the server's address instead of yours.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Why use one</Trans>}>
        <p>
          <Trans>Public Wi-Fi stays private, your internet provider sees only encrypted data, and content from other regions opens up.</Trans>
        </p>
        <GetNow />
      </Section>
    </>
  );
}

/** /free: the free plan. */
export function FreePage() {
  return (
    <>
      <PageHero
        title={<Trans>A free VPN that stays free</Trans>}
        lede={<Trans>100+ servers in 6 countries, no registration and no time limit.</Trans>}
      >
        <GetNow />
      </PageHero>
      <Section title={<Trans>What the free plan includes</Trans>}>
        <p>
          <Trans>The same encryption and no-logs policy as our paid plan, on every device you own.</Trans>
        </p>
      </Section>
      <Section title={<Trans>What Premium adds</Trans>}>
        <p>
          <Trans>All 3600+ servers in 91 countries, servers tuned for streaming and gaming, and priority support.</Trans>
        </p>
      </Section>
    </>
  );
}

/** /gaming: VPN for gaming. */
export function GamingPage() {
  return (
    <>
      <PageHero
        title={<Trans>VPN for gaming</Trans>}
        lede={<Trans>Play on servers in other regions, keep your home address hidden and shrug off DDoS attacks.</Trans>}
      >
        <GetNow />
      </PageHero>
      <Section title={<Trans>Low ping on a nearby server</Trans>}>
        <p>
          <Trans>Every server has 1 Gbps ports, and the app picks the one with the lowest latency for you.</Trans>
        </p>
      </Section>
      <Section title={<Trans>Protection from DDoS attacks</Trans>}>
        <p>
          <Trans>Other players see our server's address, not yours, so they cannot flood your connection.</Trans>
        </p>
      </Section>
    </>
  );
}

/** /sport: VPN for sport streaming. */
export function SportPage() {
  return (
    <>
      <PageHero
        title={<Trans>Watch live sport from anywhere</Trans>}
        lede={<Trans>Keep up with your league while you travel, in full HD and without buffering.</Trans>}
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
          <Trans>Unlimited bandwidth and 10 Gbps ports keep the picture sharp when everyone is watching.</Trans>
        </p>
      </Section>
    </>
  );
}

/** /stream: streaming VPN. */
export function StreamPage() {
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
    </>
  );
}

/** /servers: where the servers are. */
export function ServersPage() {
  return (
    <>
      <PageHero
        title={<Trans>Server locations</Trans>}
        lede={<Trans>4600+ servers in 100+ countries. Every server has 1 Gbps ports, and we keep adding 10 Gbps ports.</Trans>}
      />
      <Section title={<Trans>Servers by continent</Trans>}>
        <p>
          <Trans>The app connects you to the fastest server near you, or you can choose any country yourself.</Trans>
        </p>
      </Section>
    </>
  );
}
