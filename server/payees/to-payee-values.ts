import "server-only";
import { AppError } from "@/lib/errors";
import { payeeNameKey } from "@/lib/domain/payee-document";
import type { PayeeDocument, PayeeKind } from "@/lib/domain/payee-document";
import { payeeMessages } from "@/lib/schemas/payees";
import type { payees } from "@/db/schema";

/**
 * The columns a payee's name, document and kind become. A full CPF is a pessoa and a full CNPJ an
 * empresa: a kind that says otherwise is a 400; without a full document the kind is as given.
 */
export function toPayeeValues(name: string, doc: PayeeDocument, kind: PayeeKind | null) {
  if (doc.document !== null && !doc.masked && kind !== null && kind !== doc.kind) {
    throw new AppError("bad_request", payeeMessages.kindMismatch);
  }
  return {
    name,
    nameKey: payeeNameKey(name),
    document: doc.document,
    documentMasked: doc.masked,
    kind: doc.document !== null && !doc.masked ? doc.kind : kind,
  } satisfies Partial<typeof payees.$inferInsert>;
}
