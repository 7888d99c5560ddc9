import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PluggyClient } from "pluggy-sdk";
import { startFakePluggy, type FakePluggy } from "../fakes/pluggy-server";

// The stand-in is only worth something if the official SDK, unchanged, talks to it as to Pluggy.
let fake: FakePluggy;
let client: PluggyClient;

beforeAll(async () => {
  // Pluggy's own key lifetime (2 h): a retry never meets an expired key by chance; the expiry test
  // below runs its own stand-in with a short one.
  fake = await startFakePluggy({ cursorPageSize: 2 });
  process.env.PLUGGY_API_URL = fake.url;
  client = new PluggyClient({ clientId: fake.clientId, clientSecret: fake.clientSecret });
  // The SDK logs every HTTP error to the console; the assertions below are on what it returns.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterAll(async () => {
  vi.restoreAllMocks();
  await fake.stop();
});

function connectedItem() {
  const item = fake.state.createItem({ clientUserId: "pessoa-opaca-1" });
  const bank = fake.state.addAccount(item.id, { type: "BANK", balance: 1520.37 });
  const card = fake.state.addAccount(item.id, { type: "CREDIT", balance: 310.5 });
  for (let day = 1; day <= 5; day += 1) {
    fake.state.addTransaction(bank.id, { amount: -day * 10.01, date: `2026-10-0${day}T15:00:00.000Z` });
  }
  return { item, bank, card };
}

describe("Pluggy stand-in, through the official SDK", () => {
  it("refuses wrong credentials at /auth", async () => {
    const stranger = new PluggyClient({ clientId: fake.clientId, clientSecret: "errado" });
    await expect(stranger.fetchItem("x")).rejects.toThrow(/401/);
  });

  it("refuses a call without a valid X-API-KEY with 403", async () => {
    const res = await fetch(`${fake.url}/items/x`, { headers: { "x-api-key": "forjada.forjada.forjada" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 403, message: "Missing or invalid authorization token" });
  });

  it("answers an item's identity as the SDK reads it, and 404 for an item without one", async () => {
    const { item } = connectedItem();
    const identity = await client.fetchIdentityByItemId(item.id);
    expect(identity).toMatchObject({
      itemId: item.id,
      document: "28705193460",
      documentType: "CPF",
      fullName: "Pessoa de Teste",
      companyName: null,
    });
    expect(identity.createdAt).toBeInstanceOf(Date);
    expect(await client.fetchIdentity(identity.id)).toMatchObject({ itemId: item.id });
    fake.state.setIdentity(item.id, { document: "12345678000195", fullName: "Empresa de Teste" });
    expect(await client.fetchIdentityByItemId(item.id)).toMatchObject({
      document: "12345678000195",
      documentType: "CNPJ",
      taxNumber: "12345678000195",
    });
    fake.state.setIdentity(item.id, null);
    await expect(client.fetchIdentityByItemId(item.id)).rejects.toMatchObject({ code: 404 });
  });

  it("reads an item, its accounts (a page list) and every transaction through the cursor", async () => {
    const { item, bank } = connectedItem();
    const read = await client.fetchItem(item.id);
    expect(read).toMatchObject({ id: item.id, clientUserId: "pessoa-opaca-1", status: "UPDATED" });
    expect(read.connector.name).toBe("Pluggy Bank");
    expect(read.createdAt).toBeInstanceOf(Date);

    const accounts = await client.fetchAccounts(item.id);
    expect(accounts).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(accounts.results.map((a) => a.type).sort()).toEqual(["BANK", "CREDIT"]);

    const before = fake.requests.filter((r) => r.startsWith("GET /v2/transactions")).length;
    const all = await client.fetchAllTransactions(bank.id);
    expect(all.map((t) => t.amount)).toEqual([-10.01, -20.02, -30.03, -40.04, -50.05]);
    // Five rows, two per page: three cursor pages.
    expect(fake.requests.filter((r) => r.startsWith("GET /v2/transactions")).length - before).toBe(3);
  });

  it("answers mutations with exactly 200: connect token, update, delete", async () => {
    const { item } = connectedItem();
    const token = await client.createConnectToken(undefined, { clientUserId: "pessoa-opaca-2" });
    expect(token.accessToken.split(".")).toHaveLength(3);
    expect(fake.state.connectTokens.get(token.accessToken)?.clientUserId).toBe("pessoa-opaca-2");
    expect((await client.updateItem(item.id)).status).toBe("UPDATED");
    await client.deleteItem(item.id);
    expect(fake.state.deletedItems).toContain(item.id);
    await expect(client.fetchItem(item.id)).rejects.toEqual({ code: 404, message: "Item not found" });
  });

  it("answers 429 with Retry-After, which the SDK waits out and retries", async () => {
    const { item } = connectedItem();
    fake.failNext(429);
    expect((await client.fetchItem(item.id)).id).toBe(item.id);
  });

  it("passes an outage (503) to the caller", async () => {
    const { item } = connectedItem();
    fake.failNext(503);
    await expect(client.fetchItem(item.id)).rejects.toEqual({ code: 503, message: "Service unavailable" });
  });

  it("refuses connections while offline, past the SDK's own retries, and comes back with its state", async () => {
    const { item } = connectedItem();
    await client.fetchItem(item.id);
    await fake.goOffline();
    await expect(client.fetchItem(item.id)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await fake.comeBack();
    expect((await client.fetchItem(item.id)).id).toBe(item.id);
  });

  it("issues keys that expire, so the SDK authenticates again", async () => {
    const shortLived = await startFakePluggy({ apiKeyTtlSeconds: 2 });
    try {
      process.env.PLUGGY_API_URL = shortLived.url;
      const own = new PluggyClient({ clientId: shortLived.clientId, clientSecret: shortLived.clientSecret });
      const item = shortLived.state.createItem({ clientUserId: "pessoa-opaca-4" });
      await own.fetchItem(item.id);
      const auths = shortLived.requests.filter((r) => r === "POST /auth").length;
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      await own.fetchItem(item.id);
      expect(shortLived.requests.filter((r) => r === "POST /auth").length).toBe(auths + 1);
    } finally {
      process.env.PLUGGY_API_URL = fake.url;
      await shortLived.stop();
    }
  });

  it("plays the Connect widget: a token's person gets Pluggy Bank with sample data; a reconnect keeps the item", async () => {
    const { accessToken } = await client.createConnectToken(undefined, { clientUserId: "pessoa-opaca-3", webhookUrl: "http://app/webhook?token=t" });
    const res = await fetch(`${fake.url}/__control/connect`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ accessToken }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const { item } = (await res.json()) as { item: { id: string } };
    const read = await client.fetchItem(item.id);
    expect(read).toMatchObject({ clientUserId: "pessoa-opaca-3", webhookUrl: "http://app/webhook?token=t", status: "UPDATED" });
    const accounts = await client.fetchAccounts(item.id);
    expect(accounts.results.map((a) => a.type).sort()).toEqual(["BANK", "CREDIT"]);
    const bank = accounts.results.find((a) => a.type === "BANK")!;
    expect((await client.fetchAllTransactions(bank.id)).length).toBeGreaterThan(20);

    fake.state.items.get(item.id)!.status = "LOGIN_ERROR";
    const again = await client.createConnectToken(item.id, { clientUserId: "pessoa-opaca-3" });
    expect(fake.connect(again.accessToken).id).toBe(item.id);
    expect((await client.fetchItem(item.id)).status).toBe("UPDATED");

    const forged = await fetch(`${fake.url}/__control/connect`, { method: "POST", body: JSON.stringify({ accessToken: "x.y.z" }) });
    expect(forged.status).toBe(401);
  });
});
