import { afterAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = "1";
});

import { db } from "@/lib/server/db";
import { GET as listHooks, POST as createHook } from "@/app/api/v1/user/webhooks/route";
import type { CreatedWebhookJson } from "@/lib/schemas/webhooks";
import { createApiToken } from "@/server/api-tokens/create-api-token";
import { syncItem } from "@/server/open-finance/sync-item";
import { call } from "../helpers/api";
import { connect, daysAgo } from "./open-finance-sync-fixtures";
import { stopJobQueue, syncStandIn } from "./pluggy-fixture";
import { deliveriesOf } from "./webhooks-receiver";

const standIn = syncStandIn();
afterAll(() => stopJobQueue());

describe("webhooks and the bank sync", () => {
  it("a sync's new rows are transaction.created, then bank.sync.completed and review.pending, as one emission point sends them", async () => {
    const { token, remote, item } = await connect(standIn.fake);
    const hook = await call<CreatedWebhookJson>(createHook, {
      method: "POST",
      path: "/api/v1/user/webhooks",
      token,
      body: { url: "http://127.0.0.1:9/eventos", events: ["transaction.created", "bank.sync.completed", "review.pending"] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 100 });
    standIn.fake.state.addTransaction(bank.id, { amount: -42.5, date: daysAgo(3), description: "PADARIA REAL" });
    standIn.fake.state.addTransaction(bank.id, { amount: -19.9, date: daysAgo(2), description: "FARMACIA SAO JOAO" });

    const result = await syncItem(db, standIn.client, item.id);
    expect(result?.created).toBe(2);
    const sent = await deliveriesOf(hook.body.id);
    const byEvent = (event: string) => sent.filter((row) => row.event === event).map((row) => row.payload as { data: Record<string, unknown> });
    expect(byEvent("transaction.created").map((event) => (event.data.transaction as { description: string }).description).sort()).toEqual([
      "FARMACIA SAO JOAO",
      "PADARIA REAL",
    ]);
    expect(byEvent("bank.sync.completed")).toEqual([
      expect.objectContaining({
        data: { connection: { id: item.id, institutionName: "Pluggy Bank" }, accounts: 1, created: 2, reconciled: 0, skipped: 0 },
      }),
    ]);
    expect(byEvent("review.pending")).toEqual([expect.objectContaining({ data: { connection: { id: item.id, institutionName: "Pluggy Bank" }, waiting: 2 } })]);

    // A second sync that brings nothing new: only bank.sync.completed.
    await syncItem(db, standIn.client, item.id);
    const again = await deliveriesOf(hook.body.id);
    expect(again.length - sent.length).toBe(1);
    expect(again.at(-1)!.event).toBe("bank.sync.completed");
  });

  it("a personal access token never reaches the webhook routes", async () => {
    const { user } = await connect(standIn.fake);
    const { token } = await createApiToken(db, user.id, { name: "Planilha", scopes: ["read", "write"], expiresInDays: 30 });
    for (const res of [
      await call(listHooks, { path: "/api/v1/user/webhooks", token }),
      await call(createHook, { method: "POST", path: "/api/v1/user/webhooks", token, body: { url: "https://8.8.8.8/x", events: ["transaction.created"] } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "forbidden" });
    }
  });
});
