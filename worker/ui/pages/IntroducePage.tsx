import { Trans, useLingui } from "@lingui/react/macro";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import GetNow from "../components/GetNow";

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
        <path
          d="M504 72h72M540 36c12 12 16 24 16 36s-4 24-16 36c-12-12-16-24-16-36s4-24 16-36Z"
          fill="none"
          stroke="var(--ink-muted)"
          strokeWidth="2"
        />
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
export default function IntroducePage() {
  return (
    <>
      <PageHero
        title={<Trans>What is a VPN?</Trans>}
        lede={
          <Trans>
            A VPN (virtual private network) sends your traffic through an encrypted tunnel to a server of ours, so your network cannot see
            what you do online and the sites you visit see our server's address instead of yours.
          </Trans>
        }
      />
      <Section title={<Trans>How a VPN works</Trans>}>
        <TunnelDiagram />
        <p>
          <Trans>
            Your device encrypts everything before it leaves. Our server decrypts it and passes it on, so websites see the server's address
            instead of yours.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Why use one</Trans>}>
        <p>
          <Trans>
            Public Wi-Fi stays private, your internet provider sees only encrypted data, and content from other regions opens up.
          </Trans>
        </p>
        <GetNow />
      </Section>
    </>
  );
}
