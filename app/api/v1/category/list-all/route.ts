// GET /api/v1/category/list-all — the user's categories, alphabetically
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { listCategories } from "@/server/categories/list-categories";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) =>
  ok(await listCategories(db, user.id)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
