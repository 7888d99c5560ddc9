import { categoryReason } from "@/lib/format/category-reason";
import { pluggyCategoryPath } from "@/lib/domain/pluggy-categories";
import type { EditableTransaction } from "@/lib/schemas/transactions";

/**
 * What the row's sheet says under Categoria while the category it came with is kept: "Categoria
 * pela regra “Uber”", "Categoria pela categoria do banco (Transporte › Táxi e apps)".
 */
export function categoryHintOf(transaction: EditableTransaction | null): { categoryId: string; text: string } | null {
  const why = transaction?.categoryWhy;
  if (!transaction?.categoryId || !why) return null;
  const reason = categoryReason({
    source: why.source,
    ruleTerm: why.basis,
    payeeName: why.basis,
    bankCategory: why.source === "bank" ? pluggyCategoryPath(why.basis) : null,
  });
  return reason ? { categoryId: transaction.categoryId, text: `Categoria ${reason}` } : null;
}
