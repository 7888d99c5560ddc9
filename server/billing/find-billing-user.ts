import "server-only";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";

/** The billing columns of one user (never the password hash). */
export async function findBillingUser(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      confirmedAt: users.confirmedAt,
      vipAccess: users.vipAccess,
      subscriptionStatus: users.subscriptionStatus,
      stripeCustomerId: users.stripeCustomerId,
      stripeSubscriptionId: users.stripeSubscriptionId,
      subscriptionPeriodEnd: users.subscriptionPeriodEnd,
      cancelAtPeriodEnd: users.cancelAtPeriodEnd,
      trialEndsAt: users.trialEndsAt,
      trialUsedAt: users.trialUsedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound();
  return user;
}

export type BillingUser = Awaited<ReturnType<typeof findBillingUser>>;
