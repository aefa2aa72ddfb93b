import { useLingui } from "@lingui/react/macro";
import { htmlLang } from "../../../../common/locales";
import { clockDigits, milliseconds, regionNames } from "../../../../common/intl-formats";
import { FLAG_SPRITE } from "../flag-shapes";
import { usePage } from "../PageContext";
import { fit, useMirror } from "./mirror";

/**
 * The pieces of the Quietway app's main screen, shared by the Windows window and the phones
 * (AppScreen.tsx). Words come from the catalogs, country names and numbers from Intl in the
 * page's language; the IP is from the documentation range (RFC 5737), never a real visitor's.
 */

/** The location the drawing is connected to, then the server list: country and its ping in ms. */
export const CONNECTED_TO = "NL";
const SERVERS: [string, number][] = [
  ["NL", 14],
  ["DE", 19],
  ["CH", 27],
  ["SE", 33],
  ["GB", 38],
  ["US", 96],
];
const IP = "203.0.113.24";

/** Everything the connected screen shows, in the page's language. */
export function useAppWords() {
  const { t } = useLingui();
  const lang = htmlLang(usePage().locale);
  // Built once per language (common/intl-formats.ts): a NumberFormat costs far more to build than to use.
  const two = clockDigits(lang);
  const ms = milliseconds(lang);
  const names = regionNames(lang);
  return {
    status: t({ message: "Connected", comment: "Status on the app's main screen, in a drawing of the app" }),
    // How long the connection has been up, as a clock shows it: 00:24:18.
    time: [0, 24, 18].map((n) => two.format(n)).join(":"),
    fastest: t({ message: "Fastest server", comment: "The location row of the app: the app picks the fastest server" }),
    protocol: t({ message: "Protocol", comment: "Label in a drawing of the app, above the VPN protocol's name (WireGuard)" }),
    ipLabel: t`Your IP address`,
    ip: IP,
    serversTitle: t`Servers`,
    country: (code: string) => names.of(code) ?? code,
    serverList: SERVERS.map(([code, ping]) => ({ code, name: names.of(code) ?? code, ping: ms.format(ping) })),
  };
}

export type AppWords = ReturnType<typeof useAppWords>;

/** A flag from the site's sprite, `width` wide (3:2), never mirrored, with a hairline edge. */
export function FlagAt({ code, x, y, width }: { code: string; x: number; y: number; width: number }) {
  const height = (width * 2) / 3;
  return (
    <>
      <use className="art-flag" href={`${FLAG_SPRITE}?v=${__BUILD_ID__}#${code}`} x={x} y={y} width={width} height={height} />
      <rect className="art-line-soft art-flag-edge" x={x} y={y} width={width} height={height} rx="2" strokeWidth="1" />
    </>
  );
}

/** "Connected" and for how long, above the round power button, lit. */
export function StatusAndButton({ words, cx, y, r }: { words: AppWords; cx: number; y: number; r: number }) {
  const cy = y + 96;
  return (
    <>
      <text className="art-brand" x={cx} y={y} textAnchor="middle" fontSize="19" fontWeight="700" {...fit(words.status, 19, 190)}>
        {words.status}
      </text>
      <text className="art-soft art-time" x={cx} y={y + 22} textAnchor="middle" fontSize="13">
        {words.time}
      </text>
      <circle className="art-brand art-halo" cx={cx} cy={cy} r={r + 13} />
      <circle className="art-brand" cx={cx} cy={cy} r={r} />
      {/* The power symbol: a ring open at the top, and a bar through the gap. */}
      <path
        className="art-line-on-brand"
        d={`M${cx - 10.6} ${cy - 12.6}A16.5 16.5 0 1 0 ${cx + 10.6} ${cy - 12.6}M${cx} ${cy - 22}v15`}
        strokeWidth="4.5"
        strokeLinecap="round"
      />
    </>
  );
}

/** The location card: flag, country, "Fastest server", and a chevron to the list. */
export function LocationCard({
  words,
  width,
  left,
  top,
  cardWidth,
}: {
  words: AppWords;
  width: number;
  left: number;
  top: number;
  cardWidth: number;
}) {
  const { flip, x } = useMirror(width);
  const textFrom = left + 52;
  const max = cardWidth - 52 - 30;
  const name = words.country(CONNECTED_TO);
  return (
    <>
      <g transform={flip}>
        <rect className="art-paper art-edge" x={left} y={top} width={cardWidth} height="54" rx="14" />
        <path
          className="art-line-soft"
          d={`M${left + cardWidth - 20} ${top + 21}l6 6-6 6`}
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <FlagAt code={CONNECTED_TO} x={x(left + 12, 30)} y={top + 17} width={30} />
      <text
        className="art-ink art-location"
        x={x(textFrom)}
        y={top + 24}
        textAnchor="start"
        fontSize="14"
        fontWeight="700"
        {...fit(name, 14, max)}
      >
        {name}
      </text>
      <text className="art-soft" x={x(textFrom)} y={top + 41} textAnchor="start" fontSize="11" {...fit(words.fastest, 11, max)}>
        {words.fastest}
      </text>
    </>
  );
}

/** Two small tiles: the protocol (WireGuard) and the IP address the world now sees. */
export function InfoTiles({
  words,
  width,
  left,
  top,
  tileWidth,
  gap,
}: {
  words: AppWords;
  width: number;
  left: number;
  top: number;
  tileWidth: number;
  gap: number;
}) {
  const { flip, x } = useMirror(width);
  const tiles: [string, string][] = [
    [words.protocol, "WireGuard"],
    [words.ipLabel, words.ip],
  ];
  return (
    <>
      <g transform={flip}>
        {tiles.map((_, i) => (
          <rect key={i} className="art-tint" x={left + i * (tileWidth + gap)} y={top} width={tileWidth} height="46" rx="12" />
        ))}
      </g>
      {tiles.map(([label, value], i) => {
        const from = left + i * (tileWidth + gap) + 12;
        return (
          <g key={label}>
            <text className="art-soft" x={x(from)} y={top + 18} textAnchor="start" fontSize="10" {...fit(label, 10, tileWidth - 24)}>
              {label}
            </text>
            {/* A protocol's name and an address: Latin, left to right, in every language. */}
            <text
              className="art-ink"
              x={x(from)}
              y={top + 36}
              textAnchor="start"
              fontSize="12.5"
              fontWeight="700"
              unicodeBidi="isolate"
              {...fit(value, 12.5, tileWidth - 24)}
            >
              {value}
            </text>
          </g>
        );
      })}
    </>
  );
}
