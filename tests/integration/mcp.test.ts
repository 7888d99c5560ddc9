import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Each new token e-mails its owner: the catcher takes those messages.
const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { and, eq } from "drizzle-orm";
import { transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as mcp } from "@/app/api/mcp/route";
import { POST as createCategory } from "@/app/api/v1/category/route";
import { POST as createPaymentMethod } from "@/app/api/v1/payment-method/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { PUT as setBudget } from "@/app/api/v1/budget/[id]/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { GET as listTokens } from "@/app/api/v1/user/api-tokens/route";
import { createApiToken } from "@/server/api-tokens/create-api-token";
import type { ApiTokensJson } from "@/lib/schemas/api-tokens";
import { call } from "../helpers/api";
import { serveRoutesOverTcp, type TcpRouteServer } from "../helpers/tcp-route-server";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

let server: TcpRouteServer;
beforeAll(async () => {
  server = await serveRoutesOverTcp({ "/api/mcp": mcp });
});
afterAll(async () => {
  await server.close();
  await mail.stop();
});

async function made(handler: Parameters<typeof call>[0], path: string, token: string, body: unknown, params?: Record<string, string>) {
  const res = await call<{ _id: string }>(handler, { method: path.startsWith("/api/v1/budget/") ? "PUT" : "POST", path, token, body, params });
  if (res.status >= 300) throw new Error(`fixture ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A person with a category, an account, a December income and expense, a budget and a bill; names carry `mark`. */
async function personWithMonth(mark: string) {
  const { user, token } = await createTestUser({ name: `Pessoa ${mark}` });
  const types = await transactionTypeIds();
  const category = await made(createCategory, "/api/v1/category", token, { name: `Mercado ${mark}`, color: "#10B981" });
  const account = await made(createPaymentMethod, "/api/v1/payment-method", token, { name: `Conta ${mark}`, kind: "account", openingBalance: 1000 });
  await made(createTransaction, "/api/v1/transaction", token, {
    description: `Salário ${mark}`,
    valor: 5000,
    transactionTypeId: types.receita,
    transactionDate: "2026-12-01",
    paymentMethodId: account._id,
  });
  await made(createTransaction, "/api/v1/transaction", token, {
    description: `Padaria ${mark}`,
    valor: 45.9,
    transactionTypeId: types.despesa,
    transactionDate: "2026-12-01",
    categoryId: category._id,
    paymentMethodId: account._id,
    tags: ["Casa"],
  });
  await made(setBudget, `/api/v1/budget/${category._id}`, token, { limit: 500, month: 12, year: 2026 }, { id: category._id });
  await made(createRecurring, "/api/v1/recurring-payments", token, { name: `Internet ${mark}`, amount: 99.9, dueDay: 20 });
  return { user, token };
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: "teste", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${server.origin}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

const textOf = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
const jsonOf = (result: unknown) => JSON.parse(textOf(result)) as Record<string, unknown>;

describe("the MCP server", () => {
  it("lists the tools and answers each with the person's own data, pt-BR labels and centavos with text", async () => {
    const ana = await personWithMonth("Ana");
    await personWithMonth("Bruno");
    const { token } = await createApiToken(db, ana.user.id, { name: "Claude", scopes: ["read", "write"], expiresInDays: 30 });
    const client = await connect(token);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "buscar_transacoes",
      "contas_a_pagar",
      "contas_e_faturas",
      "lancar_transacao",
      "orcamentos",
      "resumo_do_mes",
    ]);
    expect(tools.find((tool) => tool.name === "lancar_transacao")?.annotations?.readOnlyHint).toBe(false);

    const answers: string[] = [];
    const ask = async (name: string, args: Record<string, unknown> = {}) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, textOf(result)).toBeFalsy();
      answers.push(textOf(result));
      return jsonOf(result);
    };

    const summary = await ask("resumo_do_mes", { mes: 12, ano: 2026 });
    expect(summary).toMatchObject({
      mes: "Dezembro de 2026",
      receitas: { centavos: 500000, texto: "R$ 5.000,00" },
      despesas: { centavos: 4590, texto: "R$ 45,90" },
      saldo: { centavos: 495410, texto: "R$ 4.954,10" },
      despesasPorCategoria: [{ categoria: "Mercado Ana", valor: { centavos: 4590, texto: "R$ 45,90" }, percentual: 100 }],
    });

    const search = await ask("buscar_transacoes", { mes: 12, ano: 2026, texto: "padaria", categoria: "mercado ana", tag: "casa" });
    expect(search).toMatchObject({ encontradas: 1, despesas: { centavos: 4590, texto: "R$ 45,90" } });
    expect(search.transacoes).toEqual([
      expect.objectContaining({ data: "01/12/2026", descricao: "Padaria Ana", tipo: "despesa", categoria: "Mercado Ana", tags: ["Casa"] }),
    ]);
    const none = await ask("buscar_transacoes", { mes: 12, ano: 2026, texto: "Bruno" });
    expect(none.encontradas).toBe(0);

    const accounts = await ask("contas_e_faturas");
    expect(accounts).toEqual({
      contas: [{ nome: "Conta Ana", saldo: { centavos: 595410, texto: "R$ 5.954,10" } }],
      cartoes: [],
    });

    const budgets = await ask("orcamentos", { mes: 12, ano: 2026 });
    expect(budgets.orcamentos).toEqual([
      {
        categoria: "Mercado Ana",
        limite: { centavos: 50000, texto: "R$ 500,00" },
        gasto: { centavos: 4590, texto: "R$ 45,90" },
        restante: { centavos: 45410, texto: "R$ 454,10" },
        percentualUsado: 9,
        situacao: "dentro do limite",
      },
    ]);

    const bills = await ask("contas_a_pagar", { mes: 12, ano: 2026 });
    expect(bills.contasAPagar).toEqual([{ nome: "Internet Ana", vencimento: "20/12/2026", valor: { centavos: 9990, texto: "R$ 99,90" } }]);

    const added = await ask("lancar_transacao", {
      tipo: "despesa",
      descricao: "Farmácia",
      valor: 32.5,
      data: "2026-12-02",
      categoria: "Mercado Ana",
      meioDePagamento: "conta ana",
    });
    expect(added).toMatchObject({
      mensagem: "Transação lançada.",
      transacao: { descricao: "Farmácia", valor: { centavos: 3250, texto: "R$ 32,50" }, categoria: "Mercado Ana", meioDePagamento: "Conta Ana" },
    });
    expect(await db.$count(transactions, and(eq(transactions.userId, ana.user.id), eq(transactions.description, "Farmácia")))).toBe(1);

    // Nothing of the other person's, in any answer.
    for (const text of answers) expect(text).not.toContain("Bruno");

    // Each call is in "Acesso por API", newest first.
    const log = await call<ApiTokensJson>(listTokens, { path: "/api/v1/user/api-tokens", token: ana.token });
    expect(log.body.calls.slice(0, 7).map((c) => [c.tokenName, c.channel, c.target, c.status])).toEqual([
      ["Claude", "mcp", "lancar_transacao", 200],
      ["Claude", "mcp", "contas_a_pagar", 200],
      ["Claude", "mcp", "orcamentos", 200],
      ["Claude", "mcp", "contas_e_faturas", 200],
      ["Claude", "mcp", "buscar_transacoes", 200],
      ["Claude", "mcp", "buscar_transacoes", 200],
      ["Claude", "mcp", "resumo_do_mes", 200],
    ]);
    await client.close();
  });

  it("validates a new transaction as the API does, and a read token cannot write", async () => {
    const ana = await personWithMonth("Carla");
    const write = await createApiToken(db, ana.user.id, { name: "Escrita", scopes: ["read", "write"], expiresInDays: null });
    const writer = await connect(write.token);
    const bad = await writer.callTool({ name: "lancar_transacao", arguments: { tipo: "despesa", descricao: "Nada", valor: 0 } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toBe("O valor deve ser maior que zero.");
    const foreign = await writer.callTool({ name: "lancar_transacao", arguments: { tipo: "despesa", descricao: "X", valor: 1, categoria: "Mercado Ana" } });
    expect(textOf(foreign)).toBe("Nenhuma categoria chamada “Mercado Ana”.");
    await writer.close();

    const read = await createApiToken(db, ana.user.id, { name: "Leitura", scopes: ["read"], expiresInDays: null });
    const reader = await connect(read.token);
    const refused = await reader.callTool({ name: "lancar_transacao", arguments: { tipo: "despesa", descricao: "Café", valor: 5 } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe("Este token é somente de leitura. Crie um token com permissão de escrita para lançar transações.");
    expect(await db.$count(transactions, and(eq(transactions.userId, ana.user.id), eq(transactions.description, "Café")))).toBe(0);
    const log = await call<ApiTokensJson>(listTokens, { path: "/api/v1/user/api-tokens", token: ana.token });
    expect(log.body.calls[0]).toMatchObject({ tokenName: "Leitura", channel: "mcp", target: "lancar_transacao", status: 403 });
    await reader.close();
  });

  it("takes only a live personal token: no token, a session, a revoked or expired one are a 401", async () => {
    const { user, token: session } = await createTestUser();
    const post = (authorization?: string) =>
      fetch(`${server.origin}/api/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
    expect((await post()).status).toBe(401);
    const withSession = await post(`Bearer ${session}`);
    expect(withSession.status).toBe(401);
    expect(((await withSession.json()) as { message: string }).message).toBe(
      "Este endereço só aceita um token de acesso pessoal (Authorization: Bearer bolso_pat_…).",
    );
    const { token } = await createApiToken(db, user.id, { name: "X", scopes: ["read"], expiresInDays: 30 });
    expect((await post(`Bearer ${token}x`)).status).toBe(401);
    const ok = await post(`Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("ratelimit-limit")).toBe("120");
  });
});
