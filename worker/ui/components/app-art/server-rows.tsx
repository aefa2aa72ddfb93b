import { CONNECTED_TO, FlagAt, type AppWords } from "./parts";
import { fit, useMirror } from "./mirror";

/** The server list: a heading, then rows of flag, country and ping; the connected one marked. */
export function ServerRows({
  words,
  width,
  left,
  top,
  rowsWidth,
  rows,
  rowHeight,
}: {
  words: AppWords;
  width: number;
  left: number;
  top: number;
  rowsWidth: number;
  rows: number;
  rowHeight: number;
}) {
  const { flip, x } = useMirror(width);
  const list = words.serverList.slice(0, rows);
  const first = top + 14;
  return (
    <>
      <text className="art-ink" x={x(left + 4)} y={top} textAnchor="start" fontSize="13" fontWeight="700">
        {words.serversTitle}
      </text>
      <g transform={flip}>
        {list.map((server, i) =>
          server.code === CONNECTED_TO ? (
            <rect key={server.code} className="art-tint" x={left} y={first + i * rowHeight} width={rowsWidth} height={rowHeight} rx="10" />
          ) : (
            i > 0 &&
            list[i - 1]!.code !== CONNECTED_TO && (
              <path
                key={server.code}
                className="art-line-soft art-rule"
                d={`M${left + 8} ${first + i * rowHeight}h${rowsWidth - 16}`}
                strokeWidth="1"
              />
            )
          ),
        )}
        {list.map((server, i) =>
          server.code === CONNECTED_TO ? (
            <circle key={server.code} className="art-brand" cx={left + rowsWidth - 10} cy={first + i * rowHeight + rowHeight / 2} r="3.5" />
          ) : null,
        )}
      </g>
      {list.map((server, i) => {
        const mid = first + i * rowHeight + rowHeight / 2;
        return (
          <g key={server.code} className="art-server">
            <FlagAt code={server.code} x={x(left + 10, 21)} y={mid - 7} width={21} />
            <text
              className="art-ink"
              x={x(left + 40)}
              y={mid + 4.5}
              textAnchor="start"
              fontSize="12"
              fontWeight={server.code === CONNECTED_TO ? 700 : 500}
              {...fit(server.name, 12, rowsWidth - 124)}
            >
              {server.name}
            </text>
            <text
              className="art-soft"
              x={x(left + rowsWidth - 20)}
              y={mid + 4.5}
              textAnchor="end"
              fontSize="11"
              {...fit(server.ping, 11, 54)}
            >
              {server.ping}
            </text>
          </g>
        );
      })}
    </>
  );
}
