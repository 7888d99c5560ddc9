// POST /api/v1/open-finance/accounts/{id}/adjustment-seen — the "Ajuste de saldo ao conectar" notice was seen
import { db } from "@/lib/server/db";
import { connectedAccountParams } from "@/lib/schemas/open-finance-links";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { markLinkAdjustmentSeen } from "@/server/open-finance/mark-link-adjustment-seen";

export const dynamic = "force-dynamic";

export const POST = route({ access: "subscriber", params: connectedAccountParams }, async ({ user, params }) => {
  await markLinkAdjustmentSeen(db, user.id, params.id);
  return noContent();
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
