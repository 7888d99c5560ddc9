import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const { mail, restoreBilling } = await vi.hoisted(async () => {
  const { catchMail } = await import("./auth-mail");
  const { enableBilling } = await import("./billing-on");
  return { mail: await catchMail(), restoreBilling: enableBilling() };
});

import { eq } from "drizzle-orm";
import { users, type SubscriptionStatus } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as createCategory } from "@/app/api/v1/category/route";
import { GET as listCategories } from "@/app/api/v1/category/list-all/route";
import { call } from "../helpers/api";
import { createTestUser, TEST_PASSWORD } from "../helpers/users";
import { clearRateLimits, postLogin } from "./auth-fixtures";
import { household, invitationCode, join } from "./households-fixtures";

afterAll(async () => {
  await mail.stop();
  restoreBilling();
});
beforeEach(clearRateLimits);

const person = (name: string, subscriptionStatus: SubscriptionStatus, stripeSubscriptionId: string | null = null) =>
  createTestUser({ name, email: `${name.toLowerCase()}-${randomUUID()}@exemplo.com.br`, subscriptionStatus, stripeSubscriptionId });

const readCategories = (token: string) => call(listCategories, { path: "/api/v1/category/list-all", token });
const writeCategory = (token: string) =>
  call(createCategory, { method: "POST", path: "/api/v1/category", token, body: { name: `Casa ${randomUUID().slice(0, 8)}`, color: "#123ABC" } });
const setStatus = (userId: string, subscriptionStatus: SubscriptionStatus) =>
  db.update(users).set({ subscriptionStatus }).where(eq(users.id, userId));

describe("the owner's subscription covers the household", () => {
  it("opens the subscribers' routes to a member without a subscription while the owner's is active", async () => {
    const ana = await person("Ana", "active", `sub_${randomUUID()}`);
    const bruno = await person("Bruno", "inactive");
    expect((await readCategories(bruno.token)).status).toBe(400);
    expect((await household.create(bruno.token)).status).toBe(400);
    expect((await household.create(ana.token)).status).toBe(201);

    await household.invite(ana.token, bruno.user.email);
    const code = invitationCode(await mail.waitForMail(bruno.user.email));
    const preview = await household.preview(bruno.token, code);
    expect(preview.body).toMatchObject({ coversSubscription: true, ownSubscriptionActive: false });
    expect((await household.accept(bruno.token, code)).status).toBe(200);

    expect((await readCategories(bruno.token)).status).toBe(200);
    expect((await writeCategory(bruno.token)).status).toBe(201);
    // The login screen lands a covered member in the app, not on the subscription page.
    expect((await postLogin(bruno.user.email, TEST_PASSWORD)).body).toMatchObject({ hasAccess: true });
  });

  it("once the owner's lapses, members are where an expired subscriber is: the household itself, leaving, nothing else", async () => {
    const ana = await person("Ana", "active", `sub_${randomUUID()}`);
    const bruno = await person("Bruno", "inactive");
    await household.create(ana.token);
    await join(mail, ana, bruno);
    await setStatus(ana.user.id, "past_due");
    expect((await postLogin(bruno.user.email, TEST_PASSWORD)).body).toMatchObject({ hasAccess: false });

    for (const who of [ana, bruno]) {
      expect((await readCategories(who.token)).status).not.toBe(200);
      expect((await writeCategory(who.token)).status).not.toBe(201);
    }
    expect((await writeCategory(bruno.token)).body).toMatchObject({ code: "subscription_required" });
    expect((await household.get(bruno.token)).status).toBe(200);

    await setStatus(ana.user.id, "active");
    expect((await writeCategory(bruno.token)).status).toBe(201);
    expect((await household.leave(bruno.token)).status).toBe(204);
    expect((await readCategories(bruno.token)).status).toBe(400);
  });

  it("tells an invitee with a subscription of their own that the owner's covers them, only while it does", async () => {
    const ana = await person("Ana", "active", `sub_${randomUUID()}`);
    const carla = await person("Carla", "active", `sub_${randomUUID()}`);
    await household.create(ana.token);
    await household.invite(ana.token, carla.user.email);
    const code = invitationCode(await mail.waitForMail(carla.user.email));
    expect((await household.preview(carla.token, code)).body).toMatchObject({ coversSubscription: true, ownSubscriptionActive: true });
    await setStatus(ana.user.id, "canceled");
    expect((await household.preview(carla.token, code)).body).toMatchObject({ coversSubscription: false, ownSubscriptionActive: true });
  });

  it("does not carry a member's own subscription over to the owner", async () => {
    const ana = await person("Ana", "active", `sub_${randomUUID()}`);
    const bruno = await person("Bruno", "active", `sub_${randomUUID()}`);
    await household.create(ana.token);
    await join(mail, ana, bruno);
    await setStatus(ana.user.id, "past_due");
    expect((await readCategories(bruno.token)).status).toBe(200);
    expect((await readCategories(ana.token)).status).toBe(403);
  });
});
