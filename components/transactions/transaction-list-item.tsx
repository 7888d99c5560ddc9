import { formatDateBR } from "@/lib/format/dates";
import { formatMoney, negateCents, reaisToCents } from "@/lib/format/money";
import { splitParcelMarker } from "@/lib/format/parcel-marker";
import { readableForeground } from "@/lib/format/readable-color";
import { transactionRowId } from "@/components/search/transaction-link";
import { TransactionRowActions } from "@/components/transactions/transaction-row-actions";
import { toEditableTransaction } from "@/lib/schemas/transactions";
import type { TransactionJson } from "@/lib/schemas/transactions";

/**
 * One row: category-coloured icon, description and signed amount, category and date, actions.
 * Bare elements styled by the list's stylesheet (transactions.module.css): every byte here
 * is sent fifty times, twice.
 */
export function TransactionListItem({ transaction: t, highlighted = false }: { transaction: TransactionJson; highlighted?: boolean }) {
  const income = t.transactionTypeId.transactionType === "receita";
  const amountCents = reaisToCents(t.valor);
  const [name, parcel] = splitParcelMarker(t);
  return (
    <li
      data-testid="transaction-row"
      id={transactionRowId(t._id)}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? "true" : undefined}
    >
      <i style={t.categoryId ? { background: t.categoryId.color, color: readableForeground(t.categoryId.color) } : undefined} data-in={income || undefined} aria-hidden="true" />
      <div>
        <p>
          <span>{name}</span>
          {parcel ? <span data-parcel>{parcel}</span> : null}
          {/* Money moved to or from an objective: a savings move, not income or spending. */}
          {t.isObjective && t.objectiveId ? (
            <span data-parcel title={`Objetivo: ${t.objectiveId.name}`}>
              Objetivo
            </span>
          ) : null}
          <b data-in={income || undefined}>{formatMoney(income ? amountCents : negateCents(amountCents), { plus: true })}</b>
        </p>
        <small>
          <span>{t.categoryId?.name ?? "Sem categoria"}</span>·
          <time dateTime={t.transactionDate}>{formatDateBR(t.transactionDate)}</time>
        </small>
      </div>
      <TransactionRowActions transaction={toEditableTransaction(t)} />
    </li>
  );
}
