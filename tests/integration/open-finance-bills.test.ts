import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { cents } from "@/lib/format/money";
import { monthOf, todayInSaoPaulo } from "@/lib/domain/calendar";
import { syncItem } from "@/server/open-finance/sync-item";
import { getStatement, listStatements, payStatement } from "@/server/cards";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import type { FakePluggy } from "../fakes/pluggy-server";
import { connect, daysAgo, rowsOf } from "./open-finance-sync-fixtures";
import { addCreditCard, syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();

/** A connected card closing on the 3rd and due on the 10th, with a purchase and an estorno (30,00) on one fatura. */
async function cardWithItems(fake: FakePluggy) {
  const connected = await connect(fake);
  const bank = fake.state.addAccount(connected.remote.id, { type: "BANK", balance: 5000 });
  const card = addCreditCard(fake, connected.remote.id, { brand: "VISA", balance: 30 });
  fake.state.addTransaction(card.id, { amount: 50, date: daysAgo(4), description: "MERCADO" });
  fake.state.addTransaction(card.id, { amount: -20, date: daysAgo(4), description: "Estorno" });
  const first = await syncItem(db, standIn.client, connected.item.id);
  expect(first!.billDifferences).toEqual([]);
  const rows = await rowsOf(connected.user.id);
  const methods = await listPaymentMethods(db, connected.user.id);
  const cardId = methods.find((m) => m.kind === "credit_card")!._id;
  const accountId = methods.find((m) => m.kind === "account")!._id;
  const month = monthOf(rows[0]!.statementMonth!);
  // Pluggy sends a bill's due day as UTC midnight.
  const dueDate = `${month}-10T00:00:00.000Z`;
  return { ...connected, bank, card, cardId, accountId, month, dueDate };
}

describe("Pluggy's bills against the faturas Bolso computes", () => {
  it("agreeing: the fatura keeps its total and no difference is reported", async () => {
    const { user, card, cardId, month, dueDate, item } = await cardWithItems(standIn.fake);
    standIn.fake.state.addBill(card.id, { dueDate, totalAmount: 30 });

    const sync = await syncItem(db, standIn.client, item.id);
    expect(sync!.billDifferences).toEqual([]);
    const statement = await getStatement(db, user.id, { cardId, month });
    expect(statement).toMatchObject({ total: 30, itemsTotal: 30, bankTotal: 30, remaining: 30 });
  });

  it("differing: the bank's total is the fatura's (rounded half away from zero), the difference is reported, and a corrected bill follows", async () => {
    const { user, card, cardId, accountId, month, dueDate, item } = await cardWithItems(standIn.fake);
    const bill = standIn.fake.state.addBill(card.id, {
      dueDate,
      totalAmount: 42.345,
      financeCharges: [{ id: "iof-1", type: "IOF", amount: 12.345, currencyCode: "BRL", additionalInfo: null }],
    });

    const sync = await syncItem(db, standIn.client, item.id);
    expect(sync!.billDifferences).toEqual([
      { cardId, month: `${month}-01`, bankCents: cents(4235), bolsoCents: cents(3000) },
    ]);
    const statement = await getStatement(db, user.id, { cardId, month });
    expect(statement).toMatchObject({ total: 42.35, itemsTotal: 30, bankTotal: 42.35, remaining: 42.35 });
    const year = Number(month.slice(0, 4));
    expect((await listStatements(db, user.id, cardId, year)).find((s) => s.month === month)).toMatchObject({
      total: 42.35,
      bankTotal: 42.35,
    });
    // Paying the bank's whole bill is allowed: the fatura is the bank's figure, not the items'.
    await payStatement(db, user.id, { cardId, month }, {
      amountCents: cents(4235),
      paidOn: todayInSaoPaulo(),
      fromPaymentMethodId: accountId,
    });
    expect(await getStatement(db, user.id, { cardId, month })).toMatchObject({ remaining: 0, paid: 42.35 });

    // The bank corrects the bill: the next sync follows it (a fresh read, not a kept one).
    bill.totalAmount = 30;
    const again = await syncItem(db, standIn.client, item.id);
    expect(again!.billDifferences).toEqual([]);
    expect(await getStatement(db, user.id, { cardId, month })).toMatchObject({ total: 30, itemsTotal: 30, bankTotal: 30 });
  });
});
