import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());

import { eq } from "drizzle-orm";
import { sessions, users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as changePassword } from "@/app/api/v1/user/change-password/route";
import { GET as me, PATCH as patchMe } from "@/app/api/v1/user/me/route";
import { createSession } from "@/server/auth/create-session";
import { call } from "../helpers/api";
import { createTestUser, TEST_PASSWORD } from "../helpers/users";
import { clearRateLimits, freshIp, postLogin } from "./auth-fixtures";

afterAll(() => mail.stop());
beforeEach(() => clearRateLimits());

const NEW_PASSWORD = "outra-senha-456";

function change(token: string, body: Record<string, unknown>, headers = freshIp()) {
  return call<{ message: string }>(changePassword, {
    method: "POST",
    path: "/api/v1/user/change-password",
    token,
    body,
    headers,
  });
}

describe("PATCH /user/me", () => {
  it("renames the user and answers the user as the API shows it", async () => {
    const { user, token } = await createTestUser({ name: "Maria" });
    const res = await call<{ name: string; _id: string }>(patchMe, {
      method: "PATCH",
      path: "/api/v1/user/me",
      token,
      body: { name: "  Maria Clara  " },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: user.id, name: "Maria Clara" });
    const after = await call<{ name: string }>(me, { path: "/api/v1/user/me", token });
    expect(after.body.name).toBe("Maria Clara");
  });

  it("refuses an empty or too long name with a pt-BR 400, and only changes the name", async () => {
    const { user, token } = await createTestUser({ name: "Maria" });
    for (const name of ["   ", "x".repeat(121), 42]) {
      const res = await call<{ message: string }>(patchMe, { method: "PATCH", path: "/api/v1/user/me", token, body: { name } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/nome/i);
    }
    const res = await call(patchMe, {
      method: "PATCH",
      path: "/api/v1/user/me",
      token,
      body: { name: "Ana", email: "outro@exemplo.com.br", vipAccess: true },
    });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: "Ana", email: user.email, vipAccess: false });
  });

  it("keeps the titular's CPF for the Imposto de Renda: full and valid only, masked refused, null clears it", async () => {
    const { user, token } = await createTestUser({ name: "Maria" });
    const patch = (body: unknown) => call<{ message: string }>(patchMe, { method: "PATCH", path: "/api/v1/user/me", token, body });
    const cpf = async () => (await db.select({ cpf: users.cpf, name: users.name }).from(users).where(eq(users.id, user.id)))[0];

    expect((await patch({ cpf: "529.982.247-25" })).status).toBe(200);
    expect(await cpf()).toEqual({ cpf: "52998224725", name: "Maria" });
    for (const bad of ["529.982.247-24", "***.982.247-**", "11.222.333/0001-81", "abc", 52998224725]) {
      const res = await patch({ cpf: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.message).toMatch(/CPF inválido/);
    }
    expect((await cpf())?.cpf).toBe("52998224725");
    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Informe o que alterar: name ou cpf.");
    expect((await patch({ cpf: null })).status).toBe(200);
    expect((await cpf())?.cpf).toBeNull();
  });

  it("needs a session", async () => {
    const res = await call(patchMe, { method: "PATCH", path: "/api/v1/user/me", body: { name: "X" } });
    expect(res.status).toBe(401);
  });
});

describe("POST /user/change-password", () => {
  it("ends every other session, keeps the current one, and e-mails 'Sua senha foi alterada'", async () => {
    const { user, token } = await createTestUser();
    const other = await createSession(db, user.id, "outro aparelho");
    const third = await createSession(db, user.id, "tablet");

    const res = await change(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect((await call(me, { path: "/api/v1/user/me", token })).status).toBe(200);
    expect((await call(me, { path: "/api/v1/user/me", token: other.token })).status).toBe(401);
    expect((await call(me, { path: "/api/v1/user/me", token: third.token })).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const notice = await mail.waitForMail(user.email);
    expect(notice.subject).toBe("Sua senha foi alterada");
    expect(notice.text).toContain("outros aparelhos");

    expect((await postLogin(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await postLogin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password (400, nothing changes) and counts it against the login limits", async () => {
    const { user, token } = await createTestUser();
    const other = await createSession(db, user.id);
    const ip = freshIp();
    const [before] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await change(
        token,
        { currentPassword: "senha-errada-1", newPassword: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
        ip,
      );
      statuses.push(res.status);
      if (i === 0) expect(res.body.message).toBe("Senha atual incorreta.");
    }
    // Ten failures per account and address in 15 minutes, as for the login itself.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await postLogin(user.email, TEST_PASSWORD, ip)).status).toBe(429);

    const [after] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(after?.hash).toBe(before?.hash);
    expect((await call(me, { path: "/api/v1/user/me", token: other.token })).status).toBe(200);
  });

  it("validates the new password in pt-BR", async () => {
    const { token } = await createTestUser();
    const cases = [
      [{ currentPassword: TEST_PASSWORD, newPassword: "curta", passwordConfirmation: "curta" }, /pelo menos 8/],
      [{ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, passwordConfirmation: "diferente-123" }, /não coincidem/],
      [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD }, /diferente da atual/],
      [{ newPassword: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }, /senha atual/],
    ] as const;
    for (const [body, message] of cases) {
      const res = await change(token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});
