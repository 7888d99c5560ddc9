import "server-only";
import type { categories } from "@/db/schema";
import type { CategoryJson } from "@/lib/schemas/categories";
import { deductibleJson } from "@/lib/schemas/deductible";

export function toCategoryJson(row: typeof categories.$inferSelect): CategoryJson {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    type: row.type,
    deductible: deductibleJson(row.deductibleKind, row.deductibleCode),
  };
}
