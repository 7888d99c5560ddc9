// GET /api/v1/category/list-all — the user's categories, alphabetically
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listCategories } from "@/server/categories/list-categories";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) =>
  ok(await listCategories(db, user.id)),
);
