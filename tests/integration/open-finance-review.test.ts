import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { categoryRules, transactions, transfers } from "@/db/schema";
import { openFinanceTransactions } from "@/db/schema-open-finance";
import { GET as listReview } from "@/app/api/v1/open-finance/review/route";
import { POST as review } from "@/app/api/v1/open-finance/review/[id]/route";
import type { ReviewPage } from "@/server/open-finance/list-review-rows";
import { countReviewRows } from "@/server/open-finance/list-review-rows";
import { listConnections } from "@/server/open-finance/list-connections";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { connectedPerson, syncedRow } from "./open-finance-review-fixtures";
import { insertTransaction } from "./record-fixtures";

const decide = (token: string, transactionId: string, body: unknown) =>
  call<{ message?: string; ruleCreated?: boolean }>(review, {
    method: "POST",
    path: `/api/v1/open-finance/review/${transactionId}`,
    params: { id: transactionId },
    token,
    body,
  });

async function bankRow(transactionId: string) {
  const [row] = await db.select().from(openFinanceTransactions).where(eq(openFinanceTransactions.transactionId, transactionId));
  return row;
}

describe("A revisar: the rows the bank brought", () => {
  it("lists only the person's rows waiting for review, newest first, a page of 20 at a time", async () => {
    const person = await connectedPerson();
    const stranger = await connectedPerson("Outro Banco");
    await syncedRow(stranger);
    await syncedRow(person, { description: "JA REVISTA", needsReview: false });
    for (let n = 1; n <= 21; n += 1) {
      await syncedRow(person, { description: `COMPRA ${n}`, date: day(`2026-11-${String(n).padStart(2, "0")}`) });
    }
    const first = await call<ReviewPage>(listReview, { path: "/api/v1/open-finance/review", token: person.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 21, page: 1, pageCount: 2 });
    expect(first.body.rows).toHaveLength(20);
    expect(first.body.rows[0]).toMatchObject({ description: "COMPRA 21", amountCents: 1234, type: "despesa", paymentMethodId: person.checking });
    const second = await call<ReviewPage>(listReview, { path: "/api/v1/open-finance/review", query: { page: 2 }, token: person.token });
    expect(second.body.rows.map((row) => row.description)).toEqual(["COMPRA 1"]);
    expect(await countReviewRows(db, person.user.id)).toBe(21);
    expect(await countReviewRows(db, stranger.user.id)).toBe(1);
  });

  it("accepts a row: it leaves the list and keeps its data", async () => {
    const person = await connectedPerson();
    const id = await syncedRow(person);
    expect((await decide(person.token, id, { action: "accept" })).status).toBe(200);
    expect(await bankRow(id)).toMatchObject({ needsReview: false, editedByUser: false });
    expect(await countReviewRows(db, person.user.id)).toBe(0);
  });

  it("categorises a row, creating the rule 'description contains → category' when asked, and refuses a category of the other type", async () => {
    const person = await connectedPerson();
    const id = await syncedRow(person, { description: "PADARIA DO ZE" });
    const wrongType = await decide(person.token, id, { action: "categorize", categoryId: person.salario });
    expect(wrongType.status).toBe(400);
    expect(await bankRow(id)).toMatchObject({ needsReview: true });

    const res = await decide(person.token, id, { action: "categorize", categoryId: person.mercado, ruleContains: "padaria" });
    expect(res).toMatchObject({ status: 200, body: { ruleCreated: true } });
    const [tx] = await db.select().from(transactions).where(eq(transactions.id, id));
    expect(tx?.categoryId).toBe(person.mercado);
    expect(await bankRow(id)).toMatchObject({ needsReview: false, editedByUser: true });
    const rules = await db.select().from(categoryRules).where(eq(categoryRules.userId, person.user.id));
    expect(rules).toMatchObject([{ contains: "padaria", categoryId: person.mercado }]);

    // The same rule text again: the row is categorised, no second rule.
    const again = await syncedRow(person, { description: "PADARIA DO ZE 2" });
    expect(await decide(person.token, again, { action: "categorize", categoryId: person.mercado, ruleContains: "padaria" })).toMatchObject({
      status: 200,
      body: { ruleCreated: false },
    });
    expect(await db.select().from(categoryRules).where(eq(categoryRules.userId, person.user.id))).toHaveLength(1);
  });

  it("turns a row into a transfer: the expense is gone, the transfer moves the same amount from the row's account", async () => {
    const person = await connectedPerson();
    const out = await syncedRow(person, { description: "PIX PARA MIM", valor: cents(25000), date: day("2026-11-05") });
    const incoming = await syncedRow(person, { description: "RESGATE", valor: cents(4010), type: "receita", date: day("2026-11-06") });
    expect((await decide(person.token, out, { action: "transfer", counterpartPaymentMethodId: person.checking })).status).toBe(400);
    expect((await decide(person.token, out, { action: "transfer", counterpartPaymentMethodId: person.card })).status).toBe(400);
    expect((await decide(person.token, out, { action: "transfer", counterpartPaymentMethodId: person.savings })).status).toBe(200);
    expect((await decide(person.token, incoming, { action: "transfer", counterpartPaymentMethodId: person.savings })).status).toBe(200);

    expect(await db.select().from(transactions).where(eq(transactions.id, out))).toEqual([]);
    const moved = await db
      .select({ from: transfers.fromPaymentMethodId, to: transfers.toPaymentMethodId, amount: transfers.amount, date: transfers.transferDate })
      .from(transfers)
      .where(eq(transfers.userId, person.user.id))
      .orderBy(transfers.transferDate);
    expect(moved).toEqual([
      { from: person.checking, to: person.savings, amount: cents(25000), date: "2026-11-05" },
      { from: person.savings, to: person.checking, amount: cents(4010), date: "2026-11-06" },
    ]);
  });

  it("answers 404 for another person's row, their category or account, and a row that is not the bank's; 400 for an unknown action", async () => {
    const person = await connectedPerson();
    const stranger = await connectedPerson("Outro Banco");
    const theirs = await syncedRow(stranger);
    const mine = await syncedRow(person);
    for (const body of [{ action: "accept" }, { action: "categorize", categoryId: person.mercado }, { action: "transfer", counterpartPaymentMethodId: person.savings }]) {
      expect((await decide(person.token, theirs, body)).status).toBe(404);
    }
    expect(await bankRow(theirs)).toMatchObject({ needsReview: true });
    expect((await decide(person.token, mine, { action: "categorize", categoryId: stranger.mercado })).status).toBe(404);
    expect((await decide(person.token, mine, { action: "transfer", counterpartPaymentMethodId: stranger.savings })).status).toBe(404);
    const [typed] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, person.user.id), eq(transactions.id, mine)));
    expect(typed).toBeDefined();
    const handTyped = await insertTransaction({ userId: person.user.id, paymentMethodId: person.checking });
    expect((await decide(person.token, handTyped.id, { action: "accept" })).status).toBe(404);
    expect((await decide(person.token, mine, { action: "forget" })).status).toBe(400);
    expect((await decide(person.token, "not-a-uuid", { action: "accept" })).status).toBe(400);
  });
});

describe("connections read for the screen", () => {
  it("lists the person's connections with their accounts, payment methods and whether the bank asks for action", async () => {
    const person = await connectedPerson("Pluggy Bank");
    await connectedPerson("Outro Banco");
    const [connection, ...rest] = await listConnections(db, person.user.id);
    expect(rest).toEqual([]);
    expect(connection).toMatchObject({
      institutionName: "Pluggy Bank",
      status: "UPDATED",
      statusLabel: "Atualizada",
      needsAction: false,
      accounts: [{ name: "Conta corrente", type: "BANK", paymentMethodId: person.checking, paymentMethodName: "Pluggy Bank · Conta corrente" }],
    });
  });
});
