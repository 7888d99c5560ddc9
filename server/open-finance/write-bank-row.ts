import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { openFinanceTransactions, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { MappedBankTransaction } from "@/lib/domain/bank-transaction-mapping";
import { BANK_MATCH_WINDOWS } from "@/lib/domain/bank-match-windows";
import type { SyncedAccount } from "@/server/open-finance/sync-accounts";
import { findBankRowsNear } from "@/server/shared/bank-rows-near";
import type { Categoriser } from "@/server/categorisation/make-categoriser";
import type { PayeeResolver } from "@/server/payees/make-payee-resolver";
import { payeeCandidateOfBankRow } from "@/lib/domain/payee-candidate";
import { isSettledSource } from "@/lib/domain/category-source";
import { chooseTwin } from "@/lib/domain/twin-choice";
import { findTypedTwins } from "@/server/open-finance/find-typed-twins";
import { refreshCardStatement } from "@/server/cards";
import type { AccountOwner } from "@/lib/domain/own-money-move";
import { refundCategory } from "@/server/open-finance/refund-category";
import { markRecurringPaidByBankRow } from "@/server/recurring-payments/mark-recurring-paid-by-bank-row";

type MappedRow = Extract<MappedBankTransaction, { kind: "transaction" }>;

export interface RowContext {
  userId: string;
  account: SyncedAccount;
  typeIds: Record<"receita" | "despesa", string>;
  categorise: Categoriser;
  payeeOf: PayeeResolver;
  /** The connection's holder (Pluggy's identity): a Pix to their own CPF is an own transfer. */
  owner?: AccountOwner;
}

/** A bank prints the parcela's number in its text ("LOJA 2/3", "LOJA PARC 02/03"): not part of the series' name. */
const INSTALLMENT_TEXT = /\s*(parc(ela)?\.?\s*)?\d{1,2}\s*(\/|de)\s*\d{1,2}\s*$/i;

/** One series per card purchase: the same id for every parcela the bank sends of it, on any sync. */
function seriesId(ctx: RowContext, row: MappedRow): string | null {
  const plan = row.installment;
  if (!plan) return null;
  const name = row.description.replace(INSTALLMENT_TEXT, "").trim().toLowerCase();
  const key = `${ctx.userId}|${ctx.account.pluggyAccountId}|${plan.purchaseDay ?? ""}|${plan.totalCents ?? ""}|${plan.count}|${name}`;
  const hex = createHash("sha256").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A PENDING row of this account that this POSTED one confirms under a new id. */
async function pendingTwin(tx: DbOrTx, ctx: RowContext, row: MappedRow): Promise<string | null> {
  const [found] = await findBankRowsNear(tx, {
    userId: ctx.userId,
    around: row.day,
    days: BANK_MATCH_WINDOWS.copy,
    amount: { cents: row.cents, type: row.type },
    accountId: ctx.account.id,
    pending: true,
    limit: 1,
  });
  return found?.transactionId ?? null;
}

/**
 * The row the person typed (or imported from OFX) that is this bank row (see findTypedTwins and
 * chooseTwin): the nearest, then the most alike; "ambiguous" when two are equally good.
 */
async function handTypedTwin(
  tx: DbOrTx,
  ctx: RowContext,
  row: MappedRow,
): Promise<{ id: string; sameInstallment: boolean } | "ambiguous" | null> {
  const plan = row.installment;
  const candidates = await findTypedTwins(tx, {
    userId: ctx.userId,
    paymentMethodId: ctx.account.paymentMethodId,
    cents: row.cents,
    type: row.type,
    day: row.day,
    installment: plan ? { index: plan.index, count: plan.count, purchaseDay: plan.purchaseDay } : null,
  });
  candidates.sort((a, b) => a.distance - b.distance);
  const texts = [row.description, row.rawDescription ?? "", row.counterparty ?? "", row.facts.merchantName ?? ""];
  const chosen = chooseTwin(candidates, texts.filter(Boolean));
  if (chosen === null || chosen === "ambiguous") return chosen;
  return { id: chosen.id, sameInstallment: candidates.find((c) => c.id === chosen.id)!.sameInstallment };
}

/**
 * Links a bank row to the person's own: their category, description, tags and receipts stay; the
 * bank's day replaces theirs (a parcela keeps its series and days), and a row without a payment
 * method takes the account's.
 */
async function linkTwin(tx: DbOrTx, ctx: RowContext, row: MappedRow, twin: { id: string; sameInstallment: boolean }) {
  const own = and(eq(transactions.id, twin.id), eq(transactions.userId, ctx.userId));
  if (!twin.sameInstallment) await tx.update(transactions).set({ transactionDate: row.day }).where(own);
  await tx
    .update(transactions)
    .set({ paymentMethodId: ctx.account.paymentMethodId })
    .where(and(own, isNull(transactions.paymentMethodId)));
  if (!twin.sameInstallment && ctx.account.type === "CREDIT") await refreshCardStatement(tx, ctx.userId, twin.id);
  await tx
    .insert(openFinanceTransactions)
    .values({ ...sideRow(ctx, row, twin.id), reconciled: true, needsReview: false });
}

function sideRow(ctx: RowContext, row: MappedRow, transactionId: string) {
  return {
    transactionId,
    userId: ctx.userId,
    accountId: ctx.account.id,
    pluggyTransactionId: row.pluggyId,
    status: row.status,
    rawDescription: row.rawDescription,
    counterparty: row.counterparty,
    counterpartyDocument: row.facts.counterpartyDocument,
    pluggyCategoryId: row.facts.categoryId,
    pluggyCategory: row.facts.category,
    mcc: row.facts.mcc,
    merchantDocument: row.facts.merchantDocument,
    merchantCnae: row.facts.merchantCnae,
  };
}

/**
 * A POSTED row that confirms a PENDING row of this account under a new id: the pending row takes
 * the bank's day, text and id. Answers the row's id, or null when no pending row matches.
 */
export async function confirmPending(tx: DbOrTx, ctx: RowContext, row: MappedRow): Promise<string | null> {
  if (row.status !== "POSTED") return null;
  const pending = await pendingTwin(tx, ctx, row);
  if (!pending) return null;
  await tx
    .update(transactions)
    .set({ transactionDate: row.day, description: row.description })
    .where(and(eq(transactions.id, pending), eq(transactions.userId, ctx.userId)));
  await tx
    .update(openFinanceTransactions)
    .set({
      pluggyTransactionId: row.pluggyId,
      status: "POSTED",
      rawDescription: row.rawDescription,
      counterparty: row.counterparty,
    })
    .where(eq(openFinanceTransactions.transactionId, pending));
  return pending;
}

/**
 * A row the person typed or imported (OFX, CSV) that is this bank row: linked, "conciliado".
 * Answers its id; "ambiguous" when two are equally good (the bank row is then written new, in
 * review as "Possível duplicata"); null when none is.
 */
export async function linkCopy(tx: DbOrTx, ctx: RowContext, row: MappedRow): Promise<{ id: string } | "ambiguous" | null> {
  const typed = await handTypedTwin(tx, ctx, row);
  if (typed === null || typed === "ambiguous") return typed;
  await linkTwin(tx, ctx, row, typed);
  return { id: typed.id };
}

/**
 * Writes a bank row that matched nothing as a new transaction, categorised and with its payee; it
 * waits in review unless its category is settled, or when `ambiguous` (two rows of the person may
 * be this one). A despesa may pay a recurring payment's occurrence. Answers the new row's id.
 */
export async function createBankRow(
  tx: DbOrTx,
  ctx: RowContext,
  row: MappedRow,
  { ambiguous = false }: { ambiguous?: boolean } = {},
): Promise<string> {
  const plan = row.installment;
  const payeeId = await ctx.payeeOf(payeeCandidateOfBankRow(row.facts), tx);
  // An estorno takes the category of the purchase it gives back, so it lowers that spending.
  const category =
    (row.cents < 0 ? await refundCategory(tx, ctx.userId, { ...row, payeeId }) : null) ??
    (await ctx.categorise(
      { description: row.description, type: row.type, payeeId, facts: row.facts },
      tx,
    ));
  const [created] = await tx
    .insert(transactions)
    .values({
      userId: ctx.userId,
      description: row.description,
      valor: row.cents,
      transactionDate: row.day,
      transactionTypeId: ctx.typeIds[row.type],
      categoryId: category.categoryId,
      categorySource: category.source,
      payeeId,
      paymentMethodId: ctx.account.paymentMethodId,
      installmentGroupId: seriesId(ctx, row),
      installmentIndex: plan?.index ?? null,
      installmentCount: plan?.count ?? null,
    })
    .returning({ id: transactions.id });
  // A category from the person's rules, payees or history is settled; the bank's or the MCC's is a
  // suggestion that waits in review (it counts in every total meanwhile), as does no category.
  await tx
    .insert(openFinanceTransactions)
    .values({
      ...sideRow(ctx, row, created!.id),
      // Two rows of the person may be this one ("Possível duplicata de …"): the person says which.
      needsReview: ambiguous || !isSettledSource(category.source),
    });
  if (row.type === "despesa") {
    await markRecurringPaidByBankRow(tx, ctx.userId, {
      transactionId: created!.id,
      payeeId,
      cents: row.cents,
      day: row.day,
    });
  }
  return created!.id;
}
