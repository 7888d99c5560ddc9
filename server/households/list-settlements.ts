import "server-only";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import { householdSettlements } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { monthBounds, monthOfYear } from "@/lib/domain/calendar";
import type { YearMonth } from "@/lib/domain/month-params";
import { householdMessages } from "@/lib/schemas/households";
import type { RecordedSettlementJson } from "@/lib/schemas/household-settlement";
import { membershipOf } from "@/server/shared/household-access";
import { settlementColumns, settlementJson } from "@/server/households/settlement-json";

/** GET /household/settlements: the household's recorded settlements of a month (or all), newest first. */
export async function listSettlements(
  db: DbOrTx,
  userId: string,
  period: YearMonth | null,
): Promise<RecordedSettlementJson[]> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw notFound(householdMessages.noHousehold);
  const bounds = period ? monthBounds(monthOfYear(period.year, period.month)) : null;
  const rows = await db
    .select(settlementColumns)
    .from(householdSettlements)
    .where(
      and(
        eq(householdSettlements.householdId, membership.householdId),
        bounds ? gte(householdSettlements.settledOn, bounds.start) : undefined,
        bounds ? lt(householdSettlements.settledOn, bounds.end) : undefined,
      ),
    )
    .orderBy(desc(householdSettlements.settledOn), desc(householdSettlements.createdAt), desc(householdSettlements.id));
  return rows.map(settlementJson);
}
