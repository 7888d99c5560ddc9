// POST /api/v1/stripe/cancel-subscription — cancel at the end of the paid period
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { cancelSubscription } from "@/server/billing/cancel-subscription";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "user" }, async ({ user }) => ok(await cancelSubscription(db, user.id)));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
