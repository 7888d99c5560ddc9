import { CalendarClock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Money } from "@/components/ui/money";
import { reaisToCents } from "@/lib/format/money";
import type { PaymentReferences } from "@/components/recurring-payments/payment-references";
import { HouseholdBadge } from "@/components/household-items/household-badge";
import { householdOwnerLine, mayChangeItem } from "@/components/household-items/household-view";
import { RecurringPaymentPanelActions } from "@/components/recurring-payments/recurring-payment-actions";
import { describeDueDay, FREQUENCY_LABELS } from "@/lib/domain/due-day";
import { cn } from "@/lib/utils";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/**
 * Name, actions, due day, status and frequency, the amount, category, payment method and
 * description, rendered on the server; only the edit and delete buttons are an island.
 */
export function RecurringPaymentPanel({
  payment,
  references,
}: {
  payment: RecurringPaymentJson;
  references: PaymentReferences;
}) {
  return (
    <li
      data-testid="recurring-payment-panel"
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900",
        !payment.isActive && "bg-zinc-50/60 dark:bg-zinc-900/60",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1 pt-1">
          <h2 className="line-clamp-2 text-base font-semibold break-words text-zinc-900 dark:text-zinc-50">
            {payment.name}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            {describeDueDay(payment.frequency, payment.dueDay)}
          </p>
          {payment.household ? <HouseholdBadge ownerLine={householdOwnerLine(payment, references.household)} /> : null}
        </div>
        {/* A "Só ver" member reads the household's bills without changing them. */}
        {mayChangeItem(payment) ? <RecurringPaymentPanelActions payment={payment} references={references} /> : null}
      </div>
      <div className="flex items-end justify-between gap-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={payment.isActive ? "success" : "default"}>
            {payment.isActive ? "Ativo" : "Inativo"}
          </Badge>
          <Badge variant="outline">{FREQUENCY_LABELS[payment.frequency]}</Badge>
        </div>
        <Money
          cents={reaisToCents(payment.amount)}
          className={cn(
            "text-right text-xl font-semibold text-zinc-900 dark:text-zinc-50",
            !payment.isActive && "text-zinc-600 dark:text-zinc-400",
          )}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 border-t border-zinc-100 pt-3 text-sm dark:border-zinc-800">
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Categoria</dt>
          <dd className="truncate font-medium text-zinc-800 dark:text-zinc-200">
            {payment.categoryId?.name ?? "Sem categoria"}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Meio de pagamento</dt>
          <dd className="truncate font-medium text-zinc-800 dark:text-zinc-200">
            {payment.paymentMethodId?.name ?? "Não informado"}
          </dd>
        </div>
      </dl>
      {payment.description ? (
        <p className="-mt-1 line-clamp-2 text-sm text-zinc-600 dark:text-zinc-400">
          {payment.description}
        </p>
      ) : null}
    </li>
  );
}
