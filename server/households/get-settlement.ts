import "server-only";
import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import { householdSettlements, transactions, transactionTypes } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { monthBounds, todayInSaoPaulo, monthOfYear } from "@/lib/domain/calendar";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import type { YearMonth } from "@/lib/domain/month-params";
import { settle, shareExpenses } from "@/lib/domain/household-split";
import { householdMessages } from "@/lib/schemas/households";
import type { SettlementJson } from "@/lib/schemas/household-settlement";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { householdTransactionSql, membershipOf } from "@/server/shared/household-access";
import { readHouseholdSplit } from "@/server/households/read-household-split";
import { cachedValueForHousehold } from "@/server/shared/household-cache";

/**
 * GET /household/settlement ("Acerto de contas"), for any member, "Só ver" included: what each
 * paid of the household's expenses in the month (or since the household began, up to today), what
 * their share was, their balance after the settlements recorded, and the transfers that settle it.
 *
 * The rows are the household's (server/shared/household-access.ts) despesas, each parcel on its
 * own date, refunds lowering them; money moved to an objective or between one's own accounts is
 * not spending. They are summed in SQL per payer and split, and each split's total divided in
 * lib/domain/household-split.ts. The payer is `paid_by` while they are a member, else the row's
 * owner, who always is (the household's rows are its members').
 */
export async function getSettlement(
  db: DbOrTx,
  userId: string,
  period: YearMonth | null,
  today: Day = todayInSaoPaulo(),
): Promise<SettlementJson> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw notFound(householdMessages.noHousehold);
  const month = period ? monthOfYear(period.year, period.month) : null;
  return cachedValueForHousehold(db, userId, `settlement:${month ?? "all"}:${today}`, () =>
    computeSettlement(db, userId, { householdId: membership.householdId, period, today }),
  );
}

/** The settlement read now: kept by the household version, which every row, member, split and settlement it reads moves. */
async function computeSettlement(
  db: DbOrTx,
  userId: string,
  { householdId, period, today }: { householdId: string; period: YearMonth | null; today: Day },
): Promise<SettlementJson> {
  const bounds = period ? monthBounds(monthOfYear(period.year, period.month)) : null;
  const [{ members, split }, groups, settlements] = await Promise.all([
    readHouseholdSplit(db, householdId),
    db
      .select({
        paidBy: transactions.paidBy,
        ownerId: transactions.userId,
        split: transactions.split,
        total: sql<Cents>`sum(${transactions.valor})::text`.mapWith(transactions.valor),
      })
      .from(transactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
      .where(
        countsAsCashFlow(
          householdTransactionSql(userId),
          eq(transactionTypes.transactionType, "despesa"),
          bounds
            ? and(gte(transactions.transactionDate, bounds.start), lt(transactions.transactionDate, bounds.end))
            : lte(transactions.transactionDate, today),
        ),
      )
      .groupBy(transactions.paidBy, transactions.userId, transactions.split),
    db
      .select({ from: householdSettlements.fromUserId, to: householdSettlements.toUserId, amount: householdSettlements.amount })
      .from(householdSettlements)
      .where(
        and(
          eq(householdSettlements.householdId, householdId),
          bounds
            ? and(gte(householdSettlements.settledOn, bounds.start), lt(householdSettlements.settledOn, bounds.end))
            : lte(householdSettlements.settledOn, today),
        ),
      ),
  ]);
  const memberIds = members.map((m) => m.userId);
  const isMember = new Set(memberIds);
  const { paid, share } = shareExpenses(
    groups.map((group) => ({
      payerId: group.paidBy !== null && isMember.has(group.paidBy) ? group.paidBy : group.ownerId,
      split: group.split,
      amountCents: group.total,
    })),
    { memberIds, defaultShares: split.shares },
  );
  const balances = settle({
    memberIds,
    paid,
    share,
    settlements: settlements.map((s) => ({ from: s.from, to: s.to, amountCents: s.amount })),
  });
  const names = new Map(members.map((m) => [m.userId, m.name]));
  return {
    period,
    members: balances.members.map((m) => ({ ...m, name: names.get(m.userId) ?? "" })),
    transfers: balances.transfers,
    split: { mode: split.mode, ...(split.fallback && { fallback: split.fallback }) },
  };
}
