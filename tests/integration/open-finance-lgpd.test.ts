import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const { fake, mail } = await vi.hoisted(async () => {
  const { startPluggyFake } = await import("./pluggy-fixture");
  const { catchMail } = await import("./auth-mail");
  return { fake: await startPluggyFake(), mail: await catchMail() };
});

import { eq } from "drizzle-orm";
import { openFinanceItems } from "@/db/schema-open-finance";
import { db } from "@/lib/server/db";
import { POST as deleteRequest } from "@/app/api/v1/user/delete-request/route";
import { DELETE as deleteMe } from "@/app/api/v1/user/me/route";
import { GET as exportData } from "@/app/api/v1/user/export/route";
import { call } from "../helpers/api";
import { createTestUser, TEST_PASSWORD } from "../helpers/users";
import { extractCode } from "../fakes/smtp-catcher";
import { clearRateLimits, freshIp } from "./auth-fixtures";
import { connectBank } from "./open-finance-helpers";
import { PLUGGY_WEBHOOK_SECRET, stopPluggyFakeAfterAll } from "./pluggy-fixture";

stopPluggyFakeAfterAll(fake, { quietSdk: true });
beforeEach(() => clearRateLimits());
afterAll(() => mail.stop());

async function codeFor(token: string, email: string): Promise<string> {
  const res = await call(deleteRequest, { method: "POST", path: "/api/v1/user/delete-request", token });
  expect(res.status).toBe(200);
  return extractCode(await mail.waitForMail(email));
}

const deleteAccount = (token: string, confirmationCode: string) =>
  call(deleteMe, { method: "DELETE", path: "/api/v1/user/me", token, body: { password: TEST_PASSWORD, confirmationCode }, headers: freshIp() });

describe("LGPD and bank connections", () => {
  it("deleting the Bolso account deletes every item at Pluggy", async () => {
    const { user, token } = await createTestUser();
    const first = await connectBank(fake, token, { sample: false });
    const second = await connectBank(fake, token, { sample: false });
    const res = await deleteAccount(token, await codeFor(token, user.email));
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(fake.state.deletedItems).toEqual(expect.arrayContaining([first.item.id, second.item.id]));
    expect(await db.select().from(openFinanceItems).where(eq(openFinanceItems.userId, user.id))).toEqual([]);
  });

  it("when Pluggy refuses, the account stays, connections included", async () => {
    const { user, token } = await createTestUser();
    const { item } = await connectBank(fake, token, { sample: false });
    const code = await codeFor(token, user.email);
    fake.failNext(503);
    const res = await deleteAccount(token, code);
    expect(res.status).toBe(502);
    expect(fake.state.items.has(item.id)).toBe(true);
    expect(await db.select().from(openFinanceItems).where(eq(openFinanceItems.userId, user.id))).toHaveLength(1);
  });

  it("the export lists the connections and carries no secret", async () => {
    const { token } = await createTestUser();
    const { connection } = await connectBank(fake, token, { sample: false });
    const res = await call<Record<string, unknown>>(exportData, { path: "/api/v1/user/export", token });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).toContain(connection.id);
    expect(text).toContain("Pluggy Bank");
    for (const secret of [PLUGGY_WEBHOOK_SECRET, fake.clientSecret, fake.clientId, "token="]) expect(text).not.toContain(secret);
  });
});
