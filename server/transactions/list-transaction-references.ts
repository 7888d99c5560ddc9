import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { dataOrNull, loadPart } from "@/lib/server/load-part";
import { listCategories } from "@/server/categories/list-categories";
import { listObjectives } from "@/server/objectives/list-objectives";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { listTransactionTypes } from "@/server/transactions/list-transaction-types";
import { listTags } from "@/server/tags/list-tags";
import type { TransactionReferences } from "@/lib/schemas/transactions";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, "pt-BR", { sensitivity: "base" });

/**
 * What the transaction dialog and the category filter choose from: the fixed types and the
 * user's categories, payment methods, objectives and tags (by name), reduced to what they show.
 * Kept by the list version: every one of those lists moves it (migrations 0003, 0021 and 0040).
 * When a list's query breaks, the others are still answered, that one empty, and nothing is kept.
 */
export async function listTransactionReferences(
  db: DbOrTx,
  userId: string,
): Promise<{ references: TransactionReferences; failed: boolean }> {
  try {
    const references = await cachedValueForListVersion(
      db,
      userId,
      "transaction-references",
      async () =>
        referencesOf(
          await Promise.all([
            listTransactionTypes(db),
            listCategories(db, userId),
            listPaymentMethods(db, userId),
            listObjectives(db, userId),
            listTags(db, userId),
          ]),
        ),
    );
    return { references, failed: false };
  } catch {
    const lists = await Promise.all([
      settle(() => listTransactionTypes(db), "tipos"),
      settle(() => listCategories(db, userId), "categorias"),
      settle(() => listPaymentMethods(db, userId), "meios de pagamento"),
      settle(() => listObjectives(db, userId), "objetivos"),
      settle(() => listTags(db, userId), "tags"),
    ]);
    const [types, categories, paymentMethods, objectives, tags] = lists;
    return {
      references: referencesOf([
        types ?? [],
        categories ?? [],
        paymentMethods ?? [],
        objectives ?? [],
        tags ?? [],
      ]),
      failed: lists.some((list) => list === null),
    };
  }
}

/** A list, or null when its query breaks: the screen still renders, with that list empty. */
const settle = async <T>(load: () => Promise<T[]>, what: string): Promise<T[] | null> =>
  dataOrNull(await loadPart(`transações: ${what}`, load));

type Lists = [
  Awaited<ReturnType<typeof listTransactionTypes>>,
  Awaited<ReturnType<typeof listCategories>>,
  Awaited<ReturnType<typeof listPaymentMethods>>,
  Awaited<ReturnType<typeof listObjectives>>,
  Awaited<ReturnType<typeof listTags>>,
];

function referencesOf([
  types,
  categories,
  paymentMethods,
  objectives,
  tags,
]: Lists): TransactionReferences {
  const label = ({ _id, name, color }: { _id: string; name: string; color: string }) => ({
    _id,
    name,
    color,
  });
  return {
    types,
    categories: categories
      .map((category) => ({
        ...label(category),
        type: category.type,
        ...(category.deductible ? { deductible: true as const } : {}),
      }))
      .sort(byName),
    // Only those a row may be written to: a member's "Só ver" account is read, not offered.
    paymentMethods: paymentMethods
      .filter((method) => method.access !== "read")
      .map((method) => ({
        ...label(method),
        ...(method.closingDay !== null && method.dueDay !== null && method.kind === "credit_card"
          ? { card: { closingDay: method.closingDay, dueDay: method.dueDay } }
          : {}),
      }))
      .sort(byName),
    objectives: objectives.map(({ _id, name }) => ({ _id, name })).sort(byName),
    tags: tags.map((tag) => tag.name),
  };
}
