import "server-only";
import { createLabelFor } from "@/server/labels/create-label";
import { categoryKind } from "@/server/categories/category-kind";

/** POST /category: a name the user already has (in any case) is a 409. */
export const createCategory = createLabelFor(categoryKind);
