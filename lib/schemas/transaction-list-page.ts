// GET /api/v1/transaction/list-all: a month is answered a page at a time (the spec's array of
// transactions), so a heavy month is never one 600 KB answer; the headers tell the total.
import * as z from "@/lib/schemas/zod";
import { monthQuery } from "@/lib/schemas/month-query";
import { tagFilterSchema } from "@/lib/schemas/tags";

/** Rows per answer when `pageSize` is not given; a month of 1,200 rows is 12 pages. */
export const LIST_ALL_DEFAULT_PAGE_SIZE = 100;
export const LIST_ALL_MAX_PAGE_SIZE = 500;

export const listAllMessages = {
  page: "Página inválida: informe um número inteiro a partir de 1.",
  pageSize: `Tamanho de página inválido: informe um número de 1 a ${LIST_ALL_MAX_PAGE_SIZE}.`,
} as const;

const page = z.coerce
  .number({ error: listAllMessages.page })
  .int(listAllMessages.page)
  .min(1, listAllMessages.page)
  .max(1_000_000, listAllMessages.page);

const pageSize = z.coerce
  .number({ error: listAllMessages.pageSize })
  .int(listAllMessages.pageSize)
  .min(1, listAllMessages.pageSize)
  .max(LIST_ALL_MAX_PAGE_SIZE, listAllMessages.pageSize);

/** `?month=1..12[&year=YYYY][&page=N][&pageSize=1..500][&tag=name][&payee=id]`. */
export const listAllQuery = z
  .object({
    page: page.optional(),
    pageSize: pageSize.optional(),
    tag: tagFilterSchema.optional(),
    payee: z.uuid({ error: "Favorecido inválido: informe o identificador de um favorecido." }).optional(),
  })
  .and(monthQuery)
  .transform((q) => ({
    year: q.year,
    month: q.month,
    page: q.page ?? 1,
    pageSize: q.pageSize ?? LIST_ALL_DEFAULT_PAGE_SIZE,
    tag: q.tag ?? "",
    payeeId: q.payee,
  }));

export type ListAllQuery = z.output<typeof listAllQuery>;
