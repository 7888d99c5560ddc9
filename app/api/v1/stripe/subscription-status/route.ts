// GET /api/v1/stripe/subscription-status — { status, nextInvoice, cancelAtPeriodEnd }
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { getSubscriptionStatus } from "@/server/billing/get-subscription-status";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "user" }, async ({ user }) => ok(await getSubscriptionStatus(db, user.id)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
