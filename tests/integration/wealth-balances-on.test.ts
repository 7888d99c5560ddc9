import { describe, expect, it } from "vitest";
import { investmentMovements, investments, loans } from "@/db/schema";
import { db } from "@/lib/server/db";
import { cents } from "@/lib/format/money";
import { balancesOn, balancesOnDays } from "@/server/wealth/balances-on";
import { netWorthHistory } from "@/server/wealth/net-worth-history";
import { recordSnapshots } from "@/server/wealth/record-snapshot";
import { day } from "@/lib/domain/calendar";
import { createTestUser } from "../helpers/users";
import { card, checking, ownerId, payAprilStatement, savings, setupHousehold } from "./accounts-cards-fixtures";

/**
 * The accounts-and-cards household (today 20/04/2027, see accounts-cards-fixtures.ts) with fatura
 * 04 paid on 15/04 and 16/04, plus a CDB (R$ 5.000,00 now, bought 15/01/2027, an aplicação of
 * R$ 1.000,00 on 01/04, a snapshot of R$ 3.950,00 on 15/03), a Tesouro with no snapshot
 * (R$ 2.000,00 now, a resgate of R$ 300,00 on 05/04) and a financing (R$ 80.000,00 now, R$ 81.000,00
 * on the 31/03 snapshot). Another person's CDB must never count.
 */
let cdb: string;
let tesouro: string;
let financing: string;

async function insertWealth() {
  const [a, b] = await db
    .insert(investments)
    .values([
      { userId: ownerId, name: "CDB Banco X", kind: "renda_fixa", subtype: "CDB", balance: cents(500000), purchaseDate: day("2027-01-15") },
      { userId: ownerId, name: "Tesouro Selic", kind: "renda_fixa", subtype: "TREASURY", balance: cents(200000), purchaseDate: day("2026-06-01") },
    ])
    .returning({ id: investments.id });
  cdb = a?.id ?? "";
  tesouro = b?.id ?? "";
  await db.insert(investmentMovements).values([
    { userId: ownerId, investmentId: cdb, day: day("2027-04-01"), type: "BUY", amount: cents(100000) },
    { userId: ownerId, investmentId: tesouro, day: day("2027-04-05"), type: "SELL", amount: cents(30000) },
  ]);
  const [loan] = await db
    .insert(loans)
    .values({ userId: ownerId, name: "Financiamento", kind: "financiamento_imobiliario", balance: cents(8000000), contractDate: day("2026-01-10") })
    .returning({ id: loans.id });
  financing = loan?.id ?? "";
  await recordSnapshots(db, [
    { userId: ownerId, subjectKind: "investment", subjectId: cdb, day: day("2027-03-15"), balanceCents: cents(395_000) },
    { userId: ownerId, subjectKind: "loan", subjectId: financing, day: day("2027-03-31"), balanceCents: cents(8_100_000) },
  ]);
  const other = await createTestUser();
  await db
    .insert(investments)
    .values({ userId: other.user.id, name: "CDB da outra", kind: "renda_fixa", balance: cents(99900), purchaseDate: day("2026-01-01") });
}

setupHousehold(payAprilStatement, insertWealth);

describe("balancesOn", () => {
  it("today: the live balances, what the cards owe on their open faturas, nothing estimated", async () => {
    const today = await balancesOn(db, ownerId, "2027-04-20");
    expect(today.accounts).toEqual([
      { paymentMethodId: checking, name: "Conta corrente", balanceCents: 352_945, estimated: false },
      { paymentMethodId: savings, name: "Poupança", balanceCents: 0, estimated: false },
    ]);
    // Fatura 03 (Geladeira 1/4) unpaid 100,00; fatura 04 paid; fatura 05 so far 100,00 + 100,00.
    expect(today.cards).toEqual([{ paymentMethodId: card, name: "Cartão Roxo", owedCents: 30_000, estimated: false }]);
    expect(today.investments).toEqual([
      { investmentId: cdb, name: "CDB Banco X", balanceCents: 500_000, estimated: false },
      { investmentId: tesouro, name: "Tesouro Selic", balanceCents: 200_000, estimated: false },
    ]);
    expect(today.loans).toEqual([{ loanId: financing, name: "Financiamento", balanceCents: 8_000_000, estimated: false }]);
  });

  it("a past day without snapshots is reconstructed from the rows and movements, and estimated", async () => {
    const balances = await balancesOn(db, ownerId, "2027-04-12");
    // 1.000 + 3.000 − 250,55; the fatura payments come later.
    expect(balances.accounts[0]).toEqual({ paymentMethodId: checking, name: "Conta corrente", balanceCents: 374_945, estimated: true });
    // Faturas 03 (100) + 04 (220) + 05 so far (200), nothing paid yet.
    expect(balances.cards[0]).toMatchObject({ owedCents: 52_000, estimated: true });
    expect(balances.investments).toEqual([
      // The 15/03 snapshot plus the 01/04 aplicação.
      { investmentId: cdb, name: "CDB Banco X", balanceCents: 495_000, estimated: true },
      // Today's 2.000: the 05/04 resgate was before.
      { investmentId: tesouro, name: "Tesouro Selic", balanceCents: 200_000, estimated: true },
    ]);
    expect(balances.loans).toEqual([{ loanId: financing, name: "Financiamento", balanceCents: 8_100_000, estimated: true }]);
  });

  it("a day with a snapshot reads it as recorded, not estimated; a later one the same day replaces it", async () => {
    await recordSnapshots(db, [
      { userId: ownerId, subjectKind: "account", subjectId: checking, day: day("2027-04-12"), balanceCents: cents(370_000) },
      { userId: ownerId, subjectKind: "card", subjectId: card, day: day("2027-04-12"), balanceCents: cents(51_000) },
    ]);
    await recordSnapshots(db, [
      { userId: ownerId, subjectKind: "account", subjectId: checking, day: day("2027-04-12"), balanceCents: cents(371_000) },
    ]);
    const balances = await balancesOn(db, ownerId, "2027-04-12");
    expect(balances.accounts[0]).toMatchObject({ balanceCents: 371_000, estimated: false });
    expect(balances.accounts[1]).toMatchObject({ balanceCents: 0, estimated: true });
    expect(balances.cards[0]).toMatchObject({ owedCents: 51_000, estimated: false });
    const loanDay = await balancesOn(db, ownerId, "2027-03-31");
    expect(loanDay.loans[0]).toMatchObject({ balanceCents: 8_100_000, estimated: false });
  });

  it("several days at once answer, in the order asked, what each day alone answers (a later day reads as today)", async () => {
    const days = ["2027-04-12", "2027-05-30", "2027-03-31", "2027-04-12"];
    const together = await balancesOnDays(db, ownerId, days);
    const alone = await Promise.all(days.map((day) => balancesOn(db, ownerId, day)));
    expect(together).toEqual(alone);
    expect(together[1]).toEqual(await balancesOn(db, ownerId, "2027-04-20"));
  });

  it("leaves out an investment bought after the day", async () => {
    const balances = await balancesOn(db, ownerId, "2027-01-10");
    expect(balances.investments.map((i) => i.investmentId)).toEqual([tesouro]);
  });
});

describe("netWorthHistory", () => {
  it("one point per month to the centavo: month ends, the month in course at today, none after", async () => {
    const points = await netWorthHistory(db, ownerId, { from: "2027-02", to: "2027-06" });
    expect(points).toEqual([
      // 28/02: conta 1.000; CDB 5.000 − 1.000 later; Tesouro 2.000 + 300 later; fatura 03 so far 100; loan now.
      { month: "2027-02", assetsCents: 730_000, debtsCents: 8_010_000, netCents: -7_280_000, estimated: true },
      // 31/03: conta 1.000; CDB 3.950 (15/03); Tesouro 2.300; faturas 03 + 04 so far 320; loan 81.000 (31/03).
      { month: "2027-03", assetsCents: 725_000, debtsCents: 8_132_000, netCents: -7_407_000, estimated: true },
      // Today: 3.529,45 + 5.000 + 2.000; 300 + 80.000.
      { month: "2027-04", assetsCents: 1_052_945, debtsCents: 8_030_000, netCents: -6_977_055, estimated: false },
    ]);
  });
});
