import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One column of a declaration section: its header, how a line shows in it, and its alignment. */
export interface TaxColumn<T> {
  header: string;
  cell: (line: T) => ReactNode;
  /** Amounts line up on the right. */
  numeric?: boolean;
  /** Hidden from the stacked phone layout's label (the line's title cell). */
  title?: boolean;
}

/**
 * A declaration section as a table from 640 px up; on a phone each line becomes a stacked card,
 * every value under its column's name (one DOM for both, so a screen reader reads the same).
 */
export function TaxTable<T>({ caption, columns, lines, keyOf }: {
  caption: string;
  columns: TaxColumn<T>[];
  lines: T[];
  keyOf: (line: T, index: number) => string;
}) {
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-zinc-200 text-left text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cn("px-2 py-2 font-medium", column.numeric && "text-right")}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block divide-y divide-zinc-200 sm:table-row-group dark:divide-zinc-800">
        {lines.map((line, index) => (
          <tr key={keyOf(line, index)} className="flex flex-col gap-1 py-3 sm:table-row sm:py-0">
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                className={cn(
                  "flex items-baseline justify-between gap-3 sm:table-cell sm:px-2 sm:py-2.5 sm:align-top",
                  !column.title && "before:shrink-0 before:text-xs before:text-zinc-600 before:content-[attr(data-label)] sm:before:content-none dark:before:text-zinc-400",
                  column.numeric && "tabular-nums sm:text-right sm:whitespace-nowrap",
                )}
              >
                {column.cell(line)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
