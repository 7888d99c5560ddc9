import { IntentLink } from "@/components/ui/intent-link";
import { CalendarClock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";
import type { Day } from "@/lib/domain/calendar";
import { PendingPaymentAction } from "@/components/dashboard/pending-payment-action";
import { PendingPaymentItem } from "@/components/dashboard/pending-payment-item";

/**
 * The month's bills, those still to pay first, then the paid ones (each group in due-date order,
 * as they come). Each row's button is the only interactive part.
 */
export function PendingPaymentsList({
  payments,
  today,
}: {
  payments: readonly PendingPaymentJson[];
  today: Day;
}) {
  if (payments.length === 0) {
    return (
      <EmptyState
        icon={CalendarClock}
        title="Nenhum pagamento neste mês"
        description="Cadastre as contas que se repetem para lembrar de cada vencimento."
        className="border-none py-6"
        action={
          <Button asChild variant="outline">
            <IntentLink href="/recurring-payments">Cadastrar pagamento</IntentLink>
          </Button>
        }
      />
    );
  }
  const ordered = [...payments.filter((p) => !p.isPaid), ...payments.filter((p) => p.isPaid)];
  return (
    <ul className="scroll-shadows -mr-2 flex max-h-96 flex-col divide-y divide-zinc-100 overflow-y-auto pr-2 dark:divide-zinc-800">
      {ordered.map((payment) => (
        <PendingPaymentItem
          key={payment._id}
          payment={payment}
          today={today}
          action={<PendingPaymentAction payment={payment} />}
        />
      ))}
    </ul>
  );
}
