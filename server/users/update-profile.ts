import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { ProfilePatch } from "@/lib/schemas/users";
import { toUserJson, type UserJson } from "@/server/users/to-user-json";

export async function updateProfile(db: DbOrTx, userId: string, patch: ProfilePatch): Promise<UserJson> {
  const [row] = await db
    .update(users)
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.cpf === undefined ? {} : { cpf: patch.cpf }),
    })
    .where(eq(users.id, userId))
    .returning({
      id: users.id,
      name: users.name,
      email: users.email,
      subscriptionStatus: users.subscriptionStatus,
      vipAccess: users.vipAccess,
    });
  if (!row) throw notFound();
  return toUserJson(row);
}
