import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { openFinanceAccounts, openFinanceItems, openFinanceTransactions, paymentMethods, transactions } from "@/db/schema";
import type { Db, DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { logger } from "@/lib/server/logger";
import { methodKindOf } from "@/lib/domain/account-link-match";
import { linkMessages, type LinkAccountBody } from "@/lib/schemas/open-finance-links";
import { assignStatementMonths } from "@/server/cards";
import { freeAccountName } from "@/server/open-finance/free-account-name";
import { lockItem } from "@/server/open-finance/lock-item";
import { enqueueItemSync } from "@/server/open-finance/sync-queue";

/** A card made before the bank's days are read: the next sync sets its closing and due days and limit. */
const PROVISIONAL_CARD_DAYS = { closingDay: 3, dueDay: 10 };

type Kind = "BANK" | "CREDIT";

/** The person's account or card this connected account may be linked to: theirs, of its kind, free. */
async function chosenMethod(tx: DbOrTx, userId: string, accountId: string, type: Kind, id: string): Promise<string> {
  const [method] = await tx
    .select({ id: paymentMethods.id, kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .for("update");
  if (!method) throw notFound(linkMessages.methodNotFound);
  if (method.kind !== methodKindOf(type)) throw new AppError("conflict", linkMessages.wrongKind);
  const [other] = await tx
    .select({ id: openFinanceAccounts.id })
    .from(openFinanceAccounts)
    .where(
      and(
        eq(openFinanceAccounts.userId, userId),
        eq(openFinanceAccounts.paymentMethodId, id),
        ne(openFinanceAccounts.id, accountId),
      ),
    );
  if (other) throw new AppError("conflict", linkMessages.linkedElsewhere);
  return method.id;
}

/** A relinked account's bank rows follow it to its new account or card (and, on a card, to its faturas). */
async function moveBankRows(tx: DbOrTx, userId: string, accountId: string, from: string, to: string, type: Kind) {
  const moved = await tx
    .update(transactions)
    .set({ paymentMethodId: to, statementMonth: null })
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.paymentMethodId, from),
        inArray(
          transactions.id,
          tx
            .select({ id: openFinanceTransactions.transactionId })
            .from(openFinanceTransactions)
            .where(and(eq(openFinanceTransactions.userId, userId), eq(openFinanceTransactions.accountId, accountId))),
        ),
      ),
    )
    .returning({ id: transactions.id });
  if (type === "CREDIT" && moved.length > 0) {
    await assignStatementMonths(tx, userId, to, inArray(transactions.id, moved.map((row) => row.id)));
  }
}

/**
 * PATCH /open-finance/accounts/{id}: "Sim, vincular" links a connected account to one of the
 * person's own (from then on its balance is the bank's; the difference is kept as the "Ajuste de
 * saldo ao conectar" at the next sync, before any bank row lands); `null` ("Não, criar nova") makes
 * a new one. Relinking moves the rows the bank already brought. A sync is then queued, which writes
 * the account's rows. Another person's account is a 404.
 */
export async function linkConnectedAccount(
  db: Db,
  userId: string,
  accountId: string,
  body: LinkAccountBody,
  now: Date = new Date(),
): Promise<{ itemId: string }> {
  const [found] = await db
    .select({ itemId: openFinanceAccounts.itemId })
    .from(openFinanceAccounts)
    .where(and(eq(openFinanceAccounts.id, accountId), eq(openFinanceAccounts.userId, userId)));
  if (!found) throw notFound(linkMessages.accountNotFound);
  await db.transaction(async (tx) => {
    await lockItem(tx, found.itemId);
    const [account] = await tx
      .select({
        type: openFinanceAccounts.type,
        name: openFinanceAccounts.name,
        paymentMethodId: openFinanceAccounts.paymentMethodId,
        institution: openFinanceItems.institutionName,
      })
      .from(openFinanceAccounts)
      .innerJoin(openFinanceItems, eq(openFinanceItems.id, openFinanceAccounts.itemId))
      .where(and(eq(openFinanceAccounts.id, accountId), eq(openFinanceAccounts.userId, userId)))
      .for("update", { of: openFinanceAccounts });
    if (!account) throw notFound(linkMessages.accountNotFound);
    const type = account.type as Kind;
    let target: string;
    let handKept = false;
    if (body.paymentMethodId) {
      target = await chosenMethod(tx, userId, accountId, type, body.paymentMethodId);
      handKept = target !== account.paymentMethodId;
    } else {
      const [created] = await tx
        .insert(paymentMethods)
        .values({
          userId,
          name: await freeAccountName(tx, userId, {
            institution: account.institution,
            label: account.name,
          }),
          kind: methodKindOf(type),
          ...(type === "CREDIT" ? PROVISIONAL_CARD_DAYS : {}),
        })
        .returning({ id: paymentMethods.id });
      target = created!.id;
    }
    if (account.paymentMethodId && account.paymentMethodId !== target) {
      await moveBankRows(tx, userId, accountId, account.paymentMethodId, target, type);
    }
    await tx
      .update(openFinanceAccounts)
      .set({
        paymentMethodId: target,
        linkState: "linked",
        suggestedPaymentMethodId: null,
        ...(handKept || !body.paymentMethodId
          ? { linkedAt: handKept ? now : null, linkAdjustment: null, linkAdjustmentSeenAt: null }
          : {}),
      })
      .where(eq(openFinanceAccounts.id, accountId));
  });
  try {
    await enqueueItemSync(found.itemId);
  } catch (error) {
    // The link stands: the next sync (webhook, "Atualizar", the daily one) writes the rows.
    logger.warn({ err: error, itemId: found.itemId }, "conexão bancária: sincronização após vínculo não enfileirada");
  }
  return { itemId: found.itemId };
}
