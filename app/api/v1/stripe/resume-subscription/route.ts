// POST /api/v1/stripe/resume-subscription — undo a scheduled cancellation while the period lasts
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { resumeSubscription } from "@/server/billing/resume-subscription";

export const POST = route({ access: "user" }, async ({ user }) => ok(await resumeSubscription(db, user.id)));
