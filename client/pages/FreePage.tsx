import { Trans } from "@lingui/react/macro";
import Icon from "../components/Icon";
import PageHero from "../components/PageHero";
import GetNow from "../components/GetNow";

/** /free: the free plan. */
export default function FreePage() {
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
