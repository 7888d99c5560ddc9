// GET /api/v1/transaction/list-all?month=1..12[&year=YYYY][&page=N][&pageSize=1..500][&tag=][&payee=] — a page of
// the month's transactions (100 by default), newest first; X-Total-Count and Link tell the rest.
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { listAllQuery } from "@/lib/schemas/transaction-list-page";
import { listTransactionsJson } from "@/server/transactions/list-transactions";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { pageLinks } from "@/server/http/page-links";

export const dynamic = "force-dynamic";

// The JSON PostgreSQL wrote goes out as it is (the server compresses it for clients that accept it).
export const GET = route(
  { access: "subscriber", query: listAllQuery },
  async ({ req, user, query }) => {
    const { body, total } = await listTransactionsJson(db, user.id, query);
    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": "application/json",
        ...pageLinks(req.nextUrl, { page: query.page, pageSize: query.pageSize, total }),
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
