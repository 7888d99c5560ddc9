// GET /api/v1/dashboard/average-daily-spending?[month=1..12][&year=] — the month's expense per day (default: current month)
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { optionalMonthQuery } from "@/lib/month-query";
import { getAverageDailySpending } from "@/server/dashboard/get-average-daily-spending";

export const GET = route(
  { access: "subscriber", query: optionalMonthQuery },
  async ({ user, query }) => ok(await getAverageDailySpending(db, user.id, query)),
);
