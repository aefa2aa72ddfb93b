import { Trans, useLingui } from "@lingui/react/macro";
import PageHero from "../components/PageHero";
import LocaleLink from "../components/LocaleLink";
import { usePage } from "../components/PageContext";
import Icon from "../components/Icon";
import WorldMap from "../components/WorldMap";
import FamilyCheck from "../components/FamilyCheck";
import WebRtcCheck from "../components/WebRtcCheck";

/** What the edge knows about the visitor's connection, formatted on the server. */
export interface IpView {
  ip: string | null;
  isp: string | null;
  /** City, region and country, already joined in the page's language. */
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Whether the address is one of our VPN servers. */
  protected: boolean;
  /** The address family the request came over. */
  version: 4 | 6 | null;
}

/** The connection check's settings (see worker/public-config.ts). */
export interface ConnectionCheck {
  ipv4Origin?: string;
  ipv6Origin?: string;
  stun?: string;
}

/** What the edge sees, or the "needs a connection" state of the shell kept for offline use. */
function Protection({ info }: { info: IpView | null }) {
  if (!info) {
    return (
      <p className="protection is-offline" role="note" id="ip-needs-connection">
        <Icon name="globe" size={22} />
        <Trans>
          This check needs a connection. Once you are back online, open this page again to see your address, provider and location.
        </Trans>
      </p>
    );
  }
  return (
    <p className={`protection ${info.protected ? "is-protected" : "is-exposed"}`} role="status">
      <Icon name={info.protected ? "shield" : "globe"} size={22} />
      {info.protected ? (
        <Trans>Your connection is protected by Quietway VPN.</Trans>
      ) : (
        <Trans>Your connection is not protected: websites see your real address.</Trans>
      )}
    </p>
  );
}

/**
 * /ip: the visitor's IP address, provider and location, read at the edge. With `info` null, the
 * shell the service worker keeps (routes/ip.tsx): the same page with no visitor's answer in it.
 */
export default function IpPage({ info, check }: { info: IpView | null; check: ConnectionCheck }) {
  const { t } = useLingui();
  const { platform } = usePage();
  const unknown = info ? t`Unknown` : t`Needs a connection`;
  return (
    <>
      <PageHero
        title={<Trans>What is my IP address?</Trans>}
        lede={<Trans>This is what every website you visit can see about your connection right now.</Trans>}
      />
      <section className="section">
        <div className="container">
          <dl className="ip-facts">
            <div>
              <dt>
                <Trans>Your IP address</Trans> {info?.version && <span className="ip-family">IPv{info.version}</span>}
              </dt>
              {info ? (
                <dd className="ip-address" dir="ltr" data-seen-ip="">
                  {info.ip ?? unknown}
                </dd>
              ) : (
                <dd className="ip-pending">{unknown}</dd>
              )}
            </div>
            <div>
              <dt>
                <Trans>Internet service provider</Trans>
              </dt>
              <dd className={info ? undefined : "ip-pending"}>{info?.isp ?? unknown}</dd>
            </div>
            <div>
              <dt>
                <Trans>Location</Trans>
              </dt>
              <dd className={info ? undefined : "ip-pending"}>{info?.location ?? unknown}</dd>
            </div>
          </dl>
          <Protection info={info} />
          <WorldMap
            latitude={info?.latitude ?? null}
            longitude={info?.longitude ?? null}
            label={info?.location ? t`Map showing your approximate location: ${info.location}` : t`World map; your location is unknown`}
          />
          <LocaleLink to={`/product/${platform}`} className="button button-primary">
            <Trans>Hide your IP address</Trans>
          </LocaleLink>
          {info && check.ipv4Origin && check.ipv6Origin && (
            <FamilyCheck ipv4Origin={check.ipv4Origin} ipv6Origin={check.ipv6Origin} unknown={unknown} />
          )}
          {info && <WebRtcCheck stun={check.stun} />}
        </div>
      </section>
    </>
  );
}
