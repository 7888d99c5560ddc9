import { afterAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { recurringPayments, reminderDeliveries } from "@/db/schema";
import { addDays, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { runDailyReminders } from "@/server/reminders/run-daily-reminders";
import { cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());

/** An instant of a São Paulo day (UTC−3 all year since 2019). */
const inSaoPaulo = (day: string, time: string) => new Date(`${day}T${time}-03:00`);

const digestsTo = (email: string) => mail.messages.filter((m) => m.to.includes(email)).length;

describe("the daily digest, once per São Paulo day", () => {
  it("two runs at once send exactly one digest; the next São Paulo day sends one more, and only one", async () => {
    const today = todayInSaoPaulo();
    const lastMinute = inSaoPaulo(today, "23:59:30");
    const nextDay = inSaoPaulo(addDays(today, 1), "00:00:30");
    const { user } = await createTestUser();
    // A monthly bill due today: due on the first run's day, overdue by one on the next.
    await db.insert(recurringPayments).values({
      userId: user.id,
      name: "Aluguel",
      amount: cents(150000),
      dueDay: splitDay(today).day,
      frequency: "monthly",
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });

    const racing = await Promise.all([
      runDailyReminders(db, lastMinute),
      runDailyReminders(db, lastMinute),
      runDailyReminders(db, lastMinute),
    ]);
    expect(racing.map((run) => run.sent).reduce((a, b) => a + b, 0)).toBe(1);
    await mail.waitForMail(user.email, { timeoutMs: 5_000 });
    expect(digestsTo(user.email)).toBe(1);

    // A minute later it is another day in São Paulo: the clock moves, no delivery row is touched.
    const [first, second] = await Promise.all([runDailyReminders(db, nextDay), runDailyReminders(db, nextDay)]);
    expect(first.sent + second.sent).toBe(1);
    expect(first.day).toBe(addDays(today, 1));
    await vi.waitFor(() => expect(digestsTo(user.email)).toBe(2), { timeout: 5_000 });
    expect((await runDailyReminders(db, nextDay)).sent).toBe(0);

    const days = await db.select({ day: reminderDeliveries.day }).from(reminderDeliveries).where(eq(reminderDeliveries.userId, user.id));
    expect(days.map((d) => d.day).sort()).toEqual([today, addDays(today, 1)]);
    expect(digestsTo(user.email)).toBe(2);
  });
});
