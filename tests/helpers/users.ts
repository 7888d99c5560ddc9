import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { db } from "@/lib/server/db";
import { users, type SubscriptionStatus } from "@/db/schema";
import { createSession } from "@/server/auth/create-session";

export const TEST_PASSWORD = "senha-forte-123";
// Cost 4 keeps fixtures fast; verification reads the cost from the hash itself.
const testPasswordHash = bcrypt.hashSync(TEST_PASSWORD, 4);

export interface TestUserOptions {
  name?: string;
  email?: string;
  confirmed?: boolean;
  vipAccess?: boolean;
  subscriptionStatus?: SubscriptionStatus;
  stripeSubscriptionId?: string | null;
  stripeCustomerId?: string | null;
}

/** Inserts a user straight into the database and opens a session for it. */
export async function createTestUser(options: TestUserOptions = {}) {
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? "Maria Teste",
      email: options.email ?? `maria-${randomUUID()}@exemplo.com.br`,
      passwordHash: testPasswordHash,
      confirmedAt: options.confirmed === false ? null : new Date(),
      vipAccess: options.vipAccess ?? false,
      subscriptionStatus: options.subscriptionStatus ?? "active",
      stripeSubscriptionId: options.stripeSubscriptionId ?? null,
      stripeCustomerId: options.stripeCustomerId ?? null,
    })
    .returning();
  if (!user) throw new Error("user not created");
  const { token } = await createSession(db, user.id);
  return { user, token };
}
