import { afterAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { budgets, categories, recurringPayments, reminderDeliveries, transactions, users } from "@/db/schema";
import { transactionTypeIds } from "./transactions-fixtures";
import { addDays, day, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { POST as cronDaily } from "@/app/api/v1/cron/daily/route";
import { PATCH as setReminders } from "@/app/api/v1/user/email-reminders/route";
import { POST as unsubscribe } from "@/app/api/v1/user/email-reminders/unsubscribe/route";
import type { DailyRunJson } from "@/lib/schemas/reminders";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

const CRON_SECRET = "segredo-do-cron-de-teste-0123456789";
const mail = await vi.hoisted(async () => {
  process.env.CRON_SECRET = "segredo-do-cron-de-teste-0123456789";
  return (await import("./auth-mail")).catchMail();
});
afterAll(() => mail.stop());

const runCron = (authorization?: string) =>
  call<DailyRunJson & { message?: string }>(cronDaily, {
    method: "POST",
    path: "/api/v1/cron/daily",
    headers: authorization ? { authorization } : {},
  });

/** A monthly bill created 10 days ago (so last month owes nothing), due `offset` days from today (São Paulo). */
async function bill(userId: string, name: string, offset: number) {
  const due = addDays(todayInSaoPaulo(), offset);
  await db.insert(recurringPayments).values({
    userId,
    name,
    amount: cents(12000),
    dueDay: splitDay(due).day,
    frequency: "monthly",
    createdAt: new Date(Date.now() - 10 * 86_400_000),
  });
}

function tokenFromPageLink(text: string): string {
  const match = text.match(/\/auth\/unsubscribe\?token=([^\s"<>]+)/);
  if (!match?.[1]) throw new Error("no unsubscribe link in the mail");
  return decodeURIComponent(match[1]);
}

async function remindersOf(userId: string) {
  const [row] = await db.select({ on: users.emailReminders }).from(users).where(eq(users.id, userId));
  return row?.on;
}

describe("POST /cron/daily", () => {
  it("answers 401 to any caller without the cron secret", async () => {
    const { token } = await createTestUser();
    expect((await runCron()).status).toBe(401);
    expect((await runCron(`Bearer ${CRON_SECRET}x`)).status).toBe(401);
    expect((await runCron(`Bearer ${CRON_SECRET.slice(0, -1)}`)).status).toBe(401);
    expect((await runCron(`Basic ${CRON_SECRET}`)).status).toBe(401);
    const asUser = await runCron(`Bearer ${token}`);
    expect(asUser.status).toBe(401);
    expect(asUser.body.message).toBe("Credencial de agendamento inválida.");
    expect(mail.messages).toHaveLength(0);
  });

  it("sends one digest per user per day, only when there is something to say, with one-click unsubscribe", async () => {
    const due = await createTestUser({ name: "Ana Lembrete" });
    await bill(due.user.id, "Conta de luz", 1);
    await bill(due.user.id, "Internet", -5);
    const nothing = await createTestUser();
    const optedOut = await createTestUser();
    await bill(optedOut.user.id, "Aluguel", 0);
    await db.update(users).set({ emailReminders: false }).where(eq(users.id, optedOut.user.id));
    const unconfirmed = await createTestUser({ confirmed: false });
    await bill(unconfirmed.user.id, "Aluguel", 0);

    const first = await runCron(`Bearer ${CRON_SECRET}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ day: todayInSaoPaulo(), sent: 1, failed: 0 });
    const second = await runCron(`bearer ${CRON_SECRET}`);
    expect(second.status).toBe(200);
    expect(second.body.sent).toBe(0);

    expect(mail.messages.map((m) => m.to)).toEqual([[due.user.email]]);
    const digest = await mail.waitForMail(due.user.email);
    expect(digest.subject).toBe("Bolso: você tem 1 conta atrasada");
    expect(digest.text).toContain("Olá, Ana Lembrete!");
    expect(digest.text).toContain("Contas atrasadas:");
    expect(digest.text).toMatch(/Internet: R\$\s120,00 \(venceu há 5 dias/);
    expect(digest.text).toContain("Vencem nos próximos 2 dias:");
    expect(digest.text).toMatch(/Conta de luz: R\$\s120,00 \(vence amanhã\)/);
    expect(digest.html).toContain("Cancelar lembretes por e-mail");
    expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(digest.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/user\/email-reminders\/unsubscribe\?token=[^>]+>$/,
    );
    const rows = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, due.user.id));
    expect(rows.map((r) => r.day)).toEqual([todayInSaoPaulo()]);
    expect(await remindersOf(nothing.user.id)).toBe(true);

    // The mail client's one-click POST (RFC 8058) to the header's address turns reminders off.
    const oneClick = digest.headers["list-unsubscribe"]!.slice(1, -1);
    const res = await unsubscribe(
      new NextRequest(oneClick, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect(await remindersOf(due.user.id)).toBe(false);
  });

  it("the e-mail's link turns reminders off without a session; a forged or moved token does not", async () => {
    const { user } = await createTestUser();
    const other = await createTestUser();
    await bill(user.id, "Condomínio", 2);
    await db.delete(reminderDeliveries);
    expect((await runCron(`Bearer ${CRON_SECRET}`)).body.sent).toBeGreaterThanOrEqual(1);
    const token = tokenFromPageLink((await mail.waitForMail(user.email)).text);
    const post = (t: string) =>
      call<{ message: string }>(unsubscribe, { method: "POST", path: "/api/v1/user/email-reminders/unsubscribe", query: { token: t } });

    const [, issued, mac] = token.split(".");
    const moved = await post(`${other.user.id}.${issued}.${mac}`);
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe("Link de cancelamento inválido.");
    expect((await post(`${token}x`)).status).toBe(400);
    expect((await post("nada")).status).toBe(400);
    expect((await post("")).status).toBe(400);
    expect(await remindersOf(other.user.id)).toBe(true);

    const done = await post(token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Você não receberá mais lembretes por e-mail.");
    expect(await remindersOf(user.id)).toBe(false);
    expect((await post(token)).status).toBe(200);

    // Off: the next day's run leaves this user out.
    await db.delete(reminderDeliveries);
    const before = mail.messages.length;
    await runCron(`Bearer ${CRON_SECRET}`);
    expect(mail.messages.slice(before).flatMap((m) => m.to)).not.toContain(user.email);
  });
});

describe("budgets in the digest", () => {
  it("a budget at or over its limit this month is reported, one under it is not", async () => {
    const { user } = await createTestUser({ name: "Bia Orçamento" });
    const { despesa } = await transactionTypeIds();
    const today = todayInSaoPaulo();
    const month = day(`${today.slice(0, 7)}-01`);
    const [lazer, casa] = await db
      .insert(categories)
      .values([{ userId: user.id, name: "Lazer" }, { userId: user.id, name: "Casa" }])
      .returning();
    await db.insert(budgets).values([
      { userId: user.id, categoryId: lazer!.id, startMonth: month, limit: cents(10000) },
      { userId: user.id, categoryId: casa!.id, startMonth: month, limit: cents(100000) },
    ]);
    await db.insert(transactions).values([
      { userId: user.id, description: "Show", valor: cents(12500), transactionDate: today, transactionTypeId: despesa, categoryId: lazer!.id },
      { userId: user.id, description: "Tinta", valor: cents(5000), transactionDate: today, transactionTypeId: despesa, categoryId: casa!.id },
    ]);
    await runCron(`Bearer ${CRON_SECRET}`);
    const digest = await mail.waitForMail(user.email);
    expect(digest.subject).toBe("Bolso: seus lembretes de hoje");
    expect(digest.text).toContain("Orçamentos estourados:");
    expect(digest.text).toMatch(/Lazer: 125% do limite \(R\$\s125,00 de R\$\s100,00\)/);
    expect(digest.text).not.toContain("Casa");
  });
});

describe("PATCH /user/email-reminders", () => {
  it("switches reminders off and on for the signed-in user only, refusing bad input", async () => {
    const { user, token } = await createTestUser({ subscriptionStatus: "inactive" });
    const other = await createTestUser();
    const patch = (body: unknown, t: string | undefined = token) =>
      call<{ enabled?: boolean; message?: string }>(setReminders, { method: "PATCH", path: "/api/v1/user/email-reminders", token: t, body });
    expect((await patch({ enabled: false })).body).toEqual({ enabled: false });
    expect(await remindersOf(user.id)).toBe(false);
    expect(await remindersOf(other.user.id)).toBe(true);
    expect((await patch({ enabled: true })).body).toEqual({ enabled: true });
    expect(await remindersOf(user.id)).toBe(true);
    const bad = await patch({ enabled: "sim" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Informe se deseja receber lembretes (verdadeiro ou falso).");
    expect((await patch({})).status).toBe(400);
    expect((await patch({ enabled: false }, "")).status).toBe(401);
  });
});
