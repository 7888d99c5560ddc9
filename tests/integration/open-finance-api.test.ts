import { describe, expect, it, vi } from "vitest";

const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import { eq } from "drizzle-orm";
import { transactions } from "@/db/schema";
import { openFinanceAccounts, openFinanceItems, openFinanceTransactions } from "@/db/schema-open-finance";
import { db } from "@/lib/server/db";
import { GET as listItems, POST as addItem } from "@/app/api/v1/open-finance/items/route";
import { DELETE as deleteItem } from "@/app/api/v1/open-finance/items/[id]/route";
import { POST as syncItem } from "@/app/api/v1/open-finance/items/[id]/sync/route";
import { GET as status } from "@/app/api/v1/open-finance/status/route";
import type { BankConnectionJson } from "@/lib/schemas/open-finance";
import { call } from "../helpers/api";
import { stopPluggyFakeAfterAll } from "./pluggy-fixture";
import { createTestUser } from "../helpers/users";
import { createReferences, expenseBody, transactionTypeIds } from "./transactions-fixtures";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { clearSyncJobs, connectBank, newConnectToken, syncJobs } from "./open-finance-helpers";

stopPluggyFakeAfterAll(fake, { quietSdk: true });

const items = (token: string) => call<BankConnectionJson[]>(listItems, { path: "/api/v1/open-finance/items", token });
const sync = (token: string, id: string) =>
  call<{ message: string }>(syncItem, { method: "POST", path: `/api/v1/open-finance/items/${id}/sync`, params: { id }, token });
const disconnect = (token: string, id: string) =>
  call(deleteItem, { method: "DELETE", path: `/api/v1/open-finance/items/${id}`, params: { id }, token });

describe("GET /open-finance/status", () => {
  it("says bank connection is on when the three PLUGGY_* variables are set", async () => {
    const { token } = await createTestUser();
    const res = await call(status, { path: "/api/v1/open-finance/status", token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true, message: null });
  });
});

describe("POST /open-finance/connect-token", () => {
  it("asks Pluggy for a token naming the person by an opaque id, with the webhook URL and its token", async () => {
    const { user, token } = await createTestUser({ email: "ana.conexao@exemplo.com.br" });
    const res = await newConnectToken(token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["accessToken"]);
    const sent = fake.state.connectTokens.get(res.body.accessToken);
    expect(sent?.clientUserId).toBe(user.id);
    expect(sent?.itemId).toBeNull();
    expect(sent?.webhookUrl).toMatch(/^http:\/\/localhost:3000\/api\/v1\/open-finance\/webhook\?token=[\w-]{20,}$/);
    expect(JSON.stringify(sent)).not.toContain("ana.conexao");
    expect(sent?.webhookUrl).not.toContain("pluggy-webhook-secret-integration");
  });

  it("carries Pluggy's item id to reconnect one of the person's connections; another's is a 404", async () => {
    const { token } = await createTestUser();
    const { item, connection } = await connectBank(fake, token, { sample: false });
    const again = await newConnectToken(token, { connectionId: connection.id });
    expect(again.status).toBe(200);
    expect(fake.state.connectTokens.get(again.body.accessToken)?.itemId).toBe(item.id);

    const stranger = await createTestUser();
    const refused = await newConnectToken(stranger.token, { connectionId: connection.id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Conexão bancária não encontrada.");
    const bad = await newConnectToken(token, { connectionId: "nao-e-uuid" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Identificador de conexão inválido.");
  });

  it("answers 502 in pt-BR when Pluggy is down", async () => {
    const { token } = await createTestUser();
    fake.failNext(503);
    const res = await newConnectToken(token);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("O serviço de conexão bancária não respondeu. Tente novamente em instantes.");
  });
});

describe("POST /open-finance/items", () => {
  it("keeps the person's item with the institution's name and queues the first sync, 12 months back", async () => {
    const { user, token } = await createTestUser();
    const { item, connection } = await connectBank(fake, token);
    expect(connection).toMatchObject({
      institutionName: "Pluggy Bank",
      status: "UPDATED",
      statusLabel: "Atualizada",
      needsAction: false,
      lastSyncedAt: null,
      accounts: [],
    });
    const [row] = await db.select().from(openFinanceItems).where(eq(openFinanceItems.id, connection.id));
    expect(row).toMatchObject({ userId: user.id, pluggyItemId: item.id });
    expect(await syncJobs(connection.id)).toEqual([{ openFinanceItemId: connection.id, monthsBack: 12 }]);
  });

  it("is idempotent: the same item again answers the same connection and queues nothing more", async () => {
    const { token } = await createTestUser();
    const { item, connection } = await connectBank(fake, token, { sample: false });
    const again = await call<BankConnectionJson>(addItem, { method: "POST", path: "/api/v1/open-finance/items", token, body: { itemId: item.id } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(connection.id);
    expect(await syncJobs(connection.id)).toHaveLength(1);
    expect(await db.select().from(openFinanceItems).where(eq(openFinanceItems.pluggyItemId, item.id))).toHaveLength(1);
  });

  it("refuses with 404 an item Pluggy made for someone else, or does not know, and stores nothing", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser();
    const { item } = await connectBank(fake, owner.token, { sample: false });
    const orphan = fake.state.createItem({ clientUserId: "outra-pessoa" });
    for (const itemId of [item.id, orphan.id, "item-que-nao-existe"]) {
      const res = await call<{ message: string }>(addItem, {
        method: "POST",
        path: "/api/v1/open-finance/items",
        token: stranger.token,
        body: { itemId },
      });
      expect(res.status, itemId).toBe(404);
      expect(res.body.message).toBe("Conexão bancária não encontrada.");
    }
    expect(await db.select().from(openFinanceItems).where(eq(openFinanceItems.userId, stranger.user.id))).toEqual([]);
    const missing = await call<{ message: string }>(addItem, { method: "POST", path: "/api/v1/open-finance/items", token: stranger.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Informe o itemId da conexão.");
  });
});

describe("GET /open-finance/items", () => {
  it("lists only the person's connections, with the pt-BR state and each account's payment method", async () => {
    const { user, token } = await createTestUser();
    const { connection } = await connectBank(fake, token, { sample: false });
    const refs = await createReferences(user.id);
    await db.insert(openFinanceAccounts).values({
      userId: user.id,
      itemId: connection.id,
      pluggyAccountId: `acc-${connection.id}`,
      type: "BANK",
      name: "Conta corrente",
      number: "0001/12345-0",
      paymentMethodId: refs.paymentMethod.id,
    });
    await db
      .update(openFinanceItems)
      .set({ status: "LOGIN_ERROR", lastSyncedAt: new Date("2026-11-20T12:00:00Z") })
      .where(eq(openFinanceItems.id, connection.id));
    await connectBank(fake, (await createTestUser()).token, { sample: false });

    const res = await items(token);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: connection.id,
      institutionName: "Pluggy Bank",
      status: "LOGIN_ERROR",
      statusLabel: "Credenciais inválidas",
      needsAction: true,
      lastSyncedAt: "2026-11-20T12:00:00.000Z",
      accounts: [
        { type: "BANK", name: "Conta corrente", number: "0001/12345-0", paymentMethodId: refs.paymentMethod.id, paymentMethodName: "Pix" },
      ],
    });
  });

  it("warns when the consent ends within 7 days", async () => {
    const { token } = await createTestUser();
    const { connection } = await connectBank(fake, token, { sample: false });
    await db
      .update(openFinanceItems)
      .set({ consentExpiresAt: new Date(Date.now() + 3 * 86_400_000 - 60_000) })
      .where(eq(openFinanceItems.id, connection.id));
    const [listed] = (await items(token)).body;
    expect(listed).toMatchObject({ statusLabel: "Consentimento expira em 3 dias", needsAction: true });
  });
});

describe("POST /open-finance/items/{id}/sync", () => {
  it("asks Pluggy to update the item and queues a sync: 202, then 429 with Retry-After for 5 minutes", async () => {
    const { token } = await createTestUser();
    const { item, connection } = await connectBank(fake, token, { sample: false });
    await clearSyncJobs(connection.id);
    const first = await sync(token, connection.id);
    expect(first.status).toBe(202);
    expect(first.body.message).toBe("Atualização pedida. Os dados novos chegam em instantes.");
    expect(fake.requests).toContain(`PATCH /items/${item.id}`);
    expect(await syncJobs(connection.id)).toEqual([{ openFinanceItemId: connection.id }]);
    await clearSyncJobs(connection.id);

    const second = await sync(token, connection.id);
    expect(second.status).toBe(429);
    expect(second.body.message).toBe("Esta conexão foi atualizada há pouco. Tente de novo em alguns minutos.");
    const retryAfter = Number(second.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(await syncJobs(connection.id)).toEqual([]);

    // Five minutes later it may be asked again.
    await db
      .update(openFinanceItems)
      .set({ syncRequestedAt: new Date(Date.now() - 5 * 60 * 1000 - 1000) })
      .where(eq(openFinanceItems.id, connection.id));
    expect((await sync(token, connection.id)).status).toBe(202);
  });

  it("two clicks at once make one call to Pluggy", async () => {
    const { token } = await createTestUser();
    const { item, connection } = await connectBank(fake, token, { sample: false });
    const statuses = (await Promise.all([1, 2, 3].map(() => sync(token, connection.id)))).map((r) => r.status).sort();
    expect(statuses).toEqual([202, 429, 429]);
    expect(fake.requests.filter((r) => r === `PATCH /items/${item.id}`)).toHaveLength(1);
  });

  it("when Pluggy refuses: 502, nothing queued, and the person may try again at once", async () => {
    const { token } = await createTestUser();
    const { connection } = await connectBank(fake, token, { sample: false });
    await clearSyncJobs(connection.id);
    fake.failNext(500);
    const failed = await sync(token, connection.id);
    expect(failed.status).toBe(502);
    expect(await syncJobs(connection.id)).toEqual([]);
    expect((await sync(token, connection.id)).status).toBe(202);
    expect(await syncJobs(connection.id)).toHaveLength(1);
  });
});

describe("DELETE /open-finance/items/{id}", () => {
  it("deletes the item at Pluggy and the connection; the transactions it brought stay the person's", async () => {
    const { user, token } = await createTestUser();
    const { item, connection } = await connectBank(fake, token, { sample: false });
    const refs = await createReferences(user.id);
    const [account] = await db
      .insert(openFinanceAccounts)
      .values({ userId: user.id, itemId: connection.id, pluggyAccountId: `acc-${connection.id}`, type: "BANK", name: "Conta", paymentMethodId: refs.paymentMethod.id })
      .returning();
    const created = await call<{ _id: string }>(createTransaction, {
      method: "POST",
      path: "/api/v1/transaction",
      token,
      body: expenseBody(refs, await transactionTypeIds()),
    });
    expect(created.status).toBe(201);
    await db.insert(openFinanceTransactions).values({
      transactionId: created.body._id,
      userId: user.id,
      accountId: account!.id,
      pluggyTransactionId: "tx-pluggy-1",
      status: "POSTED",
    });

    const res = await disconnect(token, connection.id);
    expect(res.status).toBe(204);
    expect(fake.state.deletedItems).toContain(item.id);
    expect(await db.select().from(openFinanceItems).where(eq(openFinanceItems.id, connection.id))).toEqual([]);
    expect(await db.select().from(openFinanceAccounts).where(eq(openFinanceAccounts.itemId, connection.id))).toEqual([]);
    const [kept] = await db.select().from(transactions).where(eq(transactions.id, created.body._id));
    expect(kept).toMatchObject({ userId: user.id, paymentMethodId: refs.paymentMethod.id });
    expect((await items(token)).body).toEqual([]);
  });

  it("keeps everything when Pluggy refuses, and treats an item Pluggy already forgot as deleted", async () => {
    const { token } = await createTestUser();
    const { item, connection } = await connectBank(fake, token, { sample: false });
    fake.failNext(503);
    expect((await disconnect(token, connection.id)).status).toBe(502);
    expect((await items(token)).body).toHaveLength(1);
    fake.state.deleteItem(item.id);
    expect((await disconnect(token, connection.id)).status).toBe(204);
    expect((await items(token)).body).toEqual([]);
  });

  it("another person's connection is a 404 on every verb and stays", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser();
    const { connection } = await connectBank(fake, owner.token, { sample: false });
    expect((await disconnect(stranger.token, connection.id)).status).toBe(404);
    expect((await sync(stranger.token, connection.id)).status).toBe(404);
    expect((await items(owner.token)).body).toHaveLength(1);
    expect(fake.state.items.has((await db.select().from(openFinanceItems).where(eq(openFinanceItems.id, connection.id)))[0]!.pluggyItemId)).toBe(true);
  });
});
