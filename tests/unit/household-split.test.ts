import { describe, expect, it } from "vitest";
import { cents } from "@/lib/format/money";
import {
  allocateCents,
  basisPointSharesToPercent,
  basisPointsToPercent,
  householdShares,
  percentSharesToBasisPoints,
  percentToBasisPoints,
  settle,
  shareExpenses,
} from "@/lib/domain/household-split";

// Ids sort as a < b < c: the order that breaks ties.
const [ana, bruno, caio] = ["a-ana", "b-bruno", "c-caio"] as const;

describe("percent ↔ basis points", () => {
  it("reads up to two decimals, exactly, from 0 to 100", () => {
    expect(percentToBasisPoints(50)).toBe(5000);
    expect(percentToBasisPoints(33.33)).toBe(3333);
    expect(percentToBasisPoints(0.01)).toBe(1);
    expect(percentToBasisPoints(0)).toBe(0);
    expect(percentToBasisPoints(100)).toBe(10000);
    expect(percentToBasisPoints(29.15)).toBe(2915); // 29.15 * 100 = 2914.9999999999995
    expect(percentToBasisPoints(33.333)).toBeNull();
    expect(percentToBasisPoints(-1)).toBeNull();
    expect(percentToBasisPoints(100.01)).toBeNull();
    expect(percentToBasisPoints(Number.NaN)).toBeNull();
    expect(basisPointsToPercent(3333)).toBe(33.33);
    expect(basisPointsToPercent(7000)).toBe(70);
  });

  it("takes a map of percents only when it adds up to 100%", () => {
    expect(percentSharesToBasisPoints({ [ana]: 70, [bruno]: 30 })).toEqual({ ok: true, shares: { [ana]: 7000, [bruno]: 3000 } });
    expect(percentSharesToBasisPoints({ [ana]: 33.34, [bruno]: 33.33, [caio]: 33.33 })).toEqual({
      ok: true,
      shares: { [ana]: 3334, [bruno]: 3333, [caio]: 3333 },
    });
    expect(percentSharesToBasisPoints({ [ana]: 70, [bruno]: 20 })).toEqual({ ok: false, reason: "sum" });
    expect(percentSharesToBasisPoints({ [ana]: 70.001, [bruno]: 29.999 })).toEqual({ ok: false, reason: "invalid" });
    expect(basisPointSharesToPercent({ [ana]: 3334, [bruno]: 6666 })).toEqual({ [ana]: 33.34, [bruno]: 66.66 });
  });
});

describe("allocateCents: largest remainder, exact to the centavo", () => {
  it("R$ 100,01 at 50/50: R$ 50,01 and R$ 50,00, the odd centavo to the first id", () => {
    expect(allocateCents(cents(10001), { [bruno]: 5000, [ana]: 5000 })).toEqual({ [ana]: 5001, [bruno]: 5000 });
  });

  it("three equal members: R$ 100,00 is 33,34 + 33,33 + 33,33; R$ 100,02 is 33,35 + 33,34 + 33,33", () => {
    const thirds = { [ana]: 3334, [bruno]: 3333, [caio]: 3333 };
    expect(allocateCents(cents(10000), thirds)).toEqual({ [ana]: 3334, [bruno]: 3333, [caio]: 3333 });
    expect(allocateCents(cents(10002), thirds)).toEqual({ [ana]: 3335, [bruno]: 3334, [caio]: 3333 });
    expect(allocateCents(cents(1), thirds)).toEqual({ [ana]: 1, [bruno]: 0, [caio]: 0 });
    expect(allocateCents(cents(2), thirds)).toEqual({ [ana]: 1, [bruno]: 1, [caio]: 0 });
  });

  it("the largest remainder wins over the id; equal remainders go by id", () => {
    // 3,333 and 6,667: the centavo left goes to the larger remainder, Bruno's.
    expect(allocateCents(cents(10), { [ana]: 3333, [bruno]: 6667 })).toEqual({ [ana]: 3, [bruno]: 7 });
    // 1,5 and 3,5: a tie, to Ana's id.
    expect(allocateCents(cents(5), { [ana]: 3000, [bruno]: 7000 })).toEqual({ [ana]: 2, [bruno]: 3 });
    expect(allocateCents(cents(12345), { [ana]: 7000, [bruno]: 3000 })).toEqual({ [ana]: 8642, [bruno]: 3703 });
  });

  it("a refund is divided as its expense and negated: together they are zero for each member", () => {
    const shares = { [ana]: 3334, [bruno]: 3333, [caio]: 3333 };
    const expense = allocateCents(cents(10001), shares);
    const refund = allocateCents(cents(-10001), shares);
    expect(refund).toEqual({ [ana]: -3335, [bruno]: -3333, [caio]: -3333 });
    for (const id of [ana, bruno, caio]) expect(expense[id]! + refund[id]!).toBe(0);
    expect(allocateCents(cents(0), shares)).toEqual({ [ana]: 0, [bruno]: 0, [caio]: 0 });
  });

  it("a zero share gets nothing, and a huge total stays exact", () => {
    expect(allocateCents(cents(999), { [ana]: 10000, [bruno]: 0 })).toEqual({ [ana]: 999, [bruno]: 0 });
    const huge = cents(99_999_999_999 * 50 + 1);
    const parts = allocateCents(huge, { [ana]: 3333, [bruno]: 3333, [caio]: 3334 });
    expect(parts[ana]! + parts[bruno]! + parts[caio]!).toBe(huge);
  });
});

describe("householdShares: the default split", () => {
  const memberIds = [caio, ana, bruno];

  it("equal: 10000 in equal parts, the leftover point by user id", () => {
    expect(householdShares({ mode: "equal", fixedShares: null, incomes: {}, memberIds: [bruno, ana] })).toEqual({
      mode: "equal",
      shares: { [ana]: 5000, [bruno]: 5000 },
    });
    expect(householdShares({ mode: "equal", fixedShares: null, incomes: {}, memberIds })).toEqual({
      mode: "equal",
      shares: { [ana]: 3334, [bruno]: 3333, [caio]: 3333 },
    });
  });

  it("income: R$ 3.000 and R$ 2.000 are 60/40", () => {
    expect(
      householdShares({ mode: "income", fixedShares: null, incomes: { [ana]: cents(300000), [bruno]: cents(200000) }, memberIds: [ana, bruno] }),
    ).toEqual({ mode: "income", shares: { [ana]: 6000, [bruno]: 4000 } });
  });

  it("income: a missing income, or every income zero, falls back to equal and says so", () => {
    const missing = householdShares({ mode: "income", fixedShares: null, incomes: { [ana]: cents(300000), [bruno]: null }, memberIds: [ana, bruno] });
    expect(missing).toEqual({ mode: "income", shares: { [ana]: 5000, [bruno]: 5000 }, fallback: "income_missing" });
    const zeros = householdShares({ mode: "income", fixedShares: null, incomes: { [ana]: cents(0), [bruno]: cents(0) }, memberIds: [ana, bruno] });
    expect(zeros.fallback).toBe("income_missing");
  });

  it("fixed: the stored shares; shares that no longer add up among the members fall back to equal", () => {
    expect(householdShares({ mode: "fixed", fixedShares: { [ana]: 7000, [bruno]: 3000 }, incomes: {}, memberIds: [ana, bruno] })).toEqual({
      mode: "fixed",
      shares: { [ana]: 7000, [bruno]: 3000 },
    });
    // Caio, with 20%, left: 50 + 30 is not 100.
    expect(
      householdShares({ mode: "fixed", fixedShares: { [ana]: 5000, [bruno]: 3000, [caio]: 2000 }, incomes: {}, memberIds: [ana, bruno] }),
    ).toEqual({ mode: "fixed", shares: { [ana]: 5000, [bruno]: 5000 }, fallback: "shares_missing" });
  });
});

describe("shareExpenses and settle: who owes whom", () => {
  const fiftyFifty = { [ana]: 5000, [bruno]: 5000 };

  it("Ana pays R$ 100,01 at 50/50: Bruno owes her R$ 50,00", () => {
    const { paid, share } = shareExpenses([{ payerId: ana, split: null, amountCents: cents(10001) }], {
      memberIds: [ana, bruno],
      defaultShares: fiftyFifty,
    });
    expect(paid).toEqual({ [ana]: 10001, [bruno]: 0 });
    expect(share).toEqual({ [ana]: 5001, [bruno]: 5000 });
    expect(settle({ memberIds: [ana, bruno], paid, share, settlements: [] })).toEqual({
      members: [
        { userId: ana, paidCents: 10001, shareCents: 5001, balanceCents: 5000 },
        { userId: bruno, paidCents: 0, shareCents: 5000, balanceCents: -5000 },
      ],
      transfers: [{ from: bruno, to: ana, amountCents: 5000 }],
    });
  });

  it("a split's expenses are summed before dividing: two payers at 50/50 of R$ 100,01 each share R$ 100,01 each", () => {
    const { share } = shareExpenses(
      [
        { payerId: ana, split: null, amountCents: cents(10001) },
        { payerId: bruno, split: { [ana]: 5000, [bruno]: 5000 }, amountCents: cents(10001) },
      ],
      { memberIds: [ana, bruno], defaultShares: fiftyFifty },
    );
    expect(share).toEqual({ [ana]: 10001, [bruno]: 10001 });
  });

  it("a row's own split keeps only current members; one naming none of them takes the default", () => {
    const { paid, share } = shareExpenses(
      [
        { payerId: ana, split: { [ana]: 7000, [caio]: 3000 }, amountCents: cents(1000) },
        { payerId: bruno, split: { [caio]: 10000 }, amountCents: cents(1000) },
        { payerId: caio, split: null, amountCents: cents(5000) },
      ],
      { memberIds: [ana, bruno], defaultShares: fiftyFifty },
    );
    expect(paid).toEqual({ [ana]: 1000, [bruno]: 1000 });
    expect(share).toEqual({ [ana]: 1500, [bruno]: 500 });
  });

  it("three members at equal parts with centavo remainders: transfers from the largest debtor to the largest creditor", () => {
    const thirds = { [ana]: 3334, [bruno]: 3333, [caio]: 3333 };
    const { paid, share } = shareExpenses(
      [
        { payerId: ana, split: null, amountCents: cents(10000) },
        { payerId: bruno, split: null, amountCents: cents(2001) },
      ],
      { memberIds: [ana, bruno, caio], defaultShares: thirds },
    );
    expect(share).toEqual({ [ana]: 4001, [bruno]: 4000, [caio]: 4000 });
    const { members, transfers } = settle({ memberIds: [ana, bruno, caio], paid, share, settlements: [] });
    expect(members.map((m) => m.balanceCents)).toEqual([5999, -1999, -4000]);
    expect(transfers).toEqual([
      { from: caio, to: ana, amountCents: 4000 },
      { from: bruno, to: ana, amountCents: 1999 },
    ]);
  });

  it("fixed 70/30 with a refund: the refund lowers both the payer's paid and each share", () => {
    const seventyThirty = { [ana]: 7000, [bruno]: 3000 };
    const { paid, share } = shareExpenses(
      [
        { payerId: bruno, split: null, amountCents: cents(30000) },
        { payerId: bruno, split: null, amountCents: cents(-5000) },
      ],
      { memberIds: [ana, bruno], defaultShares: seventyThirty },
    );
    expect(paid).toEqual({ [ana]: 0, [bruno]: 25000 });
    expect(share).toEqual({ [ana]: 17500, [bruno]: 7500 });
    expect(settle({ memberIds: [ana, bruno], paid, share, settlements: [] }).transfers).toEqual([
      { from: ana, to: bruno, amountCents: 17500 },
    ]);
  });

  it("a recorded settlement raises the sender's balance and lowers the receiver's: paid in full, nothing left", () => {
    const paid = { [ana]: cents(10001), [bruno]: cents(0) };
    const share = { [ana]: cents(5001), [bruno]: cents(5000) };
    const partly = settle({ memberIds: [ana, bruno], paid, share, settlements: [{ from: bruno, to: ana, amountCents: cents(3000) }] });
    expect(partly.transfers).toEqual([{ from: bruno, to: ana, amountCents: 2000 }]);
    const whole = settle({
      memberIds: [ana, bruno],
      paid,
      share,
      settlements: [
        { from: bruno, to: ana, amountCents: cents(3000) },
        { from: bruno, to: ana, amountCents: cents(2000) },
        // A former member's settlement is left out.
        { from: caio, to: ana, amountCents: cents(999) },
        { from: null, to: ana, amountCents: cents(999) },
      ],
    });
    expect(whole.members.map((m) => m.balanceCents)).toEqual([0, 0]);
    expect(whole.transfers).toEqual([]);
  });

  it("overpaying a settlement turns the debt around", () => {
    const { transfers } = settle({
      memberIds: [ana, bruno],
      paid: { [ana]: cents(1000) },
      share: { [ana]: cents(500), [bruno]: cents(500) },
      settlements: [{ from: bruno, to: ana, amountCents: cents(800) }],
    });
    expect(transfers).toEqual([{ from: ana, to: bruno, amountCents: 300 }]);
  });
});
