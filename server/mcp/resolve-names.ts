import "server-only";
import { AppError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { foldForSearch } from "@/lib/search";
import { listCategories } from "@/server/categories/list-categories";
import { listPayees } from "@/server/payees/list-payees";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

/**
 * An assistant names things as the person does ("Mercado", "Nubank"): each name is found among
 * the person's own records through their list use cases, case and accents ignored; an exact
 * match wins over one that only contains the name. None found is a pt-BR 404 the assistant reads.
 */
function pick<T extends { name: string }>(items: T[], name: string, notFound: string): T {
  const wanted = foldForSearch(name.trim());
  const found =
    items.find((item) => foldForSearch(item.name) === wanted) ?? items.find((item) => foldForSearch(item.name).includes(wanted));
  if (!found) throw new AppError("not_found", notFound);
  return found;
}

export async function categoryIdNamed(db: DbOrTx, userId: string, name: string): Promise<string> {
  return pick(await listCategories(db, userId, name), name, `Nenhuma categoria chamada “${name}”.`)._id;
}

export async function paymentMethodIdNamed(db: DbOrTx, userId: string, name: string): Promise<string> {
  return pick(await listPaymentMethods(db, userId, name), name, `Nenhuma conta, cartão ou meio de pagamento chamado “${name}”.`)._id;
}

export async function payeeIdNamed(db: DbOrTx, userId: string, name: string): Promise<string> {
  const { payees } = await listPayees(db, userId, { q: name.trim(), page: 1, pageSize: 20 });
  return pick(payees, name, `Nenhum favorecido chamado “${name}”.`).id;
}
