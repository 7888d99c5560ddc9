import "server-only";
import { updateLabelFor } from "@/server/labels/update-label";
import { categoryKind } from "@/server/categories/category-kind";

/** PATCH /category/{id}: changes the fields sent; a clashing name is a 409. */
export const updateCategory = updateLabelFor(categoryKind);
