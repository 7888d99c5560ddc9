import type { Metadata } from "next";
import { dataOrNull, loadPart } from "@/lib/server/load-part";
import { searchList } from "@/lib/loaded";
import { RecurringPaymentsScreen } from "@/components/recurring-payments/recurring-payments-screen";
import { db } from "@/lib/server/db";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { normalizeSearchTerm } from "@/lib/search";
import { readHouseholdView } from "@/server/households/read-household-view";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listCategories } from "@/server/categories/list-categories";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { listRecurringPayments } from "@/server/recurring-payments/list-recurring-payments";
import { listRecurringSuggestions } from "@/server/recurring-payments/list-recurring-suggestions";

export const metadata: Metadata = { title: "Pagamentos Recorrentes" };

/**
 * Pagamentos Recorrentes: the payments matching `?q=`, the categories and payment methods the
 * dialog offers, and the subscriptions found in the person's rows (without them the screen still
 * works, so their failure is not the page's), read on the server in parallel.
 */
export default async function RecurringPaymentsPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const term = normalizeSearchTerm(firstParam(await searchParams, "q"));
  const [list, categories, paymentMethods, suggestions, household] = await Promise.all([
    loadPart("pagamentos recorrentes", () => searchList((q) => listRecurringPayments(db, user.id, q), term)),
    loadPart("pagamentos recorrentes: categorias", () => listCategories(db, user.id)),
    loadPart("pagamentos recorrentes: meios de pagamento", () => listPaymentMethods(db, user.id)),
    loadPart("pagamentos recorrentes: assinaturas encontradas", () => listRecurringSuggestions(db, user.id)),
    readHouseholdView(db, user.id),
  ]);
  return (
    <RecurringPaymentsScreen
      term={term}
      list={list}
      references={{ categories: dataOrNull(categories), paymentMethods: dataOrNull(paymentMethods), household }}
      suggestions={dataOrNull(suggestions) ?? []}
    />
  );
}
