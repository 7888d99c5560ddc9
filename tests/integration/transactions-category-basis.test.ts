import { beforeAll, describe, expect, it } from "vitest";
import { GET as listAll } from "@/app/api/v1/transaction/list-all/route";
import { db } from "@/lib/server/db";
import { categoryRules, openFinanceTransactions, payees, transactions } from "@/db/schema";
import { toEditableTransaction, type TransactionJson } from "@/lib/schemas/transactions";
import type { CategorySource } from "@/lib/domain/enums";
import { categoryHintOf } from "@/components/transactions/category-hint";
import { readListVersion } from "@/server/shared/list-version";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { eq } from "drizzle-orm";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { createReferences, transactionTypeIds, type TransactionRefs } from "./transactions-fixtures";

let token: string;
let userId: string;
let refs: TransactionRefs;
let despesa: string;

beforeAll(async () => {
  const owner = await createTestUser();
  token = owner.token;
  userId = owner.user.id;
  refs = await createReferences(userId);
  despesa = (await transactionTypeIds()).despesa;
});

async function row(description: string, source: CategorySource, extra: { payeeId?: string } = {}) {
  const [created] = await db
    .insert(transactions)
    .values({
      userId,
      description,
      valor: cents(1000),
      transactionDate: day("2025-03-10"),
      transactionTypeId: despesa,
      categoryId: refs.category.id,
      categorySource: source,
      ...extra,
    })
    .returning({ id: transactions.id });
  if (!created) throw new Error("row not created");
  return created.id;
}

describe("a row's sheet says why it has its category", () => {
  it("names the rule's term, the payee, the bank's category, and nothing for the others", async () => {
    await db.insert(categoryRules).values([
      { userId, contains: "Uber", categoryId: refs.category.id },
      // The longer term is the rule that matched.
      { userId, contains: "Uber Eats", categoryId: refs.category.id },
    ]);
    const [ifood] = await db
      .insert(payees)
      .values({ userId, name: "iFood", nameKey: "ifood" })
      .returning({ id: payees.id });
    await row("UBER EATS *PEDIDO", "rule");
    await row("IFOOD *RESTAURANTE", "payee", { payeeId: ifood?.id });
    const bank = await row("UBER *TRIP", "bank");
    await db.insert(openFinanceTransactions).values({
      transactionId: bank,
      userId,
      pluggyTransactionId: "pluggy-basis-1",
      status: "POSTED",
      pluggyCategoryId: "19010000",
    });
    await row("Padaria", "history");
    await row("Mercado", "person");

    const res = await call<TransactionJson[]>(listAll, { query: { month: 3, year: 2025 }, token });
    expect(res.status).toBe(200);
    const byDescription = new Map(res.body.map((t) => [t.description, t]));
    const hint = (description: string) => {
      const found = byDescription.get(description);
      if (!found) throw new Error(`${description} not listed`);
      return categoryHintOf(toEditableTransaction(found))?.text ?? null;
    };
    expect(byDescription.get("UBER EATS *PEDIDO")?.categoryBasis).toBe("Uber Eats");
    expect(hint("UBER EATS *PEDIDO")).toBe("Categoria pela regra “Uber Eats”");
    expect(hint("IFOOD *RESTAURANTE")).toBe("Categoria pelo favorecido “iFood”");
    expect(hint("UBER *TRIP")).toBe("Categoria pela categoria do banco (Transporte › Táxi e apps)");
    expect(hint("Padaria")).toBe("Categoria pelo seu histórico");
    expect(hint("Mercado")).toBe("Categoria escolhida por você");
    expect(byDescription.get("Padaria")?.categoryBasis).toBeNull();
  });

  it("falls back to “por uma regra sua” once the rule behind it is gone (never a stale term)", async () => {
    await row("TAXI 99 CORRIDA", "rule");
    const res = await call<TransactionJson[]>(listAll, { query: { month: 3, year: 2025 }, token });
    const taxi = res.body.find((t) => t.description === "TAXI 99 CORRIDA");
    expect(taxi?.categoryBasis).toBeNull();
    expect(taxi && categoryHintOf(toEditableTransaction(taxi))?.text).toBe("Categoria por uma regra sua");
  });
});

describe("a cached month list is stale once what its reasons name changes", () => {
  it("moves the list version when a payee is renamed or a rule is added, changed or removed", async () => {
    const [payee] = await db
      .insert(payees)
      .values({ userId, name: "Padoca", nameKey: "padoca" })
      .returning({ id: payees.id });
    if (!payee) throw new Error("payee not created");
    const moves = async (change: () => Promise<unknown>) => {
      const before = await readListVersion(db, userId);
      await change();
      return (await readListVersion(db, userId)) !== before;
    };
    expect(await moves(() => db.update(payees).set({ name: "Padaria da Esquina" }).where(eq(payees.id, payee.id)))).toBe(true);
    const [rule] = await db
      .insert(categoryRules)
      .values({ userId, contains: "Padoca", categoryId: refs.category.id })
      .returning({ id: categoryRules.id });
    if (!rule) throw new Error("rule not created");
    expect(await moves(() => db.update(categoryRules).set({ contains: "Padaria" }).where(eq(categoryRules.id, rule.id)))).toBe(true);
    expect(await moves(() => db.delete(categoryRules).where(eq(categoryRules.id, rule.id)))).toBe(true);
    expect(await moves(() => db.insert(categoryRules).values({ userId, contains: "Feira", categoryId: refs.category.id }))).toBe(true);
  });
});
