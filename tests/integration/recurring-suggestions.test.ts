import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { payees, recurringPaymentOccurrences, recurringPayments, recurringSuggestionDismissals, transactions } from "@/db/schema";
import { addMonths, todayInSaoPaulo } from "@/lib/domain/calendar";
import { syncItem } from "@/server/open-finance/sync-item";
import { GET as listSuggestions } from "@/app/api/v1/recurring-payments/suggestions/route";
import { POST as accept } from "@/app/api/v1/recurring-payments/suggestions/[id]/accept/route";
import { POST as dismiss } from "@/app/api/v1/recurring-payments/suggestions/[id]/dismiss/route";
import type { RecurringSuggestionJson } from "@/lib/schemas/recurring-suggestions";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { atSaoPaulo, connect } from "./open-finance-sync-fixtures";
import { syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();
const today = todayInSaoPaulo();
/** The latest of the monthly charges: a month ago, so the next one falls on today. */
const months = (n: number) => addMonths(today, -n);
const NETFLIX = { name: "NETFLIX.COM", businessName: "Netflix Entretenimento Brasil Ltda", cnpj: "11222333000181" };

/** A connected conta whose bank charged Netflix on each of the given days (R$ 55,90 unless told). */
async function chargedOn(days: Array<[string, number?]>) {
  const connection = await connect(standIn.fake);
  const conta = standIn.fake.state.addAccount(connection.remote.id, { type: "BANK", balance: 0 });
  const charge = (day: string, amount = 55.9) =>
    standIn.fake.state.addTransaction(conta.id, { amount: -amount, date: atSaoPaulo(day), description: "NETFLIX.COM", merchant: NETFLIX });
  for (const [day, amount] of days) charge(day, amount);
  await syncItem(db, standIn.client, connection.item.id);
  return { ...connection, charge };
}

const suggestionsOf = async (token: string) =>
  (await call<RecurringSuggestionJson[]>(listSuggestions, { path: "/api/v1/recurring-payments/suggestions", token })).body;

describe("subscriptions found by themselves", () => {
  it("offers a payee charged three months running on the same day and amount, and not one charged two", async () => {
    const three = await chargedOn([[months(3)], [months(2), 54]]);
    expect(await suggestionsOf(three.token)).toEqual([]);
    three.charge(months(1));
    await syncItem(db, standIn.client, three.item.id);
    const [suggestion] = await suggestionsOf(three.token);
    const day = Number(months(1).slice(8));
    expect(suggestion).toMatchObject({ payeeName: "NETFLIX.COM", amount: 55.9, dueDay: day });
    expect(suggestion?.message).toBe(`NETFLIX.COM parece uma assinatura: R$\u00a055,90 todo dia ${day} — acompanhar?`);
  });

  it("accepting follows it as a monthly payment linked to the payee; its next bank row pays the occurrence at the amount charged", async () => {
    const bank = await chargedOn([[months(3)], [months(2)], [months(1)]]);
    const [suggestion] = await suggestionsOf(bank.token);
    const stranger = await createTestUser();
    const theirs = await call(accept, { method: "POST", params: { id: suggestion!.id }, token: stranger.token });
    expect(theirs.status).toBe(404);

    const accepted = await call<RecurringPaymentJson>(accept, { method: "POST", params: { id: suggestion!.id }, token: bank.token });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ name: "NETFLIX.COM", amount: 55.9, frequency: "monthly", dueDay: suggestion!.dueDay });
    expect(await suggestionsOf(bank.token)).toEqual([]);
    expect((await call(accept, { method: "POST", params: { id: suggestion!.id }, token: bank.token })).status).toBe(404);
    // Followed since the latest charge, so the next due date is owed whatever today's day is.
    await db
      .update(recurringPayments)
      .set({ createdAt: new Date(`${months(1)}T23:00:00-03:00`) })
      .where(eq(recurringPayments.id, accepted.body._id));

    bank.charge(today, 59.9);
    await syncItem(db, standIn.client, bank.item.id);
    const [occurrence] = await db
      .select({ dueDate: recurringPaymentOccurrences.dueDate, valor: transactions.valor, day: transactions.transactionDate })
      .from(recurringPaymentOccurrences)
      .innerJoin(transactions, eq(transactions.id, recurringPaymentOccurrences.transactionId))
      .where(and(eq(recurringPaymentOccurrences.recurringPaymentId, accepted.body._id)));
    expect(occurrence).toEqual({ dueDate: addMonths(months(1), 1), valor: cents(5990), day: today });
  });

  it("dismissing turns the suggestion down for good; another person's is a 404", async () => {
    const bank = await chargedOn([[months(3)], [months(2)], [months(1)]]);
    const [suggestion] = await suggestionsOf(bank.token);
    const stranger = await createTestUser();
    expect((await call(dismiss, { method: "POST", params: { id: suggestion!.id }, token: stranger.token })).status).toBe(404);
    expect(await suggestionsOf(bank.token)).toHaveLength(1);
    expect((await call(dismiss, { method: "POST", params: { id: suggestion!.id }, token: bank.token })).status).toBe(204);
    expect((await call(dismiss, { method: "POST", params: { id: suggestion!.id }, token: bank.token })).status).toBe(204);
    expect(await suggestionsOf(bank.token)).toEqual([]);
    expect((await call(accept, { method: "POST", params: { id: suggestion!.id }, token: bank.token })).status).toBe(404);
  });

  it("the next answer shows the payee renamed, and a turned-down payee offered again once the refusal is gone", async () => {
    const bank = await chargedOn([[months(3)], [months(2)], [months(1)]]);
    const [suggestion] = await suggestionsOf(bank.token);
    await db.update(payees).set({ name: "Netflix" }).where(eq(payees.id, suggestion!.id));
    expect((await suggestionsOf(bank.token)).map((s) => s.payeeName)).toEqual(["Netflix"]);
    expect((await call(dismiss, { method: "POST", params: { id: suggestion!.id }, token: bank.token })).status).toBe(204);
    expect(await suggestionsOf(bank.token)).toEqual([]);
    await db.delete(recurringSuggestionDismissals).where(eq(recurringSuggestionDismissals.payeeId, suggestion!.id));
    expect((await suggestionsOf(bank.token)).map((s) => s.id)).toEqual([suggestion!.id]);
  });
});
