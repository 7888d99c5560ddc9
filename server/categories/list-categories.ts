import "server-only";
import { listLabelsFor } from "@/server/labels/list-labels";
import { categoryKind } from "@/server/categories/category-kind";

/** GET /category/list-all and the Categorias screen: the user's categories, alphabetically. */
export const listCategories = listLabelsFor(categoryKind);
