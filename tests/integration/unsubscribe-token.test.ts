import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as unsubscribe } from "@/app/api/v1/user/email-reminders/unsubscribe/route";
import { createUnsubscribeToken } from "@/server/reminders/unsubscribe-token";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

const DAY = 24 * 60 * 60 * 1000;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const post = (token: string) =>
  call<{ message: string }>(unsubscribe, {
    method: "POST",
    path: "/api/v1/user/email-reminders/unsubscribe",
    query: { token },
  });

async function remindersOf(userId: string) {
  const [row] = await db
    .select({ on: users.emailReminders })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on;
}

describe("unsubscribe tokens", () => {
  it("expire 90 days after the e-mail that carried them", async () => {
    const { user } = await createTestUser();
    const old = await createUnsubscribeToken(db, user.id, new Date(Date.now() - 91 * DAY));
    const expired = await post(old);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("Link de cancelamento inválido.");
    expect(await remindersOf(user.id)).toBe(true);

    const recent = await createUnsubscribeToken(db, user.id, new Date(Date.now() - 89 * DAY));
    expect((await post(recent)).status).toBe(200);
    expect(await remindersOf(user.id)).toBe(false);
  });

  it("cannot be made younger, and decode only their canonical base64url", async () => {
    const { user } = await createTestUser();
    const token = await createUnsubscribeToken(db, user.id);
    const [id, issued, mac] = token.split(".") as [string, string, string];
    expect((await post(`${id}.${Number(issued) + 1}.${mac}`)).status).toBe(400);
    expect((await post(`${id}.0${issued}.${mac}`)).status).toBe(400);
    // The last character of a 32-byte MAC carries two unused bits: flipping one decodes the same.
    const last = mac.at(-1) as string;
    const twin = ALPHABET[ALPHABET.indexOf(last) ^ 1] as string;
    expect(Buffer.from(`${mac.slice(0, -1)}${twin}`, "base64url")).toEqual(
      Buffer.from(mac, "base64url"),
    );
    expect((await post(`${id}.${issued}.${mac.slice(0, -1)}${twin}`)).status).toBe(400);
    expect((await post(`${id}.${issued}.${mac}=`)).status).toBe(400);
    expect(await remindersOf(user.id)).toBe(true);
    expect((await post(token)).status).toBe(200);
  });
});
