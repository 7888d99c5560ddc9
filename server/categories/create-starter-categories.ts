import "server-only";
import { createStarterLabelsFor } from "@/server/labels/create-starter-labels";
import { categoryKind } from "@/server/categories/category-kind";

/** POST /category/starter-set: Moradia, Mercado, ... skipping names that exist. */
export const createStarterCategories = createStarterLabelsFor(categoryKind);
