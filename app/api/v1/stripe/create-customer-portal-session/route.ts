// POST /api/v1/stripe/create-customer-portal-session — Stripe customer portal → { url }
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createPortalSession } from "@/server/billing/create-portal-session";

export const POST = route({ access: "user" }, async ({ user }) => ok(await createPortalSession(db, user.id)));
