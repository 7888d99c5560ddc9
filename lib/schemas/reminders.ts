import * as z from "@/lib/schemas/zod";

export const reminderMessages = {
  invalidLink: "Link de cancelamento inválido.",
  enabledInvalid: "Informe se deseja receber lembretes (verdadeiro ou falso).",
} as const;

/** PATCH /user/email-reminders. */
export const emailRemindersInput = z.object({
  enabled: z.boolean({ error: reminderMessages.enabledInvalid }),
});

/** POST /user/email-reminders/unsubscribe?token=. */
export const unsubscribeQuery = z.object({
  token: z.string({ error: reminderMessages.invalidLink }).min(1, reminderMessages.invalidLink).max(200, reminderMessages.invalidLink),
});

/** What GET /cron/daily did, for the caller's logs. */
export interface DailyRunJson {
  day: string;
  users: number;
  sent: number;
  failed: number;
}
