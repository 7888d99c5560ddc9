// GET /api/v1/payment-method/{id}/statements/{YYYY-MM} — one fatura with its items and payments
import { db } from "@/lib/server/db";
import { okJsonBytes } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { statementParams } from "@/lib/schemas/cards";
import { getStatementJson } from "@/server/cards";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber", params: statementParams }, async ({ user, params }) =>
  okJsonBytes(await getStatementJson(db, user.id, { cardId: params.id, month: params.month })),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
