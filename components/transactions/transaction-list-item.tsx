import { formatDateBR } from "@/lib/format/dates";
import { formatMoney, negateCents, reaisToCents } from "@/lib/format/money";
import { splitInstallmentMarker } from "@/lib/format/installment-marker";
import { readableForeground } from "@/lib/format/readable-color";
import { transactionRowId } from "@/components/search/transaction-link";
import { TransactionRowActions } from "@/components/transactions/transaction-row-actions";
import { RowTags } from "@/components/transactions/row-tags";
import { AttachmentClip } from "@/components/attachments/attachment-clip";
import { TxIcon } from "@/components/transactions/tx-icon";
import { toDialogTransaction } from "@/components/transactions/household-row";
import type { TransactionJson } from "@/lib/schemas/transactions";

/**
 * One row: category-coloured icon; a body, the description (up to two lines, the parcel marker
 * kept) beside the signed amount, then "payment method · category · date" in small muted text
 * across the whole width; the actions. Badges that belong to a row (tags, an attachment) go in the body as a
 * third child after the <small> line, wrapped in an element with `data-badges`.
 * An estorno reads "+R$ 30,00" in green with "Estorno" on the small line: it lowers spending.
 * Money moved to or from an objective is neither income nor spending: a neutral amount without a
 * sign, and "→ objective" (a deposit) or "← objective" (a withdrawal) where the category goes.
 * Bare elements styled by the list's stylesheet (transactions.css): every byte here is sent fifty
 * times, twice.
 */
export function TransactionListItem({
  transaction: t,
  highlighted = false,
  attachments = 0,
}: {
  transaction: TransactionJson;
  highlighted?: boolean;
  /** How many receipts it holds: a paperclip when any. */
  attachments?: number;
}) {
  const income = t.transactionTypeId.transactionType === "receita";
  const amountCents = reaisToCents(t.valor);
  // An estorno (a despesa below zero) gives money back: green, "+", and said so on the small line.
  const refund = !income && amountCents < 0;
  const [name, marker] = splitInstallmentMarker(t);
  const objective = t.isObjective && t.objectiveId ? t.objectiveId.name : null;
  // "30/11" and "/2026": the year is left out below 640 px, where the month is on the screen already.
  const date = formatDateBR(t.transactionDate);
  return (
    <li
      data-testid="transaction-row"
      id={transactionRowId(t._id)}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? "true" : undefined}
      tabIndex={highlighted ? -1 : undefined}
    >
      <i
        style={t.categoryId ? { background: t.categoryId.color, color: readableForeground(t.categoryId.color) } : undefined}
        aria-hidden="true"
      >
        <TxIcon name={objective !== null ? "wallet" : income ? "income" : "expense"} />
      </i>
      <div>
        <p>
          <span>{name}</span>
          {marker ? <span data-parcel>{marker}</span> : null}
        </p>
        {objective !== null ? (
          <b data-move>{formatMoney(amountCents)}</b>
        ) : (
          <b data-in={income || refund || undefined}>
            {formatMoney(income ? amountCents : negateCents(amountCents), { plus: true })}
          </b>
        )}
        <small>
          {t.paymentMethodId ? <span data-method>{t.paymentMethodId.name}</span> : null}
          {refund ? <span data-refund>Estorno</span> : null}
          {objective !== null ? (
            <span data-objective title={income ? `Retirado do objetivo ${objective}` : `Guardado no objetivo ${objective}`}>
              {income ? `← ${objective}` : `→ ${objective}`}
            </span>
          ) : (
            <span>{t.categoryId?.name ?? "Sem categoria"}</span>
          )}
          <time dateTime={t.transactionDate}>
            {date.slice(0, 5)}
            <span>{date.slice(5)}</span>
          </time>
        </small>
        {attachments > 0 || t.tags?.length ? (
          <div data-badges>
            <AttachmentClip count={attachments} />
            <RowTags tags={t.tags} />
          </div>
        ) : null}
      </div>
      <TransactionRowActions transaction={toDialogTransaction(t)} />
    </li>
  );
}
