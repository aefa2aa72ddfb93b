import type { ReactNode } from "react";
import { useMirror } from "./app-art/mirror";
import { Pointer, Shield, type Placing } from "./app-art/step-parts";
import { AndroidKey, AndroidPlay, AndroidRequest, IosAppStore, IosPermission, IosVpnBadge } from "./app-art/phone-steps";

/** One drawing per setup step of each platform (worker/ui/components/PlatformSteps.tsx). */
export type StepArtName =
  | "windows-installer"
  | "windows-connect"
  | "windows-tray"
  | "ios-app-store"
  | "ios-permission"
  | "ios-vpn-badge"
  | "android-play"
  | "android-request"
  | "android-key";

/** Windows: the installer asks, through User Account Control, to make changes; Yes is chosen. */
function WindowsInstaller({ flip, x }: Placing) {
  return (
    <>
      <g transform={flip}>
        <rect className="art-paper art-edge" x="16" y="10" width="88" height="60" rx="4" />
        <path className="art-brand" d="M16 24V14a4 4 0 0 1 4-4h80a4 4 0 0 1 4 4v10Z" />
        <rect className="art-on-brand" x="34" y="15.5" width="40" height="3" rx="1.5" />
        <rect className="art-brand" x="22" y="30" width="12" height="12" rx="3" />
        <rect className="art-soft" x="38" y="31" width="44" height="3" rx="1.5" />
        <rect className="art-soft" x="38" y="37" width="30" height="3" rx="1.5" />
        <rect className="art-brand" x="54" y="54" width="22" height="10" rx="2" />
        <rect className="art-paper art-edge" x="79" y="54" width="20" height="10" rx="2" />
      </g>
      {/* The User Account Control shield in the title band. */}
      <g transform={`translate(${x(26)} 17) scale(0.42)`}>
        <path className="art-on-brand" d="M0-12-10-8v7C-10 5.5-5.6 10.3 0 12c5.6-1.7 10-6.5 10-13v-7L0-12Z" />
      </g>
      <Pointer tipX={x(68)} tipY={59} />
    </>
  );
}

/** Windows: the app's window, its round Connect button under the pointer. */
function WindowsConnect({ flip, x }: Placing) {
  return (
    <>
      <g transform={flip}>
        <rect className="art-paper art-edge" x="30" y="8" width="60" height="64" rx="4" />
        <path className="art-line-soft" d="M30 18h60" strokeWidth="1" />
        <path className="art-line-ink" d="M72 13h3M79 11.5h3v3h-3zM85.5 11.5l3 3m0-3-3 3" strokeWidth="0.9" strokeLinecap="round" />
        <rect className="art-tint art-edge" x="38" y="60" width="44" height="6" rx="3" />
      </g>
      <circle className="art-brand" cx="60" cy="39" r="13" />
      <path className="art-line-on-brand" d="M56.1 34.4A6 6 0 1 0 63.9 34.4M60 31.5v5" strokeWidth="2.2" strokeLinecap="round" />
      <Pointer tipX={x(66)} tipY={44} />
    </>
  );
}

/** Windows: the taskbar's system tray, the Quietway shield beside the clock and its tooltip. */
function WindowsTray({ flip, x }: Placing) {
  return (
    <>
      <g transform={flip}>
        <rect className="art-paper art-edge" x="50" y="14" width="58" height="20" rx="4" />
        <path className="art-paper" d="M75 33.5 80 39l5-5.5Z" />
        <rect className="art-soft" x="68" y="22.5" width="32" height="3" rx="1.5" />
        <path className="art-paper" d="M1 54h118v13a12 12 0 0 1-12 12H13A12 12 0 0 1 1 67Z" />
        <path className="art-line-soft" d="M1 54h118" strokeWidth="1" />
        {[20, 32, 44].map((tileX) => (
          <rect key={tileX} className="art-soft" x={tileX} y="62.5" width="8" height="8" rx="2" />
        ))}
        <path className="art-line-ink" d="M61 68.5l3-3 3 3" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
        <circle className="art-brand art-halo" cx="80" cy="66.5" r="9" />
        <path className="art-ink" d="M92 64a8 8 0 0 1 9 0l-4.5 6Z" />
        <rect className="art-ink" x="105" y="62" width="8" height="3" rx="1.5" />
        <rect className="art-soft" x="104" y="68" width="10" height="3" rx="1.5" />
      </g>
      <Shield cx={x(59)} cy={24} scale={0.45} check />
      <Shield cx={x(80)} cy={66.5} scale={0.5} check />
    </>
  );
}

const DRAWINGS: Record<StepArtName, (placing: Placing) => ReactNode> = {
  "windows-installer": WindowsInstaller,
  "windows-connect": WindowsConnect,
  "windows-tray": WindowsTray,
  "ios-app-store": IosAppStore,
  "ios-permission": IosPermission,
  "ios-vpn-badge": IosVpnBadge,
  "android-play": AndroidPlay,
  "android-request": AndroidRequest,
  "android-key": AndroidKey,
};

/** The small drawing of one setup step, drawn for this site; decorative, and mirrored on right-to-left pages. */
export default function StepArt({ name }: { name: StepArtName }) {
  const { direction, flip, x } = useMirror(120);
  const Drawing = DRAWINGS[name];
  return (
    <svg className="step-art" data-art={name} width="120" height="80" viewBox="0 0 120 80" direction={direction} aria-hidden="true">
      <rect className="art-tint" x="1" y="1" width="118" height="78" rx="12" />
      <Drawing flip={flip} x={x} />
    </svg>
  );
}
