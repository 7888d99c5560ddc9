import { Repeat } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { ItemListScreen } from "@/components/item-grid/item-list-screen";
import { ClearSearchLink } from "@/components/item-grid/clear-search-link";
import type { Loaded, SearchedList } from "@/lib/loaded";
import { NewRecurringPaymentButton } from "@/components/recurring-payments/recurring-payment-actions";
import type { PaymentReferences } from "@/components/recurring-payments/payment-references";
import { RecurringPaymentPanel } from "@/components/recurring-payments/recurring-payment-panel";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";
import { RECURRING_PAYMENTS_HEADER } from "@/components/recurring-payments/recurring-payments-screen-texts";
import { SubscriptionSuggestions } from "@/components/recurring-payments/subscription-suggestions";
import type { RecurringSuggestionJson } from "@/lib/schemas/recurring-suggestions";

/** 'Pagamentos Recorrentes', rendered on the server from the list and references the page read. */
export function RecurringPaymentsScreen({
  term,
  list,
  references,
  suggestions = [],
}: {
  term: string;
  list: Loaded<SearchedList<RecurringPaymentJson>>;
  references: PaymentReferences;
  /** Payees that look like subscriptions ("Netflix parece uma assinatura…"). */
  suggestions?: readonly RecurringSuggestionJson[];
}) {
  const emptyState = (description: string, clearSearch: boolean) => (
    <EmptyState
      icon={Repeat}
      title="Nenhum pagamento recorrente encontrado"
      description={description}
      action={
        <div className="flex flex-col items-center gap-2 sm:flex-row">
          {clearSearch ? <ClearSearchLink href="/recurring-payments" /> : null}
          <NewRecurringPaymentButton text="Cadastrar Pagamento" references={references} />
        </div>
      }
    />
  );
  return (
    <ItemListScreen
      title={RECURRING_PAYMENTS_HEADER.title}
      description={RECURRING_PAYMENTS_HEADER.description}
      actions={<NewRecurringPaymentButton text="Novo Pagamento" references={references} />}
      search={{
        placeholder: "Buscar pagamentos...",
        label: "Buscar pagamentos recorrentes pelo nome",
      }}
      term={term}
      list={list}
      loadError={{
        message: "Não foi possível carregar os pagamentos recorrentes.",
        toastTitle: "Erro ao buscar pagamentos",
      }}
      empty={emptyState("Comece cadastrando seus pagamentos recorrentes", false)}
      noMatch={emptyState(`Não encontramos pagamentos com "${term}"`, true)}
      gridLabel="Pagamentos recorrentes"
      notice={<SubscriptionSuggestions suggestions={suggestions} />}
      renderItem={(payment) => (
        <RecurringPaymentPanel key={payment._id} payment={payment} references={references} />
      )}
    />
  );
}
