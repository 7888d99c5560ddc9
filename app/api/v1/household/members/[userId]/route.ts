// PATCH, DELETE /api/v1/household/members/{userId} — the owner changes a member's level, or removes them.
import { db } from "@/lib/server/db";
import { memberLevelInput, memberParams } from "@/lib/schemas/households";
import { removeMember } from "@/server/households/remove-member";
import { updateMemberLevel } from "@/server/households/update-member-level";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const PATCH = route(
  { access: "subscriber", tokens: "never", params: memberParams, body: memberLevelInput },
  async ({ user, params, body }) => ok(await updateMemberLevel(db, user.id, { memberId: params.userId, level: body.level })),
);

export const DELETE = route({ access: "subscriber", tokens: "never", params: memberParams }, async ({ user, params }) => {
  await removeMember(db, user.id, params.userId);
  return noContent();
});

export const { GET, POST, PUT } = methodsNotAllowed({ PATCH, DELETE });
