import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import Section from "../components/Section";
import Icon, { type IconName } from "../components/Icon";
import CompareTable, { type CompareColumn, type CompareRow } from "../components/CompareTable";
import type { Markup } from "../components/markup";

// The home page's sections that are the same for every visitor in a language. Each takes
// `inner`, its content rendered ahead (worker/render/home-parts.tsx), or renders it live.
type Inner = { inner?: Markup };

function Claim({ icon, title, children }: { icon: IconName; title: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Icon name={icon} size={28} className="claim-icon" />
      <strong>{title}</strong>
      <span>{children}</span>
    </li>
  );
}

/** Why people choose Quietway: the five claims. */
export function AboutSection({ inner }: Inner) {
  return (
    <Section id="about" title={<Trans>Why people choose Quietway</Trans>} inner={inner}>
      <ul className="claims">
        <Claim icon="shield" title={<Trans>Strict no-logs policy</Trans>}>
          <Trans>We do not record the sites you visit, your traffic or your IP address.</Trans>
        </Claim>
        <Claim icon="infinity" title={<Trans>Unlimited bandwidth and devices</Trans>}>
          <Trans>Stream, download and connect every phone and laptop you own.</Trans>
        </Claim>
        <Claim icon="user" title={<Trans>No registration</Trans>}>
          <Trans>Install the app and connect. No email, no password.</Trans>
        </Claim>
        <Claim icon="globe" title={<Trans>3600+ servers in 91 countries</Trans>}>
          <Trans>In the app's main list, with dedicated streaming and gaming servers on top.</Trans>
        </Claim>
        <Claim icon="gift" title={<Trans>Free trial</Trans>}>
          <Trans>Try every Premium feature before you pay anything.</Trans>
        </Claim>
      </ul>
    </Section>
  );
}

/** Quietway against free VPNs and no VPN, feature by feature. */
export function CompareSection({ inner }: Inner) {
  const { t } = useLingui();
  const columns: CompareColumn[] = [{ label: "Quietway VPN", brand: true, ours: true }, { label: t`Free VPNs` }, { label: t`No VPN` }];
  const rows: CompareRow[] = [
    { label: <Trans>Encrypts everything you send</Trans>, cells: ["yes", "partly", "no"] },
    { label: <Trans>Hides your IP address</Trans>, cells: ["yes", "yes", "no"] },
    { label: <Trans>Keeps no logs of your activity</Trans>, cells: ["yes", "partly", "no"] },
    { label: <Trans>Unlimited bandwidth</Trans>, cells: ["yes", "no", "yes"] },
    { label: <Trans>3600+ servers in 91 countries</Trans>, cells: ["yes", "no", "no"] },
    { label: <Trans>No ads, no selling of your data</Trans>, cells: ["yes", "no", "partly"] },
  ];
  return (
    <Section id="compare" title={<Trans>Quietway compared</Trans>} inner={inner}>
      <CompareTable columns={columns} rows={rows} labelledBy="compare-title" />
    </Section>
  );
}

/** Three features, one card each. */
export function FeaturesSection({ inner }: Inner) {
  const features: { icon: IconName; title: ReactNode; text: ReactNode }[] = [
    {
      icon: "bolt",
      title: <Trans>Fast protocols</Trans>,
      text: <Trans>WireGuard by default, with IKEv2 and OpenVPN for networks that block it. Every server has 1 Gbps ports.</Trans>,
    },
    {
      icon: "lock",
      title: <Trans>Kill switch</Trans>,
      text: <Trans>If the connection drops, the app stops all traffic until the tunnel is back, so nothing leaks.</Trans>,
    },
    {
      icon: "split",
      title: <Trans>Split tunnelling</Trans>,
      text: <Trans>Choose which apps use the VPN. Your banking app can stay local while your browser goes private.</Trans>,
    },
  ];
  return (
    <Section id="features" title={<Trans>Built for everyday privacy</Trans>} inner={inner}>
      <div className="card-grid features">
        {features.map(({ icon, title, text }) => (
          <div className="card" key={icon}>
            <Icon name={icon} size={32} className="claim-icon" />
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** Three customers in their own words (names and cities are theirs; only their words are translated). */
export function TestimonialsSection({ inner }: Inner) {
  const testimonials: { quote: ReactNode; who: string }[] = [
    {
      quote: <Trans>I work from cafés most days. Auto-connect switches Quietway on the moment my laptop joins the café's Wi-Fi.</Trans>,
      who: "Lena K., Berlin",
    },
    {
      quote: <Trans>No account, no email, nothing to remember. I installed it on my phone and my parents' tablet in five minutes.</Trans>,
      who: "Rafael M., São Paulo",
    },
    {
      quote: <Trans>I watch my home league on the road most weekends. On decent hotel Wi-Fi the picture stays sharp.</Trans>,
      who: "Aiko T., Osaka",
    },
  ];
  return (
    <Section id="testimonials" title={<Trans>What our users say</Trans>} inner={inner}>
      <div className="card-grid testimonials">
        {testimonials.map(({ quote, who }) => (
          <figure className="card" key={who}>
            <blockquote>
              <p>{quote}</p>
            </blockquote>
            {/* Marks from the language's quotes (site.css); the customer's name and city as written. */}
            <figcaption>
              <bdi>{who}</bdi>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
