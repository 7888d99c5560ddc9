import "server-only";
import { deleteLabelFor } from "@/server/labels/delete-label";
import { categoryKind } from "@/server/categories/category-kind";

/** DELETE /category/{id}: its transactions and recurring payments stay, uncategorised. */
export const deleteCategory = deleteLabelFor(categoryKind);
