// POST /api/v1/category/starter-set — add the suggested categories (idempotent), answer the full list
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createStarterCategories } from "@/server/categories/create-starter-categories";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "subscriber" }, async ({ user }) =>
  ok(await createStarterCategories(db, user.id)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
