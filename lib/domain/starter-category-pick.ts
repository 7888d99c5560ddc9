import type { CategoryType } from "@/lib/domain/enums";
import { categoryFits } from "@/lib/domain/category-types";
import { foldForSearch } from "@/lib/search";

export interface NamedCategory {
  id: string;
  name: string;
  type: CategoryType;
}

/**
 * The person's category for a list of starter names, nearest first: the first name they have (case,
 * accents and spaces ignored) whose category fits the row's type. Null when none does: a person who
 * renamed or deleted every candidate gets no category rather than a wrong one.
 */
export function pickByStarterName(
  categories: readonly NamedCategory[],
  names: readonly string[],
  type: "despesa" | "receita",
): NamedCategory | null {
  for (const name of names) {
    const key = foldName(name);
    const found = categories.find((category) => foldName(category.name) === key && categoryFits(category, type));
    if (found) return found;
  }
  return null;
}

function foldName(name: string): string {
  return foldForSearch(name).trim().replace(/\s+/g, " ");
}
