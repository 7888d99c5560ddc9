// GET /api/v1/household/settlement?month=&year= — "Acerto de contas": who paid, each share, who owes whom
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { settlementPeriodQuery } from "@/lib/schemas/household-settlement";
import { getSettlement } from "@/server/households/get-settlement";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber", query: settlementPeriodQuery }, async ({ user, query }) =>
  ok(await getSettlement(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
