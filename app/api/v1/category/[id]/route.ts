// GET, PATCH, DELETE /api/v1/category/{id} — one of the user's categories
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deleteCategory } from "@/server/categories/delete-category";
import { getCategory } from "@/server/categories/get-category";
import { categoryIdParams, categoryPatch } from "@/lib/schemas/categories";
import { updateCategory } from "@/server/categories/update-category";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route(
  { access: "subscriber", params: categoryIdParams },
  async ({ user, params }) => ok(await getCategory(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: categoryIdParams, body: categoryPatch },
  async ({ user, params, body }) => ok(await updateCategory(db, user.id, params.id, body)),
);

export const DELETE = route(
  { access: "subscriber", params: categoryIdParams },
  async ({ user, params }) => {
    await deleteCategory(db, user.id, params.id);
    return noContent();
  },
);

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
