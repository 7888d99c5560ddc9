import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { reminderMessages } from "@/lib/schemas/reminders";
import { setEmailReminders } from "@/server/reminders/set-email-reminders";
import { readUnsubscribeToken } from "@/server/reminders/unsubscribe-token";

/** The e-mail's one-click link: no session, the signed token names the user. Repeating it is harmless. */
export async function unsubscribeByToken(db: DbOrTx, token: string): Promise<void> {
  const userId = await readUnsubscribeToken(db, token);
  if (!userId) throw new AppError("bad_request", reminderMessages.invalidLink);
  await setEmailReminders(db, userId, false);
}
