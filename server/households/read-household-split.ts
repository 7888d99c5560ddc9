import "server-only";
import { asc, eq } from "drizzle-orm";
import { householdMembers, households, users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { householdShares, type HouseholdShares } from "@/lib/domain/household-split";

export interface HouseholdSplit {
  /** The current members, the earliest to join first. */
  members: { userId: string; name: string }[];
  /** The default split among them (basis points), and why it fell back to equal parts, if it did. */
  split: HouseholdShares;
}

/** A household's members and its default split, as lib/domain/household-split.ts works it out. */
export async function readHouseholdSplit(db: DbOrTx, householdId: string): Promise<HouseholdSplit> {
  const [[household], members] = await Promise.all([
    db
      .select({ mode: households.splitMode, shares: households.splitShares })
      .from(households)
      .where(eq(households.id, householdId)),
    db
      .select({ userId: householdMembers.userId, name: users.name, income: householdMembers.monthlyIncome })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userId)),
  ]);
  const split = householdShares({
    mode: household?.mode ?? "equal",
    fixedShares: household?.shares ?? null,
    incomes: Object.fromEntries(members.map((m) => [m.userId, m.income])),
    memberIds: members.map((m) => m.userId),
  });
  return { members: members.map(({ userId, name }) => ({ userId, name })), split };
}
