import { describe, expect, it } from "vitest";
import { POST as createRule } from "@/app/api/v1/category-rule/route";
import { PATCH as patchRule } from "@/app/api/v1/category-rule/[id]/route";
import { GET as cashFlow } from "@/app/api/v1/reports/cash-flow/route";
import { GET as summary } from "@/app/api/v1/reports/summary/route";
import { GET as transactionsCsv } from "@/app/api/v1/reports/transactions.csv/route";
import { GET as listAll } from "@/app/api/v1/transaction/list-all/route";
import { GET as search } from "@/app/api/v1/transaction/search/route";
import { GET as exportData } from "@/app/api/v1/user/export/route";
import { db } from "@/lib/server/db";
import { categories } from "@/db/schema";
import type { CategoryRuleJson } from "@/lib/schemas/category-rules";
import type { CashFlowMonthJson, ReportSummaryJson } from "@/lib/schemas/reports";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { listTags, patchRow, postExpense, postPurchase, tagUser, type TagUser } from "./tags-fixtures";

const descriptions = (rows: TransactionJson[]) => rows.map((row) => row.description).sort();

/** March 2026: a trip (Hotel 300, Jantar 120 receita-free), a lunch without tags, a salary. */
async function tripMonth() {
  const who = await tagUser();
  const [food] = await db.insert(categories).values({ userId: who.userId, name: "Alimentação" }).returning();
  await postExpense(who, { description: "Hotel Recife", valor: 300, tags: ["Viagem Nordeste"] });
  await postExpense(who, { description: "Jantar", valor: 120, categoryId: food!.id, tags: ["viagem nordeste", "Jantar"] });
  await postExpense(who, { description: "Almoço", valor: 40, categoryId: food!.id });
  await postExpense(who, { description: "Salário", valor: 5000, transactionTypeId: who.types.receita });
  return who;
}

describe("filtering by tag", () => {
  it("GET /transaction/list-all?tag= lists the month's rows carrying the tag, any case or accent", async () => {
    const who = await tripMonth();
    const res = await call<TransactionJson[]>(listAll, {
      path: "/api/v1/transaction/list-all",
      token: who.token,
      query: { month: 3, year: 2026, tag: "VÍAGEM nordeste" },
    });
    expect(res.status).toBe(200);
    expect(descriptions(res.body)).toEqual(["Hotel Recife", "Jantar"]);
    expect(res.headers.get("x-total-count")).toBe("2");
    const all = await call<TransactionJson[]>(listAll, { token: who.token, query: { month: 3, year: 2026 } });
    expect(all.body).toHaveLength(4);
    expect(all.body.find((row) => row.description === "Jantar")?.tags).toEqual(["Jantar", "Viagem Nordeste"]);
    const unknown = await call<TransactionJson[]>(listAll, { token: who.token, query: { month: 3, year: 2026, tag: "Praia" } });
    expect(unknown.body).toEqual([]);
  });

  it("GET /transaction/search takes tag= alone or with q=", async () => {
    const who = await tripMonth();
    const byTag = await call<TransactionJson[]>(search, { token: who.token, query: { tag: "viagem nordeste" } });
    expect(byTag.status).toBe(200);
    expect(descriptions(byTag.body)).toEqual(["Hotel Recife", "Jantar"]);
    const both = await call<TransactionJson[]>(search, { token: who.token, query: { q: "hotel", tag: "Viagem Nordeste" } });
    expect(descriptions(both.body)).toEqual(["Hotel Recife"]);
    const neither = await call<{ message: string }>(search, { token: who.token, query: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe("Digite pelo menos 2 letras para buscar.");
    const tooLong = await call<{ message: string }>(search, { token: who.token, query: { tag: "t".repeat(31) } });
    expect(tooLong.status).toBe(400);
  });

  it("never finds another person's tagged rows", async () => {
    const owner = await tripMonth();
    const stranger = await tagUser();
    const found = await call<TransactionJson[]>(search, { token: stranger.token, query: { tag: "Viagem Nordeste" } });
    expect(found.body).toEqual([]);
    const listed = await call<TransactionJson[]>(listAll, {
      token: stranger.token,
      query: { month: 3, year: 2026, tag: "Viagem Nordeste" },
    });
    expect(listed.body).toEqual([]);
    expect(await listTags(stranger.token)).toEqual([]);
    expect((await listTags(owner.token)).map((t) => t.name)).toEqual(["Jantar", "Viagem Nordeste"]);
  });
});

describe("reports with tag=", () => {
  const period = { from: "2026-03", to: "2026-03" };

  it("/reports/summary and /reports/cash-flow count only the tag's transactions", async () => {
    const who = await tripMonth();
    const tagged = await call<ReportSummaryJson>(summary, { token: who.token, query: { ...period, tag: "viagem nordeste" } });
    expect(tagged.status).toBe(200);
    expect(tagged.body.totals).toEqual({ revenue: 0, expense: 420, balance: -420, saved: 0 });
    expect(tagged.body.topCategories.map((c) => [c.name, c.total])).toEqual([
      ["Sem categoria", 300],
      ["Alimentação", 120],
    ]);
    const whole = await call<ReportSummaryJson>(summary, { token: who.token, query: period });
    expect(whole.body.totals.expense).toBe(460);

    const flow = await call<CashFlowMonthJson[]>(cashFlow, { token: who.token, query: { ...period, tag: "Viagem Nordeste" } });
    expect(flow.body).toEqual([{ year: 2026, month: 3, revenue: 0, expense: 420, balance: -420, saved: 0 }]);
    const bad = await call<{ message: string }>(cashFlow, { token: who.token, query: { ...period, tag: " " } });
    expect(bad.status).toBe(400);
  });

  it("the CSV carries each row's tags, and tag= keeps only the tag's rows", async () => {
    const who = await tripMonth();
    const csv = await call<string>(transactionsCsv, { token: who.token, query: { ...period, tag: "Jantar" } });
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
    expect(lines[0]?.endsWith(";Parcela;Tags;Favorecido")).toBe(true);
    expect(lines.slice(1)).toEqual(["10/03/2026;Jantar;Alimentação;;Despesa;120,00;;Jantar, Viagem Nordeste;"]);
  });
});

describe("instalment series", () => {
  it("tags sent with a purchase are on every parcela", async () => {
    const who = await tagUser();
    const installments = await postPurchase(who, { tags: ["Viagem", "Passagens"] });
    expect(installments.map((p) => p.tags)).toEqual([
      ["Passagens", "Viagem"],
      ["Passagens", "Viagem"],
      ["Passagens", "Viagem"],
    ]);
    expect((await listTags(who.token)).map((t) => t.count)).toEqual([3, 3]);
  });

  it("an edit with scope this, future or all changes the tags of those parcelas only", async () => {
    const who = await tagUser();
    const [first, second, third] = await postPurchase(who, { tags: ["Viagem"] });
    const tagsOf = async () => {
      const res = await call<TransactionJson[]>(search, { token: who.token, query: { q: "passagem" } });
      return Object.fromEntries(res.body.map((row) => [row.installmentIndex, row.tags])) as Record<number, string[]>;
    };
    expect((await patchRow(who, second!, { tags: ["Só esta"] })).status).toBe(200);
    expect(await tagsOf()).toEqual({ 1: ["Viagem"], 2: ["Só esta"], 3: ["Viagem"] });
    expect((await patchRow(who, second!, { tags: ["Daqui em diante"], scope: "future" })).status).toBe(200);
    expect(await tagsOf()).toEqual({ 1: ["Viagem"], 2: ["Daqui em diante"], 3: ["Daqui em diante"] });
    expect((await patchRow(who, third!, { tags: ["Viagem", "Todas"], scope: "all" })).status).toBe(200);
    expect(await tagsOf()).toEqual({ 1: ["Todas", "Viagem"], 2: ["Todas", "Viagem"], 3: ["Todas", "Viagem"] });
    // A series edit without tags leaves them alone.
    expect((await patchRow(who, first!, { description: "Passagem aérea", scope: "all" })).status).toBe(200);
    expect(await tagsOf()).toEqual({ 1: ["Todas", "Viagem"], 2: ["Todas", "Viagem"], 3: ["Todas", "Viagem"] });
  });
});

describe("rules that add tags", () => {
  async function ruleFor(who: TagUser, tags: string[]) {
    const [category] = await db.insert(categories).values({ userId: who.userId, name: "Transporte" }).returning();
    const res = await call<CategoryRuleJson>(createRule, {
      method: "POST",
      path: "/api/v1/category-rule",
      token: who.token,
      body: { contains: "uber", categoryId: category!.id, tags },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it("a matching rule adds its tags to a new transaction or purchase, besides the ones sent", async () => {
    const who = await tagUser();
    const rule = await ruleFor(who, ["Trabalho", "reembolsável"]);
    expect(rule.tags).toEqual(["reembolsável", "Trabalho"]);
    const row = await postExpense(who, { description: "Uber Centro", tags: ["Reembolsavel", "Cliente X"] });
    expect(row.body.categoryId?.name).toBe("Transporte");
    // "Reembolsavel" is the rule's "reembolsável": the spelling first typed stays.
    expect(row.body.tags).toEqual(["Cliente X", "reembolsável", "Trabalho"]);
    const installments = await postPurchase(who, { description: "Uber anual" });
    expect(installments.every((p) => p.tags.join() === "reembolsável,Trabalho")).toBe(true);
    const other = await postExpense(who, { description: "Padaria" });
    expect(other.body.tags).toEqual([]);
  });

  it("a rule's tags change with PATCH, follow a rename and leave with a deleted tag", async () => {
    const who = await tagUser();
    const rule = await ruleFor(who, ["Trabalho"]);
    const patched = await call<CategoryRuleJson>(patchRule, {
      method: "PATCH",
      params: { id: rule._id },
      token: who.token,
      body: { tags: ["Carro"] },
    });
    expect(patched.body.tags).toEqual(["Carro"]);
    const untouched = await call<CategoryRuleJson>(patchRule, {
      method: "PATCH",
      params: { id: rule._id },
      token: who.token,
      body: { contains: "uber x" },
    });
    expect(untouched.body.tags).toEqual(["Carro"]);
    const tooMany = await call<{ message: string }>(patchRule, {
      method: "PATCH",
      params: { id: rule._id },
      token: who.token,
      body: { tags: Array.from({ length: 11 }, (_, i) => `T${i}`) },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe("the LGPD export", () => {
  it("holds the person's tags and which transactions carry them", async () => {
    const who = await tagUser();
    const row = (await postExpense(who, { tags: ["Viagem"] })).body;
    const res = await call<Record<string, Array<Record<string, unknown>>>>(exportData, {
      path: "/api/v1/user/export",
      token: who.token,
    });
    expect(res.status).toBe(200);
    const [tag] = res.body.tags ?? [];
    expect(tag).toMatchObject({ name: "Viagem", key: "viagem" });
    expect(res.body.transactionTags).toEqual([{ transactionId: row._id, tagId: tag?.id }]);
  });
});
