// GET /api/v1/transaction/list-all?month=1..12[&year=YYYY] — the month's transactions, newest first
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/month-query";
import { listTransactions } from "@/server/transactions/list-transactions";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber", query: monthQuery }, async ({ user, query }) =>
  ok(await listTransactions(db, user.id, query)),
);
