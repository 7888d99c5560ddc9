import { describe, expect, it } from "vitest";
import { buildDemoTransactions } from "@/db/seed/build-transactions";
import { demoBankFacts, demoCategorySource } from "@/db/seed/bank-connection";
import { DEMO_SUBSCRIPTION } from "@/db/seed/bank-catalog";
import { addDays, day } from "@/lib/domain/calendar";
import { findSubscriptionPattern } from "@/lib/domain/subscription-pattern";

/** Every 5th day of a year and the first days of a few months: the demo is seeded on any of them. */
const DAYS = [
  ...Array.from({ length: 74 }, (_, i) => addDays(day("2026-12-01"), i * 5)),
  ...["2027-01-01", "2027-03-01", "2027-03-02", "2027-02-28", "2028-02-29"].map(day),
];

describe("the demo's bank rows on any day", () => {
  for (const today of DAYS) {
    it(`on ${today}: 8 rows to review, the subscription charged 3 months running, most rows settled`, () => {
      const rows = buildDemoTransactions(today);
      const review = rows.filter((r) => r.review);
      expect(review).toHaveLength(8);
      expect(review.every((r) => r.day <= today)).toBe(true);

      const subscription = rows.filter((r) => r.description === DEMO_SUBSCRIPTION.description);
      const pattern = findSubscriptionPattern(subscription.map((r) => ({ day: r.day, cents: r.cents })), today);
      expect(pattern?.charges).toHaveLength(3);
      expect(pattern?.dueDay).toBe(DEMO_SUBSCRIPTION.day);

      const bank = rows.filter((r) => r.day <= today && demoBankFacts(r));
      const settled = bank.filter((r) => ["rule", "payee", "person"].includes(demoCategorySource(r)));
      expect(settled.length / bank.length).toBeGreaterThanOrEqual(0.7);
      expect(bank.filter((r) => ["rule", "payee"].includes(demoCategorySource(r))).length / bank.length).toBeGreaterThan(0.5);
    });
  }

  it("knows the bank's side of every row but cash", () => {
    const rows = buildDemoTransactions(day("2026-12-15"));
    const unknown = rows.filter((r) => r.paymentMethod !== "Dinheiro" && !demoBankFacts(r)).map((r) => r.description);
    expect(unknown).toEqual([]);
  });
});
