import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { users } from "@/db/schema";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";

/** Remembers how the user's dashboard counts card purchases. */
export async function setDashboardRegime(db: DbOrTx, userId: string, regime: DashboardRegime) {
  await db.update(users).set({ dashboardRegime: regime, updatedAt: new Date() }).where(eq(users.id, userId));
  return { regime };
}
