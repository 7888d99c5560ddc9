import { matchesSearch } from "@/components/card-grid/matches-search";
import type { TransactionJson } from "@/lib/schemas/transactions";

export type TransactionTab = "todas" | "receitas" | "despesas";

/** Client-side: description search (case-insensitive), one category (or none), and the tab. */
export function filterTransactions(
  list: readonly TransactionJson[],
  { term, categoryId, tab }: { term: string; categoryId: string; tab: TransactionTab },
): TransactionJson[] {
  return list.filter((t) => {
    if (!matchesSearch(t.description, term)) return false;
    if (categoryId === "none" && t.categoryId) return false;
    if (categoryId !== "all" && categoryId !== "none" && t.categoryId?._id !== categoryId)
      return false;
    const type = t.transactionTypeId.transactionType;
    return tab === "todas" || (tab === "receitas" ? type === "receita" : type === "despesa");
  });
}
