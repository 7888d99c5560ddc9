// POST /api/v1/open-finance/review/groups — confirm, categorise or turn into transfers a group of rows the bank brought
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { reviewGroupInput } from "@/lib/schemas/open-finance-review-groups";
import { reviewGroups } from "@/server/open-finance/review-groups";

export const dynamic = "force-dynamic";

export const POST = route({ access: "subscriber", body: reviewGroupInput }, async ({ user, body }) =>
  ok(await reviewGroups(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
