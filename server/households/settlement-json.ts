import "server-only";
import { householdSettlements } from "@/db/schema";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import type { RecordedSettlementJson } from "@/lib/schemas/household-settlement";

/** The columns a recorded settlement is answered with. */
export const settlementColumns = {
  id: householdSettlements.id,
  from: householdSettlements.fromUserId,
  to: householdSettlements.toUserId,
  amount: householdSettlements.amount,
  date: householdSettlements.settledOn,
  createdBy: householdSettlements.createdBy,
  createdAt: householdSettlements.createdAt,
};

/** A settlement's row → its JSON. */
export function settlementJson({
  amount,
  createdAt,
  ...row
}: {
  id: string;
  from: string | null;
  to: string | null;
  amount: Cents;
  date: Day;
  createdBy: string | null;
  createdAt: Date;
}): RecordedSettlementJson {
  return { ...row, amountCents: amount, createdAt: createdAt.toISOString() };
}
