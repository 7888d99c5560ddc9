import "server-only";
import { AppError } from "@/lib/errors";
import { payeeMessages } from "@/lib/schemas/payees";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";

/** A 409 in pt-BR for a write another payee's document or name refused; the error itself otherwise. */
export function payeeConflict(error: unknown): unknown {
  if (isUniqueViolation(error, "payees_user_document_key")) return new AppError("conflict", payeeMessages.sameDocument);
  if (isUniqueViolation(error, "payees_user_name_key")) return new AppError("conflict", payeeMessages.sameName);
  return error;
}
