import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { connectedAccountName } from "@/lib/domain/account-link-match";

const NAME_MAX = 60;

/**
 * The name of a payment method made for a connected account: "Nubank · Conta Corrente", or the
 * card's marketing name when it names the institution ("Nubank Mastercard"), made unique among
 * the person's payment methods ("… (2)").
 */
export async function freeAccountName(
  tx: DbOrTx,
  userId: string,
  { institution, label }: { institution: string; label: string },
): Promise<string> {
  const base = connectedAccountName(institution, label).slice(0, NAME_MAX - 4).trim();
  const taken = new Set(
    (
      await tx
        .select({ name: sql<string>`lower(${paymentMethods.name})` })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), sql`lower(${paymentMethods.name}) like lower(${`${base}%`})`))
    ).map((row) => row.name),
  );
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}
