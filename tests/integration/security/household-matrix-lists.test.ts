import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Bank connection on, against the Pluggy stand-in, as in the IDOR matrix (everyone owns one).
const pluggy = await vi.hoisted(async () => (await import("../pluggy-fixture")).startPluggyFake());

import { stopJobQueue } from "../pluggy-fixture";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { POST as mcp } from "@/app/api/mcp/route";
import { createApiToken } from "@/server/api-tokens/create-api-token";
import { findBudgetAlerts } from "@/server/budgets/find-budget-alerts";
import { findStatementAlerts } from "@/server/cards";
import { findConnectionsNeedingAction } from "@/server/open-finance/find-connections-needing-action";
import { countReviewRows } from "@/server/open-finance/list-review-rows";
import { reminderNotices } from "@/server/push/reminder-notices";
import { findBillAlerts } from "@/server/recurring-payments/find-bill-alerts";
import { collectReminderDigest } from "@/server/reminders/collect-reminder-digest";
import { call } from "../../helpers/api";
import { discoverApiRoutes, endpointsOf, fillPattern } from "../../helpers/api-routes";
import { ENDPOINT_INPUTS, type Endpoint } from "./endpoints";
import { routeParams } from "./route-records";
import { createHouseholdWorld, type HouseholdWorld, type Person, type SharedRecords } from "./household-fixture";
import { secretsIn } from "./household-rules";
import { secretsOf } from "./household-secrets";

/**
 * Lists that do not show yet a record the household shares with the person: functional gaps,
 * not leaks (a leak fails whatever this says). An entry whose list now shows it fails, so the
 * table only ever shrinks.
 */
const NOT_YET_SHARED: Record<string, string> = {
};

/** Lists that must show a member what the household shares: the query, and the record of Ana's. */
const SHOWS_SHARED: Array<{ key: string; query?: Record<string, string>; record: keyof SharedRecords }> = [
  { key: "GET /api/v1/transaction/list-all", query: { month: "3", year: "2026" }, record: "sharedRow" },
  { key: "GET /api/v1/transaction/list-all", query: { month: "3", year: "2026" }, record: "householdRow" },
  { key: "GET /api/v1/transaction/search", query: { q: "Feira da casa (Ana)" }, record: "sharedRow" },
  { key: "GET /api/v1/payment-method/list-all", record: "sharedAccount" },
  { key: "GET /api/v1/payment-method/list-all", record: "readOnlyCard" },
  { key: "GET /api/v1/category/list-all", record: "householdCategory" },
  { key: "GET /api/v1/budget", query: { month: "3", year: "2026" }, record: "householdCategory" },
  { key: "GET /api/v1/objective/list-all", record: "householdObjective" },
  { key: "GET /api/v1/recurring-payments", query: {}, record: "householdRecurring" },
];

/** The day the fixture's bills (due on the 10th) are about to fall due. */
const BELL_DAY = new Date("2026-03-09T15:00:00.000Z");

afterAll(async () => {
  await stopJobQueue();
  await pluggy.stop();
});

const routes = await discoverApiRoutes();
const endpoints = endpointsOf(routes);
/** Every read that names no record: lists, search (the palette's), reports and their CSV, the export. */
const reads = endpoints.filter((e) => e.verb === "GET" && !e.route.params.some((param) => /id$/i.test(param)));
let world: HouseholdWorld;
const gaps = new Set<string>();

beforeAll(async () => {
  world = await createHouseholdWorld();
}, 240_000);

async function read(endpoint: Endpoint, actor: Person, query?: Record<string, string>) {
  const params = routeParams(endpoint.route.pattern, "", actor.caller);
  return call(endpoint.handler, {
    path: fillPattern(endpoint.route.pattern, params),
    params,
    query: query ?? ENDPOINT_INPUTS[endpoint.key]?.query?.(actor.caller),
    token: actor.caller.token,
  });
}

function leaked(world: HouseholdWorld, actor: Person, answer: unknown): string[] {
  return secretsIn(answer, secretsOf(world, actor));
}

describe("no list holds another person's private records, for anyone in either household", () => {
  it("reads every GET route that names no record", () => {
    expect(reads.map((e) => e.key)).toEqual(
      expect.arrayContaining(["GET /api/v1/transaction/search", "GET /api/v1/reports/transactions.csv", "GET /api/v1/user/export"]),
    );
  });

  it.each(reads.map((e) => [e.key, e] as const))("%s", async (_, endpoint) => {
    const problems: string[] = [];
    for (const actor of world.people) {
      const res = await read(endpoint, actor);
      // 503 is a feature switched off here (billing); any other 5xx is a crash.
      if (res.status >= 500 && res.status !== 503) problems.push(`${actor.name}: ${res.status}`);
      const seen = leaked(world, actor, res.body);
      if (seen.length > 0) problems.push(`${actor.name}: VAZAMENTO ${seen.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });

  it("search (the palette's) for another's private words finds nothing of theirs", async () => {
    const search = endpoints.find((e) => e.key === "GET /api/v1/transaction/search");
    if (!search) throw new Error("search route not found");
    for (const actor of world.people) {
      for (const other of world.people.filter((p) => p !== actor)) {
        const res = await read(search, actor, { q: other.marker });
        expect(res.status, `${actor.name} busca ${other.name}`).toBe(200);
        expect(leaked(world, actor, res.body), `${actor.name} busca ${other.name}`).toEqual([]);
      }
    }
    // A transaction filter by another's payee id (a query-string id) shows nothing of theirs.
    const list = endpoints.find((e) => e.key === "GET /api/v1/transaction/list-all");
    if (!list) throw new Error("list route not found");
    const byPayee = await read(list, world.bruno, { month: "3", year: "2026", payee: world.ana.caller.records.payeeId });
    expect(byPayee.status).toBeLessThan(500);
    expect(leaked(world, world.bruno, byPayee.body)).toEqual([]);
  });
});

describe("the bell and the day's pushes hold only what is the person's or shared with them", () => {
  it("each person's bell (bills, budgets, faturas, connections, review) and push notices", async () => {
    for (const actor of world.people) {
      const id = actor.caller.userId;
      const bell = await Promise.all([
        findBillAlerts(db, id, BELL_DAY),
        findBudgetAlerts(db, id, BELL_DAY),
        findStatementAlerts(db, id, BELL_DAY),
        findConnectionsNeedingAction(db, id, BELL_DAY),
        countReviewRows(db, id),
      ]);
      expect(leaked(world, actor, bell), `sino de ${actor.name}`).toEqual([]);
      const pushes = reminderNotices(await collectReminderDigest(db, id, BELL_DAY), todayInSaoPaulo(BELL_DAY));
      expect(leaked(world, actor, pushes), `pushes de ${actor.name}`).toEqual([]);
    }
    // The control: Ana's own bell names her private bill, so the check above reads real alerts.
    const own = await findBillAlerts(db, world.ana.caller.userId, BELL_DAY);
    expect(JSON.stringify(own)).toContain(world.ana.marker);
  });
});

describe("the MCP server's read tools hold only what is the person's or shared with them", () => {
  const TOOLS: Array<[string, Record<string, unknown>]> = [
    ["resumo_do_mes", { mes: 3, ano: 2026 }],
    ["buscar_transacoes", { mes: 3, ano: 2026 }],
    ["contas_e_faturas", {}],
    ["orcamentos", { mes: 3, ano: 2026 }],
    ["contas_a_pagar", {}],
  ];
  const tokens = new Map<Person, string>();
  async function callTool(actor: Person, name: string, args: Record<string, unknown>) {
    if (!tokens.has(actor)) {
      const { token } = await createApiToken(db, actor.caller.userId, { name: "Assistente", scopes: ["read"], expiresInDays: 30 });
      tokens.set(actor, token);
    }
    const res = await call(mcp, {
      method: "POST",
      path: "/api/mcp",
      token: tokens.get(actor),
      headers: { accept: "application/json, text/event-stream" },
      body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } },
    });
    expect(res.status, `${actor.name}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(JSON.stringify(res.body), actor.name).not.toMatch(/"isError":\s*true/);
    return res.body;
  }

  it.each(TOOLS)("%s", async (name, args) => {
    for (const actor of world.people) {
      expect(leaked(world, actor, await callTool(actor, name, args)), `${name} de ${actor.name}`).toEqual([]);
    }
    // The control: Ana's own accounts name her private ones, so the check above reads real answers.
    if (name === "contas_e_faturas") expect(JSON.stringify(await callTool(world.ana, name, args))).toContain(world.ana.marker);
  });
});

describe("lists show a member what the household shares", () => {
  it.each(SHOWS_SHARED.map((c) => [`${c.key} shows ${c.record}`, c] as const))("%s", async (_, c) => {
    const endpoint = endpoints.find((e) => e.key === c.key);
    if (!endpoint || !world.ana.shared) throw new Error(`${c.key} not found`);
    const id = world.ana.shared[c.record];
    for (const actor of [world.bruno, world.carla]) {
      const res = await read(endpoint, actor, c.query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (!JSON.stringify(res.body).includes(id)) {
        gaps.add(c.key);
        expect(NOT_YET_SHARED[c.key], `${actor.name}: ${c.key} não mostra ${c.record} de Ana`).toBeDefined();
      }
    }
    const davi = await read(endpoint, world.davi, c.query);
    expect(JSON.stringify(davi.body)).not.toContain(id);
  });

  it("NOT_YET_SHARED names only lists that still leave out a shared record", () => {
    console.info(`[household lists] listas que ainda não mostram o compartilhado: ${[...gaps].join(", ") || "nenhuma"}`);
    expect(Object.keys(NOT_YET_SHARED).filter((key) => !gaps.has(key))).toEqual([]);
  });
});
