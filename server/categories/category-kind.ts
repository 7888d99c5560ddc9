import "server-only";
import { categories } from "@/db/schema";
import type { LabelKind } from "@/server/labels/label-kind";
import { CATEGORY_NOT_FOUND, CATEGORY_STARTER_SET } from "@/lib/schemas/categories";

export const categoryKind: LabelKind = {
  table: categories,
  uniqueIndex: "categories_user_name_key",
  duplicateMessage: "Já existe uma categoria com esse nome.",
  notFoundMessage: CATEGORY_NOT_FOUND,
  starterSet: CATEGORY_STARTER_SET,
};
