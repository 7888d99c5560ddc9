// POST /api/v1/transfer — move money between two accounts; GET ?month=&year= — the month's transfers
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { optionalMonthQuery } from "@/lib/schemas/month-query";
import { transferInput } from "@/lib/schemas/transfers";
import { createTransfer } from "@/server/transfers/create-transfer";
import { listTransfers } from "@/server/transfers/list-transfers";

export const dynamic = "force-dynamic";

export const POST = route(
  { access: "subscriber", body: transferInput },
  async ({ user, body }) => created(await createTransfer(db, user.id, body)),
);

export const GET = route({ access: "subscriber", query: optionalMonthQuery }, async ({ user, query }) =>
  ok(await listTransfers(db, user.id, query)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
