import { afterAll, describe, expect, it, vi } from "vitest";

// Bank connection on, against the Pluggy stand-in, so the owner's own calls on a connection work.
const pluggy = await vi.hoisted(async () => (await import("../pluggy-fixture")).startPluggyFake());

import { stopJobQueue } from "../pluggy-fixture";
import { call } from "../../helpers/api";
import { discoverApiRoutes, endpointsOf, fillPattern } from "../../helpers/api-routes";
import { changedTables, readDbState } from "./db-state";
import { createCaller, SHAPE_ONLY_CALLER, type Caller } from "./caller";
import { ENDPOINT_INPUTS, tableGaps, type Endpoint } from "./endpoints";
import { ID_ROUTE_RECORDS, routeParams } from "./route-records";

afterAll(async () => {
  await stopJobQueue();
  await pluggy.stop();
});

// Generated from app/api: every route with an id, every verb it exports, every record it reaches.
const routes = await discoverApiRoutes();
const idRoutes = routes.filter((route) => route.params.length > 0);
const endpoints = endpointsOf(idRoutes);

/** The request an endpoint takes, with `caller`'s own body and query and `id` in the path. */
function request(endpoint: Endpoint, caller: Caller, id: string, owner: Caller = caller) {
  const input = ENDPOINT_INPUTS[endpoint.key] ?? {};
  const params = routeParams(endpoint.route.pattern, id, owner);
  return {
    method: endpoint.verb,
    path: fillPattern(endpoint.route.pattern, params),
    params,
    body: input.body?.(caller),
    form: input.form?.(),
    query: input.query?.(caller),
  };
}

let stranger: Caller | null = null;
/** The second user, with records of their own; each case gets a fresh owner. */
async function theStranger(): Promise<Caller> {
  stranger ??= await createCaller();
  return stranger;
}

describe("the IDOR matrix covers every route with an id", () => {
  it("maps each route with an id to the records it reaches, and names no route that is gone", () => {
    expect(idRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of idRoutes) {
      expect(route.params, route.pattern).toEqual(Object.keys(routeParams(route.pattern, "x", SHAPE_ONLY_CALLER)));
    }
    expect(tableGaps(idRoutes.map((r) => r.pattern), Object.keys(ID_ROUTE_RECORDS))).toEqual({ missing: [], stale: [] });
    expect(tableGaps(endpoints.map((e) => e.key), Object.keys(ENDPOINT_INPUTS)).missing).toEqual([]);
  });
});

describe("a second user on the owner's records", () => {
  const cases = endpoints.flatMap((endpoint) =>
    (ID_ROUTE_RECORDS[endpoint.route.pattern] ?? []).map((record) => ({ endpoint, record })),
  );

  it.each(cases.map((c) => [`${c.endpoint.key} on ${c.record}`, c] as const))(
    "%s: 404, and nothing changes; the owner's same request works",
    async (_, { endpoint, record }) => {
      const owner = await createCaller();
      const stranger = await theStranger();
      const id = owner.records[record];

      const before = await readDbState();
      const attempt = await call<{ message?: string; code?: string }>(endpoint.handler, {
        ...request(endpoint, stranger, id, owner),
        token: stranger.token,
      });
      expect(attempt.status, JSON.stringify(attempt.body)).toBe(404);
      expect(attempt.body.code).toBe("not_found");
      expect(changedTables(before, await readDbState())).toEqual([]);

      // The control: the very same request by the owner reaches the record, so the 404 above was
      // the ownership check and not a missing record or a bad body.
      const own = await call(endpoint.handler, { ...request(endpoint, owner, id), token: owner.token });
      expect(own.status, JSON.stringify(own.body)).toBeLessThan(300);
    },
  );
});

describe("a second user naming the owner's records inside a body", () => {
  // Each body field that names a record, and the record of the owner it is pointed at.
  const REFERENCE_RECORDS = {
    categoryId: "categoryId",
    paymentMethodId: "paymentMethodId",
    objectiveId: "objectiveId",
    fromPaymentMethodId: "paymentMethodId",
    toPaymentMethodId: "paymentMethodId",
    payeeId: "payeeId",
    defaultCategoryId: "categoryId",
    mergeInto: "payeeId",
  } as const;
  const REFERENCES = Object.keys(REFERENCE_RECORDS) as Array<keyof typeof REFERENCE_RECORDS>;
  const withReferences = endpointsOf(routes).filter((endpoint) => {
    const body = ENDPOINT_INPUTS[endpoint.key]?.body;
    return body && REFERENCES.some((ref) => ref in body(SHAPE_ONLY_CALLER));
  });

  it("finds the endpoints whose bodies carry references", () => {
    expect(withReferences.map((e) => e.key).sort()).toEqual([
      "PATCH /api/v1/category-rule/[id]",
      "PATCH /api/v1/open-finance/accounts/[id]",
      "PATCH /api/v1/payees/[id]",
      "PATCH /api/v1/transaction/[id]",
      "POST /api/v1/category-rule",
      "POST /api/v1/payees",
      "POST /api/v1/payees/[id]/category",
      "POST /api/v1/payment-method/[id]/statements/[month]/payments",
      "POST /api/v1/recurring-payments",
      "POST /api/v1/transaction",
      "POST /api/v1/transaction/installment",
      "POST /api/v1/transfer",
      "PUT /api/v1/recurring-payments/[id]",
    ]);
  });

  it.each(withReferences.map((e) => [e.key, e] as const))(
    "%s: 404 for each reference to another user's record, and nothing is written",
    async (_, endpoint) => {
      const owner = await createCaller();
      const stranger = await theStranger();
      const ownId = stranger.records[ID_ROUTE_RECORDS[endpoint.route.pattern]?.[0] ?? "transactionId"];
      const valid = request(endpoint, stranger, ownId);
      for (const ref of REFERENCES) {
        if (!valid.body || typeof valid.body[ref] !== "string") continue;
        const before = await readDbState();
        const res = await call(endpoint.handler, {
          ...valid,
          body: { ...valid.body, [ref]: owner.records[REFERENCE_RECORDS[ref]] },
          token: stranger.token,
        });
        expect(res.status, `${ref}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(changedTables(before, await readDbState())).toEqual([]);
      }
      const control = await call(endpoint.handler, { ...valid, token: stranger.token });
      expect(control.status, JSON.stringify(control.body)).toBeLessThan(300);
    },
  );
});
