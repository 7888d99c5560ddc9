// POST /api/v1/stripe/cancel-subscription — cancel at the end of the paid period
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { cancelSubscription } from "@/server/billing/cancel-subscription";

export const POST = route({ access: "user" }, async ({ user }) => ok(await cancelSubscription(db, user.id)));
