// GET /api/v1/transaction/list-all?month=1..12[&year=YYYY] — the month's transactions, newest first
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/month-query";
import { listTransactionsJson } from "@/server/transactions/list-transactions";

export const dynamic = "force-dynamic";

// PostgreSQL already wrote the JSON array: it goes out as it came in.
export const GET = route({ access: "subscriber", query: monthQuery }, async ({ user, query }) =>
  new Response(await listTransactionsJson(db, user.id, query), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  }),
);
