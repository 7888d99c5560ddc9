// GET /api/v1/transaction/list-all?month=1..12[&year=YYYY] — the month's transactions, newest first
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/month-query";
import { listTransactionsJson } from "@/server/transactions/list-transactions";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

// The JSON PostgreSQL wrote goes out as it is (the server compresses it for clients that accept it).
export const GET = route({ access: "subscriber", query: monthQuery }, async ({ user, query }) =>
  new Response(await listTransactionsJson(db, user.id, query), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  }),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
