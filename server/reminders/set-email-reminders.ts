import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { users } from "@/db/schema";

/** Turns the daily reminder e-mail on or off; answers the stored value. */
export async function setEmailReminders(db: DbOrTx, userId: string, enabled: boolean): Promise<{ enabled: boolean }> {
  const [row] = await db
    .update(users)
    .set({ emailReminders: enabled })
    .where(eq(users.id, userId))
    .returning({ enabled: users.emailReminders });
  return { enabled: row?.enabled ?? enabled };
}
