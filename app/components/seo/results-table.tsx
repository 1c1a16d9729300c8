import { Fragment, type ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** One column of a results table: its header and what each row shows in it. */
export interface ResultsColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells, added to the shared padding. */
  className?: string;
}

interface ResultsTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ResultsColumn<T>[];
  /** `data-*` attributes of a row's `<tr>` (the e2e specs find rows by them). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** What an expanded row shows under it; null gives the row no Details button. */
  details?: (row: T) => ReactNode;
  /** The key of the expanded row, and its change (one row open at a time). */
  open?: string | null;
  onOpenChange?: (key: string | null) => void;
  /** Words after "Details"/"Hide" for screen readers, naming the row. */
  toggleName?: (row: T) => string;
  /** The last cell of a row instead of the Details button. */
  action?: (row: T) => ReactNode;
  /** The table spans its card: the outer cells take the card's padding (px-5). */
  flush?: boolean;
  /** Long lists (a crawl of up to 500 pages) scroll inside under a sticky header. */
  scroll?: boolean;
  /** Narrow screens wrap the cells to the card's width instead of scrolling sideways. */
  fitWidth?: boolean;
}

/**
 * The SEO tools' table of analysed pages: a header row, one row per page, an Actions column
 * (a Details toggle opening the row's details underneath, or the caller's own action) and
 * room for hundreds of rows.
 *
 * @example
 * <ResultsTable rows={analyses} rowKey={(a) => a.url} columns={COLUMNS}
 *   details={(a) => <ServerAnalysisView analysis={a} />} open={open} onOpenChange={setOpen} />
 */
export function ResultsTable<T>({
  rows,
  rowKey,
  columns,
  rowData,
  details,
  open = null,
  onOpenChange,
  toggleName,
  action,
  flush = false,
  scroll = false,
  fitWidth = false,
}: ResultsTableProps<T>) {
  const edge = flush ? "px-3 first:pl-5 last:pr-5" : "px-3";
  const hasActions = Boolean(details || action);
  const span = columns.length + (hasActions ? 1 : 0);
  return (
    <div className={scroll ? "relative max-h-[36rem] overflow-auto" : "relative overflow-x-auto"}>
      <table className={`w-full text-left text-sm ${fitWidth ? "" : "min-w-[40rem]"}`}>
        <thead
          className={`${scroll ? "sticky top-0 " : ""}bg-slate-50 text-xs uppercase tracking-wide text-slate-500`}
        >
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${edge} py-2 font-medium`}>
                {column.header}
              </th>
            ))}
            {hasActions && (
              <th scope="col" className={`${edge} py-2 font-medium`}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const key = rowKey(row);
            const content = details?.(row) ?? null;
            const expanded = open === key && content !== null;
            return (
              <Fragment key={key}>
                <tr {...rowData?.(row)}>
                  {columns.map((column) => (
                    <td key={column.header} className={`${edge} py-2 ${column.className ?? ""}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {hasActions && (
                    <td className={`${edge} whitespace-nowrap py-2 text-right`}>
                      {action
                        ? action(row)
                        : content !== null && (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-expanded={expanded}
                              onClick={() => onOpenChange?.(expanded ? null : key)}
                            >
                              {expanded ? "Hide" : "Details"}
                              {toggleName && <span className="sr-only"> {toggleName(row)}</span>}
                            </Button>
                          )}
                    </td>
                  )}
                </tr>
                {expanded && (
                  <tr>
                    <td colSpan={span} className={`bg-slate-50 py-4 ${flush ? "px-5" : "px-3"}`}>
                      {content}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
