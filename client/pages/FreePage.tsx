import { Trans } from "@lingui/react/macro";
import Checklist from "../components/Checklist";
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
            <Checklist
              items={[
                <Trans>100+ servers in 6 countries</Trans>,
                <Trans>No registration and no time limit</Trans>,
                <Trans>No ads, and your data is never sold</Trans>,
              ]}
            />
          </section>
          <section className="card plan is-premium" aria-labelledby="plan-premium">
            <h2 id="plan-premium">
              <Trans>What Premium adds</Trans>
            </h2>
            <p>
              <Trans>All 3600+ servers in 91 countries, servers tuned for streaming and gaming, and priority support.</Trans>
            </p>
            <Checklist
              items={[
                <Trans>Unlimited bandwidth and devices</Trans>,
                <Trans>10 Gbps ports on our busiest locations</Trans>,
                <Trans>A free trial before you pay anything</Trans>,
              ]}
            />
          </section>
        </div>
      </div>
    </>
  );
}
