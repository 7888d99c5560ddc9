// PATCH /api/v1/user/email-reminders — turn the daily reminder e-mail on or off
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { emailRemindersInput } from "@/lib/schemas/reminders";
import { setEmailReminders } from "@/server/reminders/set-email-reminders";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const PATCH = route({ access: "user", body: emailRemindersInput }, async ({ user, body }) =>
  ok(await setEmailReminders(db, user.id, body.enabled)),
);

export const { GET, POST, PUT, DELETE } = methodsNotAllowed({ PATCH });
