// POST /api/v1/open-finance/review/{id} — accept, categorise or turn into a transfer a row the bank brought
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { reviewInput, reviewParams } from "@/lib/schemas/open-finance-review";
import { reviewBankTransaction } from "@/server/open-finance/review-bank-transaction";

export const dynamic = "force-dynamic";

export const POST = route({ access: "subscriber", params: reviewParams, body: reviewInput }, async ({ user, params, body }) =>
  ok(await reviewBankTransaction(db, user.id, params.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
