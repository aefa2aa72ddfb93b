import { dir } from "../../../common/locales";
import type { Platform } from "../../../common/platforms";
import Logo from "./Logo";
import { usePage } from "./PageContext";
import { useMirror } from "./app-art/mirror";
import { InfoTiles, LocationCard, StatusAndButton, useAppWords, type AppWords } from "./app-art/parts";
import { ServerRows } from "./app-art/server-rows";
import type { Markup } from "./markup";

const WINDOW = { width: 600, height: 380 };
const PHONE = { width: 240, height: 540 };

/** A desktop window as Windows 11 draws it: title bar, then the connect pane and the server list side by side. */
function WindowsFrame({ words }: { words: AppWords }) {
  const { flip, x } = useMirror(WINDOW.width);
  return (
    <>
      <rect className="art-paper art-edge art-frame-window" x="2" y="2" width="596" height="376" rx="10" strokeWidth="1.5" />
      <path className="art-tint" d="M2.75 40V12a9.25 9.25 0 0 1 9.25-9.25h576a9.25 9.25 0 0 1 9.25 9.25v28Z" />
      <g transform={flip}>
        <path className="art-line-soft art-rule" d="M2 40h596M330 40v337" strokeWidth="1" />
        <g className="art-line-ink" strokeWidth="1.2" strokeLinecap="round">
          <path d="M504 21h10" />
          <rect x="539" y="16" width="10" height="10" rx="1.5" />
          <path d="M574 16l10 10m0-10-10 10" />
        </g>
      </g>
      <g transform={`translate(${x(14, 16)} 13)`}>
        <Logo size={16} />
      </g>
      {/* The product's name, not a phrase: the same in every language, as in the site header. */}
      <text className="art-ink" x={x(38)} y="26" textAnchor="start" fontSize="12" fontWeight="600">
        Quietway
      </text>
      <StatusAndButton words={words} cx={x(166)} y={86} r={44} />
      <LocationCard words={words} width={WINDOW.width} left={26} top={250} cardWidth={280} />
      <InfoTiles words={words} width={WINDOW.width} left={26} top={314} tileWidth={134} gap={12} />
      <ServerRows words={words} width={WINDOW.width} left={346} top={70} rowsWidth={236} rows={6} rowHeight={46} />
    </>
  );
}

/** A phone with its status bar: iOS with the Dynamic Island, Android with a camera hole and the VPN key. */
function PhoneFrame({ platform, words }: { platform: "ios" | "android"; words: AppWords }) {
  const { flip, x } = useMirror(PHONE.width);
  const ios = platform === "ios";
  return (
    <>
      <rect className="art-bezel art-frame-phone" x="2" y="2" width="236" height="536" rx={ios ? 38 : 30} />
      <rect className="art-paper" x="10" y="10" width="220" height="520" rx={ios ? 30 : 22} />
      {ios ? (
        <rect className="art-camera" x="88" y="20" width="64" height="20" rx="10" />
      ) : (
        <circle className="art-camera" cx="120" cy="26" r="6" />
      )}
      {/* The clock: digits the drawing shows, not a message. */}
      <text
        className="art-ink"
        x={x(ios ? 34 : 26)}
        y={ios ? 35 : 31}
        textAnchor="start"
        fontSize={ios ? 13 : 12}
        fontWeight={ios ? 600 : 500}
      >
        {ios ? "9:41" : "12:30"}
      </text>
      <g transform={flip}>
        {ios ? (
          <g className={`art-statusbar-${platform}`}>
            {[0, 1, 2, 3].map((i) => (
              <rect key={i} className="art-ink" x={162 + i * 4} y={33 - 3 - i * 2} width="3" height={3 + i * 2} rx="0.8" />
            ))}
            <path
              className="art-line-ink"
              d="M181 26.5a10 10 0 0 1 12 0M183.5 29.5a6 6 0 0 1 7 0"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
            <circle className="art-ink" cx="187" cy="32.5" r="1.4" />
            <rect className="art-line-ink" x="198.5" y="26.5" width="18" height="9" rx="2.5" strokeWidth="1" />
            <rect className="art-ink" x="200" y="28" width="13" height="6" rx="1.3" />
            <path className="art-ink" d="M217.8 29.5h0.7a0.8 0.8 0 0 1 .8.8v1.4a.8.8 0 0 1-.8.8h-.7Z" />
          </g>
        ) : (
          <g className={`art-statusbar-${platform}`}>
            {/* The key Android shows in the status bar while a VPN is on. */}
            <g className="art-line-ink art-vpn-key" strokeWidth="1.6" strokeLinecap="round">
              <circle cx="152" cy="26" r="3.2" />
              <path d="M155.2 26h7.3m-2.2 0v3m-2.6-3v2.2" />
            </g>
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
      <StatusAndButton words={words} cx={120} y={108} r={40} />
      <LocationCard words={words} width={PHONE.width} left={22} top={270} cardWidth={196} />
      <InfoTiles words={words} width={PHONE.width} left={22} top={334} tileWidth={94} gap={8} />
      <ServerRows words={words} width={PHONE.width} left={22} top={406} rowsWidth={196} rows={3} rowHeight={28} />
      <rect className="art-ink" x={ios ? 80 : 90} y={ios ? 518 : 520} width={ios ? 80 : 60} height={ios ? 5 : 4} rx="2.5" />
    </>
  );
}

/** What the svg holds: the platform's frame and the connected screen, in the page's language. */
export function AppScreenDrawing({ platform }: { platform: Platform }) {
  const words = useAppWords();
  return platform === "windows" ? <WindowsFrame words={words} /> : <PhoneFrame platform={platform} words={words} />;
}

/**
 * The Quietway app's main screen, drawn for this site in the frame of each platform: a
 * Windows window, an iPhone, an Android phone. Connected: the location with its flag, how
 * long, the protocol, the IP, and the server list with each one's ping. Its labels are the
 * page's language and it mirrors on right-to-left pages; decorative (the page says the same
 * in words), so it is hidden from assistive technology.
 *
 * `drawing` is the svg's content rendered once ahead for this language and platform (the
 * worker keeps it: worker/render/app-drawing.tsx), the same markup as rendering it here but
 * without some 150 elements of React work on every uncached home and product page.
 */
export default function AppScreen({ platform, drawing }: { platform: Platform; drawing?: Markup }) {
  const direction = dir(usePage().locale);
  const phone = platform !== "windows";
  const { width, height } = phone ? PHONE : WINDOW;
  const frame = {
    className: `app-screen app-screen-${platform}`,
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    direction,
    "data-platform": platform,
  } as const;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from this same component (worker/render/app-drawing.tsx), no visitor text
  if (drawing) return <svg {...frame} aria-hidden="true" dangerouslySetInnerHTML={drawing} />;
  return (
    <svg {...frame} aria-hidden="true">
      <AppScreenDrawing platform={platform} />
    </svg>
  );
}
