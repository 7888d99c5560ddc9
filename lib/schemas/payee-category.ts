import * as z from "@/lib/schemas/zod";
import { reviewMessages } from "@/lib/schemas/open-finance-review";

export const payeeCategoryMessages = {
  monthInvalid: "Mês inválido: use o formato AAAA-MM.",
  nothingToDo: "Informe o mês (month) a que aplicar a categoria, ou always: true.",
} as const;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, payeeCategoryMessages.monthInvalid);
const categoryId = z.uuid({ error: reviewMessages.categoryRequired });

/**
 * POST /payees/{id}/category: give a category to the payee's other rows of a month ("Aplicar aos
 * outros N lançamentos") and/or make it the payee's default ("Sempre").
 */
export const payeeCategoryInput = z
  .object({ categoryId, month: month.optional(), always: z.boolean().optional() })
  .refine((input) => input.month !== undefined || input.always === true, payeeCategoryMessages.nothingToDo);
export type PayeeCategoryInput = z.output<typeof payeeCategoryInput>;

/** GET /payees/{id}/category?categoryId=&month=: how many of the month's rows the POST would change. */
export const payeeCategoryQuery = z.object({ categoryId, month });
export type PayeeCategoryQuery = z.output<typeof payeeCategoryQuery>;

export interface PayeeCategoryOffer {
  payeeId: string;
  name: string;
  defaultCategoryId: string | null;
  /** Rows of the month that would take the category. */
  count: number;
}

export interface PayeeCategoryResult {
  payeeId: string;
  /** Rows of the month that took the category. */
  updated: number;
  defaultCategoryId: string | null;
}
