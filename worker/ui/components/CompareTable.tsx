// biome-ignore-all lint/a11y/noRedundantRoles: on a phone the rows are grids, which drops a table's implicit roles; these keep it a table
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import Icon from "./Icon";

/** A yes/no/sometimes cell, drawn as a mark with its word for screen readers. */
export type Mark = "yes" | "no" | "partly";

function MarkCell({ value }: { value: Mark }) {
  const { t } = useLingui();
  const label = { yes: t`Yes`, no: t`No`, partly: t`Sometimes` }[value];
  return (
    <span className={`mark mark-${value}`}>
      <Icon name={value === "yes" ? "check" : value === "no" ? "cross" : "minus"} size={20} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export interface CompareColumn {
  /** The column's name in the page's language; a brand name is never split across lines. */
  label: string;
  brand?: boolean;
  /** The column the page recommends, tinted. */
  ours?: boolean;
}

export interface CompareRow {
  label: ReactNode;
  /** One per column: a mark, or a short text. */
  cells: (Mark | ReactNode)[];
}

const isMark = (v: unknown): v is Mark => v === "yes" || v === "no" || v === "partly";

function ColumnName({ column }: { column: CompareColumn }) {
  return column.brand ? <span className="brand-name">{column.label}</span> : column.label;
}

/**
 * A comparison of a few columns, feature by feature. On a wide screen it is a table; on a phone
 * each feature becomes a block with its name on top and one labelled cell per column below,
 * so no column is squeezed until its words break. The explicit roles keep the table a table for
 * screen readers when CSS lays its rows out as grids.
 */
export default function CompareTable({ columns, rows, labelledBy }: { columns: CompareColumn[]; rows: CompareRow[]; labelledBy: string }) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <section> would need the same role and tabIndex and say nothing more
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the table sideways (axe: scrollable-region-focusable)
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="compare" role="table" aria-labelledby={labelledBy} data-columns={columns.length}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{t`Feature`}</span>
            </th>
            {columns.map((column) => (
              <th scope="col" role="columnheader" key={column.label} className={column.ours ? "is-ours" : undefined}>
                <ColumnName column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map(({ label, cells }, i) => (
            <tr key={i} role="row">
              <th scope="row" role="rowheader">
                {label}
              </th>
              {cells.map((cell, j) => (
                <td key={j} role="cell" className={columns[j]?.ours ? "is-ours" : undefined}>
                  {/* The column's name above each cell on a phone, where the header row is hidden; read once, from the header. */}
                  <span className="compare-cell-label" aria-hidden="true">
                    <ColumnName column={columns[j]!} />
                  </span>
                  {isMark(cell) ? <MarkCell value={cell} /> : <span className="compare-value">{cell}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
