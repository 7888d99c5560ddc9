// GET /api/v1/dashboard/category-expenses?month=1..12[&year=] — the month's expense by category, largest first
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { monthQuery } from "@/lib/month-query";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";

export const GET = route({ access: "subscriber", query: monthQuery }, async ({ user, query }) =>
  ok(await getCategoryExpenses(db, user.id, query)),
);
