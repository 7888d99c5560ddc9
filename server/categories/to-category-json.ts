import "server-only";
import type { CategoryRow } from "@/server/categories/select-categories";
import type { CategoryJson } from "@/lib/schemas/categories";
import { deductibleJson } from "@/lib/schemas/deductible";

export function toCategoryJson(row: CategoryRow): CategoryJson {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    type: row.type,
    deductible: deductibleJson(row.deductibleKind, row.deductibleCode),
    household: row.householdId !== null,
    ownerId: row.userId,
    access: row.access,
  };
}
