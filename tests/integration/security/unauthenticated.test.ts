import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { discoverApiRoutes, endpointsOf, fillPattern } from "../../helpers/api-routes";
import { changedTables, readDbState } from "./db-state";
import { createCaller, type Caller } from "./caller";
import { ENDPOINT_INPUTS, PUBLIC_ENDPOINTS, tableGaps } from "./endpoints";
import { ID_ROUTE_RECORDS, routeParams } from "./route-records";

// Generated from app/api: every endpoint not on the public list needs a session.
const endpoints = endpointsOf(await discoverApiRoutes());
const publicKeys = new Set(PUBLIC_ENDPOINTS);
const guarded = endpoints.filter((endpoint) => !publicKeys.has(endpoint.key));

let someone: Caller | null = null;

describe("endpoints without a session", () => {
  it("the public list names only endpoints that exist, and every endpoint has a valid request", () => {
    expect(tableGaps(endpoints.map((e) => e.key), PUBLIC_ENDPOINTS).stale).toEqual([]);
    expect(tableGaps(endpoints.map((e) => e.key), Object.keys(ENDPOINT_INPUTS))).toEqual({ missing: [], stale: [] });
    expect(guarded.length).toBeGreaterThan(30);
  });

  it.each(guarded.map((e) => [e.key, e] as const))(
    "%s: 401 with no credentials, a forged token or a forged cookie; nothing is written",
    async (_, endpoint) => {
      // A real user's records, so that a request which got past the guard would find something.
      someone ??= await createCaller();
      const id = someone.records[ID_ROUTE_RECORDS[endpoint.route.pattern]?.[0] ?? "categoryId"];
      const input = ENDPOINT_INPUTS[endpoint.key] ?? {};
      const base = {
        method: endpoint.verb,
        path: fillPattern(endpoint.route.pattern, routeParams(endpoint.route.pattern, id, someone)),
        params: endpoint.route.params.length > 0 ? routeParams(endpoint.route.pattern, id, someone) : undefined,
        body: input.body?.(someone),
        query: input.query?.(someone),
        // Same-origin, so a refusal can only be the missing session.
        headers: { "sec-fetch-site": "same-origin" },
      };
      const before = await readDbState();
      const forged = randomUUID().replace(/-/g, "");
      for (const credentials of [{}, { token: forged }, { cookieToken: forged }]) {
        const res = await call<{ code?: string }>(endpoint.handler, { ...base, ...credentials });
        expect({ credentials, status: res.status, code: res.body?.code }).toEqual({
          credentials,
          status: 401,
          code: "unauthorized",
        });
      }
      expect(changedTables(before, await readDbState())).toEqual([]);
    },
  );
});
