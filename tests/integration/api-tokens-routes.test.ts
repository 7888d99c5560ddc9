import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Bank connection on, against the Pluggy stand-in, so the owner's own calls on a connection work.
const pluggy = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());
const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());

import { db } from "@/lib/server/db";
import { apiTokenLimiter } from "@/server/api-tokens/api-token-rate-limit";
import { createApiToken } from "@/server/api-tokens/create-api-token";
import { stopJobQueue } from "./pluggy-fixture";
import { call } from "../helpers/api";
import { discoverApiRoutes, endpointsOf, fillPattern } from "../helpers/api-routes";
import { createCaller, type Caller } from "./security/caller";
import { ENDPOINT_INPUTS, type Endpoint } from "./security/endpoints";
import { ID_ROUTE_RECORDS, routeParams } from "./security/route-records";

afterAll(async () => {
  await stopJobQueue();
  await pluggy.stop();
  await mail.stop();
});

/**
 * What a personal token must never reach (issue #54), written here on its own so a route that
 * forgets to refuse tokens fails: the account (password, e-mail, profile, export, deletion, settings,
 * tokens, webhooks: all of /user), sessions (/auth), billing (/stripe), push devices, bank
 * connections' connect and delete, the household's membership (who may see the person's records:
 * creating, inviting, joining, levels, leaving, ownership), and the routes open to everyone (a token
 * is no way into them). The household's settlement is data, and tokens reach it.
 */
const FORBIDDEN = [
  /^\w+ \/api\/v1\/user(\/|$)/,
  /^\w+ \/api\/v1\/auth\//,
  /^\w+ \/api\/v1\/stripe\//,
  /^\w+ \/api\/v1\/push\//,
  /^\w+ \/api\/v1\/household$/,
  /^\w+ \/api\/v1\/household\/(invitation|invitations|members|leave|transfer-ownership)(\/|$)/,
  /^POST \/api\/v1\/open-finance\/connect-token$/,
  /^POST \/api\/v1\/open-finance\/items$/,
  /^DELETE \/api\/v1\/open-finance\/items\/\[id\]$/,
  /^POST \/api\/v1\/open-finance\/webhook$/,
  /^POST \/api\/v1\/cron\/daily$/,
  /^POST \/api\/v1\/support$/,
  /^GET \/api\/v1\/health$/,
  /^GET \/api\/v1\/openapi\.json$/,
];
const TOKENS_ONLY = new Set(["POST /api/mcp"]);

const endpoints = endpointsOf(await discoverApiRoutes());
const isForbidden = (key: string) => FORBIDDEN.some((pattern) => pattern.test(key));
const READS = new Set(["GET", "HEAD"]);

const FORBIDDEN_MESSAGE = "Tokens de acesso pessoal não alcançam esta parte da conta. Entre no Bolso com sua senha para fazer isso.";
const READ_ONLY_MESSAGE = "Este token é somente de leitura. Crie um token com permissão de escrita para alterar dados.";

let owner: Caller;
let stranger: Caller;
let tokens: { read: { id: string; token: string }; write: { id: string; token: string }; strangerWrite: { id: string; token: string } };

beforeAll(async () => {
  [owner, stranger] = [await createCaller(), await createCaller()];
  tokens = {
    read: await createApiToken(db, owner.userId, { name: "Leitura", scopes: ["read"], expiresInDays: 30 }),
    write: await createApiToken(db, owner.userId, { name: "Escrita", scopes: ["read", "write"], expiresInDays: 30 }),
    strangerWrite: await createApiToken(db, stranger.userId, { name: "Do outro", scopes: ["read", "write"], expiresInDays: 30 }),
  };
}, 120_000);

/** The endpoint's valid request for `caller`, reaching `owner`'s records, with a token (its budget refilled). */
async function callWith(endpoint: Endpoint, token: { id: string; token: string }, caller: Caller, recordOwner: Caller = caller) {
  await apiTokenLimiter().delete(token.id);
  const input = ENDPOINT_INPUTS[endpoint.key] ?? {};
  const record = ID_ROUTE_RECORDS[endpoint.route.pattern]?.[0];
  const params = routeParams(endpoint.route.pattern, record ? recordOwner.records[record] : "", recordOwner);
  return call<{ message?: string; code?: string }>(endpoint.handler, {
    method: endpoint.verb,
    path: fillPattern(endpoint.route.pattern, params),
    params,
    body: input.body?.(caller),
    form: input.form?.(),
    query: input.query?.(caller),
    token: token.token,
  });
}

describe("a personal token on every route", () => {
  const forbidden = endpoints.filter((e) => isForbidden(e.key));
  const allowed = endpoints.filter((e) => !isForbidden(e.key) && !TOKENS_ONLY.has(e.key));

  it("the lists cover real routes", () => {
    expect(forbidden.length).toBeGreaterThan(20);
    expect(allowed.length).toBeGreaterThan(60);
    for (const pattern of FORBIDDEN) expect(endpoints.some((e) => pattern.test(e.key)), String(pattern)).toBe(true);
  });

  it.each(forbidden.map((e) => [e.key, e] as const))("%s: 403 in pt-BR, even with write", async (_, endpoint) => {
    for (const token of [tokens.read, tokens.write]) {
      const res = await callWith(endpoint, token, owner);
      expect([res.status, res.body.message], JSON.stringify(res.body)).toEqual([403, FORBIDDEN_MESSAGE]);
    }
  });

  // Reads first: the writes below change and delete the owner's records.
  const reads = allowed.filter((e) => READS.has(e.verb));
  const writes = allowed.filter((e) => !READS.has(e.verb));

  it.each(reads.map((e) => [e.key, e] as const))("%s: a read token reads", async (_, endpoint) => {
    const res = await callWith(endpoint, tokens.read, owner);
    expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
  });

  it.each(writes.map((e) => [e.key, e] as const))("%s: a read token is refused (403), a write token passes", async (_, endpoint) => {
    const refused = await callWith(endpoint, tokens.read, owner);
    expect([refused.status, refused.body.message]).toEqual([403, READ_ONLY_MESSAGE]);
    const res = await callWith(endpoint, tokens.write, owner);
    expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
  });
});

describe("IDOR: another person's write token on the owner's records", () => {
  // A route whose path names no record (the year's report) reaches only the caller's own data.
  const cases = endpoints.filter((e) => !isForbidden(e.key) && ID_ROUTE_RECORDS[e.route.pattern]?.length);
  // An owner whose records no write above has touched: each of them exists when the stranger asks.
  let untouched: Caller;
  beforeAll(async () => {
    untouched = await createCaller();
  }, 60_000);

  it.each(cases.map((e) => [e.key, e] as const))("%s: 404", async (_, endpoint) => {
    const res = await callWith(endpoint, tokens.strangerWrite, stranger, untouched);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body.code).toBe("not_found");
  });
});
