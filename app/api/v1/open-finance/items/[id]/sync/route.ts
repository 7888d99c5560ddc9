// POST /api/v1/open-finance/items/{id}/sync — update now (at most once per 5 minutes) → 202
import { db } from "@/lib/server/db";
import { connectionIdParams, SYNC_QUEUED_MESSAGE } from "@/lib/schemas/open-finance";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { message } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { requestConnectionSync } from "@/server/open-finance/request-connection-sync";

export const POST = route({ access: "subscriber", params: connectionIdParams }, async ({ user, params }) => {
  await requestConnectionSync(db, user.id, params.id);
  return message(SYNC_QUEUED_MESSAGE, 202);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
