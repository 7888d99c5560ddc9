import "server-only";
import type { Cents } from "@/lib/format/money";
import { and, eq } from "drizzle-orm";
import type { Account } from "pluggy-sdk";
import { openFinanceAccounts, paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { bankDay } from "@/lib/domain/bank-transaction-mapping";
import { floatToCents, subtractCents, ZERO_CENTS } from "@/lib/format/money";
import { methodKindOf } from "@/lib/domain/account-link-match";
import { freeAccountName } from "@/server/open-finance/free-account-name";
import { findLinkCandidate } from "@/server/open-finance/find-link-candidate";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

export interface SyncedAccount {
  id: string;
  pluggyAccountId: string;
  type: "BANK" | "CREDIT";
  paymentMethodId: string;
  transactionsCursor: string | null;
  lastSyncedAt: Date | null;
  balanceCents: Cents;
}

/** When the bank sends no closing day: a week before the due day, as most Brazilian cards do. */
const CLOSING_BEFORE_DUE = 7;

/** A bill's date is a calendar day ("2026-11-03", which the SDK turns into UTC midnight), not an instant. */
function dayOfMonth(value: Date | string | null | undefined): number | null {
  if (!value) return null;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const midnight =
    instant.getUTCHours() === 0 && instant.getUTCMinutes() === 0 && instant.getUTCSeconds() === 0;
  return midnight ? instant.getUTCDate() : Number(bankDay(instant).slice(8, 10));
}

function cardDays(account: Account): { closingDay: number; dueDay: number } {
  const due = dayOfMonth(account.creditData?.balanceDueDate) ?? 10;
  const closing =
    dayOfMonth(account.creditData?.balanceCloseDate) ?? ((due - CLOSING_BEFORE_DUE + 30) % 31) + 1;
  return { closingDay: closing, dueDay: due };
}

function cardFields(account: Account) {
  if (account.type !== "CREDIT") return {};
  const limit = account.creditData?.creditLimit;
  return {
    ...cardDays(account),
    creditLimit:
      typeof limit === "number" && limit >= 0 ? floatToCents(limit) : null,
  };
}

/** The bank's balance minus Bolso's for a hand-kept account just linked: "Ajuste de saldo ao conectar". */
async function linkAdjustment(tx: DbOrTx, userId: string, paymentMethodId: string, bankCents: Cents): Promise<Cents> {
  const listed = (await listPaymentMethods(tx, userId)).find((method) => method._id === paymentMethodId);
  if (listed?.balance == null) return ZERO_CENTS;
  return subtractCents(bankCents, floatToCents(listed.balance));
}

/**
 * Creates or refreshes the Bolso side of each of the item's accounts: a BANK account is a payment
 * method of kind `account`, a CREDIT one a `credit_card` with the bank's days and limit. A payment
 * method the person deleted is created again. Runs under the item's lock (see syncItem).
 *
 * An account seen for the first time that looks like one the person already keeps by hand (same
 * kind, named after the institution) is stored as `pending`, with that one suggested: nothing is
 * written for it until the person answers, so it is not among the accounts returned. A hand-kept
 * account just linked gets its "Ajuste de saldo ao conectar" here, before any bank row lands on it.
 */
export async function syncAccounts(
  tx: DbOrTx,
  userId: string,
  { itemId, institution, accounts }: { itemId: string; institution: string; accounts: Account[] },
): Promise<SyncedAccount[]> {
  const synced: SyncedAccount[] = [];
  for (const account of accounts) {
    if (account.type !== "BANK" && account.type !== "CREDIT") continue;
    const [known] = await tx
      .select()
      .from(openFinanceAccounts)
      .where(
        and(
          eq(openFinanceAccounts.userId, userId),
          eq(openFinanceAccounts.pluggyAccountId, account.id),
        ),
      );
    const described = {
      type: account.type,
      name: (account.marketingName || account.name).slice(0, 120),
      number: account.number?.slice(0, 40) ?? null,
    };
    if (known?.linkState === "pending") {
      await tx.update(openFinanceAccounts).set(described).where(eq(openFinanceAccounts.id, known.id));
      continue;
    }
    const bankCents = floatToCents(account.balance ?? 0);
    if (!known) {
      const suggested = await findLinkCandidate(tx, userId, institution, { ...account, type: account.type });
      if (suggested) {
        await tx.insert(openFinanceAccounts).values({
          userId,
          itemId,
          pluggyAccountId: account.id,
          ...described,
          paymentMethodId: null,
          linkState: "pending",
          suggestedPaymentMethodId: suggested,
        });
        continue;
      }
    }
    let paymentMethodId = known?.paymentMethodId ?? null;
    if (paymentMethodId) {
      if (account.type === "CREDIT")
        await tx
          .update(paymentMethods)
          .set(cardFields(account))
          .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)));
      else if (known?.linkedAt && known.linkAdjustment === null)
        await tx
          .update(openFinanceAccounts)
          .set({ linkAdjustment: await linkAdjustment(tx, userId, paymentMethodId, bankCents) })
          .where(eq(openFinanceAccounts.id, known.id));
    } else {
      const [created] = await tx
        .insert(paymentMethods)
        .values({
          userId,
          name: await freeAccountName(tx, userId, {
            institution,
            label: account.marketingName || account.name,
          }),
          kind: methodKindOf(account.type),
          ...cardFields(account),
        })
        .returning({ id: paymentMethods.id });
      paymentMethodId = created!.id;
    }
    const values = { ...described, paymentMethodId };
    const [row] = known
      ? await tx
          .update(openFinanceAccounts)
          .set(values)
          .where(eq(openFinanceAccounts.id, known.id))
          .returning()
      : await tx
          .insert(openFinanceAccounts)
          .values({ userId, itemId, pluggyAccountId: account.id, ...values })
          .returning();
    synced.push({
      id: row!.id,
      pluggyAccountId: account.id,
      type: account.type,
      paymentMethodId,
      transactionsCursor: row!.transactionsCursor,
      lastSyncedAt: row!.lastSyncedAt,
      balanceCents: bankCents,
    });
  }
  return synced;
}
