import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { householdMembers } from "@/db/schema";
import { assertMayWriteShared, membershipOf } from "@/server/shared/household-access";
import { transactionMessages } from "@/lib/schemas/transactions";
import type { HouseholdFieldsInput } from "@/lib/schemas/transactions";
import type { RowAccount } from "@/server/transactions/check-references";

export interface HouseholdRowValues {
  household: boolean;
  paidBy: string | null;
  split: Record<string, number> | null;
}

export const PRIVATE_ROW: HouseholdRowValues = { household: false, paidBy: null, split: null };

const badRequest = (message: string) => new AppError("bad_request", message);

/**
 * The "da casa" mark, who paid and the split a row gets: what was sent, else what it had.
 * Marking a row "da casa" needs the actor in a household (400) who may write to it (a "Só ver"
 * member: 403). Who paid and the split need a household row (a shared account or "da casa"): sent
 * on another row a 400, kept from before they are dropped; both name current members of the
 * owner's household (400).
 */
export async function householdRowValues(
  tx: DbOrTx,
  { actor, account, input, current = PRIVATE_ROW }: {
    actor: string;
    account: RowAccount;
    input: HouseholdFieldsInput;
    current?: HouseholdRowValues;
  },
): Promise<HouseholdRowValues> {
  if (input.household) {
    const membership = await membershipOf(tx, actor);
    if (!membership) throw badRequest(transactionMessages.notInHousehold);
    assertMayWriteShared(membership);
  }
  const household = input.household ?? current.household;
  const paidBy = input.paidBy !== undefined ? input.paidBy : current.paidBy;
  const split = input.split !== undefined ? input.split : current.split;
  const sharedAccount = account.sharing !== null && account.sharing !== "private";
  if (!household && !sharedAccount) {
    if (input.paidBy || input.split) throw badRequest(transactionMessages.notHouseholdRow);
    return { household, paidBy: null, split: null };
  }
  if (paidBy === null && split === null) return { household, paidBy, split };
  const membership = await membershipOf(tx, account.ownerId);
  if (!membership) throw badRequest(transactionMessages.notInHousehold);
  const named = [...new Set([...(paidBy ? [paidBy] : []), ...Object.keys(split ?? {})])];
  const members = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, membership.householdId), inArray(householdMembers.userId, named)));
  const isMember = (userId: string) => members.some((member) => member.userId === userId);
  if (paidBy && !isMember(paidBy)) throw badRequest(transactionMessages.paidByNotMember);
  if (split && !Object.keys(split).every(isMember)) throw badRequest(transactionMessages.splitNotMember);
  return { household, paidBy, split };
}
