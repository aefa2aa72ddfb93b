import { Trans } from "@lingui/react/macro";
import type { DownloadList } from "../../../common/schemas/api";
import { PLATFORMS, type Platform } from "../../../common/platforms";
import LocaleLink from "./LocaleLink";
import Icon from "./Icon";
import PlatformMark from "./PlatformMark";
import { usePage } from "./PageContext";

export const PLATFORM_NAMES: Record<Platform, string> = { windows: "Windows", android: "Android", ios: "iOS" };

/** One card per app, with its version and minimum system, the visitor's platform first. */
export default function DownloadStrip({ downloads }: { downloads: DownloadList }) {
  const { platform: mine } = usePage();
  const order = [mine, ...PLATFORMS.filter((p) => p !== mine)];
  return (
    <ul className="platforms">
      {order.map((platform) => {
        const app = downloads[platform];
        const name = PLATFORM_NAMES[platform];
        // Versions and system names are Latin runs: isolated, so Arabic does not move their "+" or dots.
        const version = <bdi dir="ltr">{app.version}</bdi>;
        return (
          <li key={platform} className={platform === mine ? "is-yours" : undefined}>
            <PlatformMark platform={platform} />
            <h3 id={`app-${platform}`}>{name}</h3>
            {app.version && (
              <p className="muted">
                <Trans>Version {version}</Trans>
                {app.min_os && (
                  <>
                    {" · "}
                    <bdi dir="ltr">{app.min_os}+</bdi>
                  </>
                )}
              </p>
            )}
            <LocaleLink to={`/product/${platform}`} className="button" aria-describedby={`app-${platform}`}>
              <Icon name="download" size={18} />
              <Trans>Get the app</Trans>
            </LocaleLink>
          </li>
        );
      })}
    </ul>
  );
}
