import type { Metadata } from "next";
import { loadPart } from "@/lib/server/load-part";
import { searchList } from "@/lib/loaded";
import { LabelsScreen } from "@/components/labels/labels-screen";
import { db } from "@/lib/server/db";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { PAYMENT_METHOD_STARTER_SET } from "@/lib/schemas/payment-methods";
import { normalizeSearchTerm } from "@/lib/search";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

export const metadata: Metadata = { title: "Meios de pagamento" };

/** Meios de pagamento: the user's payment methods matching `?q=`, read on the server. */
export default async function PaymentMethodsPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const term = normalizeSearchTerm(firstParam(await searchParams, "q"));
  const list = await loadPart("meios de pagamento", () =>
    searchList((q) => listPaymentMethods(db, user.id, q), term),
  );
  return (
    <LabelsScreen kind="payment-method" term={term} list={list} starterSet={PAYMENT_METHOD_STARTER_SET} />
  );
}
