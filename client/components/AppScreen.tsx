import { useLingui } from "@lingui/react/macro";
import { dir } from "../../common/locales";
import type { Platform } from "../../common/platforms";
import Logo from "./Logo";
import { usePage } from "./PageContext";

/**
 * Places a drawing on the page's reading side: `flip` mirrors shapes drawn left to right,
 * `x` moves a box (`width` wide) that sits `from` units from the start edge. Text is never
 * flipped: it is placed with `x` and anchored by the svg's `direction`.
 *
 * @example const { flip, x } = useMirror(120); <g transform={flip}>…</g> <text x={x(12)} />
 */
export function useMirror(viewBoxWidth: number) {
  const { locale } = usePage();
  const direction = dir(locale);
  const rtl = direction === "rtl";
  return {
    direction,
    flip: rtl ? `matrix(-1 0 0 1 ${viewBoxWidth} 0)` : undefined,
    x: (from: number, width = 0) => (rtl ? viewBoxWidth - from - width : from),
  };
}

// CJK, Hangul and full-width forms take about one em; other letters about 0.55; marks none.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u;
const MARK = /\p{M}/u;

/**
 * SVG text does not wrap: a label whose estimated width passes `max` is squeezed to fit,
 * so a long translation stays inside its button or row. Short labels are left alone.
 */
function fit(label: string, fontSize: number, max: number) {
  let ems = 0;
  for (const ch of label) ems += MARK.test(ch) ? 0 : WIDE.test(ch) ? 1 : 0.55;
  return ems * fontSize > max ? { textLength: max, lengthAdjust: "spacingAndGlyphs" as const } : {};
}

type State = "connected" | "disconnected";

interface Layout {
  /** Width of the view box. */
  width: number;
  /** Horizontal centre of the app's content. */
  cx: number;
  statusY: number;
  buttonY: number;
  captionY: number;
  rowX: number;
  rowY: number;
  rowWidth: number;
}

const PHONE: Layout = { width: 240, cx: 120, statusY: 126, buttonY: 232, captionY: 326, rowX: 26, rowY: 366, rowWidth: 188 };
const WINDOW: Layout = { width: 360, cx: 180, statusY: 96, buttonY: 188, captionY: 284, rowX: 40, rowY: 312, rowWidth: 280 };

/** The app's one screen: status, the round Connect button and the server row. */
function ConnectScreen({ layout, state }: { layout: Layout; state: State }) {
  const { t } = useLingui();
  const { flip, x } = useMirror(layout.width);
  const { cx, buttonY: cy, rowX, rowY, rowWidth } = layout;
  const on = state === "connected";
  const status = on
    ? t({ message: "Connected", comment: "Status on the app's main screen, in a drawing of the app" })
    : t({ message: "Not connected", comment: "Status on the app's main screen, in a drawing of the app" });
  const connect = t({ message: "Connect", comment: "The big button on the app's main screen, in a drawing of the app; the setup steps name it too (click Connect, Tap Connect)" });
  const fastest = t({ message: "Fastest server", comment: "The location row of the app: the app picks the fastest server" });
  const labelFrom = 40;
  return (
    <>
      <text className={on ? "art-brand" : "art-soft"} x={cx} y={layout.statusY} textAnchor="middle" fontSize="20" fontWeight="700" {...fit(status, 20, layout.width - 60)}>
        {status}
      </text>
      {on && <circle className="art-brand art-halo" cx={cx} cy={cy} r="72" />}
      <circle className={on ? "art-brand" : "art-tint art-edge-brand"} cx={cx} cy={cy} r="56" strokeWidth="4" />
      {/* The power symbol: a ring open at the top, and a bar through the gap. */}
      <path
        className={on ? "art-line-on-brand" : "art-line-brand"}
        d={`M${cx - 11.6} ${cy - 13.8}A18 18 0 1 0 ${cx + 11.6} ${cy - 13.8}M${cx} ${cy - 24}v16`}
        strokeWidth="5"
        strokeLinecap="round"
      />
      {!on && (
        <text className="art-brand" x={cx} y={layout.captionY} textAnchor="middle" fontSize="17" fontWeight="700" {...fit(connect, 17, layout.width - 60)}>
          {connect}
        </text>
      )}
      <g transform={flip}>
        <rect className="art-tint art-edge" x={rowX} y={rowY} width={rowWidth} height="52" rx="14" />
        <path className="art-brand" d={`M${rowX + 22} ${rowY + 14}l-8 13h6.5l-2 11 9-14h-6.5l2-10Z`} />
        <path className="art-line-soft" d={`M${rowX + rowWidth - 22} ${rowY + 20}l6 6-6 6`} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <text className="art-ink art-location" x={x(rowX + labelFrom)} y={rowY + 31} textAnchor="start" fontSize="13" fontWeight="600" {...fit(fastest, 13, rowWidth - labelFrom - 34)}>
        {fastest}
      </text>
    </>
  );
}

/** A desktop window as Windows 11 draws it: title bar with the app's name, minimise, maximise, close. */
function WindowsFrame({ state }: { state: State }) {
  const { flip, x } = useMirror(WINDOW.width);
  return (
    <>
      <rect className="art-paper art-edge art-frame-window" x="2" y="2" width="356" height="396" rx="10" strokeWidth="1.5" />
      <path className="art-tint" d="M2.75 40V12a9.25 9.25 0 0 1 9.25-9.25h336a9.25 9.25 0 0 1 9.25 9.25v28Z" />
      <path className="art-line-soft" d="M2 40h356" strokeWidth="1" />
      <g transform={`translate(${x(14, 16)} 13)`}>
        <Logo size={16} />
      </g>
      {/* The product's name, not a phrase: the same in every language, as in the site header. */}
      <text className="art-ink" x={x(38)} y="26" textAnchor="start" fontSize="12" fontWeight="600">
        Quietway
      </text>
      <g transform={flip} className="art-line-ink" strokeWidth="1.2" strokeLinecap="round">
        <path d="M264 21h10" />
        <rect x="299" y="16" width="10" height="10" rx="1.5" />
        <path d="M334 16l10 10m0-10-10 10" />
      </g>
      <ConnectScreen layout={WINDOW} state={state} />
    </>
  );
}

/** A phone with its status bar: iOS with the Dynamic Island, Android with a camera hole and the VPN key. */
function PhoneFrame({ platform, state }: { platform: "ios" | "android"; state: State }) {
  const { flip, x } = useMirror(PHONE.width);
  const ios = platform === "ios";
  const on = state === "connected";
  return (
    <>
      <rect className="art-bezel art-frame-phone" x="2" y="2" width="236" height="476" rx={ios ? 38 : 30} />
      <rect className="art-paper" x="10" y="10" width="220" height="460" rx={ios ? 30 : 22} />
      {ios ? (
        <rect className="art-camera" x="88" y="20" width="64" height="20" rx="10" />
      ) : (
        <circle className="art-camera" cx="120" cy="26" r="6" />
      )}
      {/* The clock: digits the drawing shows, not a message. */}
      <text className="art-ink" x={x(ios ? 34 : 26)} y={ios ? 35 : 31} textAnchor="start" fontSize={ios ? 13 : 12} fontWeight={ios ? 600 : 500}>
        {ios ? "9:41" : "12:30"}
      </text>
      <g transform={flip}>
        {ios ? (
          <g className={`art-statusbar-${platform}`}>
            {[0, 1, 2, 3].map((i) => (
              <rect key={i} className="art-ink" x={162 + i * 4} y={33 - 3 - i * 2} width="3" height={3 + i * 2} rx="0.8" />
            ))}
            <path className="art-line-ink" d="M181 26.5a10 10 0 0 1 12 0M183.5 29.5a6 6 0 0 1 7 0" strokeWidth="1.6" strokeLinecap="round" />
            <circle className="art-ink" cx="187" cy="32.5" r="1.4" />
            <rect className="art-line-ink" x="198.5" y="26.5" width="18" height="9" rx="2.5" strokeWidth="1" />
            <rect className="art-ink" x="200" y="28" width="13" height="6" rx="1.3" />
            <path className="art-ink" d="M217.8 29.5h0.7a0.8 0.8 0 0 1 .8.8v1.4a.8.8 0 0 1-.8.8h-.7Z" />
          </g>
        ) : (
          <g className={`art-statusbar-${platform}`}>
            {on && (
              // The key Android shows in the status bar while a VPN is on.
              <g className="art-line-ink art-vpn-key" strokeWidth="1.6" strokeLinecap="round">
                <circle cx="152" cy="26" r="3.2" />
                <path d="M155.2 26h7.3m-2.2 0v3m-2.6-3v2.2" />
              </g>
            )}
            <path className="art-ink" d="M168 22.5a12 12 0 0 1 14 0l-7 9Z" />
            <path className="art-ink" d="M186 31h10v-10Z" />
            <rect className="art-ink" x="201" y="20" width="7" height="12" rx="1.4" />
            <rect className="art-ink" x="203" y="19" width="3" height="1.5" rx=".5" />
          </g>
        )}
        {/* The app's menu, at the end of its header. */}
        <path className="art-line-ink" d="M194 58h16M194 64h16M194 70h16" strokeWidth="2" strokeLinecap="round" />
      </g>
      <g transform={`translate(${x(26, 22)} 53)`}>
        <Logo size={22} />
      </g>
      <text className="art-ink" x={x(56)} y="71" textAnchor="start" fontSize="16" fontWeight="700">
        Quietway
      </text>
      <ConnectScreen layout={PHONE} state={state} />
      <rect className="art-ink" x={ios ? 80 : 90} y={ios ? 455 : 458} width={ios ? 80 : 60} height={ios ? 5 : 4} rx="2.5" />
    </>
  );
}

/**
 * The Quietway app's connect screen, drawn for this site in the frame of each platform: a
 * Windows window, an iPhone, an Android phone. Its labels are the page's language and it
 * mirrors on right-to-left pages; decorative, since the page says the same in words.
 */
export default function AppScreen({ platform, state = "disconnected" }: { platform: Platform; state?: State }) {
  const direction = dir(usePage().locale);
  const phone = platform !== "windows";
  const [width, height] = phone ? [PHONE.width, 480] : [WINDOW.width, 400];
  return (
    <svg
      className={`app-screen app-screen-${platform}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      direction={direction}
      data-platform={platform}
      data-state={state}
      aria-hidden="true"
    >
      {phone ? <PhoneFrame platform={platform} state={state} /> : <WindowsFrame state={state} />}
    </svg>
  );
}
