import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Loopback pushes are allowed here (as in development); the keys are the test's own.
const vapid = await vi.hoisted(async () => {
  const { vapidForTests } = await import("../fakes/push-service");
  return vapidForTests();
});

import { db } from "@/lib/server/db";
import { pushSubscriptions } from "@/db/schema";
import { GET as vapidPublicKey } from "@/app/api/v1/push/vapid-public-key/route";
import { GET as exportData } from "@/app/api/v1/user/export/route";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { browserKeys, decryptPush, startPushService, verifyVapid, type PushService } from "../fakes/push-service";
import { endpointsOf, sendTest, subscribeDevice, subscribeWith, unsubscribeDevice } from "./push-helpers";

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.stop());

describe("GET /push/vapid-public-key", () => {
  it("answers the server's public key to a signed-in person, 401 to anyone else", async () => {
    const { token } = await createTestUser();
    const res = await call<{ publicKey: string }>(vapidPublicKey, { path: "/api/v1/push/vapid-public-key", token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey });
    expect((await call(vapidPublicKey, { path: "/api/v1/push/vapid-public-key" })).status).toBe(401);
  });
});

describe("POST /push/subscriptions", () => {
  it("keeps one row per endpoint however often the browser subscribes, with its latest keys", async () => {
    const { user, token } = await createTestUser();
    const endpoint = `${service.origin}/push/idempotente`;
    const first = await subscribeDevice(token, endpoint, browserKeys());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ endpoint, expirationTime: null });
    const newer = browserKeys();
    expect((await subscribeDevice(token, endpoint, newer)).status).toBe(201);
    const rows = await db.select().from(pushSubscriptions);
    const mine = rows.filter((row) => row.userId === user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ endpoint, p256dh: newer.p256dh, auth: newer.auth, expiresAt: null });
  });

  it("is in the person's data export as a device, without the keys that decrypt its pushes", async () => {
    const { token } = await createTestUser();
    const keys = browserKeys();
    const endpoint = `${service.origin}/push/exportado`;
    await subscribeDevice(token, endpoint, keys);
    const res = await call<{ pushSubscriptions: Array<Record<string, unknown>> }>(exportData, { path: "/api/v1/user/export", token });
    expect(res.status).toBe(200);
    expect(res.body.pushSubscriptions).toEqual([expect.objectContaining({ endpoint })]);
    expect(JSON.stringify(res.body)).not.toContain(keys.auth);
    expect(JSON.stringify(res.body)).not.toContain(keys.p256dh);
  });

  it("refuses bad keys with a pt-BR 400", async () => {
    const { token } = await createTestUser();
    const endpoint = `${service.origin}/push/chaves`;
    const good = browserKeys();
    const cases: Array<[unknown, string]> = [
      [{ endpoint }, "Informe as chaves da inscrição (keys.p256dh e keys.auth)."],
      [{ endpoint, keys: { p256dh: good.p256dh } }, "A chave auth da inscrição é inválida."],
      [{ endpoint, keys: { p256dh: "abc", auth: good.auth } }, "A chave p256dh da inscrição é inválida."],
      // 65 bytes starting 0x04, but not a point of P-256.
      [{ endpoint, keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"), auth: good.auth } }, "A chave p256dh da inscrição é inválida."],
      [{ endpoint, keys: { p256dh: good.p256dh, auth: "curta" } }, "A chave auth da inscrição é inválida."],
      [{ endpoint, expirationTime: "amanhã", keys: { p256dh: good.p256dh, auth: good.auth } }, "A validade da inscrição (expirationTime) deve ser um instante em milissegundos ou nulo."],
      [{ endpoint: "não é url", keys: { p256dh: good.p256dh, auth: good.auth } }, "Informe o endereço (endpoint) da inscrição de notificações."],
    ];
    for (const [body, message] of cases) {
      const res = await subscribeWith(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("accepts only https to public hosts: never this machine, the private network or link-local", async () => {
    const { user, token } = await createTestUser();
    const keys = browserKeys();
    const refused: Array<[string, string]> = [
      ["http://push.example.com/x", "O endereço da inscrição deve usar https."],
      ["ftp://8.8.8.8/x", "O endereço da inscrição deve usar https."],
      ["https://127.0.0.1/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://2130706433/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://10.1.2.3/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://172.20.0.5/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://192.168.0.10:8443/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://169.254.169.254/latest/meta-data", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://100.64.0.1/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://0.0.0.0/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://[::1]/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://[::ffff:127.0.0.1]/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://[fe80::1]/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://[fd00::1]/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      // A name that resolves to loopback is refused like the address itself.
      ["https://localhost/x", "O endereço da inscrição deve ser um serviço de notificações público."],
      ["https://usuario:senha@8.8.8.8/x", "Informe o endereço (endpoint) da inscrição de notificações."],
      // Loopback is allowed here only as http://127.0.0.1:<port>.
      ["http://localhost:8080/x", "O endereço da inscrição deve usar https."],
      ["http://127.0.0.1/x", "O endereço da inscrição deve usar https."],
      ["http://10.0.0.1:8080/x", "O endereço da inscrição deve usar https."],
    ];
    for (const [endpoint, message] of refused) {
      const res = await subscribeDevice(token, endpoint, keys);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.message, endpoint).toBe(message);
    }
    expect(await endpointsOf(user.id)).toEqual([]);
    // A public address is fine (no DNS needed for a literal one).
    expect((await subscribeDevice(token, "https://8.8.8.8/push/abc", keys)).status).toBe(201);
    expect((await subscribeDevice(token, "https://[2606:4700:4700::1111]/push/abc", keys)).status).toBe(201);
  });
});

describe("DELETE /push/subscriptions", () => {
  it("removes the caller's subscription (204) and never another person's (404)", async () => {
    const ana = await createTestUser();
    const bruno = await createTestUser();
    const endpoint = `${service.origin}/push/compartilhado`;
    expect((await subscribeDevice(ana.token, endpoint, browserKeys())).status).toBe(201);
    const stranger = await unsubscribeDevice(bruno.token, endpoint);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe("Nenhuma inscrição de notificações com esse endereço.");
    expect(await endpointsOf(ana.user.id)).toEqual([endpoint]);
    // The same browser subscribed by both: each keeps a row, and Bruno's leaving leaves Ana's.
    expect((await subscribeDevice(bruno.token, endpoint, browserKeys())).status).toBe(201);
    expect((await unsubscribeDevice(bruno.token, endpoint)).status).toBe(204);
    expect(await endpointsOf(bruno.user.id)).toEqual([]);
    expect(await endpointsOf(ana.user.id)).toEqual([endpoint]);
    expect((await unsubscribeDevice(ana.token, endpoint)).status).toBe(204);
    expect((await unsubscribeDevice(ana.token, endpoint)).status).toBe(404);
  });
});

describe("POST /push/test", () => {
  it("delivers 'Notificações ativadas' signed with VAPID and encrypted (aes128gcm) for the device's keys", async () => {
    const { token } = await createTestUser();
    const keys = browserKeys();
    const endpoint = `${service.origin}/push/teste`;
    await subscribeDevice(token, endpoint, keys);
    const res = await sendTest(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ sent: 1, removed: 0, failed: 0 });
    const request = service.requests.filter((r) => r.path === "/push/teste").at(-1)!;
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const vapidHeader = verifyVapid(request.headers.authorization);
    expect(vapidHeader.publicKey).toBe(vapid.publicKey);
    expect(vapidHeader.claims.aud).toBe(service.origin);
    expect(vapidHeader.claims.sub).toBe(vapid.subject);
    expect(vapidHeader.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(vapidHeader.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(JSON.parse(decryptPush(request.body, keys))).toMatchObject({
      title: "Notificações ativadas",
      url: "/settings",
    });
    // Another device's keys cannot read it.
    expect(() => decryptPush(request.body, browserKeys())).toThrow();
  });

  it("removes a subscription its push service answers 410 or 404 to, and keeps one that failed otherwise", async () => {
    const { user, token } = await createTestUser();
    const other = await createTestUser();
    for (const path of ["/push/gone-410", "/push/gone-404", "/push/fora-do-ar"]) {
      await subscribeDevice(token, `${service.origin}${path}`, browserKeys());
    }
    // Another person's subscription to the same gone endpoint is theirs to lose, not ours to remove.
    await subscribeDevice(other.token, `${service.origin}/push/gone-410`, browserKeys());
    service.answer("/push/gone-410", 410);
    service.answer("/push/gone-404", 404);
    service.answer("/push/fora-do-ar", 503);
    const res = await sendTest(token);
    expect(res.body).toEqual({ sent: 0, removed: 2, failed: 1 });
    expect(await endpointsOf(user.id)).toEqual([`${service.origin}/push/fora-do-ar`]);
    expect(await endpointsOf(other.user.id)).toEqual([`${service.origin}/push/gone-410`]);
  });

  it("reaches only the caller's devices, and says so when there are none", async () => {
    const ana = await createTestUser();
    const bruno = await createTestUser();
    await subscribeDevice(ana.token, `${service.origin}/push/so-da-ana`, browserKeys());
    const none = await sendTest(bruno.token);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("Ative as notificações neste aparelho antes de testar.");
    expect(service.requests.filter((r) => r.path === "/push/so-da-ana")).toHaveLength(0);
  });

  it("allows 10 test pushes an hour per person, then a pt-BR 429", async () => {
    const { token } = await createTestUser();
    await subscribeDevice(token, `${service.origin}/push/limite`, browserKeys());
    for (let n = 0; n < 10; n += 1) expect((await sendTest(token)).status).toBe(200);
    const over = await sendTest(token);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Muitas tentativas\. Aguarde \d+ minutos e tente novamente\.$/);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(service.requests.filter((r) => r.path === "/push/limite")).toHaveLength(10);
  });

  it("never POSTs to a stored endpoint today's rules refuse: it is removed instead", async () => {
    const { user, token } = await createTestUser();
    const keys = browserKeys();
    await db.insert(pushSubscriptions).values({ userId: user.id, endpoint: "https://127.0.0.1:9/interno", p256dh: keys.p256dh, auth: keys.auth });
    const res = await sendTest(token);
    expect(res.body).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(await endpointsOf(user.id)).toEqual([]);
  });
});
