import "server-only";
import type { Db } from "@/lib/server/db";
import { payees } from "@/db/schema";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { getPayee } from "@/server/payees/get-payee";
import { payeeConflict } from "@/server/payees/payee-conflict";
import { toPayeeValues } from "@/server/payees/to-payee-values";
import type { PayeeInput, PayeeJson } from "@/lib/schemas/payees";

const NO_DOCUMENT = { document: null, masked: false, kind: null } as const;

/**
 * POST /payees: a new favorecido. Its default category must be the person's (404); a CPF/CNPJ or,
 * without one, a name the person already has is a 409.
 */
export async function createPayee(db: Db, userId: string, input: PayeeInput): Promise<PayeeJson> {
  try {
    return await db.transaction(async (tx) => {
      await assertOwnedReferences(tx, userId, { categoryId: input.defaultCategoryId });
      const values = toPayeeValues(input.name, input.document ?? NO_DOCUMENT, input.kind ?? null);
      const [row] = await tx
        .insert(payees)
        .values({ userId, ...values, defaultCategoryId: input.defaultCategoryId })
        .returning({ id: payees.id });
      if (!row) throw new Error("insert returned no row");
      return getPayee(tx, userId, row.id);
    });
  } catch (error) {
    throw payeeConflict(error);
  }
}
