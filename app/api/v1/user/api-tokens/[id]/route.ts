// DELETE /api/v1/user/api-tokens/{id} — revokes a personal access token (session only).
import { db } from "@/lib/server/db";
import { apiTokenIdParams } from "@/lib/schemas/api-tokens";
import { revokeApiToken } from "@/server/api-tokens/revoke-api-token";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const DELETE = route({ access: "subscriber", tokens: "never", params: apiTokenIdParams }, async ({ user, params }) => {
  await revokeApiToken(db, user.id, params.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
