// POST /api/v1/category/starter-set — add the suggested categories (idempotent), answer the full list
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createStarterCategories } from "@/server/categories/create-starter-categories";

export const POST = route({ access: "subscriber" }, async ({ user }) =>
  ok(await createStarterCategories(db, user.id)),
);
