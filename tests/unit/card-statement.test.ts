import { describe, expect, it } from "vitest";
import { cents as c } from "@/lib/format/money";
import { planInstallments } from "@/lib/domain/installment-plan";
import { day, month, shiftMonth } from "@/lib/domain/calendar";
import {
  accountBalanceCents,
  availableLimitCents,
  isPaymentAllowed,
  openStatementMonth,
  placeCardItems,
  planAnticipation,
  splitDiscount,
  statementAmounts,
  statementDates,
  statementMonthLabel,
  statementOfInstallment,
  statementOfPurchase,
  statementOpeningDate,
  statementStatus,
} from "@/lib/domain/card-statement";

const closing3due10 = { closingDay: 3, dueDay: 10 };

describe("statementDates", () => {
  it("closes in the same month when the closing day comes before the due day", () => {
    expect(statementDates(month("2026-04"), closing3due10)).toEqual({ closingDate: "2026-04-03", dueDate: "2026-04-10" });
  });

  it("closes in the month before when closing ≥ due", () => {
    expect(statementDates(month("2026-04"), { closingDay: 25, dueDay: 5 })).toEqual({
      closingDate: "2026-03-25",
      dueDate: "2026-04-05",
    });
    expect(statementDates(month("2026-04"), { closingDay: 10, dueDay: 10 })).toEqual({
      closingDate: "2026-03-10",
      dueDate: "2026-04-10",
    });
  });

  it("clamps closing day 31 to the end of February (28, or 29 in a leap year)", () => {
    expect(statementDates(month("2026-03"), { closingDay: 31, dueDay: 8 }).closingDate).toBe("2026-02-28");
    expect(statementDates(month("2028-03"), { closingDay: 31, dueDay: 8 }).closingDate).toBe("2028-02-29");
    expect(statementDates(month("2026-02"), { closingDay: 20, dueDay: 31 })).toEqual({
      closingDate: "2026-02-20",
      dueDate: "2026-02-28",
    });
  });

  it("crosses the year when closing ≥ due in January", () => {
    expect(statementDates(month("2027-01"), { closingDay: 28, dueDay: 5 }).closingDate).toBe("2026-12-28");
  });
});

describe("statementOfPurchase", () => {
  it("follows the example: closing on the 3rd, due on the 10th", () => {
    expect(statementOfPurchase(day("2026-03-02"), closing3due10)).toBe("2026-03");
    expect(statementOfPurchase(day("2026-03-03"), closing3due10)).toBe("2026-04");
    expect(statementOfPurchase(day("2026-03-31"), closing3due10)).toBe("2026-04");
  });

  it("sends a purchase on the closing day to the next fatura (closing ≥ due)", () => {
    const card = { closingDay: 25, dueDay: 5 };
    expect(statementOfPurchase(day("2026-03-24"), card)).toBe("2026-04");
    expect(statementOfPurchase(day("2026-03-25"), card)).toBe("2026-05");
  });

  it("handles closing day 31: February's closing is the 28th", () => {
    const card = { closingDay: 31, dueDay: 8 };
    expect(statementOfPurchase(day("2026-02-27"), card)).toBe("2026-03");
    expect(statementOfPurchase(day("2026-02-28"), card)).toBe("2026-04");
    expect(statementOfPurchase(day("2026-03-30"), card)).toBe("2026-04");
    expect(statementOfPurchase(day("2026-03-31"), card)).toBe("2026-05");
  });

  it("turns the year", () => {
    expect(statementOfPurchase(day("2026-12-28"), { closingDay: 28, dueDay: 5 })).toBe("2027-02");
    expect(statementOfPurchase(day("2026-12-27"), { closingDay: 28, dueDay: 5 })).toBe("2027-01");
  });
});

describe("parcelas", () => {
  it("puts parcela k in the fatura k−1 months after parcela 1's, across a year's turn", () => {
    const card = { closingDay: 3, dueDay: 10 };
    const plan = planInstallments(c(120_000), 12, day("2026-06-15"));
    const first = statementOfPurchase(plan[0]!.day, card);
    expect(first).toBe("2026-07");
    const months = plan.map((p) => statementOfInstallment(first, p.index));
    expect(months).toEqual([
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
    ]);
    expect(plan.reduce((sum, p) => sum + p.cents, 0)).toBe(120_000);
  });

  it("keeps one fatura per parcela even when a clamped parcela date would skip one", () => {
    // Parcela dates 31/01, 28/02, 31/03 with closing on the 28th: by date alone 28/02 would jump.
    const card = { closingDay: 28, dueDay: 5 };
    const first = statementOfPurchase(day("2026-01-31"), card);
    expect(first).toBe("2026-03");
    expect(statementOfPurchase(day("2026-02-28"), card)).toBe("2026-04");
    expect(statementOfInstallment(first, 2)).toBe("2026-04");
    expect(statementOfInstallment(first, 3)).toBe("2026-05");
  });
});

describe("changing the days", () => {
  it("keeps closed faturas on their old dates and applies the new days from the open one", () => {
    const old = { closingDay: 3, dueDay: 10 };
    const today = day("2026-04-20");
    const open = openStatementMonth(today, old);
    expect(open).toBe("2026-05");
    const past = [{ untilMonth: open, ...old }];
    const current = { closingDay: 25, dueDay: 5 };
    expect(statementDates(month("2026-04"), current, past)).toEqual({ closingDate: "2026-04-03", dueDate: "2026-04-10" });
    expect(statementDates(month("2026-05"), current, past)).toEqual({ closingDate: "2026-04-25", dueDate: "2026-05-05" });
    expect(statementOfPurchase(day("2026-03-15"), current, past)).toBe("2026-04");
    expect(openStatementMonth(today, current, past)).toBe("2026-05");
    // The new closing (25/04) is later than today: the fatura is open, not the one after it.
    expect(statementOfPurchase(day("2026-04-24"), current, past)).toBe("2026-05");
  });

  it("never reopens a closed fatura when the new closing date is already past", () => {
    const old = { closingDay: 25, dueDay: 5 };
    const today = day("2026-04-20");
    const open = openStatementMonth(today, old);
    expect(open).toBe("2026-05");
    const past = [{ untilMonth: open, ...old }];
    const current = { closingDay: 3, dueDay: 10 };
    expect(openStatementMonth(today, current, past)).toBe("2026-05");
    expect(statementDates(month("2026-05"), current, past).closingDate).toBe("2026-05-03");
  });
});

describe("statementStatus and payments", () => {
  const dates = { closingDate: day("2026-04-03"), dueDate: day("2026-04-10") };

  it("is aberta before the closing date, fechada until the due date, vencida after", () => {
    expect(statementStatus(dates, c(10_000), day("2026-04-02"))).toBe("aberta");
    expect(statementStatus(dates, c(10_000), day("2026-04-03"))).toBe("fechada");
    expect(statementStatus(dates, c(10_000), day("2026-04-10"))).toBe("fechada");
    expect(statementStatus(dates, c(10_000), day("2026-04-11"))).toBe("vencida");
  });

  it("is futura until the fatura before it closes; on that closing day it is the aberta one", () => {
    // Closing day 3, due day 10: a purchase on 03/04 is May's, so May opens on 03/04, the day
    // April's closes, and on that day April is fechada and May aberta (one fatura open every day).
    const days = { closingDay: 3, dueDay: 10 };
    const opening = statementOpeningDate(month("2026-05"), days);
    expect(opening).toBe("2026-04-03");
    expect(statementOfPurchase(day("2026-04-03"), days)).toBe("2026-05");
    const april = statementDates(month("2026-04"), days);
    const may = statementDates(month("2026-05"), days);
    expect(statementStatus(may, c(10_000), day("2026-04-02"), opening)).toBe("futura");
    expect(statementStatus(april, c(10_000), day("2026-04-03"))).toBe("fechada");
    expect(statementStatus(may, c(10_000), day("2026-04-03"), opening)).toBe("aberta");
    expect(statementStatus(may, c(10_000), day("2026-04-04"), opening)).toBe("aberta");
    expect(statementStatus(may, c(0), day("2026-03-20"), opening)).toBe("futura");
  });

  it("is paga once nothing is left, and a partial payment leaves the rest on the fatura", () => {
    const partial = statementAmounts(c(30_000), c(10_001));
    expect(partial).toEqual({ totalCents: 30_000, paidCents: 10_001, remainingCents: 19_999 });
    expect(statementStatus(dates, partial.remainingCents, day("2026-04-11"))).toBe("vencida");
    expect(statementStatus(dates, statementAmounts(c(30_000), c(30_000)).remainingCents, day("2026-04-11"))).toBe("paga");
    expect(statementStatus(dates, c(0), day("2026-04-05"))).toBe("paga");
  });

  it("refuses a payment over the remaining amount or under one centavo", () => {
    expect(isPaymentAllowed(c(19_999), c(30_000), c(10_001))).toBe(true);
    expect(isPaymentAllowed(c(20_000), c(30_000), c(10_001))).toBe(false);
    expect(isPaymentAllowed(c(0), c(30_000), c(0))).toBe(false);
  });

  it("returns the limit as faturas are paid, future parcelas included", () => {
    expect(availableLimitCents(c(500_000), c(90_000), c(0))).toBe(410_000);
    expect(availableLimitCents(c(500_000), c(90_000), c(30_000))).toBe(440_000);
  });
});

describe("accountBalanceCents", () => {
  it("adds opening, income and transfers in; subtracts spending, transfers out and fatura payments", () => {
    expect(
      accountBalanceCents({
        openingCents: c(100_000),
        receitaCents: c(500_000),
        despesaCents: c(123_45),
        transfersInCents: c(20_000),
        transfersOutCents: c(50_000),
        statementPaymentsCents: c(30_000),
      }),
    ).toBe(100_000 + 500_000 - 12_345 + 20_000 - 50_000 - 30_000);
  });
});

describe("antecipação", () => {
  const installments = Array.from({ length: 6 }, (_, k) => ({
    id: `p${k + 1}`,
    index: k + 1,
    cents: c(10_000),
    statementMonth: shiftMonth(month("2026-03"), k),
  }));

  it("moves the last N unpaid parcelas into the open fatura and splits an uneven discount exactly", () => {
    const plan = planAnticipation(installments, 3, c(1_000), month("2026-05"));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.installments.map((p) => p.id)).toEqual(["p4", "p5", "p6"]);
    expect(plan.installments.map((p) => p.statementMonth)).toEqual(["2026-05", "2026-05", "2026-05"]);
    expect(plan.installments.map((p) => p.cents)).toEqual([9_666, 9_667, 9_667]);
    expect(30_000 - plan.installments.reduce((s, p) => s + p.cents, 0)).toBe(1_000);
  });

  it("never touches parcelas in closed faturas", () => {
    expect(planAnticipation(installments, 5, c(0), month("2026-05"))).toEqual({ ok: false, reason: "count" });
    const all = planAnticipation(installments, 4, c(0), month("2026-05"));
    expect(all.ok && all.installments.map((p) => p.id)).toEqual(["p3", "p4", "p5", "p6"]);
  });

  it("refuses a discount that would leave a parcela under one centavo", () => {
    expect(planAnticipation(installments, 2, c(20_000), month("2026-05"))).toEqual({ ok: false, reason: "discount" });
    expect(planAnticipation(installments, 2, c(19_998), month("2026-05")).ok).toBe(true);
    expect(planAnticipation(installments, 0, c(0), month("2026-05"))).toEqual({ ok: false, reason: "count" });
  });

  it("splits a discount smaller than the count with the remainder on the first", () => {
    expect(splitDiscount(c(2), 3)).toEqual([2, 0, 0]);
    expect(splitDiscount(c(1_001), 3)).toEqual([335, 333, 333]);
  });
});

it("names a fatura in pt-BR", () => {
  expect(statementMonthLabel(month("2026-04"))).toBe("abril/2026");
  expect(statementMonthLabel(month("2027-03"))).toBe("março/2027");
});

describe("placeCardItems (a change of closing day)", () => {
  it("keeps items of closed faturas and re-places open ones, parcelas following parcela 1", () => {
    const old = { closingDay: 3, dueDay: 10 };
    const today = day("2026-04-20");
    const open = openStatementMonth(today, old);
    const past = [{ untilMonth: open, ...old }];
    const current = { closingDay: 15, dueDay: 25 };
    const items = [
      { id: "closed", day: day("2026-04-01"), groupId: null, index: null, month: month("2026-04") },
      { id: "open", day: day("2026-04-18"), groupId: null, index: null, month: month("2026-05") },
      { id: "p1", day: day("2026-03-20"), groupId: "g", index: 1, month: month("2026-04") },
      { id: "p2", day: day("2026-04-20"), groupId: "g", index: 2, month: month("2026-05") },
      { id: "p3", day: day("2026-05-20"), groupId: "g", index: 3, month: month("2026-06") },
      { id: "late", day: day("2026-05-16"), groupId: null, index: null, month: month("2026-06") },
    ];
    const firsts = new Map([["g", { day: day("2026-03-20"), month: month("2026-04") }]]);
    const placed = placeCardItems(items, { firstInstallments: firsts, openMonth: open, current, past });
    expect(placed.has("closed")).toBe(false);
    expect(placed.has("p1")).toBe(false);
    // New closing on the 15th: May closes on 15/05, after a purchase on 18/04.
    expect(placed.get("open")).toBe("2026-05");
    expect(placed.get("p2")).toBe("2026-05");
    expect(placed.get("p3")).toBe("2026-06");
    expect(placed.get("late")).toBe("2026-06");
    expect(statementDates(month("2026-04"), current, past)).toEqual({ closingDate: "2026-04-03", dueDate: "2026-04-10" });
    expect(statementDates(month("2026-05"), current, past)).toEqual({ closingDate: "2026-05-15", dueDate: "2026-05-25" });
  });

  it("never moves an open item into a closed fatura", () => {
    const old = { closingDay: 25, dueDay: 5 };
    const open = openStatementMonth(day("2026-04-20"), old);
    const past = [{ untilMonth: open, ...old }];
    const placed = placeCardItems(
      [{ id: "x", day: day("2026-04-02"), groupId: null, index: null, month: month("2026-05") }],
      { firstInstallments: new Map(), openMonth: open, current: { closingDay: 3, dueDay: 10 }, past },
    );
    expect(placed.get("x")).toBe("2026-05");
  });

  it("keeps an anticipated parcela ahead of its number when the days change", () => {
    const old = { closingDay: 3, dueDay: 10 };
    const open = openStatementMonth(day("2027-04-20"), old);
    const past = [{ untilMonth: open, ...old }];
    const firsts = new Map([["g", { day: day("2027-04-03"), month: month("2027-05") }]]);
    const placed = placeCardItems(
      [
        { id: "p1", day: day("2027-04-03"), groupId: "g", index: 1, month: month("2027-05") },
        { id: "p3", day: day("2027-06-03"), groupId: "g", index: 3, month: month("2027-05") },
      ],
      { firstInstallments: firsts, openMonth: open, current: { closingDay: 2, dueDay: 9 }, past },
    );
    expect(placed.get("p1")).toBe("2027-05");
    expect(placed.get("p3")).toBe("2027-05");
  });

  it("puts parcela k k−1 faturas after parcela 1 when the days change, never two in one fatura", () => {
    // Bought on 28/01 in 4 parcelas; the card then closes on the 29th. Placed by their own dates,
    // parcelas 2 (28/02, after February's closing, clamped to the 28th) and 3 (28/03) would
    // share April's fatura, and March would have none.
    const old = { closingDay: 3, dueDay: 10 };
    const open = openStatementMonth(day("2026-01-20"), old);
    const past = [{ untilMonth: open, ...old }];
    const current = { closingDay: 29, dueDay: 10 };
    const days = [day("2026-01-28"), day("2026-02-28"), day("2026-03-28"), day("2026-04-28")];
    const items = days.map((day, i) => ({ id: `p${i + 1}`, day, groupId: "g", index: i + 1, month: null }));
    const placed = placeCardItems(items, {
      firstInstallments: new Map([["g", { day: days[0]!, month: null }]]),
      openMonth: open,
      current,
      past,
    });
    expect(days.map((_, i) => placed.get(`p${i + 1}`))).toEqual(["2026-02", "2026-03", "2026-04", "2026-05"]);
    // Already placed parcelas move with parcela 1 the same way.
    const moved = placeCardItems(
      items.map((item, i) => ({ ...item, month: month(`2026-0${i + 2}`) })),
      { firstInstallments: new Map([["g", { day: days[0]!, month: month("2026-02") }]]), openMonth: open, current, past },
    );
    expect(days.map((_, i) => moved.get(`p${i + 1}`))).toEqual(["2026-02", "2026-03", "2026-04", "2026-05"]);
  });
});
