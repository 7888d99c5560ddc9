import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const vapid = await vi.hoisted(async () => {
  const { vapidForTests } = await import("../fakes/push-service");
  return vapidForTests();
});
const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());

import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { householdMembers, recurringPayments } from "@/db/schema";
import type { PushPayload } from "@/lib/schemas/push";
import { runDailyPushes } from "@/server/push/run-daily-pushes";
import { runDailyReminders } from "@/server/reminders/run-daily-reminders";
import { cents } from "@/lib/format/money";
import { browserKeys, decryptPush, startPushService, type BrowserKeys, type PushService } from "../fakes/push-service";
import { subscribeDevice } from "./push-helpers";
import { createHouseholds } from "./households-items-fixtures";

// Noon in São Paulo on 20/04/2027; the household's bill falls due tomorrow.
const NOW = new Date("2027-04-20T15:00:00.000Z");
const TITLE = "Condomínio vence amanhã";

let service: PushService;
let people: Awaited<ReturnType<typeof createHouseholds>>;
const keys: Record<string, BrowserKeys> = {};

/** The titles the push service took for one person's device. */
function pushed(name: string): string[] {
  const deviceKeys = keys[name];
  if (!deviceKeys) throw new Error(`no device for ${name}`);
  return service.requests
    .filter((request) => request.path === `/push/${name}` && request.status < 300)
    .map((request) => (JSON.parse(decryptPush(request.body, deviceKeys)) as PushPayload).title);
}

const mailedTo = (email: string) => mail.messages.filter((message) => message.to.includes(email));

async function optIn(userId: string) {
  await db.update(householdMembers).set({ notifyHouseholdBills: true }).where(eq(householdMembers.userId, userId));
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  expect(vapid).toBeTruthy();
  service = await startPushService();
  people = await createHouseholds();
  for (const [name, person] of Object.entries({ ana: people.ana, bruno: people.bruno, davi: people.davi })) {
    keys[name] = browserKeys();
    expect((await subscribeDevice(person.token, `${service.origin}/push/${name}`, keys[name])).status).toBe(201);
  }
  await db.insert(recurringPayments).values({
    userId: people.ana.user.id,
    householdId: people.householdId,
    name: "Condomínio",
    amount: cents(85000),
    dueDay: 21,
    frequency: "monthly",
    createdAt: new Date(NOW.getTime() - 10 * 86_400_000),
  });
});

afterAll(async () => {
  vi.useRealTimers();
  await service.stop();
  await mail.stop();
});

describe("the household's bills in a member's reminders", () => {
  it("reach its owner always, and a member only once they opted in", async () => {
    await runDailyPushes(db, NOW);
    await runDailyReminders(db, NOW);
    expect(pushed("ana")).toEqual([TITLE]);
    expect(pushed("bruno")).toEqual([]);
    expect(pushed("davi")).toEqual([]);
    const anasMail = await mail.waitForMail(people.ana.user.email);
    expect(anasMail.text).toMatch(/Condomínio: R\$\s850,00 \(vence amanhã\)/);
    expect(mailedTo(people.bruno.user.email)).toEqual([]);

    await optIn(people.bruno.user.id);
    await runDailyPushes(db, NOW);
    await runDailyReminders(db, NOW);
    expect(pushed("bruno")).toEqual([TITLE]);
    expect(pushed("ana")).toEqual([TITLE]);
    const brunosMail = await mail.waitForMail(people.bruno.user.email);
    expect(brunosMail.text).toMatch(/Condomínio: R\$\s850,00 \(vence amanhã\)/);
    expect(pushed("davi")).toEqual([]);
    expect(mailedTo(people.davi.user.email)).toEqual([]);
  });
});
