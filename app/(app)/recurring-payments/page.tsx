import type { Metadata } from "next";
import { loadCardList, orNullOnFailure } from "@/components/card-grid/load-card-list";
import { RecurringPaymentsScreen } from "@/components/recurring-payments/recurring-payments-screen";
import { db } from "@/lib/server/db";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { normalizeSearchTerm } from "@/lib/search";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listCategories } from "@/server/categories/list-categories";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { listRecurringPayments } from "@/server/recurring-payments/list-recurring-payments";

export const metadata: Metadata = { title: "Pagamentos Recorrentes" };

/**
 * Pagamentos Recorrentes: the payments matching `?q=`, and the categories and payment methods the
 * dialog offers (a dialog without them still works, so their failure is not the page's), read on
 * the server in parallel.
 */
export default async function RecurringPaymentsPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const term = normalizeSearchTerm(firstParam(await searchParams, "q"));
  const [list, categories, paymentMethods] = await Promise.all([
    loadCardList((q) => listRecurringPayments(db, user.id, q), term, "pagamentos recorrentes"),
    orNullOnFailure(listCategories(db, user.id), "categorias"),
    orNullOnFailure(listPaymentMethods(db, user.id), "meios de pagamento"),
  ]);
  return <RecurringPaymentsScreen list={list} references={{ categories, paymentMethods }} />;
}
