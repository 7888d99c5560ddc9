import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const { fake, mail } = await vi.hoisted(async () => {
  const { startBillingFake } = await import("./billing-fixture");
  const { catchMail } = await import("./auth-mail");
  return { fake: await startBillingFake(), mail: await catchMail() };
});

import { eq, sql } from "drizzle-orm";
import { users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as deleteRequest } from "@/app/api/v1/user/delete-request/route";
import { DELETE as deleteMe, GET as me } from "@/app/api/v1/user/me/route";
import { POST as register } from "@/app/api/v1/user/route";
import { call } from "../helpers/api";
import { TEST_PASSWORD } from "../helpers/users";
import { extractCode } from "../fakes/smtp-catcher";
import { clearRateLimits, freshIp, postLogin, signUpBody, wrongCode } from "./auth-fixtures";
import { deliver, readUser, subscribe } from "./billing-helpers";
import { createCaller } from "./security/caller";

afterAll(async () => {
  await fake.stop();
  await mail.stop();
});
beforeEach(() => clearRateLimits());

/** Rows naming the user, table by table, for every table of the schema that has a user_id column. */
async function rowsOfUser(userId: string): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} where user_id = ${userId}`,
    );
    counts[name] = Number(result.rows[0]?.n ?? 0);
  }
  const own = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where id = ${userId}`);
  counts.users = Number(own.rows[0]?.n ?? 0);
  return counts;
}

async function requestCode(token: string, email: string): Promise<string> {
  const res = await call<{ message: string }>(deleteRequest, { method: "POST", path: "/api/v1/user/delete-request", token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // The caller's own setup may have mailed first (a new API token's notice): the code's mail is the next of its kind.
  let message = await mail.waitForMail(email);
  while (message.subject === "Novo token de acesso à API criado") message = await mail.waitForMail(email);
  expect(message.subject).toBe("Código para excluir sua conta do Bolso");
  return extractCode(message);
}

function deleteAccount(token: string, body: Record<string, unknown>) {
  return call<{ message?: string }>(deleteMe, { method: "DELETE", path: "/api/v1/user/me", token, body, headers: freshIp() });
}

describe("DELETE /user/me", () => {
  it("cancels the Stripe subscription at once, leaves no row of the user in any table, and says goodbye", async () => {
    const caller = await createCaller();
    const other = await createCaller();
    await db.update(users).set({ subscriptionStatus: "inactive" }).where(eq(users.id, caller.userId));
    const subscription = await subscribe(fake, caller.token);
    const { stripeCustomerId } = await readUser(caller.userId);
    const before = await rowsOfUser(caller.userId);
    expect(before.transactions).toBeGreaterThan(0);
    expect(before.sessions).toBeGreaterThan(0);
    const otherBefore = await rowsOfUser(other.userId);

    const code = await requestCode(caller.token, caller.email);
    const eventsBefore = fake.events.length;
    const res = await deleteAccount(caller.token, { password: TEST_PASSWORD, confirmationCode: code });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/bolso_session=;/);

    const after = await rowsOfUser(caller.userId);
    for (const [table, count] of Object.entries(after)) expect(count, table).toBe(0);
    expect(await rowsOfUser(other.userId)).toEqual(otherBefore);

    const stripeSide = fake.state.subscriptions.get(subscription.id);
    expect(stripeSide?.status).toBe("canceled");
    expect(stripeSide?.cancel_at_period_end).toBe(false);

    const goodbye = await mail.waitForMail(caller.email);
    expect(goodbye.subject).toBe("Sua conta no Bolso foi excluída");

    expect((await call(me, { path: "/api/v1/user/me", token: caller.token })).status).toBe(401);
    expect((await postLogin(caller.email, TEST_PASSWORD)).status).toBe(401);

    // Stripe's own notice of the cancellation (and any later one) is acknowledged and changes nothing.
    const late = fake.events.slice(eventsBefore);
    expect(late.map((e) => e.type)).toContain("customer.subscription.deleted");
    for (const event of late) {
      const ack = await deliver(fake, event);
      expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    }
    const byCustomer = await db.select().from(users).where(eq(users.stripeCustomerId, stripeCustomerId ?? ""));
    expect(byCustomer).toEqual([]);
    expect(await rowsOfUser(caller.userId)).toEqual(after);

    const again = await call(register, {
      method: "POST",
      path: "/api/v1/user",
      body: signUpBody(caller.email),
      headers: freshIp(),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it("refuses a wrong code or password (400) and deletes nothing; the code dies after 5 wrong tries", async () => {
    const caller = await createCaller();
    const before = await rowsOfUser(caller.userId);
    const code = await requestCode(caller.token, caller.email);

    const wrongPassword = await deleteAccount(caller.token, { password: "senha-errada-1", confirmationCode: code });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe("Senha atual incorreta.");

    for (let i = 0; i < 5; i += 1) {
      const res = await deleteAccount(caller.token, { password: TEST_PASSWORD, confirmationCode: wrongCode(code) });
      expect(res.status).toBe(400);
    }
    const locked = await deleteAccount(caller.token, { password: TEST_PASSWORD, confirmationCode: code });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toMatch(/bloqueado/);

    for (const body of [{}, { password: TEST_PASSWORD }, { password: TEST_PASSWORD, confirmationCode: "12ab56" }]) {
      const res = await deleteAccount(caller.token, body);
      expect(res.status).toBe(400);
    }
    const after = await rowsOfUser(caller.userId);
    expect({ ...after, one_time_codes: 0 }).toEqual({ ...before, one_time_codes: 0 });
    expect((await call(me, { path: "/api/v1/user/me", token: caller.token })).status).toBe(200);
  });

  it("refuses without a requested code, and without a session", async () => {
    const caller = await createCaller();
    const res = await deleteAccount(caller.token, { password: TEST_PASSWORD, confirmationCode: "123456" });
    expect(res.status).toBe(400);
    expect((await call(deleteMe, { method: "DELETE", path: "/api/v1/user/me", body: {} })).status).toBe(401);
    expect((await call(deleteRequest, { method: "POST", path: "/api/v1/user/delete-request" })).status).toBe(401);
  });

  it("sends a new code at most once a minute", async () => {
    const caller = await createCaller();
    await requestCode(caller.token, caller.email);
    const again = await call<{ message: string }>(deleteRequest, { method: "POST", path: "/api/v1/user/delete-request", token: caller.token });
    expect(again.status).toBe(429);
  });
});
