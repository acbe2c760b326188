/** The cells the results tables repeat: text heads, right-aligned figure heads and figures, the empty row. */
import type { ReactNode } from 'react';
import { RESULT_LABELS, COMMON_MESSAGES } from '@licita/domain';

/** Left-aligned column heads. */
export function TextHeads({ labels }: { labels: string[] }) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col" className="py-2 pr-4 font-medium">
          {label}
        </th>
      ))}
    </>
  );
}

const rightAligned = (last: boolean) => (last ? 'py-2 text-right' : 'py-2 pr-4 text-right');

/** The right-aligned column heads of the figures (the last one without the right padding). */
export function NumberHeads({ labels }: { labels: string[] }) {
  return (
    <>
      {labels.map((label, i) => (
        <th key={label} scope="col" className={`${rightAligned(i === labels.length - 1)} font-medium`}>
          {label === 'ETC' ? (
            <abbr title={RESULT_LABELS.fte} className="no-underline">
              ETC
            </abbr>
          ) : (
            label
          )}
        </th>
      ))}
    </>
  );
}

/** A row's figures, right-aligned in tabular digits (the last one without the right padding). */
export function NumberCells({ values }: { values: ReactNode[] }) {
  return (
    <>
      {values.map((value, i) => (
        <td key={i} className={`${rightAligned(i === values.length - 1)} tabular-nums`}>
          {value}
        </td>
      ))}
    </>
  );
}

/** The one row of a table without rows. */
export function NoDataRow({ columns }: { columns: number }) {
  return (
    <tr>
      <td colSpan={columns} className="py-6 text-center text-slate-500">
        {COMMON_MESSAGES.noData}
      </td>
    </tr>
  );
}

/**
 * The column heads of a compact table (the budget's years, the offers' scores): each left-aligned or, for figures,
 * right-aligned; the last one without the right padding.
 */
export function CompactHeads({ heads }: { heads: ReadonlyArray<{ label: string; figure?: boolean }> }) {
  return (
    <>
      {heads.map(({ label, figure = false }, i) => (
        <th
          key={label}
          scope="col"
          className={`py-2${i === heads.length - 1 ? '' : ' pr-3'}${figure ? ' text-right' : ''} font-medium`}
        >
          {label}
        </th>
      ))}
    </>
  );
}

/**
 * The frame of a results table: named by `label`, its heads in one row over a rule, its rows divided by thin
 * lines, and an optional `foot`.
 */
export function FiguresTable({
  label,
  className,
  heads,
  foot,
  children,
}: {
  label: string;
  className: string;
  heads: ReactNode;
  foot?: ReactNode;
  children: ReactNode;
}) {
  return (
    <table aria-label={label} className={className}>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-500">{heads}</tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
      {foot}
    </table>
  );
}
