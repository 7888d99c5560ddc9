// GET /api/v1/transaction/list-all?month=1..12[&year=YYYY] — the month's transactions, newest first
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/month-query";
import { listTransactionsJson } from "@/server/transactions/list-transactions";

export const dynamic = "force-dynamic";

// The JSON PostgreSQL wrote goes out as it is; gzip, when accepted, is made once per cached month.
export const GET = route({ access: "subscriber", query: monthQuery }, async ({ req, user, query }) => {
  const body = await listTransactionsJson(db, user.id, query);
  const gzip = /\bgzip\b/.test(req.headers.get("accept-encoding") ?? "");
  const headers: Record<string, string> = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (gzip) headers["Content-Encoding"] = "gzip";
  return new Response(gzip ? body.gzip() : body.bytes, { status: 200, headers });
});
