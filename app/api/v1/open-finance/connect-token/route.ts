// POST /api/v1/open-finance/connect-token — a Pluggy Connect token for the widget → { accessToken }
import { db } from "@/lib/server/db";
import { connectTokenBody } from "@/lib/schemas/open-finance";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createConnectToken } from "@/server/open-finance/create-connect-token";

export const POST = route({ access: "subscriber", tokens: "never", body: connectTokenBody }, async ({ user, body }) =>
  ok(await createConnectToken(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
