import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());

import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { apiTokens } from "@/db/schema";
import { db } from "@/lib/server/db";
import { GET as listTokens, POST as createToken } from "@/app/api/v1/user/api-tokens/route";
import { DELETE as revokeToken } from "@/app/api/v1/user/api-tokens/[id]/route";
import { GET as listTags } from "@/app/api/v1/tags/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { GET as me } from "@/app/api/v1/user/me/route";
import { POST as changePassword } from "@/app/api/v1/user/change-password/route";
import { apiTokenLimiter, API_TOKEN_BUDGET } from "@/server/api-tokens/api-token-rate-limit";
import { createApiToken } from "@/server/api-tokens/create-api-token";
import type { ApiTokensJson, CreatedApiTokenJson } from "@/lib/schemas/api-tokens";
import { call } from "../helpers/api";
import { createTestUser, TEST_PASSWORD } from "../helpers/users";
import { clearRateLimits } from "./auth-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";

afterAll(() => mail.stop());
beforeEach(() => clearRateLimits());

const TOKENS = "/api/v1/user/api-tokens";

async function newToken(sessionToken: string, body: Record<string, unknown>) {
  return call<CreatedApiTokenJson & { message?: string }>(createToken, { method: "POST", path: TOKENS, token: sessionToken, body });
}

const expense = (despesa: string) => ({
  description: "Padaria",
  valor: 12.5,
  transactionTypeId: despesa,
  transactionDate: "2026-11-20",
});

describe("creating a personal access token", () => {
  it("answers the token once (bolso_pat_ + 43 base64url characters), keeps only its SHA-256 and e-mails the owner", async () => {
    const { user, token } = await createTestUser({ name: "Joana Script" });
    const res = await newToken(token, { name: "Planilha", scopes: ["read"], expiresInDays: 90 });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^bolso_pat_[A-Za-z0-9_-]{43}$/);
    expect(res.body.prefix).toBe(res.body.token.slice(0, 16));
    expect(res.body.scopes).toEqual(["read"]);
    const days = (new Date(res.body.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    // The table: the hash, the prefix; the token itself in no column.
    const rows = await db.execute(sql`select * from api_tokens where user_id = ${user.id}`);
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0]!;
    expect(row.token_hash).toBe(createHash("sha256").update(res.body.token).digest("hex"));
    for (const value of Object.values(row)) expect(String(value)).not.toContain(res.body.token.slice(16));

    const alert = await mail.waitForMail(user.email);
    expect(alert.subject).toBe("Novo token de acesso à API criado");
    expect(alert.text).toContain("“Planilha”");
    expect(alert.text).toContain("somente leitura");
    expect(alert.text).toContain(res.body.prefix);
    expect(alert.text).not.toContain(res.body.token);

    // The list never shows the token again.
    const list = await call<ApiTokensJson>(listTokens, { path: TOKENS, token });
    expect(list.status).toBe(200);
    expect(list.body.tokens).toEqual([
      expect.objectContaining({ id: res.body.id, name: "Planilha", prefix: res.body.prefix, scopes: ["read"], lastUsedAt: null }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
  });

  it.each([
    [{ name: "x", scopes: ["write"], expiresInDays: 30 }, 'As permissões devem ser ["read"] ou ["read", "write"].'],
    [{ name: "x", scopes: [], expiresInDays: 30 }, 'As permissões devem ser ["read"] ou ["read", "write"].'],
    [{ name: "x", scopes: ["read", "admin"], expiresInDays: 30 }, 'As permissões devem ser ["read"] ou ["read", "write"].'],
    [{ name: "x", scopes: ["read"], expiresInDays: 7 }, "A validade deve ser 30, 90 ou 365 dias, ou null (sem validade)."],
    [{ name: "x", scopes: ["read"] }, "A validade deve ser 30, 90 ou 365 dias, ou null (sem validade)."],
    [{ name: "   ", scopes: ["read"], expiresInDays: null }, "Dê um nome ao token."],
    [{ name: "a".repeat(61), scopes: ["read"], expiresInDays: null }, "O nome do token deve ter no máximo 60 caracteres."],
  ])("refuses %j with a 400 in pt-BR", async (body, message) => {
    const { token } = await createTestUser();
    const res = await newToken(token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("calling the API with a token", () => {
  it("a read token reads but does not write; a write token writes; both note their last use and address", async () => {
    const { user, token: session } = await createTestUser();
    const { despesa } = await transactionTypeIds();
    const read = await createApiToken(db, user.id, { name: "Leitura", scopes: ["read"], expiresInDays: null });
    const write = await createApiToken(db, user.id, { name: "Escrita", scopes: ["read", "write"], expiresInDays: 30 });

    const tags = await call(listTags, { path: "/api/v1/tags", token: read.token, headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(tags.status).toBe(200);

    const refused = await call(createTransaction, {
      method: "POST",
      path: "/api/v1/transaction",
      token: read.token,
      body: expense(despesa),
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: "forbidden",
      message: "Este token é somente de leitura. Crie um token com permissão de escrita para alterar dados.",
    });

    const made = await call(createTransaction, { method: "POST", path: "/api/v1/transaction", token: write.token, body: expense(despesa) });
    expect(made.status).toBe(201);
    expect(made.body.description).toBe("Padaria");

    const list = await call<ApiTokensJson>(listTokens, { path: TOKENS, token: session });
    const readRow = list.body.tokens.find((t) => t.id === read.id)!;
    expect(readRow.lastUsedIp).toBe("203.0.113.9");
    expect(readRow.lastUsedAt).not.toBeNull();
    // The calls, newest first, with the token's name, what was called and the answer's status.
    expect(list.body.calls.map((c) => [c.tokenName, c.channel, c.target, c.status])).toEqual([
      ["Escrita", "api", "POST /api/v1/transaction", 201],
      ["Leitura", "api", "POST /api/v1/transaction", 403],
      ["Leitura", "api", "GET /api/v1/tags", 200],
    ]);
  });

  it("keeps only a person's last 50 calls", async () => {
    const { user } = await createTestUser();
    const read = await createApiToken(db, user.id, { name: "Muitas", scopes: ["read"], expiresInDays: null });
    for (let i = 0; i < 53; i += 1) await call(listTags, { path: "/api/v1/tags", token: read.token });
    const kept = await db.execute<{ n: number }>(sql`select count(*)::int as n from api_token_calls where user_id = ${user.id}`);
    expect(kept.rows[0]?.n).toBe(50);
  });

  it("a revoked token is a 401 at once; an expired one too; an unknown one too", async () => {
    const { user, token: session } = await createTestUser();
    const revoked = await createApiToken(db, user.id, { name: "Revogado", scopes: ["read"], expiresInDays: 30 });
    expect((await call(listTags, { path: "/api/v1/tags", token: revoked.token })).status).toBe(200);
    const gone = await call(revokeToken, { method: "DELETE", path: `${TOKENS}/${revoked.id}`, params: { id: revoked.id }, token: session });
    expect(gone.status).toBe(204);
    const after = await call(listTags, { path: "/api/v1/tags", token: revoked.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe("Token de acesso inválido, expirado ou revogado.");
    const list = await call<ApiTokensJson>(listTokens, { path: TOKENS, token: session });
    expect(list.body.tokens.map((t) => t.id)).not.toContain(revoked.id);

    const expired = await createApiToken(db, user.id, { name: "Vencido", scopes: ["read"], expiresInDays: 30 });
    await db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, expired.id));
    expect((await call(listTags, { path: "/api/v1/tags", token: expired.token })).status).toBe(401);

    expect((await call(listTags, { path: "/api/v1/tags", token: `${revoked.token.slice(0, -2)}xx` })).status).toBe(401);
  });

  it("another person's token cannot be revoked (404), nor revoked twice", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const aToken = await createApiToken(db, a.user.id, { name: "Da Ana", scopes: ["read"], expiresInDays: null });
    const byB = await call(revokeToken, { method: "DELETE", path: `${TOKENS}/${aToken.id}`, params: { id: aToken.id }, token: b.token });
    expect(byB.status).toBe(404);
    expect(byB.body.message).toBe("Token não encontrado.");
    expect((await call(listTags, { path: "/api/v1/tags", token: aToken.token })).status).toBe(200);
    const bad = await call(revokeToken, { method: "DELETE", path: `${TOKENS}/x`, params: { id: "x" }, token: a.token });
    expect(bad.status).toBe(400);
  });

  it("never reaches the account: tokens, password, profile (403 in pt-BR), even with write", async () => {
    const { user } = await createTestUser();
    const write = await createApiToken(db, user.id, { name: "Tudo", scopes: ["read", "write"], expiresInDays: null });
    const forbidden = "Tokens de acesso pessoal não alcançam esta parte da conta. Entre no Bolso com sua senha para fazer isso.";
    const attempts = [
      await call(listTokens, { path: TOKENS, token: write.token }),
      await newToken(write.token, { name: "Outro", scopes: ["read", "write"], expiresInDays: null }),
      await call(me, { path: "/api/v1/user/me", token: write.token }),
      await call(changePassword, {
        method: "POST",
        path: "/api/v1/user/change-password",
        token: write.token,
        body: { currentPassword: TEST_PASSWORD, newPassword: "outra-senha-456" },
      }),
    ];
    for (const res of attempts) expect([res.status, res.body.message]).toEqual([403, forbidden]);
    expect(await db.$count(apiTokens, eq(apiTokens.userId, user.id))).toBe(1);
  });

  it("the owner's subscription still applies", async () => {
    const { user } = await createTestUser({ subscriptionStatus: "past_due", stripeSubscriptionId: "sub_api_token" });
    const read = await createApiToken(db, user.id, { name: "Sem assinatura", scopes: ["read"], expiresInDays: null });
    const res = await call(listTags, { path: "/api/v1/tags", token: read.token });
    // Billing may be off in this environment (then everyone has access); on, the guard answers 403.
    expect([200, 403]).toContain(res.status);
    if (res.status === 403) expect(res.body.code).toBe("subscription_required");
  });
});

describe("the rate limit of a token", () => {
  it("answers RateLimit-* headers, then 429 with Retry-After once the minute's budget is spent", async () => {
    const { user } = await createTestUser();
    const read = await createApiToken(db, user.id, { name: "Robô", scopes: ["read"], expiresInDays: null });
    const first = await call(listTags, { path: "/api/v1/tags", token: read.token });
    expect(first.headers.get("ratelimit-limit")).toBe(String(API_TOKEN_BUDGET.points));
    expect(first.headers.get("ratelimit-remaining")).toBe(String(API_TOKEN_BUDGET.points - 1));
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(Number(first.headers.get("ratelimit-reset"))).toBeLessThanOrEqual(60);

    // Spend all but one call of the budget.
    await apiTokenLimiter().penalty(read.id, API_TOKEN_BUDGET.points - 2);
    const last = await call(listTags, { path: "/api/v1/tags", token: read.token });
    expect(last.status).toBe(200);
    expect(last.headers.get("ratelimit-remaining")).toBe("0");

    const over = await call(listTags, { path: "/api/v1/tags", token: read.token });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("too_many_requests");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.headers.get("ratelimit-remaining")).toBe("0");

    // Per token: another token of the same person still has its budget.
    const other = await createApiToken(db, user.id, { name: "Outro robô", scopes: ["read"], expiresInDays: null });
    expect((await call(listTags, { path: "/api/v1/tags", token: other.token })).status).toBe(200);
  });
});
