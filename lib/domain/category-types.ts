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

/**
 * Whether a transaction form keeps its chosen category when its type becomes `type`: yes, unless
 * the category is one of `categories` and holds only the other type (the form then empties it).
 */
export function keepsCategory(
  categories: readonly { _id: string; type?: CategoryType }[],
  categoryId: string | null | undefined,
  type: "despesa" | "receita",
): boolean {
  const chosen = categories.find((category) => category._id === categoryId);
  return chosen === undefined || categoryFits(chosen, type);
}
