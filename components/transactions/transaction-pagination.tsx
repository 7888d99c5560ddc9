import Link from "next/link";
import { TxIcon } from "@/components/transactions/tx-icon";
import { formatCount } from "@/lib/format/count";

/** Pages 1, the last, and two either side of the current one; null marks a gap. */
function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Previous, the page numbers, next: plain links, so the page lives in the URL. */
export function TransactionPagination({
  page,
  pageCount,
  total,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, direction: "previous" | "next") =>
    target < 1 || target > pageCount ? (
      <span aria-disabled="true" aria-label={label} data-step={direction}>
        <TxIcon name={direction} />
      </span>
    ) : (
      <Link href={hrefFor(target)} prefetch={false} aria-label={label} data-step={direction}>
        <TxIcon name={direction} />
      </Link>
    );
  return (
    <nav aria-label="Páginas" className="tx-pages">
      <p data-testid="transactions-page-status">
        Página {page} de {pageCount} · {formatCount(total)} transações
      </p>
      <div>
        {step(page - 1, "Página anterior", "previous")}
        {visiblePages(page, pageCount).map((n, index) =>
          n === null ? (
            <span key={`gap-${index}`} aria-hidden="true">
              …
            </span>
          ) : (
            <Link
              key={n}
              href={hrefFor(n)}
              prefetch={false}
              aria-label={`Página ${n}`}
              aria-current={n === page ? "page" : undefined}
            >
              {n}
            </Link>
          ),
        )}
        {step(page + 1, "Próxima página", "next")}
      </div>
    </nav>
  );
}
