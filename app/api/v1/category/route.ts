// POST /api/v1/category — create a category
import { db } from "@/lib/db";
import { created } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createCategory } from "@/server/categories/create-category";
import { categoryInput } from "@/server/categories/schemas";

export const POST = route({ access: "subscriber", body: categoryInput }, async ({ user, body }) =>
  created(await createCategory(db, user.id, body)),
);
