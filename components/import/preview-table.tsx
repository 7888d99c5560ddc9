import { memo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ImportSelect } from "@/components/import/import-select";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney, negateCents, reaisToCents } from "@/lib/format/money";
import type { ImportRowJson } from "@/lib/schemas/imports";
import { cn } from "@/lib/utils";
import { categoryFits } from "@/lib/domain/category-types";
import type { CategoryType } from "@/lib/domain/enums";

/** Rows drawn at once: a 10,000-line statement stays as quick to scroll as a short one. */
const PAGE_SIZE = 100;

export interface CategoryOption {
  id: string;
  name: string;
  /** A category's type: a row is offered only the categories of its own type or of both. */
  type?: CategoryType;
}

const PreviewRow = memo(function PreviewRow({
  row,
  checked,
  categoryId,
  categories,
  onToggle,
  onCategory,
}: {
  row: ImportRowJson;
  checked: boolean;
  categoryId: string;
  categories: CategoryOption[];
  onToggle: (index: number) => void;
  onCategory: (index: number, categoryId: string) => void;
}) {
  const label = `${row.description}, ${formatDateBR(row.date)}`;
  // Below 768 px a row is a small card: the box and the date with the amount on top, the
  // description under them, the category last; from 768 px, the table's five columns.
  return (
    <tr
      className={cn(
        "grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 border-t border-zinc-100 px-3 py-3 first:border-t-0 md:table-row md:p-0 md:first:border-t dark:border-zinc-800",
        row.duplicate && !checked && "opacity-50",
      )}
      data-duplicate={row.duplicate || undefined}
    >
      <td className="col-start-1 row-span-3 row-start-1 self-start p-0 pt-0.5 md:py-2 md:pr-2 md:pl-3 md:align-middle">
        <input
          type="checkbox"
          className="size-4 cursor-pointer accent-emerald-600"
          checked={checked}
          onChange={() => onToggle(row.index)}
          aria-label={`Importar ${label}`}
        />
      </td>
      <td className="col-start-2 row-start-1 p-0 text-xs whitespace-nowrap text-zinc-700 tabular-nums md:px-2 md:py-2 md:align-middle md:text-sm dark:text-zinc-300">
        {formatDateBR(row.date)}
      </td>
      <td className="col-span-2 col-start-2 row-start-2 p-0 md:max-w-[16rem] md:px-2 md:py-2 md:align-middle">
        <div className="flex min-w-0 flex-col items-start gap-0.5">
          <span className="line-clamp-2 break-words text-zinc-900 md:line-clamp-1 dark:text-zinc-100" title={row.description}>
            {row.description}
          </span>
          {row.duplicate ? (
            <Badge variant="warning" className="text-[11px]">
              Já existe
            </Badge>
          ) : null}
        </div>
      </td>
      <td
        className={cn(
          "col-start-3 row-start-1 p-0 text-right font-medium whitespace-nowrap tabular-nums md:px-2 md:py-2 md:align-middle md:font-normal",
          // An estorno (a despesa below zero) gives money back: green, as a credit.
          row.type === "despesa" && row.valor > 0 ? "text-rose-700 dark:text-rose-400" : "text-emerald-700 dark:text-emerald-400",
        )}
      >
        {formatMoney(row.type === "despesa" ? negateCents(reaisToCents(row.valor)) : reaisToCents(row.valor), { plus: true })}
      </td>
      <td className="col-span-2 col-start-2 row-start-3 p-0 md:py-2 md:pr-3 md:pl-2 md:align-middle">
        <ImportSelect
          className="h-8 w-full min-w-[9rem] text-[13px] md:w-auto"
          value={categoryId}
          onChange={(next) => onCategory(row.index, next)}
          aria-label={`Categoria de ${label}`}
          options={categories
            .filter((category) => categoryFits(category, row.type))
            .map((category) => ({ _id: category.id, name: category.name }))}
          noneLabel="Sem categoria"
          placeholder="Sem categoria"
        />
      </td>
    </tr>
  );
});

/** The preview, a page at a time; ticking and categories live in the parent. */
export function PreviewTable({
  rows,
  selected,
  categoryOf,
  categories,
  onToggle,
  onCategory,
}: {
  rows: ImportRowJson[];
  selected: ReadonlySet<number>;
  categoryOf: ReadonlyMap<number, string>;
  categories: CategoryOption[];
  onToggle: (index: number) => void;
  onCategory: (index: number, categoryId: string) => void;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const visible = rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
        <table className="block w-full text-sm md:table">
          {/* Below 768 px the heads are only read out: each card shows what its values are. */}
          <thead className="sr-only bg-zinc-50 text-left text-xs font-medium text-zinc-600 md:not-sr-only md:table-header-group dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              <th className="py-2 pr-2 pl-3">
                <span className="sr-only">Importar</span>
              </th>
              <th className="px-2 py-2">Data</th>
              <th className="px-2 py-2">Descrição</th>
              <th className="px-2 py-2 text-right">Valor</th>
              <th className="py-2 pr-3 pl-2">Categoria</th>
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {visible.map((row) => (
              <PreviewRow
                key={row.index}
                row={row}
                checked={selected.has(row.index)}
                categoryId={categoryOf.get(row.index) ?? ""}
                categories={categories}
                onToggle={onToggle}
                onCategory={onCategory}
              />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-2 text-sm text-zinc-600 dark:text-zinc-400" aria-label="Páginas da prévia">
          <Button type="button" variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Anterior
          </Button>
          <span>
            Página {current + 1} de {pages}
          </span>
          <Button type="button" variant="outline" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Próxima
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
