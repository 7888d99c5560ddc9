// POST /api/v1/stripe/resume-subscription — undo a scheduled cancellation while the period lasts
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { resumeSubscription } from "@/server/billing/resume-subscription";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "user" }, async ({ user }) => ok(await resumeSubscription(db, user.id)));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
