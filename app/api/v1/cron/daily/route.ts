// POST /api/v1/cron/daily — the day's reminder e-mails and device pushes; for an outside cron only
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { isCronAuthorized } from "@/lib/server/cron-auth";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { runDailyReminders } from "@/server/reminders/run-daily-reminders";
import { runDailyPushes } from "@/server/push/run-daily-pushes";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";
// Every user's digest in one call: allow more than a request usually gets.
export const maxDuration = 300;

export const POST = route({ access: "public" }, async ({ req }) => {
  if (!isCronAuthorized(req.headers.get("authorization"))) {
    throw new AppError("unauthorized", "Credencial de agendamento inválida.");
  }
  const reminders = await runDailyReminders(db);
  return ok({ ...reminders, pushes: await runDailyPushes(db) });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
