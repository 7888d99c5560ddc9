// GET /api/v1/stripe/subscription-status — { status, nextInvoice, cancelAtPeriodEnd }
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getSubscriptionStatus } from "@/server/billing/get-subscription-status";

export const GET = route({ access: "user" }, async ({ user }) => ok(await getSubscriptionStatus(db, user.id)));
