import { Download } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { AnalyticsRange, AnalyticsTable as TableName } from "~/schemas/analytics";
import { Card, CardHeader, EmptyState } from "../ui/card";
import { exportUrl } from "./analytics-api";

/** One column: its header, what a row shows in it, and whether it holds a number. */
export interface AnalyticsColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Classes of the column's cells (a long address breaks anywhere). */
  className?: string;
}

/** The CSV of one table over the tab's range, as a plain download link. */
export function CsvLink({
  table,
  range,
  what,
}: {
  table: TableName;
  range: AnalyticsRange;
  /** Words for screen readers after "Download CSV" ("of top pages"). */
  what: string;
}) {
  return (
    <a
      href={exportUrl(table, range)}
      download
      className="inline-flex h-8 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      <Download aria-hidden className="size-4" />
      Download CSV<span className="sr-only"> {what}</span>
    </a>
  );
}

/** Whether an element's content is wider than the element (it scrolls sideways). */
function useOverflowing<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
}

/**
 * The admin's table look (as the SEO tools' results): a grey header row, thin lines between
 * rows. On a narrow screen the table scrolls sideways inside its card, and that scrolling area
 * can then be reached with the keyboard.
 */
export function AnalyticsTable<T>({
  rows,
  rowKey,
  columns,
  labelledBy,
  minWidth,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly AnalyticsColumn<T>[];
  labelledBy: string;
  /** The width under which the table scrolls instead of squeezing its columns. */
  minWidth: string;
}) {
  const { ref, overflowing } = useOverflowing<HTMLDivElement>();
  const align = (column: AnalyticsColumn<T>) =>
    column.numeric ? "text-right tabular-nums whitespace-nowrap" : "";
  return (
    <div
      ref={ref}
      // `relative`: screen-reader-only text in a cell is positioned absolutely, and without a
      // positioned box here it would stick out of the scrolling area and widen the page.
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600"
      {...(overflowing
        ? { role: "region", "aria-labelledby": labelledBy, tabIndex: 0 }
        : undefined)}
    >
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm" style={{ minWidth }}>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-medium first:pl-5 last:pr-5 ${align(column)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 text-slate-700 first:pl-5 last:pr-5 ${align(column)} ${column.className ?? ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface TableCardProps<T> {
  title: string;
  description?: string;
  /** The export behind the card's Download CSV link. */
  table: TableName;
  range: AnalyticsRange;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly AnalyticsColumn<T>[];
  minWidth?: string;
  /** What the card says when the range has no rows. */
  empty: { title: string; body?: string };
}

/** A card holding one of the tab's tables, its CSV download and its empty state. */
export function TableCard<T>({
  title,
  description,
  table,
  range,
  rows,
  rowKey,
  columns,
  minWidth = "28rem",
  empty,
}: TableCardProps<T>) {
  const titleId = useId();
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader
        title={<span id={titleId}>{title}</span>}
        description={description}
        actions={<CsvLink table={table} range={range} what={`of ${title.toLowerCase()}`} />}
      />
      {rows.length === 0 ? (
        <div className="p-5">
          <EmptyState title={empty.title}>{empty.body}</EmptyState>
        </div>
      ) : (
        <AnalyticsTable
          rows={rows}
          rowKey={rowKey}
          columns={columns}
          labelledBy={titleId}
          minWidth={minWidth}
        />
      )}
    </Card>
  );
}
