import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { payees } from "@/db/schema";
import { cleanPayeeName, payeeNameKey, readPayeeDocument } from "@/lib/domain/payee-document";
import type { PayeeCandidate } from "@/lib/domain/payee-candidate";

/**
 * The person's payee for a name and maybe a document, created when there is none: one per full
 * CPF/CNPJ (check digits hold), else one per folded name (no document, an invalid one, or one the
 * bank masked, which is kept as given). Safe when two writers race: the insert yields to the
 * other's row (on conflict do nothing) and the row is then read. Null when there is no name at all.
 */
export async function findOrCreatePayee(
  db: DbOrTx,
  userId: string,
  candidate: PayeeCandidate,
): Promise<string | null> {
  const doc = readPayeeDocument(candidate.document);
  const name = cleanPayeeName(candidate.name) || (doc.document && !doc.masked ? doc.document : "");
  if (!name) return null;
  const nameKey = payeeNameKey(name);
  const byDocument = doc.document !== null && !doc.masked;
  const where = byDocument
    ? and(eq(payees.userId, userId), eq(payees.document, doc.document), eq(payees.documentMasked, false))
    : and(eq(payees.userId, userId), eq(payees.nameKey, nameKey), or(isNull(payees.document), eq(payees.documentMasked, true)));
  const found = async () => (await db.select({ id: payees.id }).from(payees).where(where).limit(1))[0]?.id;
  const existing = await found();
  if (existing) return existing;
  const [inserted] = await db
    .insert(payees)
    .values({ userId, name, nameKey, document: doc.document, documentMasked: doc.masked, kind: doc.kind })
    .onConflictDoNothing()
    .returning({ id: payees.id });
  return inserted?.id ?? (await found()) ?? null;
}
