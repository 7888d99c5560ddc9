/**
 * An offline stand-in for the part of Pluggy's API that Bolso uses, for tests and for
 * `npm run dev:bank`. The official SDK (`pluggy-sdk`) talks to it over HTTP when PLUGGY_API_URL
 * points here. It keeps the rules the SDK and Pluggy enforce:
 *
 * - `POST /auth {clientId, clientSecret}` → `{apiKey}`, a JWT with `exp`; every other call must
 *   send it as `X-API-KEY` (missing, forged or expired → 403, as Pluggy answers).
 * - Mutations answer exactly 200 (the SDK rejects anything else), errors `{code, message}`.
 * - `GET /identity?itemId=…` answers the item's holder (document, documentType, fullName…, and
 *   the accounts held there under financialRelationships), 404 when the item has none
 *   (`state.setIdentity`).
 * - `GET /investments?itemId=…` (and `/investments/{id}`, `/investments/{id}/transactions?from=…`) and
 *   `GET /loans?itemId=…` (and `/loans/{id}`) page as Pluggy does, 20 a page unless `pageSize`
 *   (at most 500); an item with none answers an empty page.
 * - Lists answer `{results, page, total, totalPages}`; `GET /v2/transactions` is cursor-paged,
 *   `{results, next}`, `next` a link whose `after` holds the cursor.
 * - Controls for tests: `failNext(status, count)` makes the next calls fail (429 with Retry-After,
 *   500, 503), `goOffline()` refuses connections until `comeBack()`, `apiKeyTtlSeconds` shortens
 *   the key's life.
 * - The Connect widget's calls, as Pluggy answers them: with a connect token as `X-API-KEY`,
 *   `POST /items {connectorId, parameters}` creates the item for the token's clientUserId and
 *   webhookUrl ("Pluggy Bank", connector 2, with the sample accounts and rows), and
 *   `PATCH /items/{id}` reconnects the token's item; a connect token may call nothing else. The
 *   browser calls these from the app's origin, so the API answers CORS.
 * - The Connect widget's part, without the widget: `POST /__control/connect {accessToken}` (open to
 *   the browser, CORS allowed) does what a person finishing the widget does — creates "Pluggy Bank"
 *   for the token's clientUserId and webhookUrl, with sample accounts and three months of
 *   transactions, or, for a token carrying an itemId, reconnects that item — and answers
 *   `{item: {id}}`, what the widget's onSuccess receives. `deliverWebhook` (and
 *   `POST /__control/webhook {itemId, event, ...}`) posts an event to the item's webhookUrl.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeItem } from "./pluggy-shapes";
import { FakePluggyState, PLUGGY_BANK } from "./pluggy-state";
import { seedSampleBank } from "./pluggy-sample-bank";
import { seedSampleWealth } from "./pluggy-sample-wealth";

export interface StartFakePluggyOptions {
  clientId?: string;
  clientSecret?: string;
  port?: number;
  /** Page size of `/v2/transactions` (Pluggy's is 500). */
  cursorPageSize?: number;
  apiKeyTtlSeconds?: number;
  /** A connected sample bank also holds investments, a loan and the accounts' registrations (`npm run dev:bank`). */
  sampleWealth?: boolean;
}

export interface FakePluggy {
  url: string;
  state: FakePluggyState;
  clientId: string;
  clientSecret: string;
  /** Every request, as `METHOD /path?query`, oldest first. */
  requests: string[];
  /** The next `count` API calls (not /auth) answer `status`, after `skip` calls that succeed. */
  failNext(status: number, count?: number, skip?: number): void;
  /** Pluggy unreachable: the port stops listening (connection refused), the state is kept. */
  goOffline(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  /** What the Connect widget does on success for `accessToken`: the item it made or reconnected. */
  connect(accessToken: string, options?: { sample?: boolean }): FakeItem;
  /** Posts a webhook event about `itemId` to the item's webhookUrl, as Pluggy does. */
  deliverWebhook(itemId: string, event: string, extra?: Record<string, unknown>): Promise<{ status: number; body: unknown; eventId: string }>;
  /** PLUGGY_* variables that point the app at this stand-in. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

function signJwt(payload: Record<string, unknown>, secret: Buffer): string {
  const head = `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`;
}

function verifyJwt(token: string, secret: Buffer): { exp: number } | null {
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return null;
  if (createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url") !== signature) return null;
  const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as { exp: number };
  return payload.exp > Date.now() / 1000 ? payload : null;
}

function readCursor(after: string): number {
  try {
    return Number((JSON.parse(Buffer.from(after, "base64").toString()) as { offset?: unknown }).offset);
  } catch {
    throw new ApiError(400, "Invalid cursor");
  }
}

function paged<T>(all: T[], query: URLSearchParams, defaultSize = 20) {
  const pageSize = Math.min(Math.max(Number(query.get("pageSize")) || defaultSize, 1), 500);
  const page = Math.max(Number(query.get("page")) || 1, 1);
  return {
    total: all.length,
    totalPages: Math.max(Math.ceil(all.length / pageSize), 1),
    page,
    results: all.slice((page - 1) * pageSize, page * pageSize),
  };
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
  } catch {
    throw new ApiError(400, "Invalid JSON body");
  }
}

export async function startFakePluggy(options: StartFakePluggyOptions = {}): Promise<FakePluggy> {
  const clientId = options.clientId ?? randomUUID();
  const clientSecret = options.clientSecret ?? randomUUID();
  const jwtSecret = randomBytes(32);
  const state = new FakePluggyState();
  const requests: string[] = [];
  const failures: (number | null)[] = [];
  const cursorPageSize = options.cursorPageSize ?? 500;
  const ttl = options.apiKeyTtlSeconds ?? 2 * 60 * 60;

  function route(method: string, url: URL, body: Record<string, unknown>): unknown {
    const parts = url.pathname.split("/").filter(Boolean);
    const query = url.searchParams;
    const [resource, id, sub] = parts;
    if (method === "POST" && resource === "connect_token") {
      const options = (body.options ?? {}) as Record<string, unknown>;
      const itemId = typeof body.itemId === "string" ? body.itemId : null;
      if (itemId && !state.items.has(itemId)) throw new ApiError(404, "Item not found");
      const accessToken = signJwt({ exp: Math.floor(Date.now() / 1000) + 30 * 60, connect: true, itemId }, jwtSecret);
      state.connectTokens.set(accessToken, {
        accessToken,
        itemId,
        clientUserId: typeof options.clientUserId === "string" ? options.clientUserId : null,
        webhookUrl: typeof options.webhookUrl === "string" ? options.webhookUrl : null,
      });
      return { accessToken };
    }
    if (resource === "items" && id) {
      const item = state.items.get(id);
      if (!item) throw new ApiError(404, "Item not found");
      if (method === "GET") return item;
      if (method === "PATCH") {
        const now = new Date().toISOString();
        Object.assign(item, { status: "UPDATED", executionStatus: "SUCCESS", updatedAt: now, lastUpdatedAt: now });
        if (typeof body.webhookUrl === "string") item.webhookUrl = body.webhookUrl;
        return item;
      }
      if (method === "DELETE") {
        state.deleteItem(id);
        return { id };
      }
    }
    if (method === "GET" && resource === "accounts") {
      if (id) {
        const account = state.accounts.get(id);
        if (!account) throw new ApiError(404, "Account not found");
        return account;
      }
      const itemId = query.get("itemId");
      if (!itemId) throw new ApiError(400, "itemId is required");
      const type = query.get("type");
      const accounts = [...state.accounts.values()].filter((a) => a.itemId === itemId && (!type || a.type === type));
      return paged(accounts, query, 500);
    }
    if (method === "GET" && resource === "transactions" && !id) {
      const accountId = query.get("accountId");
      if (!accountId) throw new ApiError(400, "accountId is required");
      const all = state.transactionsOf(accountId, { from: query.get("from") ?? undefined, to: query.get("to") ?? undefined });
      return paged(all, query, 20);
    }
    if (method === "GET" && resource === "v2" && id === "transactions") {
      const accountId = query.get("accountId");
      if (!accountId) throw new ApiError(400, "accountId is required");
      const all = state.transactionsOf(accountId, { from: query.get("dateFrom") ?? undefined, to: query.get("dateTo") ?? undefined });
      const after = query.get("after");
      const offset = after ? readCursor(after) : 0;
      if (!Number.isInteger(offset) || offset < 0) throw new ApiError(400, "Invalid cursor");
      const results = all.slice(offset, offset + cursorPageSize);
      const nextOffset = offset + results.length;
      const cursor = Buffer.from(JSON.stringify({ offset: nextOffset })).toString("base64");
      const next = nextOffset < all.length ? `/v2/transactions?accountId=${accountId}&after=${encodeURIComponent(cursor)}` : null;
      return { results, next };
    }
    if (method === "GET" && resource === "identity") {
      // The SDK's fetchIdentityByItemId asks `/identity?itemId=…`, fetchIdentity `/identity/{id}`.
      const identity = id
        ? [...state.identities.values()].find((candidate) => candidate.id === id)
        : state.identities.get(query.get("itemId") ?? "");
      if (!id && !query.get("itemId")) throw new ApiError(400, "itemId is required");
      if (!identity) throw new ApiError(404, "Identity not found");
      return identity;
    }
    if (method === "GET" && resource === "investments") {
      // fetchInvestments: `/investments?itemId=…&type=…&page=…&pageSize=…`; fetchInvestment
      // `/investments/{id}`; fetchInvestmentTransactions `/investments/{id}/transactions?…&investmentId=…`.
      if (id && sub === "transactions") {
        if (!state.investments.some((i) => i.id === id)) throw new ApiError(404, "Investment not found");
        const from = query.get("from")?.slice(0, 10);
        const to = query.get("to")?.slice(0, 10);
        const movements = state
          .investmentTransactionsOf(id)
          .filter((t) => (!from || t.date.slice(0, 10) >= from) && (!to || t.date.slice(0, 10) <= to));
        return paged(movements, query, 20);
      }
      if (id) {
        const investment = state.investments.find((i) => i.id === id);
        if (!investment) throw new ApiError(404, "Investment not found");
        return investment;
      }
      const itemId = query.get("itemId");
      if (!itemId) throw new ApiError(400, "itemId is required");
      const type = query.get("type");
      return paged(state.investments.filter((i) => i.itemId === itemId && (!type || i.type === type)), query, 20);
    }
    if (method === "GET" && resource === "loans") {
      if (id) {
        const loan = state.loans.find((l) => l.id === id);
        if (!loan) throw new ApiError(404, "Loan not found");
        return loan;
      }
      const itemId = query.get("itemId");
      if (!itemId) throw new ApiError(400, "itemId is required");
      return paged(state.loans.filter((l) => l.itemId === itemId), query, 20);
    }
    if (method === "GET" && resource === "bills" && id) {
      const bill = state.bills.find((b) => b.id === id);
      if (!bill) throw new ApiError(404, "Bill not found");
      return bill;
    }
    if (method === "GET" && resource === "bills") {
      const accountId = query.get("accountId");
      if (!accountId) throw new ApiError(400, "accountId is required");
      return paged(state.bills.filter((b) => b.accountId === accountId), query, 20);
    }
    if (resource === "webhooks") {
      if (method === "POST") {
        const webhook = { id: randomUUID(), event: String(body.event), url: String(body.url), headers: (body.headers ?? {}) as Record<string, string> };
        state.webhooks.push(webhook);
        return webhook;
      }
      if (method === "GET") return paged(state.webhooks, query, 500);
    }
    throw new ApiError(404, `Route not found: ${method} ${url.pathname}`);
  }

  function connect(accessToken: string, connectOptions: { sample?: boolean } = {}): FakeItem {
    const token = state.connectTokens.get(accessToken);
    if (!token || !verifyJwt(accessToken, jwtSecret)) throw new ApiError(401, "Invalid or expired connect token");
    const existing = token.itemId ? state.items.get(token.itemId) : undefined;
    if (existing) {
      const now = new Date().toISOString();
      Object.assign(existing, { status: "UPDATED", executionStatus: "SUCCESS", error: null, updatedAt: now, lastUpdatedAt: now });
      return existing;
    }
    const item = state.createItem({ clientUserId: token.clientUserId, webhookUrl: token.webhookUrl });
    if (connectOptions.sample !== false) {
      seedSampleBank(state, item);
      if (options.sampleWealth) seedSampleWealth(state, item);
    }
    return item;
  }

  /** What the Connect widget may do with a connect token (and nothing else). */
  function widgetCall(method: string, url: URL, body: Record<string, unknown>, accessToken: string): unknown {
    const token = state.connectTokens.get(accessToken)!;
    const [resource, id, extra] = url.pathname.split("/").filter(Boolean);
    if (method === "POST" && resource === "items" && !id) {
      if (body.connectorId !== PLUGGY_BANK.id) throw new ApiError(400, "Connector not found");
      if (token.itemId) throw new ApiError(400, "This connect token updates an existing item");
      return connect(accessToken);
    }
    if (method === "PATCH" && resource === "items" && id && !extra) {
      if (token.itemId !== id) throw new ApiError(403, "The connect token does not grant access to this item");
      return connect(accessToken);
    }
    throw new ApiError(403, "A connect token cannot call this endpoint");
  }

  async function deliverWebhook(itemId: string, event: string, extra: Record<string, unknown> = {}) {
    const item = state.items.get(itemId);
    if (!item?.webhookUrl) throw new ApiError(404, "Item has no webhookUrl");
    const eventId = randomUUID();
    const res = await fetch(item.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: itemId, eventId, event, itemId, triggeredBy: "SYNC", ...extra }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, eventId };
  }

  async function control(method: string, url: URL, body: Record<string, unknown>): Promise<unknown> {
    if (method === "POST" && url.pathname === "/__control/connect") {
      const item = connect(typeof body.accessToken === "string" ? body.accessToken : "", { sample: body.sample !== false });
      return { item: { id: item.id } };
    }
    if (method === "POST" && url.pathname === "/__control/webhook") {
      const { itemId, event, ...extra } = body;
      return deliverWebhook(String(itemId), String(event), extra);
    }
    if (method === "GET" && url.pathname === "/__control/state") {
      return { items: [...state.items.values()], accounts: state.accounts.size, transactions: state.transactions.length };
    }
    throw new ApiError(404, `Control not found: ${method} ${url.pathname}`);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    requests.push(`${method} ${url.pathname}${url.search}`);
    // The widget (and its stand-in) calls from the app's pages, on another origin.
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "content-type, x-api-key",
      "access-control-allow-methods": "GET, POST, PATCH, DELETE",
    };
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...cors, ...headers });
      res.end(JSON.stringify(payload));
    };
    if (method === "OPTIONS") return void res.writeHead(204, cors).end();
    if (url.pathname.startsWith("/__control/")) {
      readJson(req)
        .then(async (body) => send(200, await control(method, url, body)))
        .catch((error: unknown) => {
          if (error instanceof ApiError) return send(error.status, { code: error.status, message: error.message });
          send(500, { code: 500, message: error instanceof Error ? error.message : "Internal error" });
        });
      return;
    }
    readJson(req)
      .then((body) => {
        if (method === "POST" && url.pathname === "/auth") {
          if (body.clientId !== clientId || body.clientSecret !== clientSecret) {
            return send(401, { code: 401, message: "Invalid credentials" });
          }
          const now = Math.floor(Date.now() / 1000);
          return send(200, { apiKey: signJwt({ iat: now, exp: now + ttl, clientId }, jwtSecret) });
        }
        const apiKey = req.headers["x-api-key"];
        if (typeof apiKey === "string" && state.connectTokens.has(apiKey)) {
          if (!verifyJwt(apiKey, jwtSecret)) return send(403, { code: 403, message: "Expired connect token" });
          return send(200, widgetCall(method, url, body, apiKey));
        }
        if (typeof apiKey !== "string" || !verifyJwt(apiKey, jwtSecret)) {
          return send(403, { code: 403, message: "Missing or invalid authorization token" });
        }
        const failure = failures.shift();
        if (failure === 429) return send(429, { code: 429, message: "Too many requests" }, { "retry-after": "1" });
        if (failure) return send(failure, { code: failure, message: "Service unavailable" });
        return send(200, route(method, url, body));
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) return send(error.status, { code: error.status, message: error.message });
        send(500, { code: 500, message: "Internal error" });
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Kept-alive sockets would still reach it.
      server.closeAllConnections();
    });
  return {
    url,
    state,
    clientId,
    clientSecret,
    requests,
    failNext(status, count = 1, skip = 0) {
      for (let i = 0; i < skip; i += 1) failures.push(null);
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    goOffline: close,
    comeBack: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    connect,
    deliverWebhook,
    env: { PLUGGY_API_URL: url, PLUGGY_CLIENT_ID: clientId, PLUGGY_CLIENT_SECRET: clientSecret },
    stop: close,
  };
}
