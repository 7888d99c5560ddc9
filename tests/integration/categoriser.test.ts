import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import {
  bankCategoryMappings,
  categoryRules,
  importTransactions,
  imports,
  openFinanceTransactions,
  payees,
  paymentMethods,
  transactions,
  transactionTypes,
} from "@/db/schema";
import { syncItem } from "@/server/open-finance/sync-item";
import { createStarterCategories } from "@/server/categories/create-starter-categories";
import { makeCategoriser } from "@/server/categorisation/make-categoriser";
import { backfillCategories } from "@/server/categorisation/backfill-categories";
import { GET as suggest } from "@/app/api/v1/transaction/suggest/route";
import { POST as review } from "@/app/api/v1/open-finance/review/[id]/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import { POST as reviewGroups } from "@/app/api/v1/open-finance/review/groups/route";
import type { SuggestionJson } from "@/lib/schemas/category-rules";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { FakeTransaction } from "../fakes/pluggy-shapes";
import { call } from "../helpers/api";
import { connect, daysAgo } from "./open-finance-sync-fixtures";
import { syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();

type Bank = Partial<FakeTransaction> & Pick<FakeTransaction, "amount" | "date">;

/** A person connected to the stand-in, with the starter categories, a conta and a way to sync. */
async function person() {
  const connected = await connect(standIn.fake);
  const starter = await createStarterCategories(db, connected.user.id);
  const cat = Object.fromEntries(starter.map((c) => [c.name, c._id])) as Record<string, string>;
  const bank = standIn.fake.state.addAccount(connected.remote.id, { type: "BANK", balance: 0 });
  const add = (row: Bank) => standIn.fake.state.addTransaction(bank.id, row);
  const sync = () => syncItem(db, standIn.client, connected.item.id);
  return { ...connected, cat, add, sync };
}

async function typeId(name: "despesa" | "receita") {
  const [row] = await db.select().from(transactionTypes).where(eq(transactionTypes.transactionType, name));
  return row!.id;
}

/** The person's bank rows: description → category, source and whether it waits for review. */
async function landed(userId: string) {
  const rows = await db
    .select({
      id: transactions.id,
      description: transactions.description,
      categoryId: transactions.categoryId,
      source: transactions.categorySource,
      needsReview: openFinanceTransactions.needsReview,
    })
    .from(openFinanceTransactions)
    .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
    .where(eq(openFinanceTransactions.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.description, row]));
}

const merchant = (name: string, cnae: string | null = null) =>
  ({ name, businessName: name, cnpj: "", ...(cnae ? { cnae } : {}) }) as FakeTransaction["merchant"];

describe("the categoriser, through the sync", () => {
  it("answers in order: rule, history, the bank's category, the MCC, the CNAE, none; a category of the other type is skipped", async () => {
    const p = await person();
    await db.insert(categoryRules).values({ userId: p.user.id, contains: "padaria", categoryId: p.cat.Mercado! });
    // History: an Uber ride the person filed under Transporte (another amount, so no link).
    await db.insert(transactions).values({
      userId: p.user.id, description: "Uber", valor: cents(9999), transactionDate: day(daysAgo(40).slice(0, 10)),
      transactionTypeId: await typeId("despesa"), categoryId: p.cat.Transporte!,
    });
    p.add({ amount: -17.5, date: daysAgo(3), description: "COMPRA PADARIA REAL", categoryId: "11010000", category: "Eating out" });
    p.add({ amount: -23.6, date: daysAgo(3), description: "UBER *TRIP", merchant: merchant("Uber"), categoryId: "09020000", category: "Video streaming" });
    p.add({ amount: -55.9, date: daysAgo(3), description: "NETFLIX.COM", categoryId: "09020000", category: "Video streaming" });
    p.add({ amount: -41, date: daysAgo(2), description: "TAXI 99 POP", categoryId: "19010000", category: "Taxi and ride-hailing" });
    p.add({ amount: -88, date: daysAgo(2), description: "RESTAURANTE SABOR", creditCardMetadata: { payeeMCC: 5812 } });
    p.add({ amount: -120, date: daysAgo(2), description: "CASA DOS BICHOS", merchant: merchant("Casa dos Bichos", "4789-0/04") });
    p.add({ amount: -5, date: daysAgo(2), description: "LOJA DESCONHECIDA" });
    p.add({ amount: -300, date: daysAgo(2), description: "PIX ENVIADO JOAO", categoryId: "05070000", category: "Transfer - PIX" });
    p.add({ amount: 10, date: daysAgo(1), description: "ESTORNO PADARIA", categoryId: "10000000", category: "Groceries" });
    p.add({ amount: 5000, date: daysAgo(1), description: "SALARIO ACME", categoryId: "01010000", category: "Salary" });

    await p.sync();
    const rows = await landed(p.user.id);
    const got = (description: string) => {
      const row = rows[description]!;
      return { categoryId: row.categoryId, source: row.source, needsReview: row.needsReview };
    };
    expect(got("COMPRA PADARIA REAL")).toEqual({ categoryId: p.cat.Mercado, source: "rule", needsReview: false });
    // The description is the merchant's name; the history beats the bank's (wrong) category.
    expect(got("Uber")).toEqual({ categoryId: p.cat.Transporte, source: "history", needsReview: false });
    expect(got("NETFLIX.COM")).toEqual({ categoryId: p.cat.Assinaturas, source: "bank", needsReview: true });
    expect(got("TAXI 99 POP")).toEqual({ categoryId: p.cat.Transporte, source: "bank", needsReview: true });
    expect(got("SALARIO ACME")).toEqual({ categoryId: p.cat["Salário"], source: "bank", needsReview: true });
    expect(got("RESTAURANTE SABOR")).toEqual({ categoryId: p.cat["Restaurantes e delivery"], source: "mcc", needsReview: true });
    expect(got("Casa dos Bichos")).toEqual({ categoryId: p.cat.Pets, source: "mcc", needsReview: true });
    expect(got("LOJA DESCONHECIDA")).toEqual({ categoryId: null, source: null, needsReview: true });
    // A Pix says nothing of what the money was for.
    expect(got("PIX ENVIADO JOAO")).toEqual({ categoryId: null, source: null, needsReview: true });
    // Money in: the rule's Mercado and the bank's Groceries are both despesas only.
    expect(got("ESTORNO PADARIA")).toEqual({ categoryId: null, source: null, needsReview: true });
  });

  it("a payee's default comes after the rules and before the history; the payee's own history votes before the description's", async () => {
    const p = await person();
    const despesa = await typeId("despesa");
    await db.insert(categoryRules).values({ userId: p.user.id, contains: "padaria", categoryId: p.cat.Mercado! });
    const [withDefault, withHistory, receitaOnly] = await db
      .insert(payees)
      .values([
        { userId: p.user.id, name: "Padaria do Zé", nameKey: "padaria do ze", defaultCategoryId: p.cat.Lazer! },
        { userId: p.user.id, name: "Drogaria Sul", nameKey: "drogaria sul" },
        { userId: p.user.id, name: "Acme", nameKey: "acme", defaultCategoryId: p.cat["Salário"]! },
      ])
      .returning();
    const row = (description: string, payeeId: string, categoryId: string | null) => ({
      userId: p.user.id, description, valor: cents(1000), transactionDate: day("2026-01-05"), transactionTypeId: despesa, categoryId, payeeId,
    });
    // Drogaria Sul: 5 uncategorised rows (no votes) and 2 under Saúde; the description's own history says Compras.
    await db.insert(transactions).values([
      ...Array.from({ length: 5 }, () => row("DROGARIA SUL 01", withHistory!.id, null)),
      row("DROGARIA SUL 02", withHistory!.id, p.cat["Saúde"]!),
      row("DROGARIA SUL 03", withHistory!.id, p.cat["Saúde"]!),
      { ...row("DROGARIA SUL FILIAL", withHistory!.id, p.cat.Compras!), payeeId: null },
    ]);
    const categorise = await makeCategoriser(db, p.user.id);
    const groceries = { categoryId: "10000000", category: "Groceries", mcc: null, merchantName: null, merchantDocument: null, merchantCnae: null, counterpartyName: null, counterpartyDocument: null, operationType: null };
    const ask = (description: string, payeeId: string | null) => categorise({ description, type: "despesa", payeeId, facts: groceries });
    expect(await ask("PADARIA DO ZE", withDefault!.id)).toEqual({ categoryId: p.cat.Mercado, source: "rule" });
    expect(await ask("PAG ZE", withDefault!.id)).toEqual({ categoryId: p.cat.Lazer, source: "payee" });
    expect(await ask("DROGARIA SUL FILIAL", withHistory!.id)).toEqual({ categoryId: p.cat["Saúde"], source: "history" });
    expect(await ask("DROGARIA SUL FILIAL", null)).toEqual({ categoryId: p.cat.Compras, source: "history" });
    // A receitas-only default does not fit a despesa: the next step answers.
    expect(await ask("ACME LTDA", receitaOnly!.id)).toEqual({ categoryId: p.cat.Mercado, source: "bank" });
    expect(await categorise({ description: "ACME LTDA", type: "receita", payeeId: receitaOnly!.id, facts: null })).toEqual({
      categoryId: p.cat["Salário"], source: "payee",
    });
  });
});

describe("uncategorised rows cast no vote", () => {
  it("34 uncategorised iFood rows and 2 under Restaurantes: the form and the sync say Restaurantes, the card stays the suggested method", async () => {
    const p = await person();
    const despesa = await typeId("despesa");
    const [card] = await db.insert(paymentMethods).values({ userId: p.user.id, name: "Cartão" }).returning();
    const ifood = (categoryId: string | null, paymentMethodId: string | null, dayOfMonth: number) => ({
      userId: p.user.id, description: "iFood", valor: cents(4200), transactionDate: day(`2026-01-${String(dayOfMonth).padStart(2, "0")}`),
      transactionTypeId: despesa, categoryId, paymentMethodId,
    });
    await db.insert(transactions).values([
      ...Array.from({ length: 34 }, (_, i) => ifood(null, card!.id, (i % 28) + 1)),
      ifood(p.cat["Restaurantes e delivery"]!, null, 2),
      ifood(p.cat["Restaurantes e delivery"]!, null, 3),
    ]);
    const suggestion = await call<SuggestionJson>(suggest, { path: "/api/v1/transaction/suggest", token: p.token, query: { description: "IFOOD" } });
    expect(suggestion.body).toEqual({ categoryId: p.cat["Restaurantes e delivery"], paymentMethodId: card!.id, source: "history" });

    p.add({ amount: -39.9, date: daysAgo(2), description: "IFOOD", categoryId: "11020000", category: "Food delivery" });
    await p.sync();
    expect((await landed(p.user.id)).IFOOD).toMatchObject({ categoryId: p.cat["Restaurantes e delivery"], source: "history", needsReview: false });
  });

  it("only uncategorised history is no suggestion at all for the category, while the payment method is still offered", async () => {
    const p = await person();
    const despesa = await typeId("despesa");
    const [card] = await db.insert(paymentMethods).values({ userId: p.user.id, name: "Cartão" }).returning();
    await db.insert(transactions).values(
      Array.from({ length: 3 }, (_, i) => ({
        userId: p.user.id, description: "Rappi", valor: cents(3000), transactionDate: day(`2026-01-0${i + 1}`),
        transactionTypeId: despesa, categoryId: null, paymentMethodId: card!.id,
      })),
    );
    const suggestion = await call<SuggestionJson>(suggest, { path: "/api/v1/transaction/suggest", token: p.token, query: { description: "rappi" } });
    expect(suggestion.body).toEqual({ categoryId: null, paymentMethodId: card!.id, source: "history" });
  });
});

describe("a bank's suggestion is no vote until the person confirms it", () => {
  it("the next row of the same description stays a suggestion; once confirmed, the history settles it", async () => {
    const p = await person();
    p.add({ amount: -55.9, date: daysAgo(60), description: "NETFLIX.COM", categoryId: "09020000", category: "Video streaming" });
    await p.sync();
    const first = (await landed(p.user.id))["NETFLIX.COM"]!;
    expect(first).toMatchObject({ categoryId: p.cat.Assinaturas, source: "bank", needsReview: true });
    p.add({ amount: -55.9, date: daysAgo(30), description: "NETFLIX.COM", categoryId: "09020000", category: "Video streaming" });
    await p.sync();
    const second = (await db.select().from(transactions).where(eq(transactions.userId, p.user.id))).filter((row) => row.id !== first.id);
    expect(second.map((row) => row.categorySource)).toEqual(["bank"]);

    const res = await call(reviewGroups, {
      method: "POST",
      path: "/api/v1/open-finance/review/groups",
      token: p.token,
      body: { action: "confirm", transactionIds: [first.id, second[0]!.id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    p.add({ amount: -55.9, date: daysAgo(1), description: "NETFLIX.COM", categoryId: "09020000", category: "Video streaming" });
    await p.sync();
    const rows = await db
      .select({ source: transactions.categorySource, categoryId: transactions.categoryId })
      .from(transactions)
      .where(eq(transactions.userId, p.user.id))
      .orderBy(transactions.transactionDate);
    expect(rows).toEqual([
      { source: "person", categoryId: p.cat.Assinaturas },
      { source: "person", categoryId: p.cat.Assinaturas },
      { source: "history", categoryId: p.cat.Assinaturas },
    ]);
  });
});

describe("learning from a reviewed month", () => {
  it("rows of Pluggy category X moved into Y (in review or by editing) make the next sync's X rows land in Y; a Pix teaches nothing", async () => {
    const p = await person();
    p.add({ amount: -55.9, date: daysAgo(40), description: "NETFLIX.COM", categoryId: "09020000", category: "Video streaming" });
    p.add({ amount: -199, date: daysAgo(39), description: "RENNER", categoryId: "08040000", category: "Clothing" });
    p.add({ amount: -1500, date: daysAgo(38), description: "PIX ALUGUEL", categoryId: "05070000", category: "Transfer - PIX" });
    await p.sync();
    const month = await landed(p.user.id);
    expect(month["NETFLIX.COM"]).toMatchObject({ categoryId: p.cat.Assinaturas, source: "bank" });
    expect(month.RENNER).toMatchObject({ categoryId: p.cat.Compras, source: "bank" });

    const decide = (id: string, categoryId: string) =>
      call(review, { method: "POST", path: `/api/v1/open-finance/review/${id}`, params: { id }, token: p.token, body: { action: "categorize", categoryId } });
    expect((await decide(month["NETFLIX.COM"]!.id, p.cat.Lazer!)).status).toBe(200);
    expect((await decide(month["PIX ALUGUEL"]!.id, p.cat.Moradia!)).status).toBe(200);
    const [renner] = await db.select().from(transactions).where(eq(transactions.id, month.RENNER!.id));
    const edited = await call(patchTransaction, {
      method: "PATCH",
      path: `/api/v1/transaction/${renner!.id}`,
      params: { id: renner!.id },
      token: p.token,
      body: {
        description: renner!.description, valor: 199, transactionTypeId: renner!.transactionTypeId, transactionDate: renner!.transactionDate,
        categoryId: p.cat.Outros, paymentMethodId: renner!.paymentMethodId, isObjective: false, objectiveId: null,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(
      await db.select({ x: bankCategoryMappings.pluggyCategoryId, y: bankCategoryMappings.categoryId }).from(bankCategoryMappings)
        .where(eq(bankCategoryMappings.userId, p.user.id)).orderBy(bankCategoryMappings.pluggyCategoryId),
    ).toEqual([{ x: "08040000", y: p.cat.Outros }, { x: "09020000", y: p.cat.Lazer }]);

    p.add({ amount: -33.9, date: daysAgo(5), description: "DISNEY PLUS", categoryId: "09020000", category: "Video streaming" });
    p.add({ amount: -89, date: daysAgo(5), description: "C&A MODA", categoryId: "08040000", category: "Clothing" });
    p.add({ amount: -700, date: daysAgo(5), description: "PIX MARIA", categoryId: "05070000", category: "Transfer - PIX" });
    await p.sync();
    const next = await landed(p.user.id);
    expect(next["DISNEY PLUS"]).toMatchObject({ categoryId: p.cat.Lazer, source: "bank", needsReview: true });
    expect(next["C&A MODA"]).toMatchObject({ categoryId: p.cat.Outros, source: "bank" });
    expect(next["PIX MARIA"]).toMatchObject({ categoryId: null, source: null });
    // Another person's categories never learn from this one's.
    const other = await person();
    const categorise = await makeCategoriser(db, other.user.id);
    const streaming = { categoryId: "09020000", category: null, mcc: null, merchantName: null, merchantDocument: null, merchantCnae: null, counterpartyName: null, counterpartyDocument: null, operationType: null };
    expect(await categorise({ description: "HBO", type: "despesa", payeeId: null, facts: streaming })).toEqual({ categoryId: other.cat.Assinaturas, source: "bank" });
  });
});

describe("learning from a group decided at once", () => {
  it("a group moved into a category teaches each of its Pluggy categories", async () => {
    const p = await person();
    p.add({ amount: -400, date: daysAgo(30), description: "HOTEL PRAIA", categoryId: "12020000", category: "Accommodation" });
    p.add({ amount: -250, date: daysAgo(29), description: "POUSADA SERRA", categoryId: "12020000", category: "Accommodation" });
    await p.sync();
    const month = await landed(p.user.id);
    expect(month["HOTEL PRAIA"]).toMatchObject({ categoryId: p.cat.Viagens, source: "bank" });
    const res = await call(reviewGroups, {
      method: "POST",
      path: "/api/v1/open-finance/review/groups",
      token: p.token,
      body: { action: "categorise", transactionIds: [month["HOTEL PRAIA"]!.id, month["POUSADA SERRA"]!.id], categoryId: p.cat.Lazer },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    p.add({ amount: -380, date: daysAgo(3), description: "HOTEL CENTRO", categoryId: "12020000", category: "Accommodation" });
    await p.sync();
    expect((await landed(p.user.id))["HOTEL CENTRO"]).toMatchObject({ categoryId: p.cat.Lazer, source: "bank" });
  });
});

describe("the backfill for people who had rows before", () => {
  it("categorises their uncategorised bank rows, and leaves alone what the person categorised or accepted without a category", async () => {
    const connected = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(connected.remote.id, { type: "BANK", balance: 0 });
    const add = (row: Bank) => standIn.fake.state.addTransaction(bank.id, row);
    add({ amount: -250, date: daysAgo(20), description: "SUPERMERCADO BOM PRECO", categoryId: "10000000", category: "Groceries" });
    add({ amount: -31, date: daysAgo(19), description: "99 TAXI", categoryId: "19010000", category: "Taxi and ride-hailing" });
    add({ amount: -48, date: daysAgo(18), description: "IFOOD", categoryId: "11020000", category: "Food delivery" });
    add({ amount: -90, date: daysAgo(17), description: "MERCADO DA ESQUINA", categoryId: "10000000", category: "Groceries" });
    add({ amount: -60, date: daysAgo(16), description: "LANCHONETE", creditCardMetadata: { payeeMCC: 5814 } });
    // Before categories existed: everything arrives uncategorised.
    await syncItem(db, standIn.client, connected.item.id);
    const before = await landed(connected.user.id);
    expect(Object.values(before).every((row) => row.categoryId === null)).toBe(true);

    const cat = Object.fromEntries((await createStarterCategories(db, connected.user.id)).map((c) => [c.name, c._id])) as Record<string, string>;
    const decide = (id: string, body: unknown) =>
      call(review, { method: "POST", path: `/api/v1/open-finance/review/${id}`, params: { id }, token: connected.token, body });
    expect((await decide(before["MERCADO DA ESQUINA"]!.id, { action: "categorize", categoryId: cat.Lazer })).status).toBe(200);
    expect((await decide(before["99 TAXI"]!.id, { action: "accept" })).status).toBe(200);
    // A row of another person is never read.
    const stranger = await connect(standIn.fake);
    const strangerBank = standIn.fake.state.addAccount(stranger.remote.id, { type: "BANK", balance: 0 });
    standIn.fake.state.addTransaction(strangerBank.id, { amount: -10, date: daysAgo(3), description: "SUPERMERCADO", categoryId: "10000000" });
    await syncItem(db, standIn.client, stranger.item.id);

    expect(await backfillCategories(db, connected.user.id)).toEqual({ seen: 3, categorised: 3 });
    const after = await landed(connected.user.id);
    // The person's Lazer for a supermarket was taught: X → Y wins over the built-in map.
    expect(after["SUPERMERCADO BOM PRECO"]).toMatchObject({ categoryId: cat.Lazer, source: "bank", needsReview: true });
    const [learned] = await db.select().from(bankCategoryMappings).where(and(eq(bankCategoryMappings.userId, connected.user.id), eq(bankCategoryMappings.pluggyCategoryId, "10000000")));
    expect(learned?.categoryId).toBe(cat.Lazer);
    expect(after.IFOOD).toMatchObject({ categoryId: cat["Restaurantes e delivery"], source: "bank" });
    expect(after.LANCHONETE).toMatchObject({ categoryId: cat["Restaurantes e delivery"], source: "mcc" });
    expect(after["MERCADO DA ESQUINA"]).toMatchObject({ categoryId: cat.Lazer, needsReview: false });
    expect(after["99 TAXI"]).toMatchObject({ categoryId: null, needsReview: false });
    expect(Object.values(await landed(stranger.user.id))[0]).toMatchObject({ categoryId: null });
    // Again: nothing left to do.
    expect(await backfillCategories(db, connected.user.id)).toEqual({ seen: 0, categorised: 0 });
  });

  it("gives a stored bank row without an MCC the category of its merchant's CNAE, as the sync would", async () => {
    const connected = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(connected.remote.id, { type: "BANK", balance: 0 });
    const add = (row: Bank) => standIn.fake.state.addTransaction(bank.id, row);
    add({ amount: -72, date: daysAgo(12), description: "RESTAURANTE SABOR", merchant: merchant("RESTAURANTE SABOR", "5611-2/01") });
    add({ amount: -40, date: daysAgo(11), description: "LOJA SEM CNAE", merchant: merchant("LOJA SEM CNAE") });
    // Before categories existed: both arrive uncategorised, the CNAE kept with the first.
    await syncItem(db, standIn.client, connected.item.id);
    const before = await landed(connected.user.id);
    expect(Object.values(before).map((row) => row.categoryId)).toEqual([null, null]);

    const cat = Object.fromEntries((await createStarterCategories(db, connected.user.id)).map((c) => [c.name, c._id])) as Record<string, string>;
    expect(await backfillCategories(db, connected.user.id)).toEqual({ seen: 2, categorised: 1 });
    const after = await landed(connected.user.id);
    // A suggestion, like the MCC's: it counts at once and waits in review.
    expect(after["RESTAURANTE SABOR"]).toMatchObject({ categoryId: cat["Restaurantes e delivery"], source: "mcc", needsReview: true });
    expect(after["LOJA SEM CNAE"]).toMatchObject({ categoryId: null, source: null, needsReview: true });
  });

  it("categorises rows imported before the import preview asked the categoriser, and only those without a category", async () => {
    const p = await person();
    const despesa = await typeId("despesa");
    await db.insert(categoryRules).values({ userId: p.user.id, contains: "padaria", categoryId: p.cat.Mercado! });
    const [file] = await db
      .insert(imports)
      .values({ userId: p.user.id, format: "csv", fileName: "extrato.csv", status: "committed", rows: Buffer.from([]), rowCount: 3, duplicateCount: 0 })
      .returning();
    const imported = await db
      .insert(transactions)
      .values([
        { description: "PADARIA CENTRAL", createdAt: new Date("2026-11-01T12:00:00Z"), categoryId: null },
        { description: "PADARIA DO BAIRRO", createdAt: new Date("2026-11-01T12:00:00Z"), categoryId: p.cat.Lazer! },
        { description: "PADARIA NOVA", createdAt: new Date("2026-12-10T12:00:00Z"), categoryId: null },
      ].map((row) => ({ ...row, userId: p.user.id, valor: cents(1200), transactionDate: day("2026-10-30"), transactionTypeId: despesa })))
      .returning({ id: transactions.id, description: transactions.description });
    await db.insert(importTransactions).values(imported.map((row) => ({ transactionId: row.id, importId: file!.id })));
    // A hand-typed row is neither the bank's nor imported.
    await db.insert(transactions).values({
      userId: p.user.id, description: "PADARIA A MAO", valor: cents(300), transactionDate: day("2026-10-30"), transactionTypeId: despesa,
      createdAt: new Date("2026-11-01T12:00:00Z"),
    });

    // (backfillEveryone runs this per person; not here, where other test files' rows share the database.)
    expect(await backfillCategories(db, p.user.id)).toEqual({ seen: 1, categorised: 1 });
    const rows = await db
      .select({ description: transactions.description, categoryId: transactions.categoryId, source: transactions.categorySource })
      .from(transactions)
      .where(eq(transactions.userId, p.user.id))
      .orderBy(transactions.description);
    expect(rows).toEqual([
      { description: "PADARIA A MAO", categoryId: null, source: null },
      { description: "PADARIA CENTRAL", categoryId: p.cat.Mercado, source: "rule" },
      { description: "PADARIA DO BAIRRO", categoryId: p.cat.Lazer, source: null },
      { description: "PADARIA NOVA", categoryId: null, source: null },
    ]);
  });
});
