import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { categories, paymentMethods, transactions } from "@/db/schema";
import { GET as suggest } from "@/app/api/v1/transaction/suggest/route";
import type { SuggestionJson } from "@/lib/schemas/category-rules";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

// The suggestion from history scores each distinct description once; these pin which history row
// wins, so that reading stays the same rule as "same description first, then the most similar".

async function userWith(names: string[]) {
  const { user, token } = await createTestUser();
  const cats = await db.insert(categories).values(names.map((name) => ({ userId: user.id, name }))).returning();
  const [pix] = await db.insert(paymentMethods).values({ userId: user.id, name: "Pix" }).returning();
  return { user, token, pix: pix!.id, cat: Object.fromEntries(cats.map((c) => [c.name, c.id])) as Record<string, string> };
}

async function used(
  userId: string,
  description: string,
  categoryId: string,
  times: number,
  { paymentMethodId = null as string | null, firstDay = 1 } = {},
) {
  const { despesa } = await transactionTypeIds();
  await db.insert(transactions).values(
    Array.from({ length: times }, (_, i) => ({
      userId,
      description,
      valor: cents(1000),
      transactionDate: day(`2026-01-${String(firstDay + i).padStart(2, "0")}`),
      transactionTypeId: despesa,
      categoryId,
      paymentMethodId,
    })),
  );
}

const ask = async (token: string, description: string) =>
  (await call<SuggestionJson>(suggest, { path: "/api/v1/transaction/suggest", token, query: { description } })).body;

describe("GET /transaction/suggest from history", () => {
  it("the same description wins over a similar one used more often", async () => {
    const owner = await userWith(["Mercado", "Café"]);
    await used(owner.user.id, "Padaria Pão Quente", owner.cat.Mercado!, 5);
    await used(owner.user.id, "Padaria Pão Quente SJ", owner.cat["Café"]!, 1);
    expect(await ask(owner.token, "padaria pao quente sj")).toEqual({
      categoryId: owner.cat["Café"], paymentMethodId: null, source: "history",
    });
    expect((await ask(owner.token, "padaria pao quente")).categoryId).toBe(owner.cat.Mercado);
    // "uber uber" has the same trigrams as "uber" (similarity 1): the same description still wins.
    await used(owner.user.id, "Uber Uber", owner.cat.Mercado!, 3);
    await used(owner.user.id, "Uber", owner.cat["Café"]!, 1);
    expect((await ask(owner.token, "UBER")).categoryId).toBe(owner.cat["Café"]);
    // A description without letters or digits has no trigrams: only the same one matches.
    await used(owner.user.id, "???", owner.cat["Café"]!, 1);
    expect((await ask(owner.token, "???")).categoryId).toBe(owner.cat["Café"]);
    expect((await ask(owner.token, "?!")).source).toBeNull();
  });

  it("the most similar description wins over a less similar one used more often, with its most used pair", async () => {
    const owner = await userWith(["Saúde", "Outros", "Mercado"]);
    await used(owner.user.id, "Farmácia Drogasil", owner.cat.Outros!, 6);
    await used(owner.user.id, "Farmácia Drogasil 24", owner.cat["Saúde"]!, 2, { paymentMethodId: owner.pix });
    // Used once, but later: the count decides before the date.
    await used(owner.user.id, "Farmácia Drogasil 24", owner.cat.Mercado!, 1, { firstDay: 20 });
    expect(await ask(owner.token, "farmacia drogasil 24h")).toEqual({
      categoryId: owner.cat["Saúde"], paymentMethodId: owner.pix, source: "history",
    });
  });

  it("reads only the signed-in user's history", async () => {
    const owner = await userWith(["Transporte"]);
    const other = await userWith(["Lazer"]);
    await used(owner.user.id, "Uber", owner.cat.Transporte!, 3);
    expect((await ask(other.token, "uber")).source).toBeNull();
    // Similar enough (0.57) to the owner's "uber", which the owner is offered and the other user is not.
    expect((await ask(owner.token, "uberr")).categoryId).toBe(owner.cat.Transporte);
    expect((await ask(other.token, "uberr")).source).toBeNull();
    await used(other.user.id, "Uber", other.cat.Lazer!, 1);
    expect((await ask(other.token, "uber")).categoryId).toBe(other.cat.Lazer);
    expect((await ask(owner.token, "uber")).categoryId).toBe(owner.cat.Transporte);
  });
});
