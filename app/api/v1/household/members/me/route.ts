// PATCH /api/v1/household/members/me — the member's own declared income and household bill notices.
import { db } from "@/lib/server/db";
import { memberSelfInput } from "@/lib/schemas/households";
import { updateOwnMembership } from "@/server/households/update-own-membership";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const PATCH = route({ access: "subscriber", tokens: "never", body: memberSelfInput }, async ({ user, body }) =>
  ok(await updateOwnMembership(db, user.id, body)),
);

export const { GET, POST, PUT, DELETE } = methodsNotAllowed({ PATCH });
