// POST /api/v1/household/leave — the person leaves their household (the owner only when alone,
// which ends it). Any signed-in member: leaving never needs a subscription.
import { db } from "@/lib/server/db";
import { leaveHousehold } from "@/server/households/leave-household";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const POST = route({ access: "user" }, async ({ user }) => {
  await leaveHousehold(db, user.id);
  return noContent();
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
