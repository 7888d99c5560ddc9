// GET, POST /api/v1/user/api-tokens — the person's personal access tokens (with their last calls),
// and a new one (its token appears only in this answer). Session only: a token never manages tokens.
import { db } from "@/lib/server/db";
import { apiTokenCreateInput } from "@/lib/schemas/api-tokens";
import { createApiToken } from "@/server/api-tokens/create-api-token";
import { listApiTokens } from "@/server/api-tokens/list-api-tokens";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const GET = route({ access: "subscriber", tokens: "never" }, async ({ user }) => ok(await listApiTokens(db, user.id)));

export const POST = route({ access: "subscriber", tokens: "never", body: apiTokenCreateInput }, async ({ user, body }) =>
  created(await createApiToken(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
