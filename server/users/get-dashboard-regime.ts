import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { users } from "@/db/schema";
import { toRegime } from "@/lib/domain/dashboard-regime";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";

/** The regime the user last chose for the dashboard (competência until they choose). */
export async function getDashboardRegime(db: DbOrTx, userId: string): Promise<DashboardRegime> {
  const [row] = await db.select({ regime: users.dashboardRegime }).from(users).where(eq(users.id, userId));
  return toRegime(row?.regime);
}
