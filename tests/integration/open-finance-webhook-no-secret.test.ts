import { describe, expect, it, vi } from "vitest";

// This server has no PLUGGY_WEBHOOK_SECRET: read before the env module is.
vi.hoisted(() => {
  delete process.env.PLUGGY_WEBHOOK_SECRET;
});

import { createHmac, randomUUID } from "node:crypto";
import { POST as webhook } from "@/app/api/v1/open-finance/webhook/route";
import { env } from "@/lib/env";
import { call } from "../helpers/api";

/** The token webhookToken() would derive if it ran with an empty secret: anyone can compute it. */
const tokenOfEmptySecret = createHmac("sha256", "").update("bolso:pluggy-webhook").digest("base64url");

const deliver = (token: string, headers: Record<string, string> = {}) =>
  call<{ code?: string }>(webhook, {
    method: "POST",
    path: "/api/v1/open-finance/webhook",
    query: { token },
    headers,
    body: JSON.stringify({ id: "x", eventId: randomUUID(), event: "item/updated", itemId: randomUUID() }),
  });

describe("POST /open-finance/webhook on a server without PLUGGY_WEBHOOK_SECRET", () => {
  it("refuses the token derived from an empty secret, and an empty header secret: 401", async () => {
    expect(env.PLUGGY_WEBHOOK_SECRET ?? "").toBe("");
    const derived = await deliver(tokenOfEmptySecret);
    expect(derived.status).toBe(401);
    expect(derived.body.code).toBe("unauthorized");
    expect((await deliver("", { "x-webhook-secret": "" })).status).toBe(401);
  });
});
