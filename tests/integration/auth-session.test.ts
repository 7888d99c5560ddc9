import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db";
import { sessions } from "@/db/schema";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as status } from "@/app/api/v1/auth/status/route";
import { GET as me } from "@/app/api/v1/user/me/route";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

const restoreBilling = await vi.hoisted(async () => (await import("./billing-on")).enableBilling());
afterAll(() => restoreBilling());

const sameOrigin = { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };
const foreign = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };

describe("GET /api/v1/auth/status", () => {
  it("says the session is not valid without a token or with an unknown one", async () => {
    for (const token of [undefined, "nao-existe"]) {
      const res = await call(status, { path: "/api/v1/auth/status", token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: false, user: null });
    }
  });

  it("returns the user for a bearer token and for the session cookie", async () => {
    const { user, token } = await createTestUser({ name: "Rui", vipAccess: true });
    const expected = {
      valid: true,
      user: { _id: user.id, name: "Rui", email: user.email, subscriptionStatus: "active", vipAccess: true },
    };
    expect((await call(status, { path: "/api/v1/auth/status", token })).body).toEqual(expected);
    expect((await call(status, { path: "/api/v1/auth/status", cookieToken: token })).body).toEqual(expected);
  });
});

describe("GET /api/v1/user/me", () => {
  it("answers 401 in pt-BR without a session", async () => {
    const res = await call(me, { path: "/api/v1/user/me" });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "Sessão inválida ou expirada. Faça login novamente." });
  });

  it("returns the current user by bearer (no cookie set) and by cookie (cookie renewed)", async () => {
    const { user, token } = await createTestUser({ subscriptionStatus: "past_due", stripeSubscriptionId: "sub_me" });
    const bearer = await call(me, { path: "/api/v1/user/me", token });
    expect(bearer.status).toBe(200);
    expect(bearer.body).toEqual({
      _id: user.id,
      name: user.name,
      email: user.email,
      subscriptionStatus: "past_due",
      vipAccess: false,
    });
    expect(bearer.body).not.toHaveProperty("passwordHash");
    expect(bearer.headers.get("set-cookie")).toBeNull();
    const cookie = await call(me, { path: "/api/v1/user/me", cookieToken: token });
    expect(cookie.status).toBe(200);
    expect(cookie.headers.get("set-cookie")).toMatch(/bolso_session=.+Max-Age=2592000/);
  });

  it("stays open to a signed-in user without a subscription (billing on)", async () => {
    const { token } = await createTestUser({ subscriptionStatus: "inactive" });
    expect((await call(me, { path: "/api/v1/user/me", token })).status).toBe(200);
  });

  it("refuses a revoked token and an expired session", async () => {
    const revoked = await createTestUser();
    await db.delete(sessions).where(eq(sessions.userId, revoked.user.id));
    expect((await call(me, { path: "/api/v1/user/me", token: revoked.token })).status).toBe(401);
    const expired = await createTestUser();
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.user.id));
    expect((await call(me, { path: "/api/v1/user/me", cookieToken: expired.token })).status).toBe(401);
  });
});

describe("POST /api/v1/auth/logout", () => {
  it("revokes a bearer session: the token stops working", async () => {
    const { token } = await createTestUser();
    const res = await call(logout, { method: "POST", path: "/api/v1/auth/logout", token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Sessão encerrada." });
    expect((await call(me, { path: "/api/v1/user/me", token })).status).toBe(401);
  });

  it("revokes a cookie session from our own pages and clears the cookie", async () => {
    const { token } = await createTestUser();
    const res = await call(logout, { method: "POST", path: "/api/v1/auth/logout", cookieToken: token, headers: sameOrigin });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/bolso_session=;.*Max-Age=0/);
    expect((await call(me, { path: "/api/v1/user/me", cookieToken: token })).status).toBe(401);
  });

  it("refuses a cookie logout sent by another site, and the session survives", async () => {
    const { token } = await createTestUser();
    const res = await call(logout, { method: "POST", path: "/api/v1/auth/logout", cookieToken: token, headers: foreign });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: "Requisição de outra origem recusada." });
    expect((await call(me, { path: "/api/v1/user/me", cookieToken: token })).status).toBe(200);
  });

  it("still answers 200 and clears the cookie when the session is already gone", async () => {
    const res = await call(logout, { method: "POST", path: "/api/v1/auth/logout", cookieToken: "velho" });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("ends only that session; other devices stay signed in", async () => {
    const { user, token } = await createTestUser();
    const { createSession } = await import("@/server/auth/create-session");
    const other = await createSession(db, user.id);
    await call(logout, { method: "POST", path: "/api/v1/auth/logout", token });
    expect((await call(me, { path: "/api/v1/user/me", token: other.token })).status).toBe(200);
  });
});

describe("the API guard (route wrapper)", () => {
  const userWrite = route({ access: "user" }, async () => ok({ done: true }));
  const subscriberRead = route({ access: "subscriber" }, async () => ok({ data: true }));

  it("accepts a cookie-authenticated write from our origin and refuses it from another", async () => {
    const { token } = await createTestUser();
    const own = await call(userWrite, { method: "POST", cookieToken: token, headers: sameOrigin });
    expect(own.status).toBe(200);
    const evil = await call(userWrite, { method: "POST", cookieToken: token, headers: foreign });
    expect(evil.status).toBe(403);
    const noHeaders = await call(userWrite, { method: "POST", cookieToken: token });
    expect(noHeaders.status).toBe(403);
  });

  it("accepts a bearer write whatever the origin (a bearer token cannot be forged by another site)", async () => {
    const { token } = await createTestUser();
    expect((await call(userWrite, { method: "POST", token, headers: foreign })).status).toBe(200);
  });

  it("lets active and VIP users use data calls and refuses the others (billing on)", async () => {
    const active = await createTestUser({ subscriptionStatus: "active", stripeSubscriptionId: "sub_a" });
    const vip = await createTestUser({ subscriptionStatus: "inactive", vipAccess: true });
    const never = await createTestUser({ subscriptionStatus: "inactive" });
    const lapsed = await createTestUser({ subscriptionStatus: "past_due", stripeSubscriptionId: "sub_b" });
    const canceled = await createTestUser({ subscriptionStatus: "canceled", stripeSubscriptionId: "sub_c" });
    expect((await call(subscriberRead, { token: active.token })).status).toBe(200);
    expect((await call(subscriberRead, { token: vip.token })).status).toBe(200);
    const neverRes = await call(subscriberRead, { token: never.token });
    expect(neverRes.status).toBe(400);
    expect(neverRes.body).toMatchObject({ message: "Usuário não possui uma assinatura Stripe." });
    for (const user of [lapsed, canceled]) {
      const res = await call(subscriberRead, { token: user.token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Sua assinatura não está ativa. Regularize o pagamento para continuar.");
    }
    expect((await call(subscriberRead, {})).status).toBe(401);
  });
});
