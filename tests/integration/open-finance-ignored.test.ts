import { describe, expect, it, vi } from "vitest";

const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { openFinanceTransactions, transactions } from "@/db/schema";
import { syncItem } from "@/server/open-finance/sync-item";
import { deleteTransaction } from "@/server/transactions/delete-transaction";
import { POST as review } from "@/app/api/v1/open-finance/review/[id]/route";
import { GET as listReview } from "@/app/api/v1/open-finance/review/route";
import { GET as listIgnored } from "@/app/api/v1/open-finance/ignored/route";
import { DELETE as restoreIgnored } from "@/app/api/v1/open-finance/ignored/[id]/route";
import type { ReviewPage } from "@/server/open-finance/list-review-rows";
import type { IgnoredBankRowJson } from "@/lib/schemas/open-finance-links";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { stopPluggyFakeAfterAll } from "./pluggy-fixture";
import { allRows, atNoon, dayOf, personAtNubank, sdkOf, typeRow } from "./open-finance-link-fixtures";

stopPluggyFakeAfterAll(fake, { quietSdk: true });

const client = sdkOf(fake);

const decide = (token: string, transactionId: string, body: unknown) =>
  call<{ message?: string }>(review, {
    method: "POST",
    path: `/api/v1/open-finance/review/${transactionId}`,
    params: { id: transactionId },
    token,
    body,
  });
const ignoredOf = (token: string) => call<IgnoredBankRowJson[]>(listIgnored, { path: "/api/v1/open-finance/ignored", token });
const undo = (token: string, id: string) =>
  call<{ transactionId?: string; message?: string }>(restoreIgnored, {
    method: "DELETE",
    path: `/api/v1/open-finance/ignored/${id}`,
    params: { id },
    token,
  });

/** A person whose Nubank conta is connected (made by the sync, nothing of theirs to link). */
async function connectedConta() {
  const person = await personAtNubank(fake);
  const bank = fake.state.addAccount(person.remote.id, { type: "BANK", name: "Conta Corrente", balance: 0 });
  await syncItem(db, client, person.item.id);
  return { ...person, bank };
}

const bankRowOf = async (userId: string, description: string) => {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.description, description)));
  return row;
};

describe("a bank row the person deleted or ignored stays gone", () => {
  it("is remembered, never brought back by a later sync, listed under Ignorados, and back on Desfazer", async () => {
    const person = await connectedConta();
    const userId = person.user.id;
    fake.state.addTransaction(person.bank.id, {
      amount: -35,
      date: atNoon(dayOf(1, 4)),
      description: "LANCHONETE",
      merchant: { name: "LANCHONETE", businessName: "Lanchonete Ltda", cnpj: "", cnae: "5611-2/03" },
    });
    fake.state.addTransaction(person.bank.id, { amount: -61.2, date: atNoon(dayOf(1, 9)), description: "POSTO DE GASOLINA" });
    await syncItem(db, client, person.item.id, { monthsBack: 12 });
    const snack = (await bankRowOf(userId, "LANCHONETE"))!;
    const fuel = (await bankRowOf(userId, "POSTO DE GASOLINA"))!;

    expect((await decide(person.token, snack.id, { action: "ignore" })).status).toBe(200);
    await deleteTransaction(db, userId, fuel.id, "single");
    await syncItem(db, client, person.item.id, { monthsBack: 12 });
    await syncItem(db, client, person.item.id, { monthsBack: 12 });
    expect(await allRows(userId)).toEqual([]);

    const listed = await ignoredOf(person.token);
    expect(listed.status).toBe(200);
    expect(listed.body.map((row) => [row.description, row.reason, row.amountCents, row.type, row.date])).toEqual(
      expect.arrayContaining([
        ["LANCHONETE", "ignored", 3500, "despesa", dayOf(1, 4)],
        ["POSTO DE GASOLINA", "deleted", 6120, "despesa", dayOf(1, 9)],
      ]),
    );
    const stranger = await createTestUser();
    const snackIgnored = listed.body.find((row) => row.description === "LANCHONETE")!;
    expect((await undo(stranger.token, snackIgnored.id)).status).toBe(404);
    expect((await ignoredOf(stranger.token)).body).toEqual([]);

    const back = await undo(person.token, snackIgnored.id);
    expect(back.status).toBe(200);
    await syncItem(db, client, person.item.id, { monthsBack: 12 });
    const rows = await allRows(userId);
    expect(rows.map((row) => [row.description, row.valor, row.transactionDate])).toEqual([["LANCHONETE", cents(3500), dayOf(1, 4)]]);
    const [side] = await db.select().from(openFinanceTransactions).where(eq(openFinanceTransactions.transactionId, rows[0]!.id));
    expect(side?.needsReview).toBe(true);
    expect(side?.accountId).not.toBeNull();
    expect(side?.merchantCnae).toBe("5611-2/03");
    expect((await ignoredOf(person.token)).body.map((row) => row.description)).toEqual(["POSTO DE GASOLINA"]);
  });
});

describe("Já lancei isso, and a match Bolso does not guess", () => {
  it("merges the bank row into the person's row: their text stays, the bank's day and id are added, and it never comes back", async () => {
    const person = await connectedConta();
    const userId = person.user.id;
    const [account] = await db.query.openFinanceAccounts.findMany({ where: (t, { eq: is }) => is(t.itemId, person.item.id) });
    const typed = await typeRow(userId, {
      description: "Conserto da bicicleta",
      valor: cents(12000),
      day: dayOf(1, 2),
      type: "despesa",
      paymentMethodId: null,
    });
    fake.state.addTransaction(person.bank.id, { amount: -120, date: atNoon(dayOf(1, 12)), description: "PIX ENVIADO OFICINA" });
    await syncItem(db, client, person.item.id, { monthsBack: 12 });
    const bankCopy = (await bankRowOf(userId, "PIX ENVIADO OFICINA"))!;

    const stranger = await createTestUser();
    const theirs = await typeRow(stranger.user.id, { description: "Deles", valor: cents(12000), day: dayOf(1, 12), type: "despesa", paymentMethodId: null });
    expect((await decide(person.token, bankCopy.id, { action: "duplicate", transactionId: theirs.id })).status).toBe(404);
    expect((await decide(stranger.token, bankCopy.id, { action: "duplicate", transactionId: theirs.id })).status).toBe(404);
    expect((await decide(person.token, bankCopy.id, { action: "duplicate", transactionId: bankCopy.id })).status).toBe(400);

    const merged = await decide(person.token, bankCopy.id, { action: "duplicate", transactionId: typed.id });
    expect(merged.status).toBe(200);
    const rows = await allRows(userId);
    expect(rows.map((row) => [row.id, row.description, row.transactionDate, row.paymentMethodId])).toEqual([
      [typed.id, "Conserto da bicicleta", dayOf(1, 12), account!.paymentMethodId],
    ]);
    const [link] = await db.select().from(openFinanceTransactions).where(eq(openFinanceTransactions.userId, userId));
    expect(link).toMatchObject({ transactionId: typed.id, reconciled: true, needsReview: false, rawDescription: "PIX ENVIADO OFICINA" });
    await syncItem(db, client, person.item.id, { monthsBack: 12 });
    expect(await allRows(userId)).toHaveLength(1);
  });

  it("two equally good rows of the person: the bank row waits in review as a possible duplicate of one of them", async () => {
    const person = await connectedConta();
    const userId = person.user.id;
    const uber = await typeRow(userId, { description: "Uber", valor: cents(2780), day: dayOf(1, 10), type: "despesa", paymentMethodId: null });
    const drugstore = await typeRow(userId, { description: "Farmácia", valor: cents(2780), day: dayOf(1, 10), type: "despesa", paymentMethodId: null });
    fake.state.addTransaction(person.bank.id, { amount: -27.8, date: atNoon(dayOf(1, 10)), description: "COMPRA CARTAO DEBITO" });
    await syncItem(db, client, person.item.id, { monthsBack: 12 });
    expect(await allRows(userId)).toHaveLength(3);
    const page = await call<ReviewPage>(listReview, { path: "/api/v1/open-finance/review", token: person.token });
    expect(page.body.rows).toHaveLength(1);
    const [waiting] = page.body.rows;
    expect(waiting!.description).toBe("COMPRA CARTAO DEBITO");
    expect([uber.id, drugstore.id]).toContain(waiting!.possibleDuplicateOf?.transactionId);
    expect(waiting!.possibleDuplicateOf).toMatchObject({ amountCents: 2780, date: dayOf(1, 10) });

    expect((await decide(person.token, waiting!.transactionId, { action: "duplicate", transactionId: drugstore.id })).status).toBe(200);
    const rows = await allRows(userId);
    expect(rows.map((row) => row.description).sort()).toEqual(["Farmácia", "Uber"]);
  });
});
