import { beforeAll, expect } from "vitest";
import { POST } from "@/app/api/v1/recurring-payments/route";
import { categories, paymentMethods } from "@/db/schema";
import { db } from "@/lib/server/db";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

/**
 * What the recurring-payment test files share: two users, a category and a payment method of the
 * first, a category of the second, and a valid body. Importing it registers the setup; the
 * exported bindings are filled in before the first test runs.
 */
export type Json = RecurringPaymentJson;
export const PATH = "/api/v1/recurring-payments";
export const anyString = expect.any(String) as unknown as string;

export let token: string;
export let userId: string;
export let otherToken: string;
export let categoryId: string;
export let methodId: string;
export let otherCategoryId: string;

export const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Aluguel",
  amount: 1500.5,
  dueDay: 10,
  frequency: "monthly",
  categoryId,
  paymentMethodId: methodId,
  description: "Apartamento",
  isActive: true,
  ...overrides,
});

export const create = (overrides: Record<string, unknown> = {}, as = token) =>
  call<Json>(POST, { method: "POST", path: PATH, body: body(overrides), token: as });

beforeAll(async () => {
  const me = await createTestUser();
  const other = await createTestUser();
  token = me.token;
  userId = me.user.id;
  otherToken = other.token;
  const [category] = await db
    .insert(categories)
    .values({ userId, name: "Moradia", color: "#10B981" })
    .returning();
  const [method] = await db.insert(paymentMethods).values({ userId, name: "Pix" }).returning();
  const [otherCategory] = await db
    .insert(categories)
    .values({ userId: other.user.id, name: "Moradia" })
    .returning();
  categoryId = category!.id;
  methodId = method!.id;
  otherCategoryId = otherCategory!.id;
});
