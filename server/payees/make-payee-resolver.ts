import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { PayeeCandidate } from "@/lib/domain/payee-candidate";
import { findOrCreatePayee } from "@/server/payees/find-or-create-payee";

export type PayeeResolver = (candidate: PayeeCandidate | null, executor?: DbOrTx) => Promise<string | null>;

/**
 * Finds or creates the person's payee for a candidate (a bank row's counterparty or merchant, an
 * OFX NAME): one per full document, else one per folded name. Remembered for the sync's life.
 */
export async function makePayeeResolver(db: DbOrTx, userId: string): Promise<PayeeResolver> {
  const known = new Map<string, string | null>();
  return async (candidate, executor = db) => {
    if (!candidate) return null;
    const key = `${candidate.document ?? ""}|${candidate.name}`;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const id = await findOrCreatePayee(executor, userId, candidate);
    known.set(key, id);
    return id;
  };
}
