import { afterAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { recurringPayments, reminderDeliveries } from "@/db/schema";
import { todayInSaoPaulo, splitDay } from "@/lib/domain/calendar";
import { runDailyReminders } from "@/server/reminders/run-daily-reminders";
import { cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";

const SLOW = "caixa-lenta@exemplo.com.br";
// A mailbox that holds every message to SLOW for 8 s, started before lib/env reads SMTP_URL.
const mail = await vi.hoisted(async () => {
  const { startSmtpCatcher } = await import("../fakes/smtp-catcher");
  const catcher = await startSmtpCatcher({ delayFor: (to) => (to === "caixa-lenta@exemplo.com.br" ? 8_000 : 0) });
  process.env.SMTP_URL = catcher.url;
  return catcher;
});
afterAll(() => mail.stop());

async function withBillToday(email?: string) {
  const { user } = await createTestUser(email ? { email } : {});
  await db.insert(recurringPayments).values({
    userId: user.id,
    name: "Aluguel",
    amount: cents(150000),
    dueDay: splitDay(todayInSaoPaulo()).day,
    createdAt: new Date(Date.now() - 86_400_000),
  });
  return user;
}

describe("daily reminders and a slow mailbox", () => {
  it("gives up on the slow one after its timeout, mails everyone else, and leaves the slow one for a later run", async () => {
    const slow = await withBillToday(SLOW);
    const others = [await withBillToday(), await withBillToday(), await withBillToday()];
    // One mail at a time: without the timeout the slow mailbox would hold up all the others.
    // The timeout leaves room for a busy machine; the slow mailbox alone would take 8 s.
    const result = await runDailyReminders(db, new Date(), { concurrency: 1, sendTimeoutMs: 2_500 });
    expect(result).toMatchObject({ sent: 3, failed: 1 });
    for (const user of others) expect((await mail.waitForMail(user.email, { timeoutMs: 1_000 })).subject).toBeTruthy();
    const claims = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, slow.id));
    expect(claims).toEqual([]);
  });
});
