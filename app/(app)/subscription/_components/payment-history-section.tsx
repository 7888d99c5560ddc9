import { ListLoadError } from "@/components/card-grid/load-error";
import {
  PAYMENT_HISTORY_LOAD_ERROR,
  PaymentHistory,
  PaymentHistoryCard,
} from "@/components/subscription/payment-history";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import type { PaymentJson } from "@/lib/schemas/billing";
import { listPayments } from "@/server/billing/list-payments";

/** The invoices, read from Stripe while the rest of the screen is already shown. */
export async function PaymentHistorySection({ userId }: { userId: string }) {
  let payments: PaymentJson[];
  try {
    payments = await listPayments(db, userId);
  } catch (error) {
    logger.error({ err: error }, "[subscription] histórico de pagamentos falhou");
    return (
      <PaymentHistoryCard>
        <ListLoadError message={PAYMENT_HISTORY_LOAD_ERROR} toastTitle="Erro" />
      </PaymentHistoryCard>
    );
  }
  return <PaymentHistory payments={payments} />;
}
