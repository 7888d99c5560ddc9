import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Only http://127.0.0.1:<port> is let through, as in development; every other inside address is not.
vi.hoisted(() => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = "1";
});

import { db } from "@/lib/server/db";
import { POST as createHook } from "@/app/api/v1/user/webhooks/route";
import type { CreatedWebhookJson } from "@/lib/schemas/webhooks";
import { AppError } from "@/lib/errors";
import { emitEvent } from "@/server/shared/emit-event";
import type { Resolve } from "@/server/shared/outbound-guard";
import { createWebhook } from "@/server/webhooks/create-webhook";
import { runWebhookDeliveries } from "@/server/webhooks/run-webhook-deliveries";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { stopJobQueue } from "./pluggy-fixture";
import { deliveriesOf, startReceiver } from "./webhooks-receiver";

const NOT_PUBLIC = "A URL do webhook deve apontar para um servidor público na internet.";

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await stopJobQueue();
  await receiver.stop();
});

const resolvingTo = (...addresses: string[]): Resolve => async () =>
  addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

async function addHook(token: string, url: string) {
  return call<CreatedWebhookJson & { message?: string }>(createHook, {
    method: "POST",
    path: "/api/v1/user/webhooks",
    token,
    body: { url, events: ["transaction.created"] },
  });
}

describe("the SSRF guard when a webhook is saved", () => {
  it("refuses every way of writing an address inside the network", async () => {
    const { token } = await createTestUser();
    const inside = [
      "https://127.0.0.1/eventos",
      "https://2130706433/eventos",
      "https://0x7f000001/eventos",
      "https://127.1/eventos",
      "https://[::ffff:127.0.0.1]/eventos",
      "https://[::ffff:7f00:1]/eventos",
      "https://[::1]/eventos",
      "https://0.0.0.0/eventos",
      "https://10.0.0.5/eventos",
      "https://172.16.3.4/eventos",
      "https://192.168.0.10/eventos",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/eventos",
      "https://[fd00::1]/eventos",
      "https://[fe80::1]/eventos",
    ];
    for (const url of inside) {
      const res = await addHook(token, url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe(NOT_PUBLIC);
    }
  });

  it("lets loopback through only as http://127.0.0.1 with a port, the test setting", async () => {
    const { token } = await createTestUser();
    expect((await addHook(token, receiver.url())).status).toBe(201);
    for (const url of ["http://127.0.0.1/eventos", `http://localhost:${receiver.port}/eventos`, `http://[::1]:${receiver.port}/eventos`]) {
      const res = await addHook(token, url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe("A URL do webhook deve usar https.");
    }
  });

  it("refuses a name that resolves to loopback or a private address, even beside a public one", async () => {
    const { user } = await createTestUser();
    const input = { url: "https://recebedor.exemplo.com.br/eventos", events: ["transaction.created" as const] };
    for (const resolve of [resolvingTo("127.0.0.1"), resolvingTo("::1"), resolvingTo("93.184.216.34", "10.1.2.3"), resolvingTo("::ffff:127.0.0.1")]) {
      const refused = createWebhook(db, user.id, input, { resolve });
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toThrow(NOT_PUBLIC);
    }
    const unknown = createWebhook(db, user.id, input, { resolve: async () => Promise.reject(new Error("ENOTFOUND")) });
    await expect(unknown).rejects.toThrow("Não foi possível encontrar o servidor da URL do webhook.");
    await expect(createWebhook(db, user.id, input, { resolve: resolvingTo("93.184.216.34") })).resolves.toMatchObject({ url: input.url });
  });
});

describe("the SSRF guard when a delivery connects", () => {
  it("refuses a name that resolved to a public address when saved and to loopback now, before any byte is sent", async () => {
    const { user } = await createTestUser();
    const url = `https://recebedor.exemplo.com.br:${receiver.port}/eventos`;
    const hook = await createWebhook(db, user.id, { url, events: ["transaction.created"] }, { resolve: resolvingTo("93.184.216.34") });
    await emitEvent(db, user.id, "transaction.created", () => [{ data: { transaction: { id: "x" } } }]);
    const [delivery] = await deliveriesOf(hook.id);
    const before = receiver.received.length;
    await runWebhookDeliveries(db, [delivery!.id], { resolve: resolvingTo("127.0.0.1"), timeoutMs: 1_000 });
    const [after] = await deliveriesOf(hook.id);
    expect(after).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null, lastError: "O endereço aponta para uma rede que não é pública." });
    expect(receiver.received.length).toBe(before);
  });

  it("follows no redirect: a 302 is a failed attempt, and the target is never asked", async () => {
    const { user, token } = await createTestUser();
    const hook = await addHook(token, receiver.url("/redireciona"));
    await emitEvent(db, user.id, "transaction.created", () => [{ data: { transaction: { id: "y" } } }]);
    const [delivery] = await deliveriesOf(hook.body.id);
    const before = receiver.received.length;
    receiver.reply(302);
    await runWebhookDeliveries(db, [delivery!.id], { timeoutMs: 1_000 });
    const [after] = await deliveriesOf(hook.body.id);
    expect(after).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 302, lastError: "O servidor respondeu 302." });
    expect(receiver.received.length).toBe(before + 1);
  });
});
