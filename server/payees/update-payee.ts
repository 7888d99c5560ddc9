import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { deductibleMismatch } from "@/lib/domain/tax/codes";
import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";
import { payees } from "@/db/schema";
import { readPayeeDocument } from "@/lib/domain/payee-document";
import type { PayeeKind } from "@/lib/domain/payee-document";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { getPayee } from "@/server/payees/get-payee";
import { payeeConflict } from "@/server/payees/payee-conflict";
import { toPayeeValues } from "@/server/payees/to-payee-values";
import { payeeMessages } from "@/lib/schemas/payees";
import type { PayeeJson, PayeePatchInput } from "@/lib/schemas/payees";

/**
 * PATCH /payees/{id} without `mergeInto`: changes the fields sent (name, document, kind, default
 * category), keeping the others. A default category must be the person's (404); a document or name
 * another of their payees holds is a 409.
 */
export async function updatePayee(db: Db, userId: string, id: string, input: PayeePatchInput): Promise<PayeeJson> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(payees)
        .where(and(eq(payees.id, id), eq(payees.userId, userId)))
        .for("update");
      if (!current) throw notFound(payeeMessages.notFound);
      const mismatch = input.deductible ? deductibleMismatch(LATEST_TAX_RULES, input.deductible) : null;
      if (mismatch) throw new AppError("bad_request", mismatch);
      if (input.defaultCategoryId) await assertOwnedReferences(tx, userId, { categoryId: input.defaultCategoryId });
      const doc = input.document ?? readPayeeDocument(current.document);
      const kind = input.kind !== undefined ? input.kind : (current.kind as PayeeKind | null);
      const values = toPayeeValues(input.name ?? current.name, doc, input.document && input.kind === undefined ? null : kind);
      await tx
        .update(payees)
        .set({
          ...values,
          ...(input.defaultCategoryId !== undefined ? { defaultCategoryId: input.defaultCategoryId } : {}),
          ...(input.deductible !== undefined
            ? { deductibleKind: input.deductible?.kind ?? null, deductibleCode: input.deductible?.code ?? null }
            : {}),
        })
        .where(and(eq(payees.id, id), eq(payees.userId, userId)));
      return getPayee(tx, userId, id);
    });
  } catch (error) {
    throw payeeConflict(error);
  }
}
