import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = "1";
});

import { db } from "@/lib/server/db";
import { POST as createHook } from "@/app/api/v1/user/webhooks/route";
import { DELETE as undoImport } from "@/app/api/v1/import/[id]/route";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { DELETE as unpay, POST as pay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { POST as reviewGroups } from "@/app/api/v1/open-finance/review/groups/route";
import { POST as reviewOne } from "@/app/api/v1/open-finance/review/[id]/route";
import type { CreatedWebhookJson } from "@/lib/schemas/webhooks";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";
import { runWebhookDeliveries } from "@/server/webhooks/run-webhook-deliveries";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { uploadStatement } from "./import-fixtures";
import { connectedPerson, syncedRow } from "./open-finance-review-fixtures";
import { stopJobQueue } from "./pluggy-fixture";
import { insertTransaction } from "./record-fixtures";
import { createReferences, transactionTypeIds } from "./transactions-fixtures";
import { deliveriesOf, startReceiver } from "./webhooks-receiver";

const EVENTS = ["transaction.created", "transaction.updated", "transaction.deleted"];

interface EventBody {
  id: string;
  type: string;
  data: { transaction: Record<string, unknown> & { _id?: string; id?: string } };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await stopJobQueue();
  await receiver.stop();
});

async function addHook(token: string) {
  const res = await call<CreatedWebhookJson>(createHook, { method: "POST", path: "/api/v1/user/webhooks", token, body: { url: receiver.url(), events: EVENTS } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** Delivers what is pending for the webhook, as the job does, and answers the events its receiver got. */
async function received(webhookId: string): Promise<EventBody[]> {
  const pending = (await deliveriesOf(webhookId)).filter((row) => row.status === "pending");
  await runWebhookDeliveries(db, pending.map((row) => row.id), { now: new Date(), timeoutMs: 2_000 });
  const ours = new Set((await deliveriesOf(webhookId)).map((row) => row.eventId));
  return receiver.received
    .filter((request) => request.headers["bolso-event"])
    .map((request) => JSON.parse(request.body) as EventBody)
    .filter((event) => ours.has(event.id));
}

const idsOf = (events: EventBody[], type: string) =>
  events
    .filter((event) => event.type === type)
    .map((event) => String(event.data.transaction._id ?? event.data.transaction.id))
    .sort();

describe("webhooks hear about rows written outside the transaction API", () => {
  it("an import commit sends transaction.created for each row it created, its undo transaction.deleted", async () => {
    const { user, token } = await createTestUser();
    await createReferences(user.id);
    const hook = await addHook(token);
    const csv = ["Data;Descrição;Valor", "03/11/2026;Padaria;-12,50", "04/11/2026;Farmácia;-30,00", "05/11/2026;Salário;2500,00"].join("\n");
    const preview = await uploadStatement<ImportPreviewJson>(token, "extrato.csv", new TextEncoder().encode(csv));
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const id = preview.body._id;

    const committed = await call<{ created: number }>(commitImport, { method: "POST", path: `/api/v1/import/${id}/commit`, params: { id }, token, body: {} });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body.created).toBe(3);
    const created = (await deliveriesOf(hook)).filter((row) => row.event === "transaction.created");
    expect(created).toHaveLength(3);
    const sent = created.map((row) => row.payload as EventBody);
    expect(sent.map((event) => event.data.transaction.description).sort()).toEqual(["Farmácia", "Padaria", "Salário"]);
    expect(sent.find((event) => event.data.transaction.description === "Padaria")!.data.transaction).toMatchObject({ valor: 12.5, transactionDate: "2026-11-03" });
    const createdIds = idsOf(sent, "transaction.created");

    const undone = await call<{ deleted: number }>(undoImport, { method: "DELETE", path: `/api/v1/import/${id}`, params: { id }, token });
    expect(undone.body.deleted).toBe(3);
    const events = await received(hook);
    expect(idsOf(events, "transaction.created")).toEqual(createdIds);
    expect(idsOf(events, "transaction.deleted")).toEqual(createdIds);
  });

  it("paying a recurring bill sends transaction.created with its expense, unpaying it transaction.deleted", async () => {
    const { user, token } = await createTestUser();
    const refs = await createReferences(user.id);
    const hook = await addHook(token);
    const bill = await call<RecurringPaymentJson>(createRecurring, {
      method: "POST",
      path: "/api/v1/recurring-payments",
      token,
      body: { name: "Aluguel", amount: 1500.5, dueDay: 10, frequency: "monthly", categoryId: refs.category.id, paymentMethodId: refs.paymentMethod.id, isActive: true },
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    const params = { id: bill.body._id };
    const path = `/api/v1/recurring-payments/${bill.body._id}/pay`;

    const paid = await call<{ transactionId: string }>(pay, { method: "POST", path, params, token, body: { dueDate: "2026-12-10", paidOn: "2026-12-01" } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // Paying it again records nothing, and says nothing.
    expect((await call(pay, { method: "POST", path, params, token, body: { dueDate: "2026-12-10", paidOn: "2026-12-01" } })).status).toBe(200);
    const unpaid = await call(unpay, { method: "DELETE", path, params, query: { dueDate: "2026-12-10" }, token });
    expect(unpaid.status).toBe(204);

    const events = await received(hook);
    const createdEvent = events.filter((event) => event.type === "transaction.created");
    expect(createdEvent).toHaveLength(1);
    expect(createdEvent[0]!.data.transaction).toMatchObject({ _id: paid.body.transactionId, description: "Aluguel", valor: 1500.5, transactionDate: "2026-12-01" });
    expect(idsOf(events, "transaction.deleted")).toEqual([paid.body.transactionId]);
  });

  it("a review group's new category sends transaction.updated for its rows; a row ignored in review, transaction.deleted", async () => {
    const person = await connectedPerson();
    const a = await syncedRow(person, { description: "PADARIA 1" });
    const b = await syncedRow(person, { description: "PADARIA 2" });
    const ignored = await syncedRow(person, { description: "TARIFA" });
    const hook = await addHook(person.token);

    const grouped = await call(reviewGroups, {
      method: "POST",
      path: "/api/v1/open-finance/review/groups",
      token: person.token,
      body: { action: "categorise", transactionIds: [a, b], categoryId: person.mercado },
    });
    expect(grouped.status, JSON.stringify(grouped.body)).toBe(200);
    const dropped = await call(reviewOne, {
      method: "POST",
      path: `/api/v1/open-finance/review/${ignored}`,
      params: { id: ignored },
      token: person.token,
      body: { action: "ignore" },
    });
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);

    const events = await received(hook);
    const updated = events.filter((event) => event.type === "transaction.updated");
    expect(updated.map((event) => event.data.transaction._id).sort()).toEqual([a, b].sort());
    for (const event of updated) expect(event.data.transaction).toMatchObject({ categoryId: { _id: person.mercado, name: "Mercado" }, categorySource: "person" });
    expect(idsOf(events, "transaction.deleted")).toEqual([ignored]);
    expect(events.filter((event) => event.type === "transaction.created")).toEqual([]);
  });

  it("\"Já lancei isso\" sends transaction.updated for the person's row and transaction.deleted for the bank's; \"Aceitar\" sends nothing", async () => {
    const person = await connectedPerson();
    const types = await transactionTypeIds();
    const own = await insertTransaction({ userId: person.user.id, description: "Padaria", valor: cents(1234), transactionDate: day("2026-11-19"), transactionTypeId: types.despesa, paymentMethodId: null });
    const bank = await syncedRow(person, { description: "PADARIA DO ZE", valor: cents(1234), date: day("2026-11-20") });
    const accepted = await syncedRow(person, { description: "MERCADO" });
    const hook = await addHook(person.token);

    for (const [id, body] of [[bank, { action: "duplicate", transactionId: own.id }], [accepted, { action: "accept" }]] as const) {
      const res = await call(reviewOne, { method: "POST", path: `/api/v1/open-finance/review/${id}`, params: { id }, token: person.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    const events = await received(hook);
    expect(events.map((event) => event.type).sort()).toEqual(["transaction.deleted", "transaction.updated"]);
    expect(events.find((event) => event.type === "transaction.updated")!.data.transaction).toMatchObject({
      _id: own.id,
      description: "Padaria",
      transactionDate: "2026-11-20",
      paymentMethodId: { _id: person.checking },
    });
    expect(idsOf(events, "transaction.deleted")).toEqual([bank]);
  });
});
