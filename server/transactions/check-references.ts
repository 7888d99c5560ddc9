import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { categories, objectives, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import type { SharingLevel } from "@/lib/domain/enums";
import { CATEGORY_NOT_FOUND } from "@/lib/schemas/categories";
import { PAYMENT_METHOD_NOT_FOUND } from "@/lib/schemas/payment-methods";
import { objectiveMessages } from "@/lib/schemas/objectives";
import { accessPaymentMethod, visibleHouseholdItemSql } from "@/server/shared/household-access";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { assertRefundFits } from "@/server/transactions/assert-refund-fits";

export interface TransactionReferences {
  transactionTypeId: string;
  categoryId: string | null;
  paymentMethodId: string | null;
  objectiveId: string | null;
  payeeId?: string | null;
  /** An estorno: only a despesa on a credit card, never linked to an objective. */
  estorno?: boolean;
}

/** The account a row is written to: its owner owns the row (docs/decisions/households.md). */
export interface RowAccount {
  ownerId: string;
  /** null without an account. */
  sharing: SharingLevel | null;
}

/**
 * The account `actor` writes a row to: their own, or one shared "Ver e lançar" with them (a
 * read-only one is a 403, another's private one a 404), locked until the write. Without one the
 * row is the actor's.
 */
export async function rowAccount(tx: DbOrTx, actor: string, paymentMethodId: string | null): Promise<RowAccount> {
  if (!paymentMethodId) return { ownerId: actor, sharing: null };
  const method = await accessPaymentMethod(tx, {
    userId: actor,
    id: paymentMethodId,
    mode: "write",
    notFoundMessage: PAYMENT_METHOD_NOT_FOUND,
    lock: true,
  });
  return { ownerId: method.ownerId, sharing: method.sharing };
}

/**
 * A category or objective both the actor and the row's owner see (their own on their own row; the
 * household's on another member's row), share-locked until the write: 404 otherwise. Answers whose it is.
 */
async function itemSeenByBoth(
  tx: DbOrTx,
  { actor, owner, id }: { actor: string; owner: string; id: string },
  item: { table: typeof categories | typeof objectives; message: string },
): Promise<string> {
  const { table } = item;
  const [row] = await tx
    .select({ ownerId: table.userId })
    .from(table)
    .where(and(eq(table.id, id), visibleHouseholdItemSql(actor, table), visibleHouseholdItemSql(owner, table)))
    .for("key share");
  if (!row) throw notFound(item.message);
  return row.ownerId;
}

/**
 * Checks every id a row `actor` writes points to: the type must exist (400); the payment method
 * must be one they may write to (rowAccount), whose owner owns the row; the category and the
 * objective must be seen by both (404), the category fit the type (400); the payee must be the row
 * owner's (404: payees are each person's); an estorno must be a despesa on a credit card (400).
 * Answers with the type's name and the row's account.
 */
export async function checkReferences(
  tx: DbOrTx,
  actor: string,
  refs: TransactionReferences,
): Promise<{ type: TransactionTypeName; account: RowAccount }> {
  const [type] = await tx
    .select({ transactionType: transactionTypes.transactionType })
    .from(transactionTypes)
    .where(eq(transactionTypes.id, refs.transactionTypeId));
  if (!type) throw new AppError("bad_request", "Tipo de transação não encontrado.");
  const account = await rowAccount(tx, actor, refs.paymentMethodId);
  const owner = account.ownerId;
  await assertOwnedReferences(tx, owner, { payeeId: refs.payeeId });
  if (refs.objectiveId) {
    await itemSeenByBoth(tx, { actor, owner, id: refs.objectiveId }, { table: objectives, message: objectiveMessages.notFound });
  }
  if (refs.categoryId) {
    const category = { table: categories, message: CATEGORY_NOT_FOUND };
    // The type check reads the category as its creator does.
    const creator = await itemSeenByBoth(tx, { actor, owner, id: refs.categoryId }, category);
    await assertCategoryFits(tx, creator, refs.categoryId, type.transactionType);
  }
  if (refs.estorno) await assertRefundFits(tx, owner, refs, type.transactionType);
  return { type: type.transactionType, account };
}
