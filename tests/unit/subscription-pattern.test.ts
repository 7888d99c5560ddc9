import { describe, expect, it } from "vitest";
import { findSubscriptionPattern, subscriptionMessage } from "@/lib/domain/subscription-pattern";
import { cents } from "@/lib/format/money";
import { day } from "@/lib/domain/calendar";

const charge = (day: string, reais: number) => ({ day, cents: cents(Math.round(reais * 100)) });

describe("findSubscriptionPattern", () => {
  it("finds three months running on the same day (±3) and amount (±10%)", () => {
    const found = findSubscriptionPattern(
      [charge("2026-09-07", 55.9), charge("2026-10-08", 52), charge("2026-11-05", 55.9)],
      day("2026-11-20"),
    );
    expect(found).toMatchObject({ amountCents: 5590, dueDay: 5 });
    expect(found?.charges.map((c) => c.day)).toEqual(["2026-11-05", "2026-10-08", "2026-09-07"]);
  });

  it("does not find two months only, a day 4 off, an amount 11% off, or a gap month", () => {
    const today = day("2026-11-20");
    expect(findSubscriptionPattern([charge("2026-10-07", 55.9), charge("2026-11-07", 55.9)], today)).toBeNull();
    expect(
      findSubscriptionPattern([charge("2026-09-03", 55.9), charge("2026-10-07", 55.9), charge("2026-11-07", 55.9)], today),
    ).toBeNull();
    expect(
      findSubscriptionPattern([charge("2026-09-07", 62.1), charge("2026-10-07", 55.9), charge("2026-11-07", 55.9)], today),
    ).toBeNull();
    expect(
      findSubscriptionPattern([charge("2026-08-07", 55.9), charge("2026-09-07", 55.9), charge("2026-11-07", 55.9)], today),
    ).toBeNull();
  });

  it("does not offer a subscription whose last charge is over 45 days old", () => {
    const charges = [charge("2026-07-07", 55.9), charge("2026-08-07", 55.9), charge("2026-09-07", 55.9)];
    expect(findSubscriptionPattern(charges, day("2026-10-20"))).not.toBeNull();
    expect(findSubscriptionPattern(charges, day("2026-11-20"))).toBeNull();
  });

  it("reads a due day past a short month's end as that month's last day", () => {
    const charges = [charge("2026-12-31", 20), charge("2027-01-31", 20), charge("2027-02-28", 20)];
    expect(findSubscriptionPattern(charges, day("2027-03-01"))).toMatchObject({ dueDay: 28 });
  });
});

describe("subscriptionMessage", () => {
  it("says the payee, the amount and the day", () => {
    expect(subscriptionMessage("Netflix", cents(5590), 7)).toBe("Netflix parece uma assinatura: R$\u00a055,90 todo dia 7 — acompanhar?");
  });
});
