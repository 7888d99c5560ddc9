// POST /api/v1/category — create a category
import { db } from "@/lib/server/db";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createCategory } from "@/server/categories/create-category";
import { categoryInput } from "@/lib/schemas/categories";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "subscriber", body: categoryInput }, async ({ user, body }) =>
  created(await createCategory(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
