import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db";
import { users } from "@/db/schema";
import { findUserByEmail } from "@/server/users/find-user-by-email";

/** Grants or revokes vipAccess (operator command); null when no account has that e-mail. */
export async function setVipAccess(db: DbOrTx, email: string, vipAccess: boolean) {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const [updated] = await db
    .update(users)
    .set({ vipAccess })
    .where(eq(users.id, user.id))
    .returning({ id: users.id, email: users.email, vipAccess: users.vipAccess });
  return updated ?? null;
}
