import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Deliveries may reach the test's receiver on 127.0.0.1; the mail goes to the SMTP catcher.
const mail = await vi.hoisted(async () => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = "1";
  return (await import("./auth-mail")).catchMail();
});

import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { webhooks } from "@/db/schema";
import { GET as listHooks, POST as createHook } from "@/app/api/v1/user/webhooks/route";
import { DELETE as deleteHook, PATCH as patchHook } from "@/app/api/v1/user/webhooks/[id]/route";
import { GET as listDeliveries } from "@/app/api/v1/user/webhooks/[id]/deliveries/route";
import { POST as redeliver } from "@/app/api/v1/user/webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import { POST as createTx } from "@/app/api/v1/transaction/route";
import { DELETE as deleteTx, PATCH as patchTx } from "@/app/api/v1/transaction/[id]/route";
import { PUT as setBudget } from "@/app/api/v1/budget/[id]/route";
import { GET as exportData } from "@/app/api/v1/user/export/route";
import type { CreatedWebhookJson, WebhookDeliveryJson, WebhookJson } from "@/lib/schemas/webhooks";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { QUEUES } from "@/server/shared/job-queue";
import { jobOf } from "@/server/jobs/jobs";
import { runWebhookDeliveries } from "@/server/webhooks/run-webhook-deliveries";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { stopJobQueue } from "./pluggy-fixture";
import { createReferences, expenseBody, transactionTypeIds } from "./transactions-fixtures";
import { deliveriesOf, deliveryById, startReceiver, verifySignature } from "./webhooks-receiver";

interface EventBody {
  id: string;
  type: string;
  data: { transaction: Record<string, unknown> };
}
const parse = (body: string) => JSON.parse(body) as EventBody;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await stopJobQueue();
  await receiver.stop();
  await mail.stop();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function person() {
  const { user, token } = await createTestUser();
  return { user, token, refs: await createReferences(user.id), types: await transactionTypeIds() };
}

async function addHook(token: string, body: Record<string, unknown>) {
  return call<CreatedWebhookJson & { message?: string }>(createHook, { method: "POST", path: "/api/v1/user/webhooks", token, body });
}

async function addExpense(who: Awaited<ReturnType<typeof person>>, overrides: Record<string, unknown> = {}) {
  const res = await call<TransactionJson>(createTx, {
    method: "POST",
    path: "/api/v1/transaction",
    token: who.token,
    body: expenseBody(who.refs, who.types, { transactionDate: "2026-12-01", ...overrides }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Works the deliveries of these webhooks that are due at `now`, as the job does. */
async function work(now: Date, ...webhookIds: string[]) {
  const pending = (await deliveriesOf(...webhookIds)).filter((row) => row.status === "pending");
  await runWebhookDeliveries(db, pending.map((row) => row.id), { now, timeoutMs: 300 });
}

describe("a webhook receives signed events", () => {
  it("shows the secret once, keeps it encrypted, and signs each delivery with it", async () => {
    const maria = await person();
    const created = await addHook(maria.token, { url: receiver.url("/assinado"), events: ["transaction.created", "transaction.updated", "transaction.deleted"] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, secret } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const listed = await call<WebhookJson[]>(listHooks, { path: "/api/v1/user/webhooks", token: maria.token });
    expect(listed.body).toEqual([expect.objectContaining({ id, enabled: true, events: ["transaction.created", "transaction.updated", "transaction.deleted"] })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const [stored] = await db.select().from(webhooks).where(eq(webhooks.id, id));
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    // The person's data export lists the webhook, never its secret or its ciphertext.
    const exported = await call<{ webhooks: Array<Record<string, unknown>> }>(exportData, { path: "/api/v1/user/export", token: maria.token });
    expect(exported.body.webhooks).toEqual([expect.objectContaining({ id, url: receiver.url("/assinado"), enabled: true })]);
    expect(JSON.stringify(exported.body)).not.toContain(stored!.secretCiphertext);
    expect(JSON.stringify(exported.body)).not.toContain(secret);

    const transaction = await addExpense(maria);
    const changed = await call(patchTx, {
      method: "PATCH",
      path: `/api/v1/transaction/${transaction._id}`,
      params: { id: transaction._id },
      token: maria.token,
      body: expenseBody(maria.refs, maria.types, { transactionDate: "2026-12-01", description: "Feira" }),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const removed = await call(deleteTx, { method: "DELETE", path: `/api/v1/transaction/${transaction._id}`, params: { id: transaction._id }, token: maria.token });
    expect(removed.status).toBe(200);

    const before = receiver.received.length;
    await work(new Date(), id);
    const got = receiver.received.slice(before).filter((request) => request.headers["bolso-event"]);
    expect(got.map((request) => parse(request.body).type).sort()).toEqual(["transaction.created", "transaction.deleted", "transaction.updated"]);
    for (const request of got) {
      const { valid, timestamp } = verifySignature(request.headers["bolso-signature"], request.body, secret);
      expect(valid).toBe(true);
      expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(verifySignature(request.headers["bolso-signature"], `${request.body} `, secret).valid).toBe(false);
      expect(request.headers["content-type"]).toBe("application/json");
    }
    const createdEvent = parse(got.find((request) => request.headers["bolso-event"] === "transaction.created")!.body);
    expect(createdEvent).toMatchObject({ type: "transaction.created", data: { transaction: { _id: transaction._id, description: "Supermercado" } } });
    expect(createdEvent.id).toMatch(/^[0-9a-f-]{36}$/);
    const updatedEvent = parse(got.find((request) => request.headers["bolso-event"] === "transaction.updated")!.body);
    expect(updatedEvent.data.transaction.description).toBe("Feira");
    const deletedEvent = parse(got.find((request) => request.headers["bolso-event"] === "transaction.deleted")!.body);
    expect(deletedEvent.data).toEqual({ transaction: { id: transaction._id } });

    const history = await call<WebhookDeliveryJson[]>(listDeliveries, { path: `/api/v1/user/webhooks/${id}/deliveries`, params: { id }, token: maria.token });
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(3);
    for (const delivery of history.body) expect(delivery).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200, lastError: null });
  });

  it("costs nothing to a person without a webhook for the event, or with it turned off", async () => {
    const ana = await person();
    const other = await addHook(ana.token, { url: receiver.url("/outro"), events: ["bank.sync.completed"] });
    const off = await addHook(ana.token, { url: receiver.url("/desligado"), events: ["transaction.created"] });
    const turnedOff = await call<WebhookJson>(patchHook, { method: "PATCH", path: `/api/v1/user/webhooks/${off.body.id}`, params: { id: off.body.id }, token: ana.token, body: { enabled: false } });
    expect(turnedOff.body.enabled).toBe(false);
    await addExpense(ana);
    expect(await deliveriesOf(other.body.id, off.body.id)).toEqual([]);
  });

  it("sends budget.exceeded once per budget and month when a write passes the limit", async () => {
    const bia = await person();
    const hook = await addHook(bia.token, { url: receiver.url("/orcamento"), events: ["budget.exceeded"] });
    const budget = await call(setBudget, { method: "PUT", path: `/api/v1/budget/${bia.refs.category.id}`, params: { id: bia.refs.category.id }, token: bia.token, body: { limit: 100, month: 12, year: 2026 } });
    expect(budget.status, JSON.stringify(budget.body)).toBeLessThan(300);
    await addExpense(bia, { valor: 60 });
    expect(await deliveriesOf(hook.body.id)).toEqual([]);
    await addExpense(bia, { valor: 50 });
    await addExpense(bia, { valor: 10 });
    const sent = await deliveriesOf(hook.body.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({ type: "budget.exceeded", data: { budget: { categoryId: bia.refs.category.id, limit: 100, spent: 110 } } });
  });
});

describe("retries", () => {
  it("retries a 500 with backoff until the receiver takes it, and clears the failure", async () => {
    const caio = await person();
    const hook = await addHook(caio.token, { url: receiver.url("/quinhentos"), events: ["transaction.created"] });
    await addExpense(caio);
    const [delivery] = await deliveriesOf(hook.body.id);
    const start = delivery!.createdAt.getTime();
    receiver.reply(500);
    await work(new Date(start), hook.body.id);
    let row = await deliveryById(delivery!.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "O servidor respondeu 500." });
    expect(row.nextAttemptAt!.getTime()).toBe(start + MINUTE);
    const [failing] = await db.select().from(webhooks).where(eq(webhooks.id, hook.body.id));
    expect(failing!.failingSince).not.toBeNull();

    // Not yet due: the sweep a few seconds later leaves it alone.
    await jobOf(QUEUES.webhookDeliveriesDue).work({ db, now: () => new Date(start + 30_000) })([]);
    expect((await deliveryById(delivery!.id)).attempts).toBe(1);
    await jobOf(QUEUES.webhookDeliveriesDue).work({ db, now: () => new Date(start + MINUTE + 1_000) })([]);
    row = await deliveryById(delivery!.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200, lastError: null });
    const [healed] = await db.select().from(webhooks).where(eq(webhooks.id, hook.body.id));
    expect(healed!.failingSince).toBeNull();
  });

  it("retries a receiver that does not answer in time, and gives up after 24 h", async () => {
    const davi = await person();
    const hook = await addHook(davi.token, { url: receiver.url("/lento"), events: ["transaction.created"] });
    await addExpense(davi);
    const [delivery] = await deliveriesOf(hook.body.id);
    const start = delivery!.createdAt.getTime();
    receiver.reply("hang");
    await work(new Date(start), hook.body.id);
    let row = await deliveryById(delivery!.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(row.lastError).toMatch(/sem resposta/);

    // Always 503 from now on: attempts at 1 min, 5 min, 30 min, 2 h, 6 h, 12 h and 24 h, then it fails.
    const offsets = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE, 720 * MINUTE, DAY];
    for (const offset of offsets) {
      receiver.reply(503);
      await work(new Date(start + offset), hook.body.id);
    }
    row = await deliveryById(delivery!.id);
    expect(row).toMatchObject({ status: "failed", attempts: 8, lastStatusCode: 503, nextAttemptAt: null });
  });
});

describe("three days of failures", () => {
  it("disables the webhook and e-mails its owner once", async () => {
    const { user, token, refs, types } = await person();
    const eva = { user, token, refs, types };
    const hook = await addHook(token, { url: receiver.url("/fora-do-ar"), events: ["transaction.created"] });
    await addExpense(eva);
    const [first] = await deliveriesOf(hook.body.id);
    const start = first!.createdAt.getTime();
    receiver.reply(500);
    await work(new Date(start), hook.body.id);
    await db.update(webhooks).set({ failingSince: new Date(start - 3 * DAY + 2 * MINUTE) }).where(eq(webhooks.id, hook.body.id));
    receiver.reply(500);
    await work(new Date(start + MINUTE), hook.body.id);
    let [state] = await db.select().from(webhooks).where(eq(webhooks.id, hook.body.id));
    expect(state!.enabled).toBe(true);

    receiver.reply(500);
    await addExpense(eva);
    await work(new Date(start + 2 * MINUTE), hook.body.id);
    [state] = await db.select().from(webhooks).where(eq(webhooks.id, hook.body.id));
    expect(state!.enabled).toBe(false);
    expect(state!.disabledForFailuresAt).not.toBeNull();
    expect((await deliveriesOf(hook.body.id)).every((row) => row.status === "failed")).toBe(true);

    const notice = await mail.waitForMail(user.email);
    expect(notice.subject).toBe("Seu webhook foi desativado");
    expect(notice.text).toContain(receiver.url("/fora-do-ar"));
    expect(notice.text).toContain("Perfil › Webhooks");

    // Off: no more deliveries; "Reenviar" asks to turn it on first; turning it on clears the failures.
    await addExpense(eva);
    expect(await deliveriesOf(hook.body.id)).toHaveLength(2);
    const refused = await call<{ message: string }>(redeliver, {
      method: "POST",
      path: `/api/v1/user/webhooks/${hook.body.id}/deliveries/${first!.id}/redeliver`,
      params: { id: hook.body.id, deliveryId: first!.id },
      token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Ative o webhook antes de reenviar uma entrega.");
    const on = await call<WebhookJson>(patchHook, { method: "PATCH", path: `/api/v1/user/webhooks/${hook.body.id}`, params: { id: hook.body.id }, token, body: { enabled: true } });
    expect(on.body).toMatchObject({ enabled: true, failingSince: null, disabledForFailuresAt: null });
  });
});

describe("Reenviar", () => {
  it("sends the same event again as a new delivery", async () => {
    const fabi = await person();
    const hook = await addHook(fabi.token, { url: receiver.url("/reenvio"), events: ["transaction.created"] });
    await addExpense(fabi);
    await work(new Date(), hook.body.id);
    const [original] = await deliveriesOf(hook.body.id);
    const again = await call<WebhookDeliveryJson>(redeliver, {
      method: "POST",
      path: `/api/v1/user/webhooks/${hook.body.id}/deliveries/${original!.id}/redeliver`,
      params: { id: hook.body.id, deliveryId: original!.id },
      token: fabi.token,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ eventId: original!.eventId, status: "pending", attempts: 0 });
    const before = receiver.received.length;
    await work(new Date(), hook.body.id);
    const [resent] = receiver.received.slice(before);
    expect(parse(resent!.body).id).toBe(original!.eventId);
    expect((await deliveryById(again.body.id)).status).toBe("delivered");
  });
});

describe("another person's webhook, and bad input", () => {
  it("answers 404 for another person's webhook on every path, and changes nothing", async () => {
    const owner = await person();
    const stranger = await person();
    const hook = await addHook(owner.token, { url: receiver.url("/alheio"), events: ["transaction.created"] });
    await addExpense(owner);
    const [delivery] = await deliveriesOf(hook.body.id);
    const id = hook.body.id;
    const attempts = [
      call(patchHook, { method: "PATCH", path: `/api/v1/user/webhooks/${id}`, params: { id }, token: stranger.token, body: { enabled: false } }),
      call(deleteHook, { method: "DELETE", path: `/api/v1/user/webhooks/${id}`, params: { id }, token: stranger.token }),
      call(listDeliveries, { path: `/api/v1/user/webhooks/${id}/deliveries`, params: { id }, token: stranger.token }),
      call(redeliver, { method: "POST", path: `/api/v1/user/webhooks/${id}/deliveries/${delivery!.id}/redeliver`, params: { id, deliveryId: delivery!.id }, token: stranger.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Webhook não encontrado.", code: "not_found" });
    }
    const [still] = await db.select().from(webhooks).where(eq(webhooks.id, id));
    expect(still!.enabled).toBe(true);
    expect(await deliveriesOf(id)).toHaveLength(1);
    const mine = await call(deleteHook, { method: "DELETE", path: `/api/v1/user/webhooks/${id}`, params: { id }, token: owner.token });
    expect(mine.status).toBe(204);
  });

  it("refuses an http URL, an unknown event and no event with a pt-BR 400", async () => {
    const gil = await person();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ url: "http://exemplo.com.br/eventos", events: ["transaction.created"] }, "A URL do webhook deve usar https."],
      [{ url: "https://8.8.8.8/eventos", events: ["transaction.exploded"] }, "Evento desconhecido. Use: transaction.created, transaction.updated, transaction.deleted, bank.sync.completed, review.pending, budget.exceeded."],
      [{ url: "https://8.8.8.8/eventos", events: [] }, "Escolha pelo menos um evento."],
      [{ url: "https://8.8.8.8/eventos" }, "Escolha pelo menos um evento."],
      [{ url: "não é uma url", events: ["transaction.created"] }, "Informe a URL do webhook (https://…)."],
      [{ url: "https://usuario:senha@8.8.8.8/", events: ["transaction.created"] }, "Informe a URL do webhook (https://…)."],
    ];
    for (const [body, message] of cases) {
      const res = await addHook(gil.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const hook = await addHook(gil.token, { url: "https://8.8.8.8/eventos", events: ["transaction.created"] });
    const patch = await call<{ message: string }>(patchHook, { method: "PATCH", path: `/api/v1/user/webhooks/${hook.body.id}`, params: { id: hook.body.id }, token: gil.token, body: {} });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toBe("Informe os eventos ou se o webhook fica ativo.");
  });
});
