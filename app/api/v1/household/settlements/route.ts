// POST /api/v1/household/settlements — record a settlement ("registrar acerto"); GET ?month=&year= — the recorded ones
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { settlementInput, settlementPeriodQuery } from "@/lib/schemas/household-settlement";
import { listSettlements } from "@/server/households/list-settlements";
import { recordSettlement } from "@/server/households/record-settlement";

export const dynamic = "force-dynamic";

export const POST = route({ access: "subscriber", body: settlementInput }, async ({ user, body }) =>
  created(await recordSettlement(db, user.id, body)),
);

export const GET = route({ access: "subscriber", query: settlementPeriodQuery }, async ({ user, query }) =>
  ok(await listSettlements(db, user.id, query)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
