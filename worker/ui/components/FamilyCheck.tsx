import { Trans } from "@lingui/react/macro";

/**
 * IPv4 and IPv6 side by side, when the site has an IPv4-only and an IPv6-only origin: the browser
 * runtime (client/runtime/connection-check.ts) asks each for /web_v1/ip/v3 and fills the cards.
 * Hidden until then: without JavaScript the page shows the one address it was reached from.
 */
export default function FamilyCheck({ ipv4Origin, ipv6Origin, unknown }: { ipv4Origin: string; ipv6Origin: string; unknown: string }) {
  const card = (family: 4 | 6, origin: string) => (
    <article className="family-card" data-family={family} data-origin={origin}>
      <h3>IPv{family}</h3>
      <p className="muted" data-state="checking">
        <Trans>Checking…</Trans>
      </p>
      <dl className="ip-facts" data-state="found" hidden>
        <div>
          <dt>
            <Trans>Your IP address</Trans>
          </dt>
          <dd className="ip-address" dir="ltr" data-field="ip" />
        </div>
        <div>
          <dt>
            <Trans>Internet service provider</Trans>
          </dt>
          <dd data-field="isp" />
        </div>
        <div>
          <dt>
            <Trans>Location</Trans>
          </dt>
          <dd data-field="location" />
        </div>
      </dl>
      <p data-state="none" hidden>
        {family === 4 ? <Trans>No IPv4 connection</Trans> : <Trans>No IPv6 connection</Trans>}
      </p>
    </article>
  );
  return (
    <section className="family-check" data-family-check="" data-unknown={unknown} hidden aria-labelledby="family-check-title">
      <h2 id="family-check-title">
        <Trans>Your addresses, IPv4 and IPv6</Trans>
      </h2>
      <div className="family-cards">
        {card(4, ipv4Origin)}
        {card(6, ipv6Origin)}
      </div>
    </section>
  );
}
