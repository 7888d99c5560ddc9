import { afterAll, describe, expect, it, vi } from "vitest";

// Billing on (against the offline fake Stripe), bank connection on (against the Pluggy stand-in)
// and mail to a local catcher, so every endpoint runs its real code path.
const { fake, pluggy, mail } = await vi.hoisted(async () => {
  const { startBillingFake } = await import("../billing-fixture");
  const { startPluggyFake } = await import("../pluggy-fixture");
  const { catchMail } = await import("../auth-mail");
  return { fake: await startBillingFake(), pluggy: await startPluggyFake(), mail: await catchMail() };
});

import fc from "fast-check";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { call } from "../../helpers/api";
import { discoverApiRoutes, endpointsOf, fillPattern } from "../../helpers/api-routes";
import { clearRateLimits } from "../auth-fixtures";
import { readUser, subscribe } from "../billing-helpers";
import { bodyArbitrary, nastyString, queryArbitrary, rawBody } from "./arbitraries";
import { WriteWatch } from "./db-state";
import { createCaller, SHAPE_ONLY_CALLER, type Caller } from "./caller";
import { ENDPOINT_INPUTS, PUBLIC_ENDPOINTS, tableGaps, type Endpoint } from "./endpoints";
import { routeParams } from "./route-records";
import { webhookEventArbitrary } from "./webhook-events";
import { stopJobQueue } from "../pluggy-fixture";

afterAll(async () => {
  await stopJobQueue();
  await fake.stop();
  await pluggy.stop();
  await mail.stop();
});

/** Per endpoint; FUZZ_RUNS raises it for a longer hunt, FUZZ_SEED replays a failure. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const endpoints = endpointsOf(await discoverApiRoutes());
const publicKeys = new Set(PUBLIC_ENDPOINTS);

/** Every field name of every known body and query: each schema also meets the others' fields. */
const FIELD_NAMES = [
  ...new Set(
    Object.values(ENDPOINT_INPUTS).flatMap((input) => [
      ...Object.keys(input.body?.(SHAPE_ONLY_CALLER) ?? {}),
      ...Object.keys(input.query?.(SHAPE_ONLY_CALLER) ?? {}),
    ]),
  ),
];

interface FuzzRequest {
  body: string | undefined;
  query: Record<string, string>;
  id: string;
  headers: Record<string, string>;
}

function requestArbitrary(endpoint: Endpoint, caller: Caller, billing: BillingIds | null): fc.Arbitrary<FuzzRequest> {
  const input = ENDPOINT_INPUTS[endpoint.key] ?? {};
  const ids = Object.values(caller.records) as string[];
  const id: fc.Arbitrary<string> = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, fc.uuid(), nastyString);
  const query = queryArbitrary(input.query?.(caller), FIELD_NAMES);
  if (endpoint.key === "POST /api/v1/stripe/webhook" && billing) {
    const signed = webhookEventArbitrary({ ...billing, userId: caller.userId }).map((event) => {
      const payload = JSON.stringify(event);
      return { body: payload, headers: { "stripe-signature": fake.sign(payload) } };
    });
    const unsigned = fc.tuple(rawBody, fc.oneof(nastyString, fc.constant("t=1,v1=deadbeef"))).map(([body, signature]) => ({
      body,
      // Only what an HTTP header can carry: Latin-1, no line breaks or NUL.
      headers: { "stripe-signature": signature.replace(/[^\u0001-\u0009\u000b\u000c\u000e-\u00ff]/g, "") },
    }));
    return fc
      .tuple(fc.oneof({ weight: 5, arbitrary: signed }, unsigned), query, id)
      .map(([request, q, i]) => ({ ...request, query: q, id: i }));
  }
  return fc
    .tuple(bodyArbitrary(input.body?.(caller), FIELD_NAMES), query, id)
    .map(([body, q, i]) => ({ body, query: q, id: i, headers: {} }));
}

interface BillingIds {
  subscriptionId: string;
  customerId: string;
}

/** Stripe endpoints get a subscribed caller, so cancel, resume, portal and events reach Stripe. */
async function subscribeCaller(caller: Caller): Promise<BillingIds> {
  await db.update(users).set({ subscriptionStatus: "inactive" }).where(eq(users.id, caller.userId));
  const subscription = await subscribe(fake, caller.token);
  const user = await readUser(caller.userId);
  return { subscriptionId: subscription.id, customerId: user.stripeCustomerId ?? "" };
}

let shared: Caller | null = null;

/** One caller with intact records for most endpoints; Stripe endpoints get a subscribed one. */
async function callerFor(endpoint: Endpoint): Promise<{ caller: Caller; billing: BillingIds | null }> {
  if (endpoint.route.pattern.startsWith("/api/v1/stripe/")) {
    const caller = await createCaller();
    return { caller, billing: await subscribeCaller(caller) };
  }
  shared ??= await createCaller();
  return { caller: shared, billing: null };
}

describe("property-based fuzz of every endpoint's body, query and id", () => {
  it("has a valid request for every endpoint to start from", () => {
    expect(tableGaps(endpoints.map((e) => e.key), Object.keys(ENDPOINT_INPUTS))).toEqual({ missing: [], stale: [] });
  });

  it.each(endpoints.map((e) => [e.key, e] as const))(
    "%s: never a 5xx, and a 4xx writes nothing",
    async (_, endpoint) => {
      const started = Date.now();
      await clearRateLimits();
      const { caller, billing } = await callerFor(endpoint);
      const token = publicKeys.has(endpoint.key) ? undefined : caller.token;
      const watch = await WriteWatch.start();
      const statuses = new Map<number, number>();
      let callMs = 0;

      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint, caller, billing), async (request) => {
          const t0 = Date.now();
          const res = await call<{ message?: string }>(endpoint.handler, {
            method: endpoint.verb,
            path: fillPattern(endpoint.route.pattern, routeParams(endpoint.route.pattern, request.id, caller)),
            params:
              endpoint.route.params.length > 0 ? routeParams(endpoint.route.pattern, request.id, caller) : undefined,
            query: request.query,
            // A GET carries no body; fetch refuses to build one.
            body: endpoint.verb === "GET" ? undefined : request.body,
            token,
            headers: { "sec-fetch-site": "same-origin", ...request.headers },
          });
          callMs += Date.now() - t0;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          const changed = await watch.changes();
          if (res.status >= 400) expect(changed, `${res.status} ${JSON.stringify(res.body)}`).toEqual([]);
        }),
        { numRuns: NUM_RUNS, seed: SEED, endOnFailure: true },
      );
      // A DELETE may have removed the shared records: the next endpoint starts from new ones.
      if (endpoint.verb === "DELETE") shared = null;
      if (process.env.FUZZ_VERBOSE) console.log(`[fuzz] ${endpoint.key} ${Date.now() - started} ms (calls ${callMs} ms)`, Object.fromEntries(statuses));
    },
    // Sign-up and password resets hash with bcrypt on purpose; a busy machine needs the room.
    120_000,
  );
});
