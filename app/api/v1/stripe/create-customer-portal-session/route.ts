// POST /api/v1/stripe/create-customer-portal-session — Stripe customer portal → { url }
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createPortalSession } from "@/server/billing/create-portal-session";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "user" }, async ({ user }) => ok(await createPortalSession(db, user.id)));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
