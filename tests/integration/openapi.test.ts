import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Bank connection on, against the Pluggy stand-in: the caller owns a connection, its rows and accounts.
const pluggy = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());
// Billing on, so the subscription's reads answer (with it off they are a documented 503).
const restoreBilling = await vi.hoisted(async () => (await import("./billing-on")).enableBilling());

import { Ajv2020 } from "ajv/dist/2020";
import { OPENAPI_FILE, openApiPath } from "@/lib/openapi/document";
import { GET as servedDocument } from "@/app/api/v1/openapi.json/route";
import { stopJobQueue } from "./pluggy-fixture";
import { db } from "@/lib/server/db";
import { createApiToken } from "@/server/api-tokens/create-api-token";
import { call } from "../helpers/api";
import { discoverApiRoutes, endpointsOf, fillPattern } from "../helpers/api-routes";
import { createCaller, SHAPE_ONLY_CALLER, type Caller } from "./security/caller";
import { ENDPOINT_INPUTS } from "./security/endpoints";
import { ID_ROUTE_RECORDS, routeParams } from "./security/route-records";

afterAll(async () => {
  restoreBilling();
  await stopJobQueue();
  await pluggy.stop();
});

type Json = Record<string, unknown>;
interface Operation {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: Json }> } | { $ref: string }>;
}
const document = JSON.parse(fs.readFileSync(path.join(process.cwd(), OPENAPI_FILE), "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
};

// Generated from app/api: every route file and every verb it implements (the 404 catch-all has none).
const endpoints = endpointsOf(await discoverApiRoutes()).filter((e) =>
  e.route.pattern.startsWith("/api/v1/"),
);

describe("the OpenAPI document covers the API", () => {
  const documented = Object.entries(document.paths).flatMap(([route, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${route}`),
  );
  const implemented = endpoints.map((e) => `${e.verb} ${openApiPath(e.route.pattern)}`);

  it("documents every verb of every route file under app/api/v1", () => {
    expect(implemented.length).toBeGreaterThan(100);
    expect(implemented.filter((key) => !documented.includes(key))).toEqual([]);
  });

  it("documents no operation the code lacks", () => {
    expect(documented.filter((key) => !implemented.includes(key))).toEqual([]);
  });

  it("lets a personal token reach exactly the reads the route wrapper lets it reach", async () => {
    const caller = await createCaller();
    const { token } = await createApiToken(db, caller.userId, {
      name: "Leitura",
      scopes: ["read"],
      expiresInDays: 30,
    });
    for (const endpoint of endpoints.filter(
      (e) => e.verb === "GET" && e.route.params.length === 0,
    )) {
      const operation = document.paths[openApiPath(endpoint.route.pattern)]?.get;
      if (!operation?.security?.length) continue;
      const documented = operation.security.some((entry) => entry.tokenPessoal?.includes("read"));
      const res = await call(endpoint.handler, {
        path: endpoint.route.pattern,
        query: ENDPOINT_INPUTS[endpoint.key]?.query?.(caller),
        token,
      });
      expect(res.status === 403, `${endpoint.key} → ${res.status}`).toBe(!documented);
    }
  }, 120_000);

  it("is served at GET /api/v1/openapi.json, public and cacheable", async () => {
    const res = await call<{ openapi: string; paths: Json }>(servedDocument, {
      path: "/api/v1/openapi.json",
    });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(Object.keys(document.paths));
    expect(res.body).toEqual(document);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
  });

});

/**
 * Every object of the document without its own `additionalProperties` is closed for the test, so
 * an answer carrying a field the document does not name fails as surely as one missing a field.
 */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== "object") return node;
  const copy = Object.fromEntries<unknown>(
    Object.entries(node).map(([key, value]) => [key, closed(value)]),
  );
  if (copy.type === "object" && copy.properties && !("additionalProperties" in copy))
    copy.additionalProperties = false;
  return copy;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat("uuid", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat("date-time", (value: string) => !Number.isNaN(Date.parse(value)) && /T/.test(value));
ajv.addFormat("email", /^[^@\s]+@[^@\s]+$/);
ajv.addFormat("binary", true);
ajv.addSchema(closed(document) as Json, "bolso-openapi");
// Request bodies as written: the API drops fields it does not know, so a body's objects stay open.
ajv.addSchema(document, "bolso-openapi-as-written");

/** Reads whose answer for this caller is a documented error, and why. */
const EXPECTED_ERRORS: Record<string, number> = {
  // The caller never subscribed: there is no subscription to read (`subscription_required`, 400).
  "GET /api/v1/stripe/subscription-status": 400,
  // The caller belongs to no household; a code sent to no one (tests/integration/households-core.test.ts reads real ones).
  "GET /api/v1/household": 404,
  "GET /api/v1/household/invitation": 400,
  // The caller belongs to no household (tests/integration/households-settlement.test.ts reads them in one).
  "GET /api/v1/household/settlement": 404,
  "GET /api/v1/household/settlements": 404,
};

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

describe("the document's request bodies", () => {
  // The security suite's valid request of each endpoint, its record ids made real-looking.
  const shape: Caller = {
    ...SHAPE_ONLY_CALLER,
    types: { receita: randomUUID(), despesa: randomUUID() },
    records: Object.fromEntries(
      Object.keys(SHAPE_ONLY_CALLER.records).map((name): [string, string] => [name, randomUUID()]),
    ) as Record<keyof Caller["records"], string>,
  };
  const withBodies = endpoints.filter((e) => ENDPOINT_INPUTS[e.key]?.body);

  it.each(withBodies.map((e) => [e.key, e] as const))(
    "%s accepts the request the route accepts",
    (key, endpoint) => {
      const route = openApiPath(endpoint.route.pattern);
      const method = endpoint.verb.toLowerCase();
      const validate = ajv.compile({
        $ref: `bolso-openapi-as-written#/${pointer("paths", route, method, "requestBody", "content", "application/json", "schema")}`,
      });
      const body = ENDPOINT_INPUTS[key]!.body!(shape);
      const valid = validate(body);
      expect(
        valid ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.message}`),
        JSON.stringify(body),
      ).toEqual([]);
    },
  );
});

describe("every documented GET answers what the document says", () => {
  let caller: Caller;
  /** A `read` personal token of the caller's: what a script would use. */
  let readToken: string;
  beforeAll(async () => {
    caller = await createCaller();
    readToken = (
      await createApiToken(db, caller.userId, {
        name: "Documento",
        scopes: ["read"],
        expiresInDays: 30,
      })
    ).token;
  }, 120_000);

  const reads = endpoints.filter(
    (e) => e.verb === "GET" && document.paths[openApiPath(e.route.pattern)]?.get,
  );

  it.each(reads.map((e) => [e.key, e] as const))("%s", async (key, endpoint) => {
    const pattern = endpoint.route.pattern;
    const record = ID_ROUTE_RECORDS[pattern]?.[0];
    const params = endpoint.route.params.length
      ? routeParams(pattern, record ? caller.records[record] : "", caller)
      : {};
    const route = openApiPath(pattern);
    const operation = document.paths[route]!.get!;
    // The read token where the document says a token reaches the read; the session elsewhere
    // (the account under /user, billing, public routes).
    const takesToken =
      operation.security?.some((entry) => entry.tokenPessoal?.includes("read")) ?? false;
    const res = await call(endpoint.handler, {
      method: "GET",
      path: fillPattern(pattern, params),
      params,
      query: ENDPOINT_INPUTS[key]?.query?.(caller),
      token: takesToken ? readToken : caller.token,
    });
    const answers = operation.responses;
    expect(
      Object.keys(answers),
      `${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`,
    ).toContain(String(res.status));
    if (EXPECTED_ERRORS[key]) expect(res.status).toBe(EXPECTED_ERRORS[key]);
    else expect(res.status, JSON.stringify(res.body)?.slice(0, 300)).toBeLessThan(300);

    const documentedAnswer = answers[String(res.status)]!;
    const answer = (
      "$ref" in documentedAnswer ? { content: { "application/json": {} } } : documentedAnswer
    ) as {
      content?: Record<string, unknown>;
    };
    const type = (res.headers.get("content-type") ?? "").split(";")[0]!;
    if (!answer.content?.["application/json"] || type !== "application/json") {
      // A download (CSV, a receipt's bytes): the document names a non-JSON content.
      expect(Object.keys(answer.content ?? {}).some((name) => name !== "application/json")).toBe(
        true,
      );
      return;
    }
    const validate = ajv.compile({
      $ref:
        "$ref" in documentedAnswer
          ? "bolso-openapi#/components/schemas/Error"
          : `bolso-openapi#/${pointer("paths", route, "get", "responses", String(res.status), "content", "application/json", "schema")}`,
    });
    const valid = validate(res.body);
    expect(
      valid
        ? []
        : validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`),
      JSON.stringify(res.body)?.slice(0, 500),
    ).toEqual([]);
  });
});
