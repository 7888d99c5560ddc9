import "server-only";
import { ilike } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { recurringPayments } from "@/db/schema";
import { findRecurringPayments } from "@/server/recurring-payments/find-recurring-payments";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/** The user's recurring payments; `search` keeps those whose name contains it (any case). */
export async function listRecurringPayments(
  db: DbOrTx,
  userId: string,
  search?: string,
): Promise<RecurringPaymentJson[]> {
  const term = search?.trim();
  // % and _ typed by the user are literal characters, not wildcards (backslash is ILIKE's escape).
  const pattern = term ? `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return findRecurringPayments(
    db,
    userId,
    pattern ? ilike(recurringPayments.name, pattern) : undefined,
  );
}
