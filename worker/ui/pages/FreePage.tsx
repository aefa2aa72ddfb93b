import { Trans, useLingui } from "@lingui/react/macro";
import type { DownloadList } from "../../../common/schemas/api";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import GetNow from "../components/GetNow";
import LocaleLink from "../components/LocaleLink";
import DownloadStrip from "../components/DownloadStrip";
import CompareTable, { type CompareColumn, type CompareRow } from "../components/CompareTable";

/** /free: the free plan next to Premium, feature by feature, then the apps and the way on to Premium. */
export default function FreePage({ downloads }: { downloads: DownloadList }) {
  const { t } = useLingui();
  const columns: CompareColumn[] = [
    { label: t`Free plan` },
    { label: t({ comment: "The paid plan, named as elsewhere in the catalog", message: "Premium" }), brand: true, ours: true },
  ];
  const rows: CompareRow[] = [
    { label: <Trans>Servers</Trans>, cells: [<Trans>100+ servers in 6 countries</Trans>, <Trans>3600+ servers in 91 countries</Trans>] },
    { label: <Trans>Bandwidth</Trans>, cells: [<Trans>Unlimited</Trans>, <Trans>Unlimited</Trans>] },
    { label: <Trans>Devices</Trans>, cells: [<Trans>Unlimited</Trans>, <Trans>Unlimited</Trans>] },
    { label: <Trans>Streaming and gaming servers</Trans>, cells: ["no", "yes"] },
    { label: <Trans>Encryption and no-logs policy</Trans>, cells: ["yes", "yes"] },
    { label: <Trans>Support</Trans>, cells: [<Trans>By email</Trans>, <Trans>By email, answered first</Trans>] },
    { label: <Trans>Price</Trans>, cells: [<Trans>Free, with no time limit</Trans>, <Trans>Free trial, then a subscription</Trans>] },
  ];
  return (
    <>
      <PageHero
        title={<Trans>A free VPN that stays free</Trans>}
        lede={<Trans>100+ servers in 6 countries, no registration and no time limit.</Trans>}
      >
        <GetNow />
      </PageHero>

      <Section id="plans" title={<Trans>Free and Premium, side by side</Trans>} className="free-compare">
        <p className="section-lede">
          <Trans>
            Both plans use the same encryption and the same no-logs policy, and neither shows ads or sells your data. Premium adds
            locations, servers tuned for streaming and gaming, and faster answers from support.
          </Trans>
        </p>
        <CompareTable columns={columns} rows={rows} labelledBy="plans-title" />
      </Section>

      <Section id="download" title={<Trans>Get Quietway for your device</Trans>}>
        <DownloadStrip downloads={downloads} />
      </Section>

      <section className="section premium-cta" aria-labelledby="premium-title">
        <div className="container">
          <div className="premium-cta-inner">
            <div>
              <h2 id="premium-title">
                <Trans>Want every location? Try Premium for free</Trans>
              </h2>
              <p>
                <Trans>
                  Premium starts with a free trial in the app: open Settings, then Premium, then Start free trial. If you do not buy when it
                  ends, you are back on the free plan and nothing is lost.
                </Trans>
              </p>
            </div>
            <LocaleLink to="/help/detail/free-plan-and-trial" className="button button-primary">
              <Trans>How the free trial works</Trans>
            </LocaleLink>
          </div>
        </div>
      </section>
    </>
  );
}
