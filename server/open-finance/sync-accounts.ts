import "server-only";
import type { Cents } from "@/lib/format/money";
import { and, eq, sql } from "drizzle-orm";
import type { Account } from "pluggy-sdk";
import { openFinanceAccounts, paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { bankDay } from "@/lib/domain/bank-transaction-mapping";
import { centsToNumeric, floatToCents } from "@/lib/format/money";

export interface SyncedAccount {
  id: string;
  pluggyAccountId: string;
  type: "BANK" | "CREDIT";
  paymentMethodId: string;
  transactionsCursor: string | null;
  lastSyncedAt: Date | null;
  balanceCents: Cents;
}

const NAME_MAX = 60;
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
      typeof limit === "number" && limit >= 0 ? centsToNumeric(floatToCents(limit)) : null,
  };
}

/** "Nubank · Conta corrente", made unique among the person's payment methods ("… (2)"). */
async function freeName(
  tx: DbOrTx,
  userId: string,
  institution: string,
  account: Account,
): Promise<string> {
  const base = `${institution} · ${account.marketingName || account.name}`
    .slice(0, NAME_MAX - 4)
    .trim();
  const taken = new Set(
    (
      await tx
        .select({ name: sql<string>`lower(${paymentMethods.name})` })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.userId, userId),
            sql`lower(${paymentMethods.name}) like lower(${`${base}%`})`,
          ),
        )
    ).map((row) => row.name),
  );
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/**
 * Creates or refreshes the Bolso side of each of the item's accounts: a BANK account is a payment
 * method of kind `account`, a CREDIT one a `credit_card` with the bank's days and limit. A payment
 * method the person deleted is created again. Runs under the item's lock (see syncItem).
 */
export async function syncAccounts(
  tx: DbOrTx,
  userId: string,
  itemId: string,
  institution: string,
  accounts: Account[],
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
    let paymentMethodId = known?.paymentMethodId ?? null;
    if (paymentMethodId) {
      if (account.type === "CREDIT")
        await tx
          .update(paymentMethods)
          .set(cardFields(account))
          .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)));
    } else {
      const [created] = await tx
        .insert(paymentMethods)
        .values({
          userId,
          name: await freeName(tx, userId, institution, account),
          kind: account.type === "CREDIT" ? "credit_card" : "account",
          ...cardFields(account),
        })
        .returning({ id: paymentMethods.id });
      paymentMethodId = created!.id;
    }
    const values = {
      type: account.type,
      name: (account.marketingName || account.name).slice(0, 120),
      number: account.number?.slice(0, 40) ?? null,
      paymentMethodId,
    };
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
      balanceCents: floatToCents(account.balance ?? 0),
    });
  }
  return synced;
}
