import type { CategoryType } from "@/lib/domain/enums";

/**
 * Whether a category may hold a transaction of type `type`: one of despesas or receitas only
 * holds its own, one of both (the default) holds either. Free of zod, so screens import it freely.
 */
export function categoryFits(category: { type?: CategoryType }, type: "despesa" | "receita"): boolean {
  return category.type === undefined || category.type === "ambas" || category.type === type;
}

/** How each type is named in the category dialog and on its card. */
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = {
  despesa: "Despesas",
  receita: "Receitas",
  ambas: "Despesas e receitas",
};
