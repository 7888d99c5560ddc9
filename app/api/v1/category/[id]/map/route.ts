// POST /api/v1/category/{id}/map — a private category becomes one of the household's: its rows, rules, budgets and bills move there
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { mapCategory } from "@/server/categories/map-category";
import { categoryIdParams, categoryMapInput } from "@/lib/schemas/categories";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route(
  { access: "subscriber", params: categoryIdParams, body: categoryMapInput },
  async ({ user, params, body }) => ok(await mapCategory(db, user.id, params.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
