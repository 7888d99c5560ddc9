import { describe, expect, it } from "vitest";
import { GET as netWorth } from "@/app/api/v1/net-worth/route";
import { POST as createPaymentMethod } from "@/app/api/v1/payment-method/route";
import { POST as createObjective } from "@/app/api/v1/objective/route";
import { GET as listObjectivesRoute } from "@/app/api/v1/objective/list-all/route";
import { GET as getReport } from "@/app/api/v1/tax/[year]/route";
import { PATCH as patchRowTax } from "@/app/api/v1/transaction/[id]/tax/route";
import { PATCH as patchDependent } from "@/app/api/v1/user/dependents/[id]/route";
import { PATCH as patchMe } from "@/app/api/v1/user/me/route";
import { POST as createInvestment } from "@/app/api/v1/investments/route";
import { POST as createCategory } from "@/app/api/v1/category/route";
import { GET as listTagsRoute } from "@/app/api/v1/tags/route";
import { GET as quickEntry } from "@/app/api/v1/transaction/quick-entry/route";
import { db } from "@/lib/server/db";
import { objectives, tags } from "@/db/schema";
import { currentYearMonth, monthOfYear } from "@/lib/domain/calendar";
import type { NetWorthPointJson } from "@/lib/schemas/net-worth";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import type { TaxReport } from "@/lib/schemas/tax";
import type { QuickEntryJson } from "@/lib/schemas/transactions";
import type { TagJson } from "@/lib/schemas/tags";
import { cents } from "@/lib/format/money";
import { listObjectives } from "@/server/objectives/list-objectives";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { seedTaxYear } from "./tax-fixtures";

/**
 * Net worth, the declaration's rows and the objectives are served from memory while the person's
 * list version holds (server/shared/versioned-cache.ts), and so are the tags and the transaction
 * dialog's lists. Each change below moves it only through migration 0040's triggers, so each test
 * fails if what it changes is left out of the version.
 */
describe("answers kept by the list version", () => {
  it("net worth counts an account and an investment created after the last read", async () => {
    const { token } = await createTestUser();
    const now = currentYearMonth();
    const month = monthOfYear(now.year, now.month);
    const read = async () =>
      (await call<NetWorthPointJson[]>(netWorth, { path: "/api/v1/net-worth", query: { from: month, to: month }, token })).body;
    expect(await read()).toEqual([{ month, assetsCents: 0, debtsCents: 0, netCents: 0, estimated: false }]);
    const post = async (handler: typeof createPaymentMethod, path: string, body: object) =>
      (await call(handler, { method: "POST", path, token, body })).status;
    expect(await post(createPaymentMethod, "/api/v1/payment-method", { name: "Poupança", kind: "account", openingBalance: 1234.56 })).toBe(201);
    expect(await read()).toEqual([{ month, assetsCents: 123_456, debtsCents: 0, netCents: 123_456, estimated: false }]);
    expect(await post(createInvestment, "/api/v1/investments", { name: "CDB", kind: "renda_fixa", balanceCents: 1_000_000 })).toBe(201);
    expect(await read()).toEqual([{ month, assetsCents: 1_123_456, debtsCents: 0, netCents: 1_123_456, estimated: false }]);
  });

  it("the transaction dialog's lists and the tags show a category and a tag created after the last read", async () => {
    const { user, token } = await createTestUser();
    const lists = async () => {
      const answer = (await call<QuickEntryJson>(quickEntry, { path: "/api/v1/transaction/quick-entry", token })).body;
      return { categories: answer.references.categories.map((c) => c.name), tags: answer.references.tags };
    };
    const tagNames = async () => (await call<TagJson[]>(listTagsRoute, { path: "/api/v1/tags", token })).body.map((t) => t.name);
    expect(await lists()).toEqual({ categories: [], tags: [] });
    expect(await tagNames()).toEqual([]);
    const created = await call(createCategory, { method: "POST", path: "/api/v1/category", token, body: { name: "Mercado" } });
    expect(created.status).toBe(201);
    await db.insert(tags).values({ userId: user.id, name: "Viagem" });
    expect(await lists()).toEqual({ categories: ["Mercado"], tags: ["Viagem"] });
    expect(await tagNames()).toEqual(["Viagem"]);
  });

  it("the objectives list shows one created after the last read", async () => {
    const { token } = await createTestUser();
    const list = async () =>
      (await call<ObjectiveJson[]>(listObjectivesRoute, { path: "/api/v1/objective/list-all", token })).body.map((o) => o.name);
    expect(await list()).toEqual([]);
    const created = await call(createObjective, { method: "POST", path: "/api/v1/objective", token, body: { name: "Viagem", targetValue: 5000 } });
    expect(created.status).toBe(201);
    expect(await list()).toEqual(["Viagem"]);
  });

  it("an answer read inside a transaction that is rolled back is never served", async () => {
    const { user } = await createTestUser();
    expect(await listObjectives(db, user.id)).toEqual([]);
    // Inside the transaction the version moves to v+1 with a row that never commits…
    await db
      .transaction(async (tx) => {
        await tx.insert(objectives).values({ userId: user.id, name: "Fantasma", targetValue: cents(100) });
        expect((await listObjectives(tx, user.id)).map((o) => o.name)).toEqual(["Fantasma"]);
        tx.rollback();
      })
      .catch(() => undefined);
    // …and the next committed change takes the same v+1.
    await db.insert(objectives).values({ userId: user.id, name: "Real", targetValue: cents(100) });
    expect((await listObjectives(db, user.id)).map((o) => o.name)).toEqual(["Real"]);
  });

  it("the declaration follows a row marked deductible, its beneficiary, a dependent's new name and the titular's", async () => {
    const year = await seedTaxYear();
    const token = year.owner.token;
    const avulsa = async () => {
      const report = (await call<TaxReport>(getReport, { token, params: { year: "2025" } })).body;
      return report.payments.filter((line) => line.payeeName === "Consulta avulsa").map((line) => line.beneficiary.name);
    };
    // Neither its category nor a payee makes it deductible yet.
    expect(await avulsa()).toEqual([]);
    const mark = async (body: object) =>
      (await call(patchRowTax, { method: "PATCH", token, params: { id: year.rows.avulsa.id }, body })).status;
    expect(await mark({ deductible: true, code: "10" })).toBe(200);
    expect(await avulsa()).toEqual(["Maria Teste"]);
    expect(await mark({ beneficiaryId: year.lucas.id })).toBe(200);
    expect(await avulsa()).toEqual(["Lucas Teste"]);
    const renamed = await call(patchDependent, { method: "PATCH", token, params: { id: year.lucas.id }, body: { name: "Lucas Souza" } });
    expect(renamed.status).toBe(200);
    expect(await avulsa()).toEqual(["Lucas Souza"]);
    const titular = async () => (await call<TaxReport>(getReport, { token, params: { year: "2025" } })).body.titular.name;
    expect(await titular()).toBe("Maria Teste");
    expect((await call(patchMe, { method: "PATCH", path: "/api/v1/user/me", token, body: { name: "Maria Souza" } })).status).toBe(200);
    expect(await titular()).toBe("Maria Souza");
  });
});
