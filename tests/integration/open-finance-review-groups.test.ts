import { describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { transactions, transfers } from "@/db/schema";
import { openFinanceTransactions } from "@/db/schema-open-finance";
import { POST as reviewGroups } from "@/app/api/v1/open-finance/review/groups/route";
import { countReviewRows } from "@/server/open-finance/list-review-rows";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { connectedPerson, syncedRow } from "./open-finance-review-fixtures";

const decide = (token: string, body: unknown) =>
  call<{ message?: string; action?: string; count?: number }>(reviewGroups, {
    method: "POST",
    path: "/api/v1/open-finance/review/groups",
    token,
    body,
  });

async function rowsOf(ids: string[]) {
  return db
    .select({
      id: transactions.id,
      categoryId: transactions.categoryId,
      categorySource: transactions.categorySource,
      needsReview: openFinanceTransactions.needsReview,
      editedByUser: openFinanceTransactions.editedByUser,
    })
    .from(transactions)
    .innerJoin(openFinanceTransactions, eq(openFinanceTransactions.transactionId, transactions.id))
    .where(inArray(transactions.id, ids))
    .orderBy(transactions.description);
}

async function suggest(ids: string[], categoryId: string, source: "bank" | "mcc") {
  await db.update(transactions).set({ categoryId, categorySource: source }).where(inArray(transactions.id, ids));
}

describe("POST /open-finance/review/groups", () => {
  it("confirms a group: the rows leave the inbox, a suggested category becomes the person's, an empty one stays empty", async () => {
    const person = await connectedPerson();
    const a = await syncedRow(person, { description: "IFOOD A" });
    const b = await syncedRow(person, { description: "IFOOD B" });
    const none = await syncedRow(person, { description: "IFOOD C" });
    const other = await syncedRow(person, { description: "OUTRA" });
    await suggest([a], person.mercado, "bank");
    await suggest([b], person.mercado, "mcc");

    const res = await decide(person.token, { action: "confirm", transactionIds: [a, b, none, a] });
    expect(res).toMatchObject({ status: 200, body: { action: "confirm", count: 3 } });
    expect(await rowsOf([a, b, none])).toMatchObject([
      { id: a, categoryId: person.mercado, categorySource: "person", needsReview: false, editedByUser: false },
      { id: b, categoryId: person.mercado, categorySource: "person", needsReview: false },
      { id: none, categoryId: null, categorySource: null, needsReview: false },
    ]);
    expect(await countReviewRows(db, person.user.id)).toBe(1);
    expect(await rowsOf([other])).toMatchObject([{ needsReview: true }]);
  });

  it("categorises a group, and refuses a category of the other type without writing", async () => {
    const person = await connectedPerson();
    const a = await syncedRow(person, { description: "PADARIA 1" });
    const b = await syncedRow(person, { description: "PADARIA 2" });
    await suggest([a], person.salario, "bank");

    const wrong = await decide(person.token, { action: "categorise", transactionIds: [a, b], categoryId: person.salario });
    expect(wrong.status).toBe(400);
    expect(await rowsOf([a, b])).toMatchObject([
      { categoryId: person.salario, categorySource: "bank", needsReview: true },
      { categoryId: null, needsReview: true },
    ]);

    const res = await decide(person.token, { action: "categorise", transactionIds: [a, b], categoryId: person.mercado });
    expect(res).toMatchObject({ status: 200, body: { action: "categorise", count: 2 } });
    expect(await rowsOf([a, b])).toMatchObject([
      { categoryId: person.mercado, categorySource: "person", needsReview: false, editedByUser: true },
      { categoryId: person.mercado, categorySource: "person", needsReview: false, editedByUser: true },
    ]);
  });

  it("turns a group into transfers to one of the person's accounts: no income or spending is left", async () => {
    const person = await connectedPerson();
    const out = await syncedRow(person, { description: "PIX ENVIADO JOAO", valor: cents(10000) });
    const back = await syncedRow(person, { description: "PIX RECEBIDO JOAO", valor: cents(4000), type: "receita" });

    const res = await decide(person.token, { action: "transfer", transactionIds: [out, back], toPaymentMethodId: person.savings });
    expect(res).toMatchObject({ status: 200, body: { action: "transfer", count: 2 } });
    expect(await db.select().from(transactions).where(inArray(transactions.id, [out, back]))).toEqual([]);
    const made = await db.select().from(transfers).where(eq(transfers.userId, person.user.id)).orderBy(transfers.amount);
    expect(made).toMatchObject([
      { fromPaymentMethodId: person.savings, toPaymentMethodId: person.checking, amount: cents(4000) },
      { fromPaymentMethodId: person.checking, toPaymentMethodId: person.savings, amount: cents(10000) },
    ]);
    expect(await countReviewRows(db, person.user.id)).toBe(0);
  });

  it("a transfer to another person's account, or to a card, writes nothing", async () => {
    const person = await connectedPerson();
    const stranger = await connectedPerson("Outro Banco");
    const a = await syncedRow(person, { description: "PIX A" });
    const b = await syncedRow(person, { description: "PIX B" });
    expect((await decide(person.token, { action: "transfer", transactionIds: [a, b], toPaymentMethodId: stranger.savings })).status).toBe(404);
    expect((await decide(person.token, { action: "transfer", transactionIds: [a, b], toPaymentMethodId: person.card })).status).toBe(400);
    expect(await rowsOf([a, b])).toHaveLength(2);
    expect(await db.select().from(transfers).where(eq(transfers.userId, person.user.id))).toEqual([]);
  });

  it("answers 404 and writes nothing when any id is another person's, already reviewed or not a bank row", async () => {
    const person = await connectedPerson();
    const stranger = await connectedPerson("Outro Banco");
    const mine = await syncedRow(person, { description: "MINHA" });
    await suggest([mine], person.mercado, "bank");
    const theirs = await syncedRow(stranger, { description: "DELES" });
    const reviewed = await syncedRow(person, { description: "REVISTA", needsReview: false });

    for (const foreign of [theirs, reviewed, "00000000-0000-4000-8000-000000000000"]) {
      for (const body of [
        { action: "confirm", transactionIds: [mine, foreign] },
        { action: "categorise", transactionIds: [mine, foreign], categoryId: person.mercado },
        { action: "transfer", transactionIds: [mine, foreign], toPaymentMethodId: person.savings },
      ]) {
        const res = await decide(person.token, body);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("Alguma das transações não está mais a revisar. Atualize a página e tente de novo.");
      }
    }
    expect(await rowsOf([mine, theirs])).toMatchObject([
      { id: theirs, categoryId: null, needsReview: true },
      { id: mine, categoryId: person.mercado, categorySource: "bank", needsReview: true },
    ]);
    // The stranger's category is not the person's either.
    const strangersCategory = await decide(person.token, { action: "categorise", transactionIds: [mine], categoryId: stranger.mercado });
    expect(strangersCategory.status).toBe(404);
    expect(await db.select().from(transfers).where(eq(transfers.userId, person.user.id))).toEqual([]);
  });

  it("refuses bad input with a pt-BR message", async () => {
    const person = await connectedPerson();
    const id = await syncedRow(person);
    expect(await decide(person.token, { action: "confirm", transactionIds: [] })).toMatchObject({
      status: 400,
      body: { message: "Escolha ao menos uma transação." },
    });
    expect((await decide(person.token, { action: "categorise", transactionIds: [id] })).status).toBe(400);
    expect((await decide(person.token, { action: "transfer", transactionIds: [id] })).status).toBe(400);
    expect((await decide(person.token, { action: "confirm", transactionIds: ["x"] })).status).toBe(400);
    expect(
      await db.select().from(openFinanceTransactions).where(and(eq(openFinanceTransactions.transactionId, id), eq(openFinanceTransactions.needsReview, true))),
    ).toHaveLength(1);
  });
});
