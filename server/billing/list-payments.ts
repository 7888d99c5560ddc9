import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { minorToMajorUnits } from "@/lib/format/money";
import { findBillingUser } from "@/server/billing/find-billing-user";
import type { PaymentJson } from "@/lib/schemas/billing";
import * as gateway from "@/server/billing/stripe-gateway";
import type { StripeInvoice } from "@/server/billing/stripe-gateway";

/** The customer's invoices, newest first, amounts in each invoice's own currency. */
export async function listPayments(db: DbOrTx, userId: string): Promise<PaymentJson[]> {
  gateway.assertBillingEnabled();
  const user = await findBillingUser(db, userId);
  if (!user.stripeCustomerId) return [];
  const invoices = await gateway.listInvoices(user.stripeCustomerId);
  return invoices.filter((invoice) => invoice.status !== "draft").map(toPaymentJson);
}

function toPaymentJson(invoice: StripeInvoice): PaymentJson {
  const paid = invoice.status === "paid";
  const minorUnits = paid ? invoice.amount_paid : invoice.amount_due;
  const currency = invoice.currency.toLowerCase();
  return {
    id: invoice.id,
    date: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000).toISOString(),
    status: invoice.status ?? "open",
    amount: minorToMajorUnits(minorUnits, currency),
    currency,
    pdf: invoice.invoice_pdf ?? invoice.hosted_invoice_url ?? null,
  };
}
