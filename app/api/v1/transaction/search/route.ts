// GET /api/v1/transaction/search?q=[&tag=] — transactions of every month whose description contains q (or whose amount q names: "412", "412,37", "R$ 412,37") and/or carrying the tag, newest first (at most 20)
import { db } from "@/lib/server/db";
import { transactionSearchQuery } from "@/lib/schemas/transaction-search";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { okJsonBytes } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { searchTransactionsJson } from "@/server/transactions/search-transactions";

export const GET = route({ access: "subscriber", query: transactionSearchQuery }, async ({ user, query }) =>
  okJsonBytes(await searchTransactionsJson(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
