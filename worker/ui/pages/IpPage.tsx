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

/** /ip: the visitor's IP address, provider and location, read at the edge. */
export default function IpPage({ info, check }: { info: IpView; check: ConnectionCheck }) {
  const { t } = useLingui();
  const { platform } = usePage();
  const unknown = t`Unknown`;
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
                <Trans>Your IP address</Trans> {info.version && <span className="ip-family">IPv{info.version}</span>}
              </dt>
              <dd className="ip-address" dir="ltr" data-seen-ip="">
                {info.ip ?? unknown}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Internet service provider</Trans>
              </dt>
              <dd>{info.isp ?? unknown}</dd>
            </div>
            <div>
              <dt>
                <Trans>Location</Trans>
              </dt>
              <dd>{info.location ?? unknown}</dd>
            </div>
          </dl>
          <p className={`protection ${info.protected ? "is-protected" : "is-exposed"}`} role="status">
            <Icon name={info.protected ? "shield" : "globe"} size={22} />
            {info.protected ? (
              <Trans>Your connection is protected by Quietway VPN.</Trans>
            ) : (
              <Trans>Your connection is not protected: websites see your real address.</Trans>
            )}
          </p>
          <WorldMap
            latitude={info.latitude}
            longitude={info.longitude}
            label={info.location ? t`Map showing your approximate location: ${info.location}` : t`World map; your location is unknown`}
          />
          <LocaleLink to={`/product/${platform}`} className="button button-primary">
            <Trans>Hide your IP address</Trans>
          </LocaleLink>
          {check.ipv4Origin && check.ipv6Origin && (
            <FamilyCheck ipv4Origin={check.ipv4Origin} ipv6Origin={check.ipv6Origin} unknown={unknown} />
          )}
          <WebRtcCheck stun={check.stun} />
        </div>
      </section>
    </>
  );
}
