import { ListLoadError } from "@/components/shell/list-load-error";
import {
  PAYMENT_HISTORY_LOAD_ERROR,
  PaymentHistory,
  PaymentHistoryPanel,
} from "@/components/subscription/payment-history";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listPayments } from "@/server/billing/list-payments";

/** The invoices, read from Stripe while the rest of the screen is already shown. */
export async function PaymentHistorySection({ userId }: { userId: string }) {
  const payments = await loadPart("assinatura: histórico de pagamentos", () => listPayments(db, userId));
  if (!payments.ok) {
    return (
      <PaymentHistoryPanel>
        <ListLoadError message={PAYMENT_HISTORY_LOAD_ERROR} toastTitle="Erro" />
      </PaymentHistoryPanel>
    );
  }
  return <PaymentHistory payments={payments.data} />;
}
