import "server-only";
import { getLabelFor } from "@/server/labels/get-label";
import { categoryKind } from "@/server/categories/category-kind";

/** GET /category/{id}: another user's category is "not found". */
export const getCategory = getLabelFor(categoryKind);
