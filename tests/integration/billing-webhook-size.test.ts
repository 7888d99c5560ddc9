import { afterAll, describe, expect, it, vi } from "vitest";

const fake = await vi.hoisted(async () => {
  const { startBillingFake } = await import("./billing-fixture");
  return startBillingFake();
});

vi.mock("@/server/mail/send-mail", () => ({ sendMail: vi.fn(async () => {}) }));

import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { DEFAULT_BODY_LIMIT_BYTES, bodyTooLargeMessage } from "@/server/http/read-json-body";
import { POST as webhook } from "@/app/api/v1/stripe/webhook/route";
import { createTestUser } from "../helpers/users";
import { eventFor, processedEventIds, readUser, subscribe } from "./billing-helpers";

afterAll(() => fake.stop());

/** The payload as a stream with no Content-Length, so only the reading itself can stop it. */
function streamed(payload: string): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const bytes = new TextEncoder().encode(payload);
  const chunk = 16 * 1024;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
  return { stream, pulled: () => offset };
}

describe("POST /api/v1/stripe/webhook — body size", () => {
  it("refuses a correctly signed body over the limit with 413, parses none of it and records nothing", async () => {
    const { user, token } = await createTestUser({ subscriptionStatus: "inactive" });
    const subscription = await subscribe(fake, token);
    await db.update(users).set({ subscriptionStatus: "inactive" }).where(eq(users.id, user.id));
    const padded = { ...subscription, metadata: { ...subscription.metadata, padding: "x".repeat(4 * DEFAULT_BODY_LIMIT_BYTES) } };
    const event = eventFor("customer.subscription.updated", padded);
    const payload = JSON.stringify(event);
    const body = streamed(payload);
    // A streamed request body needs `duplex`, which the DOM typings do not list yet.
    const init = {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": fake.sign(payload) },
      body: body.stream,
      duplex: "half",
    };
    const req = new NextRequest(
      new URL("/api/v1/stripe/webhook", "http://localhost:3000"),
      init as ConstructorParameters<typeof NextRequest>[1],
    );

    const res = await webhook(req);

    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: bodyTooLargeMessage, code: "payload_too_large" });
    // Read to its end (under the drain bound) so the sender gets the answer, but never parsed.
    expect(body.pulled()).toBeGreaterThanOrEqual(payload.length);
    expect(await processedEventIds()).not.toContain(event.id);
    expect((await readUser(user.id)).subscriptionStatus).toBe("inactive");
  });
});
