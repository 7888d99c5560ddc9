import { describe, expect, it, vi } from "vitest";

const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { openFinanceEvents, openFinanceItems } from "@/db/schema-open-finance";
import { db } from "@/lib/server/db";
import { createTestUser } from "../helpers/users";
import { PLUGGY_WEBHOOK_SECRET, stopPluggyFakeAfterAll } from "./pluggy-fixture";
import { clearSyncJobs, connectBank, deliverEvent, syncJobs } from "./open-finance-helpers";

stopPluggyFakeAfterAll(fake, { quietSdk: true });

/** A person with one connection; the webhook URL Pluggy was given for it. */
async function connected() {
  const { user, token } = await createTestUser();
  const { item, connection } = await connectBank(fake, token, { sample: false });
  const webhookUrl = fake.state.items.get(item.id)?.webhookUrl;
  if (!webhookUrl) throw new Error("item without webhookUrl");
  // The first sync, queued by POST /items, is not what these tests look at.
  await clearSyncJobs(connection.id);
  return { user, token, item, connection, webhookUrl };
}

const event = (itemId: string, name: string, extra: Record<string, unknown> = {}) => ({
  id: itemId,
  eventId: randomUUID(),
  event: name,
  itemId,
  triggeredBy: "SYNC",
  ...extra,
});

async function eventCount(): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from open_finance_events`);
  return Number(result.rows[0]?.n);
}

describe("POST /open-finance/webhook — proof of origin", () => {
  it("refuses without the token, with a wrong one or one of another length: 401, nothing recorded or queued", async () => {
    const { item, connection, webhookUrl } = await connected();
    const before = await eventCount();
    const token = new URL(webhookUrl).searchParams.get("token") ?? "";
    for (const forged of [null, "", "x", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, `${token}x`]) {
      const res = await deliverEvent(webhookUrl, event(item.id, "item/updated"), forged);
      expect(res.status, String(forged)).toBe(401);
      expect(res.body).toMatchObject({ code: "unauthorized", message: "Webhook sem o token da conexão bancária." });
    }
    expect(await eventCount()).toBe(before);
    expect(await syncJobs(connection.id)).toEqual([]);
  });

  it("takes the secret in the header a webhook registered at Pluggy carries, instead of the URL's token", async () => {
    const { item, connection, webhookUrl } = await connected();
    const before = await eventCount();
    for (const forged of ["", "x", `${PLUGGY_WEBHOOK_SECRET}x`, PLUGGY_WEBHOOK_SECRET.slice(1)]) {
      const res = await deliverEvent(webhookUrl, event(item.id, "item/updated"), null, { "x-webhook-secret": forged });
      expect(res.status, forged).toBe(401);
    }
    expect(await eventCount()).toBe(before);
    const res = await deliverEvent(webhookUrl, event(item.id, "item/updated"), null, { "x-webhook-secret": PLUGGY_WEBHOOK_SECRET });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: "queued" });
    expect(await syncJobs(connection.id)).toEqual([{ openFinanceItemId: connection.id }]);
  });
});

describe("POST /open-finance/webhook — events are triggers", () => {
  it.each(["item/created", "item/updated", "transactions/created", "transactions/updated"])(
    "%s queues a sync of the connection",
    async (name) => {
      const { item, connection, webhookUrl } = await connected();
      const res = await deliverEvent(webhookUrl, event(item.id, name, { accountId: "acc-1" }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, outcome: "queued" });
      expect(await syncJobs(connection.id)).toEqual([{ openFinanceItemId: connection.id }]);
    },
  );

  it("transactions/deleted queues a sync carrying the deleted ids", async () => {
    const { item, connection, webhookUrl } = await connected();
    const res = await deliverEvent(webhookUrl, event(item.id, "transactions/deleted", { accountId: "acc-1", transactionIds: ["tx-1", "tx-2"] }));
    expect(res.body).toEqual({ received: true, outcome: "queued" });
    expect(await syncJobs(connection.id)).toContainEqual({ openFinanceItemId: connection.id, deletedTransactionIds: ["tx-1", "tx-2"] });
  });

  it.each([
    ["item/error", { error: { code: "INVALID_CREDENTIALS", message: "x" } }, "LOGIN_ERROR", "Credenciais inválidas", true],
    ["item/error", { error: { code: "SITE_NOT_AVAILABLE", message: "x" } }, "OUTDATED", "Desatualizada", true],
    ["item/waiting_user_input", {}, "WAITING_USER_INPUT", "O banco pede uma ação sua", true],
    ["item/login_succeeded", {}, "UPDATING", "Atualizando", false],
  ] as const)("%s %j records the state %s, queueing nothing", async (name, extra, status, label, needsAction) => {
    const { item, connection, webhookUrl } = await connected();
    const res = await deliverEvent(webhookUrl, event(item.id, name, extra));
    expect(res.body).toEqual({ received: true, outcome: "status" });
    const [row] = await db.select().from(openFinanceItems).where(eq(openFinanceItems.id, connection.id));
    expect(row?.status).toBe(status);
    const { listConnections } = await import("@/server/open-finance/list-connections");
    const [listed] = await listConnections(db, row!.userId);
    expect(listed).toMatchObject({ statusLabel: label, needsAction });
    expect(await syncJobs(connection.id)).toEqual([]);
  });

  it("an item Bolso does not hold is answered 2xx and ignored, so Pluggy does not retry", async () => {
    const { webhookUrl } = await connected();
    const res = await deliverEvent(webhookUrl, event("item-de-ninguem", "item/updated"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: "unknown_item" });
  });

  it("a body that is no event is answered 2xx and ignored", async () => {
    const { webhookUrl } = await connected();
    for (const body of ["{não é json", JSON.stringify({ event: "item/updated" }), JSON.stringify([1, 2]), JSON.stringify({ eventId: "e\u0000", event: "item/updated", itemId: "x" })]) {
      const res = await deliverEvent(webhookUrl, body);
      expect(res.status, body).toBe(200);
      expect(res.body.outcome).toBe("ignored");
    }
  });
});

describe("POST /open-finance/webhook — replay and parallel delivery", () => {
  it("an eventId already seen is ignored", async () => {
    const { item, connection, webhookUrl } = await connected();
    const payload = event(item.id, "transactions/created");
    expect((await deliverEvent(webhookUrl, payload)).body.outcome).toBe("queued");
    expect((await deliverEvent(webhookUrl, payload)).body.outcome).toBe("duplicate");
    expect(await syncJobs(connection.id)).toHaveLength(1);
    expect(await db.select().from(openFinanceEvents).where(eq(openFinanceEvents.eventId, payload.eventId))).toHaveLength(1);
  });

  it("the same event delivered 8 times at once queues one sync", async () => {
    const { item, connection, webhookUrl } = await connected();
    const payload = event(item.id, "item/updated");
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliverEvent(webhookUrl, payload)));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(8).fill(200));
    expect(answers.map((a) => a.body.outcome).sort()).toEqual([...Array<string>(7).fill("duplicate"), "queued"]);
    expect(await syncJobs(connection.id)).toHaveLength(1);
  });
});
