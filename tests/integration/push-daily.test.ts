import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const vapid = await vi.hoisted(async () => {
  const { vapidForTests } = await import("../fakes/push-service");
  return vapidForTests();
});

import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { budgets, categories, pushDeliveries, recurringPayments, transactions, users } from "@/db/schema";
import { POST as createMethod } from "@/app/api/v1/payment-method/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { addDays, day, splitDay } from "@/lib/domain/calendar";
import type { PushPayload } from "@/lib/schemas/push";
import { runDailyPushes } from "@/server/push/run-daily-pushes";
import { jobOf } from "@/server/jobs/jobs";
import { QUEUES } from "@/server/shared/job-queue";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { browserKeys, decryptPush, startPushService, verifyVapid, type BrowserKeys, type PushService } from "../fakes/push-service";
import { transactionTypeIds } from "./transactions-fixtures";
import { subscribeDevice } from "./push-helpers";

// Noon in São Paulo on 20/04/2027.
const NOW = new Date("2027-04-20T15:00:00.000Z");
const TODAY = day("2027-04-20");

let service: PushService;
let ana: Awaited<ReturnType<typeof createTestUser>>;
let anaKeys: BrowserKeys;
let roxo: string;
let azul: string;

async function bill(userId: string, name: string, offset: number) {
  await db.insert(recurringPayments).values({
    userId,
    name,
    amount: cents(12000),
    dueDay: splitDay(addDays(TODAY, offset)).day,
    frequency: "monthly",
    createdAt: new Date(NOW.getTime() - 10 * 86_400_000),
  });
}

async function card(token: string, name: string, closingDay: number, dueDay: number): Promise<string> {
  const res = await call<{ _id: string }>(createMethod, {
    method: "POST",
    path: "/api/v1/payment-method",
    token,
    body: { name, kind: "credit_card", closingDay, dueDay },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id;
}

async function purchase(token: string, paymentMethodId: string, valor: number, transactionDate: string) {
  const { despesa } = await transactionTypeIds();
  const res = await call(createTransaction, {
    method: "POST",
    path: "/api/v1/transaction",
    token,
    body: { description: "Compra", valor, transactionTypeId: despesa, paymentMethodId, transactionDate, categoryId: null, isObjective: false },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** What the push service took for one path, decrypted with that device's keys. */
function received(path: string, keys: BrowserKeys): PushPayload[] {
  return service.requests.filter((r) => r.path === path && r.status < 300).map((r) => JSON.parse(decryptPush(r.body, keys)) as PushPayload);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  service = await startPushService();
  ana = await createTestUser({ name: "Ana Push" });
  // The e-mail's switch is the e-mail's: the device's pushes follow its own subscription.
  await db.update(users).set({ emailReminders: false }).where(eq(users.id, ana.user.id));
  anaKeys = browserKeys();
  expect((await subscribeDevice(ana.token, `${service.origin}/push/ana`, anaKeys)).status).toBe(201);
  await bill(ana.user.id, "Conta de luz", 1);
  await bill(ana.user.id, "Aluguel", 0);
  await bill(ana.user.id, "Internet", -5);
  await bill(ana.user.id, "Academia", 2);
  roxo = await card(ana.token, "Cartão Roxo", 21, 28);
  await purchase(ana.token, roxo, 250, "2027-04-15");
  azul = await card(ana.token, "Cartão Azul", 10, 20);
  await purchase(ana.token, azul, 90, "2027-04-05");
  const { despesa } = await transactionTypeIds();
  const [lazer] = await db.insert(categories).values({ userId: ana.user.id, name: "Lazer" }).returning();
  await db.insert(budgets).values({ userId: ana.user.id, categoryId: lazer!.id, startMonth: day("2027-04-01"), limit: cents(10000) });
  await db.insert(transactions).values({
    userId: ana.user.id,
    description: "Show",
    valor: cents(12500),
    transactionDate: TODAY,
    transactionTypeId: despesa,
    categoryId: lazer!.id,
  });
});

afterAll(async () => {
  vi.useRealTimers();
  await service.stop();
});

describe("the day's pushes", () => {
  it("tell each subject once, in pt-BR, opening the screen that shows it", async () => {
    const first = await runDailyPushes(db, NOW);
    expect(first).toMatchObject({ day: TODAY, failed: 0 });
    const pushes = received("/push/ana", anaKeys);
    expect(first.sent).toBe(pushes.length);
    const byTitle = Object.fromEntries(pushes.map((p) => [p.title, p]));
    expect(Object.keys(byTitle).sort()).toEqual(
      [
        "Aluguel vence hoje",
        "Conta atrasada: Internet",
        "Conta de luz vence amanhã",
        "Fatura do Cartão Azul vence hoje",
        "Fatura do Cartão Roxo fecha amanhã",
        "Orçamento de Lazer estourado",
      ].sort(),
    );
    expect(byTitle["Conta de luz vence amanhã"]).toMatchObject({ url: "/dashboard?month=4&year=2027" });
    expect(byTitle["Conta de luz vence amanhã"]!.body).toMatch(/^R\$\s120,00 · vencimento em 21\/04\/2027\.$/);
    expect(byTitle["Conta atrasada: Internet"]!.body).toMatch(/venceu há 5 dias \(15\/04\/2027\)/);
    expect(byTitle["Fatura do Cartão Azul vence hoje"]).toMatchObject({ url: `/cards/${azul}?month=4&year=2027` });
    expect(byTitle["Fatura do Cartão Azul vence hoje"]!.body).toMatch(/^Faltam R\$\s90,00 para pagar/);
    expect(byTitle["Fatura do Cartão Roxo fecha amanhã"]).toMatchObject({ url: `/cards/${roxo}?month=4&year=2027` });
    expect(byTitle["Fatura do Cartão Roxo fecha amanhã"]!.body).toMatch(/^R\$\s250,00 até agora/);
    expect(byTitle["Orçamento de Lazer estourado"]).toMatchObject({ url: "/budgets?month=4&year=2027" });
    expect(byTitle["Orçamento de Lazer estourado"]!.body).toMatch(/125%/);
    for (const request of service.requests) {
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(verifyVapid(request.headers.authorization).publicKey).toBe(vapid.publicKey);
    }

    // The job running again the same day (a retry, a second instance) sends nothing new.
    const again = await jobOf(QUEUES.dailyPushes).work({ db, now: () => new Date(NOW.getTime() + 3_600_000) })([]);
    expect(again).toMatchObject({ sent: 0, failed: 0 });
    expect(received("/push/ana", anaKeys)).toHaveLength(pushes.length);
  });

  it("reach only people with a device, confirmed and with access; a refused push is tried again", async () => {
    const bruno = await createTestUser();
    await bill(bruno.user.id, "Condomínio", 0);
    const unconfirmed = await createTestUser({ confirmed: false });
    await bill(unconfirmed.user.id, "Condomínio", 0);
    await subscribeDevice(unconfirmed.token, `${service.origin}/push/sem-confirmar`, browserKeys());
    const carla = await createTestUser();
    await bill(carla.user.id, "Escola", 1);
    const carlaKeys = browserKeys();
    await subscribeDevice(carla.token, `${service.origin}/push/carla`, carlaKeys);
    service.answer("/push/carla", 503);

    const refused = await runDailyPushes(db, NOW);
    expect(refused).toMatchObject({ sent: 0, failed: 1 });
    expect(service.requests.filter((r) => r.path === "/push/sem-confirmar")).toHaveLength(0);
    expect(await db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, carla.user.id))).toEqual([]);
    // The job fails so pg-boss retries it; the retry delivers what was refused, once.
    await expect(jobOf(QUEUES.dailyPushes).work({ db, now: () => NOW })([])).rejects.toThrow("1 notificação(ões) não enviada(s)");
    service.answer("/push/carla", 201);
    expect(await runDailyPushes(db, NOW)).toMatchObject({ sent: 1, failed: 0 });
    expect(received("/push/carla", carlaKeys).filter((p) => p.title === "Escola vence amanhã")).toHaveLength(1);
    expect(await runDailyPushes(db, NOW)).toMatchObject({ sent: 0, failed: 0 });
  });

  it("tell a subject again the next day while it still holds", async () => {
    const before = received("/push/ana", anaKeys).length;
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    vi.setSystemTime(tomorrow);
    await runDailyPushes(db, tomorrow);
    vi.setSystemTime(NOW);
    const titles = received("/push/ana", anaKeys).slice(before).map((p) => p.title);
    expect(titles).toContain("Conta atrasada: Internet");
    expect(titles).toContain("Conta de luz vence hoje");
    expect(titles).toContain("Academia vence amanhã");
  });
});
