import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { Platform } from "../../../common/platforms";
import StepArt, { type StepArtName } from "./StepArt";

/** The three setup steps of one platform, in that system's own words: click on Windows, tap on phones. */
function stepsOf(platform: Platform): [StepArtName, ReactNode][] {
  switch (platform) {
    case "windows":
      return [
        [
          "windows-installer",
          <Trans comment="Name the User Account Control prompt and its Yes button as Windows does in this language">
            Run the installer you downloaded. When Windows asks whether to allow this app to make changes to your device, choose Yes.
          </Trans>,
        ],
        ["windows-connect", <Trans>Open Quietway and click Connect.</Trans>],
        [
          "windows-tray",
          <Trans comment="Name the system tray and its Show hidden icons arrow as Windows does in this language">
            The Quietway icon in the system tray, beside the clock, shows that you are connected. If you don't see it, click the arrow that
            shows hidden icons.
          </Trans>,
        ],
      ];
    case "ios":
      return [
        ["ios-app-store", <Trans>Get Quietway from the App Store and open it.</Trans>],
        [
          "ios-permission",
          <Trans comment="Quote the alert and its Allow button as iOS shows them in this language">
            Tap Connect. The first time, iOS asks to “Add VPN Configurations”: tap Allow, then confirm with Face ID, Touch ID or your
            passcode.
          </Trans>,
        ],
        [
          "ios-vpn-badge",
          <Trans comment="Name Control Center as iOS does in this language">
            While you are connected, the VPN badge shows in the status bar. On an iPhone with Face ID, swipe down from the top-right corner
            to see it in Control Center.
          </Trans>,
        ],
      ];
    case "android":
      return [
        ["android-play", <Trans>Get Quietway from Google Play and open it.</Trans>],
        [
          "android-request",
          <Trans comment="Quote the dialog's title, its text and its OK button as Android shows them in this language">
            Tap Connect. The first time, Android shows a connection request (“Quietway wants to set up a VPN connection”): tap OK.
          </Trans>,
        ],
        ["android-key", <Trans>While you are connected, the key icon appears in the status bar at the top of the screen.</Trans>],
      ];
  }
}

/** How to set up the app on one platform: three numbered steps, each with its drawing. */
export default function PlatformSteps({ platform }: { platform: Platform }) {
  return (
    <ol className="steps" data-platform={platform}>
      {stepsOf(platform).map(([art, text]) => (
        <li key={art}>
          <StepArt name={art} />
          <span>{text}</span>
        </li>
      ))}
    </ol>
  );
}
