import * as z from "@/lib/schemas/zod";

export const REF_INVALID_MESSAGE = "Identificador inválido.";

/**
 * An optional reference in a JSON body or a form (category, payment method, objective): a uuid, or
 * null / "" / absent for none, which leaves as null. Safe for the browser.
 */
export const optionalRef = z
  .union([z.uuid(REF_INVALID_MESSAGE), z.literal(""), z.null()], { error: REF_INVALID_MESSAGE })
  .optional()
  .transform((value) => value || null);
