// Shared by GET /api/v1/transaction/search and the command palette.
import { SEARCH_MAX_LENGTH, normalizeSearchTerm } from "@/lib/search";
import * as z from "@/lib/schemas/zod";
import { tagFilterSchema } from "@/lib/schemas/tags";

/** Fewer letters make no trigram for the index to use, and match almost everything anyway. */
export const SEARCH_MIN_LENGTH = 2;
/** The palette shows this many transactions, newest first. */
export const TRANSACTION_SEARCH_LIMIT = 20;

export const transactionSearchMessages = {
  tooShort: `Digite pelo menos ${SEARCH_MIN_LENGTH} letras para buscar.`,
  tooLong: `A busca aceita no máximo ${SEARCH_MAX_LENGTH} caracteres.`,
} as const;

const term = z
  .string({ error: transactionSearchMessages.tooShort })
  .max(SEARCH_MAX_LENGTH * 2, transactionSearchMessages.tooLong)
  .transform((raw) => normalizeSearchTerm(raw))
  .pipe(
    z
      .string()
      .min(SEARCH_MIN_LENGTH, transactionSearchMessages.tooShort)
      .max(SEARCH_MAX_LENGTH, transactionSearchMessages.tooLong),
  );

/** `?q=` (trimmed, from 2 to 100 characters) and/or `?tag=` (one tag's transactions); one is needed. */
export const transactionSearchQuery = z
  .object({ q: z.string().optional(), tag: tagFilterSchema.optional() })
  .transform((query, ctx) => {
    if (query.q === undefined && query.tag !== undefined) return { q: "", tag: query.tag };
    const parsed = term.safeParse(query.q);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? transactionSearchMessages.tooShort, path: ["q"] });
      return z.NEVER;
    }
    return { q: parsed.data, tag: query.tag ?? "" };
  });
