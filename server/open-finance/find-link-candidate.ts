import "server-only";
import { and, asc, eq, notExists, or, sql } from "drizzle-orm";
import type { Account } from "pluggy-sdk";
import { openFinanceAccounts, paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { linkScore, methodKindOf } from "@/lib/domain/account-link-match";

/**
 * The person's own account or card that a newly seen Pluggy account probably is ("Esta é a sua
 * “Nubank”?"): of the same kind, named after the institution (or, for a card, ending in its last
 * digits), and not yet linked to, nor proposed for, another connected account. The best fit, the
 * oldest first on a tie; null when none fits.
 */
export async function findLinkCandidate(
  tx: DbOrTx,
  userId: string,
  institution: string,
  account: Account & { type: "BANK" | "CREDIT" },
): Promise<string | null> {
  const taken = notExists(
    tx
      .select({ one: sql`1` })
      .from(openFinanceAccounts)
      .where(
        and(
          eq(openFinanceAccounts.userId, userId),
          or(
            eq(openFinanceAccounts.paymentMethodId, paymentMethods.id),
            eq(openFinanceAccounts.suggestedPaymentMethodId, paymentMethods.id),
          ),
        ),
      ),
  );
  const methods = await tx
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, methodKindOf(account.type)), taken))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  const facts = {
    institution,
    names: [account.name, account.marketingName ?? ""].filter(Boolean),
    number: account.number ?? null,
    credit: account.type === "CREDIT",
  };
  let best: { id: string; score: number } | null = null;
  for (const method of methods) {
    const score = linkScore(method.name, facts);
    if (score > 0 && (!best || score > best.score)) best = { id: method.id, score };
  }
  return best?.id ?? null;
}
