// GET /api/v1/dashboard/monthly-savings?month=1..12[&year=] — income − expense and the change from the month before
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { monthQuery } from "@/lib/month-query";
import { getMonthlySavings } from "@/server/dashboard/get-monthly-savings";

export const GET = route({ access: "subscriber", query: monthQuery }, async ({ user, query }) =>
  ok(await getMonthlySavings(db, user.id, query)),
);
