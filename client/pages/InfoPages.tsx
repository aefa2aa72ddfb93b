import { Plural, Trans, useLingui } from "@lingui/react/macro";
import Icon from "../components/Icon";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import LocaleLink from "../components/LocaleLink";
import { usePage } from "../components/PageContext";
import ServerList, { type ServerGroup } from "../components/ServerList";

function GetNow() {
  const { platform } = usePage();
  return (
    <LocaleLink to={`/product/${platform}`} className="button button-primary">
      <Trans>Get Now</Trans>
    </LocaleLink>
  );
}

/** Device → encrypted tunnel → VPN server → website, with labels from the catalog. */
function TunnelDiagram() {
  const { t } = useLingui();
  const labels = [t`Your device`, t`Encrypted tunnel`, t`VPN server`, t`The website`];
  return (
    <figure className="diagram">
      <svg viewBox="0 0 640 150" width="640" height="150" role="img" aria-label={labels.join(" → ")}>
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 10 5 0 10Z" fill="var(--ink-muted)" />
          </marker>
        </defs>
        <rect x="20" y="40" width="96" height="64" rx="10" fill="var(--surface)" stroke="var(--line)" strokeWidth="2" />
        <rect x="52" y="52" width="32" height="40" rx="5" fill="none" stroke="var(--brand)" strokeWidth="3" />
        <path d="M140 72h92" stroke="var(--brand)" strokeWidth="14" strokeLinecap="round" opacity="0.25" />
        <path d="M140 72h92" stroke="var(--brand)" strokeWidth="3" strokeDasharray="6 6" markerEnd="url(#arrow)" />
        <path d="M188 62v-8a8 8 0 0 1 16 0v8M184 62h24v16h-24Z" fill="none" stroke="var(--brand)" strokeWidth="2.5" />
        <rect x="262" y="36" width="96" height="72" rx="10" fill="var(--brand)" />
        <path d="M286 56h48M286 72h48M286 88h48" stroke="var(--brand-ink)" strokeWidth="3" strokeLinecap="round" />
        <path d="M382 72h96" stroke="var(--ink-muted)" strokeWidth="3" markerEnd="url(#arrow)" />
        <circle cx="540" cy="72" r="36" fill="var(--surface)" stroke="var(--line)" strokeWidth="2" />
        <path d="M504 72h72M540 36c12 12 16 24 16 36s-4 24-16 36c-12-12-16-24-16-36s4-24 16-36Z" fill="none" stroke="var(--ink-muted)" strokeWidth="2" />
      </svg>
      <figcaption>
        <ol className="diagram-labels">
          {labels.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
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
            A VPN (virtual private network) sends your traffic through an encrypted tunnel to a server of ours, so
            your network cannot see what you do online and the sites you visit see our server's address instead of
            yours.
          </Trans>
        }
      />
      <Section title={<Trans>How a VPN works</Trans>}>
        <TunnelDiagram />
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
      <div className="section">
        <div className="container plans">
          <section className="card plan" aria-labelledby="plan-free">
            <h2 id="plan-free">
              <Trans>What the free plan includes</Trans>
            </h2>
            <p>
              <Trans>The same encryption and no-logs policy as our paid plan, on every device you own.</Trans>
            </p>
            <ul className="checklist">
              <li>
                <Icon name="check" size={20} />
                <Trans>100+ servers in 6 countries</Trans>
              </li>
              <li>
                <Icon name="check" size={20} />
                <Trans>No registration and no time limit</Trans>
              </li>
              <li>
                <Icon name="check" size={20} />
                <Trans>No ads, and your data is never sold</Trans>
              </li>
            </ul>
          </section>
          <section className="card plan is-premium" aria-labelledby="plan-premium">
            <h2 id="plan-premium">
              <Trans>What Premium adds</Trans>
            </h2>
            <p>
              <Trans>All 3600+ servers in 91 countries, servers tuned for streaming and gaming, and priority support.</Trans>
            </p>
            <ul className="checklist">
              <li>
                <Icon name="check" size={20} />
                <Trans>Unlimited bandwidth and devices</Trans>
              </li>
              <li>
                <Icon name="check" size={20} />
                <Trans>10 Gbps ports on our busiest locations</Trans>
              </li>
              <li>
                <Icon name="check" size={20} />
                <Trans>A free trial before you pay anything</Trans>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}

/** /gaming: VPN for gaming. */
export function GamingPage() {
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
      <Section title={<Trans>Your home address stays hidden</Trans>}>
        <p>
          <Trans>Other players see our server's address instead of yours, which makes your home connection much harder to target with a DDoS attack.</Trans>
        </p>
      </Section>
      <Section title={<Trans>Made for long sessions</Trans>}>
        <ul className="checklist">
          <li>
            <Icon name="check" size={20} />
            <Trans>Split tunnelling keeps your game launcher off the VPN when you only want the browser protected</Trans>
          </li>
          <li>
            <Icon name="check" size={20} />
            <Trans>Unlimited bandwidth for large game downloads and updates</Trans>
          </li>
          <li>
            <Icon name="check" size={20} />
            <Trans>Works on PC, phone and tablet, with no device limit</Trans>
          </li>
        </ul>
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
      <Section title={<Trans>Room for every stream</Trans>}>
        <ul className="checklist">
          <li>
            <Icon name="check" size={20} />
            <Trans>No data caps, so a whole series in 4K is fine</Trans>
          </li>
          <li>
            <Icon name="check" size={20} />
            <Trans>WireGuard keeps the overhead low, even on mobile data</Trans>
          </li>
          <li>
            <Icon name="check" size={20} />
            <Trans>If a service spots a server, switch to another with one tap</Trans>
          </li>
        </ul>
      </Section>
    </>
  );
}

/** The network's figures as /servers prints them (see worker/content/servers.ts). */
export interface ServerTotals {
  servers: number;
  countries: number;
  general: { servers: number; countries: number };
  dedicated: number;
}

/** /servers: where the servers are, the visitor's continent first, and the live counts behind both readings of the network. */
export function ServersPage({ groups, totals, lang }: { groups: ServerGroup[]; totals: ServerTotals; lang: string }) {
  return (
    <>
      <PageHero
        title={<Trans>Server locations</Trans>}
        lede={<Trans>4600+ servers in 100+ countries. Every server has 1 Gbps ports, and we keep adding 10 Gbps ports.</Trans>}
      />
      <section className="section">
        <div className="container">
          <dl className="totals">
            <div>
              <dt>
                <Trans>The whole network, right now</Trans>
              </dt>
              <dd data-total="network">
                <Trans>
                  <Plural value={totals.servers} one="# server" other="# servers" /> in{" "}
                  <Plural value={totals.countries} one="# country or region" other="# countries and regions" />
                </Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>The app's main server list</Trans>
              </dt>
              <dd data-total="general">
                <Trans>
                  <Plural value={totals.general.servers} one="# server" other="# servers" /> in{" "}
                  <Plural value={totals.general.countries} one="# country" other="# countries" />
                </Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Dedicated streaming and gaming servers</Trans>
              </dt>
              <dd data-total="dedicated">
                <Plural value={totals.dedicated} one="# server" other="# servers" />
              </dd>
            </div>
          </dl>
          <ServerList groups={groups} lang={lang} />
        </div>
      </section>
    </>
  );
}
