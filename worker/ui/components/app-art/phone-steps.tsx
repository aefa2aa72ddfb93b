import { Shield, type Placing } from "./step-parts";

/** The iOS and Android setup steps' drawings (StepArt.tsx), each the top of a phone at that step. */

/** The top of a phone, cut off by the drawing's lower edge; `zoom` for a close look at the status bar. */
function PhoneTop({ ios, zoom = false, dim = false }: { ios: boolean; zoom?: boolean; dim?: boolean }) {
  const [side, top, r] = zoom ? [8, 6, ios ? 16 : 12] : [22, 6, ios ? 10 : 8];
  const right = 120 - side;
  const outline = `M${side} 79V${top + r}a${r} ${r} 0 0 1 ${r}-${r}h${right - side - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}V79`;
  return (
    <>
      <path className="art-paper" d={`${outline}Z`} />
      {dim && <path className="art-scrim" d={`${outline}Z`} />}
      <path className="art-line-ink" d={outline} strokeWidth="1.6" />
      {ios ? (
        <rect
          className="art-camera"
          x={zoom ? 44 : 51}
          y={zoom ? 11 : 9.5}
          width={zoom ? 32 : 18}
          height={zoom ? 11 : 5}
          rx={zoom ? 5.5 : 2.5}
        />
      ) : (
        <circle className="art-camera" cx="60" cy={zoom ? 15 : 11} r={zoom ? 3.5 : 2} />
      )}
    </>
  );
}

/** The app's listing in a store: its icon and name; `wide` for Google Play's full-width Install button. */
function StoreListing({ wide }: { wide: boolean }) {
  return (
    <>
      <rect className="art-brand" x="30" y="20" width="19" height="19" rx="5" />
      <g transform="translate(39.5 29.5) scale(0.55)">
        <path className="art-on-brand" d="M0-12-10-8v7C-10 5.5-5.6 10.3 0 12c5.6-1.7 10-6.5 10-13v-7L0-12Z" />
      </g>
      <rect className="art-ink" x="53" y="22" width="24" height="4" rx="2" />
      <rect className="art-soft" x="53" y="29" width="16" height="3" rx="1.5" />
      {wide ? (
        <>
          <rect className="art-brand" x="30" y="45" width="60" height="11" rx="5.5" />
          <rect className="art-on-brand" x="50" y="49" width="20" height="3" rx="1.5" />
          <circle className="art-brand art-halo" cx="76" cy="50.5" r="8" />
        </>
      ) : (
        <>
          <rect className="art-brand" x="72" y="36" width="18" height="8" rx="4" />
          <circle className="art-brand art-halo" cx="81" cy="40" r="8" />
        </>
      )}
      {[30, 51, 72].map((x) => (
        <rect key={x} className="art-tint" x={x} y={wide ? 62 : 52} width="18" height={wide ? 17 : 27} rx="3" />
      ))}
    </>
  );
}

/** iOS: the app's page on the App Store, its Get button tapped. */
export function IosAppStore({ flip }: Placing) {
  return (
    <g transform={flip}>
      <PhoneTop ios />
      <StoreListing wide={false} />
    </g>
  );
}

/** iOS: the "Add VPN Configurations" alert; Allow is tapped, then Face ID confirms. */
export function IosPermission({ flip }: Placing) {
  return (
    <g transform={flip}>
      <PhoneTop ios dim />
      <rect className="art-paper" x="33" y="19" width="54" height="42" rx="7" />
      <rect className="art-ink" x="41" y="25" width="38" height="3.5" rx="1.75" />
      <rect className="art-soft" x="45" y="31.5" width="30" height="3" rx="1.5" />
      <path className="art-line-soft" d="M33 42h54M60 42v19" strokeWidth="0.8" />
      <rect className="art-brand" x="38" y="50" width="17" height="3.5" rx="1.75" />
      <rect className="art-brand" x="66" y="50" width="15" height="3.5" rx="1.75" />
      <circle className="art-brand art-halo" cx="73.5" cy="51.75" r="7.5" />
      {/* Face ID: four corners of a square. */}
      <path
        className="art-line-ink"
        d="M55 68v-2a1.5 1.5 0 0 1 1.5-1.5h2M61.5 64.5h2a1.5 1.5 0 0 1 1.5 1.5v2M65 71v2a1.5 1.5 0 0 1-1.5 1.5h-2M58.5 74.5h-2a1.5 1.5 0 0 1-1.5-1.5v-2"
        strokeWidth="1.3"
        strokeLinecap="round"
      />
    </g>
  );
}

/** iOS: a close look at the status bar with the VPN badge. */
export function IosVpnBadge({ flip, x }: Placing) {
  return (
    <>
      <g transform={flip}>
        <PhoneTop ios zoom />
        <rect className="art-ink" x="19" y="13.5" width="15" height="6" rx="2" />
        <rect className="art-brand art-halo" x="77" y="9" width="19" height="16" rx="4" />
        <rect className="art-line-ink" x="80" y="12.5" width="13" height="9" rx="2" strokeWidth="1" />
        <rect className="art-line-ink" x="98" y="13" width="9" height="8" rx="2" strokeWidth="1" />
        <rect className="art-ink" x="99.5" y="14.5" width="5" height="5" rx="1" />
      </g>
      {/* The badge says VPN in every language. */}
      <text className="art-ink" x={x(86.5)} y="19.3" textAnchor="middle" fontSize="5.6" fontWeight="700">
        VPN
      </text>
      <Shield cx={60} cy={52} scale={1.3} check />
    </>
  );
}

/** Android: the app's page on Google Play, its Install button tapped. */
export function AndroidPlay({ flip }: Placing) {
  return (
    <g transform={flip}>
      <PhoneTop ios={false} />
      <StoreListing wide />
    </g>
  );
}

/** Android: the system's "Connection request" dialog, with its key; OK is tapped. */
export function AndroidRequest({ flip }: Placing) {
  return (
    <g transform={flip}>
      <PhoneTop ios={false} dim />
      <rect className="art-paper" x="30" y="17" width="60" height="50" rx="8" />
      <g className="art-line-brand" strokeWidth="1.4" strokeLinecap="round">
        <circle cx="56" cy="24.5" r="2.5" />
        <path d="M58.5 24.5h6.5m-2 0v2.5m-2.2-2.5v1.8" />
      </g>
      <rect className="art-ink" x="42" y="31" width="36" height="3.5" rx="1.75" />
      <rect className="art-soft" x="36" y="38.5" width="48" height="2.5" rx="1.25" />
      <rect className="art-soft" x="36" y="43.5" width="40" height="2.5" rx="1.25" />
      <rect className="art-brand" x="54" y="56" width="13" height="3" rx="1.5" />
      <rect className="art-brand" x="72" y="56" width="10" height="3" rx="1.5" />
      <circle className="art-brand art-halo" cx="77" cy="57.5" r="7" />
    </g>
  );
}

/** Android: a close look at the status bar with the VPN key. */
export function AndroidKey({ flip }: Placing) {
  return (
    <>
      <g transform={flip}>
        <PhoneTop ios={false} zoom />
        <rect className="art-ink" x="19" y="12.5" width="14" height="5" rx="2" />
        <circle className="art-brand art-halo" cx="77" cy="15" r="8.5" />
        <g className="art-line-ink" strokeWidth="1.5" strokeLinecap="round">
          <circle cx="73.5" cy="15" r="2.8" />
          <path d="M76.3 15h6.7m-2 0v2.8m-2.4-2.8v2" />
        </g>
        <path className="art-ink" d="M87 12a9 9 0 0 1 10 0l-5 6.5Z" />
        <rect className="art-ink" x="100" y="10" width="5" height="10" rx="1.2" />
      </g>
      <Shield cx={60} cy={52} scale={1.3} check />
    </>
  );
}
