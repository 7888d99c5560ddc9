import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { PluggyClient } from "pluggy-sdk";
import type { FakePluggy } from "../fakes/pluggy-server";
import { startPluggyFake } from "./pluggy-fixture";
import { connectHousehold, syncNextMonth } from "../fakes/household-run";
import { reviewHouseholdMonth } from "../fakes/household-review";
import { householdYear } from "../fakes/household-year";
import { share } from "../fakes/household-score";

// Pages of 500, as Pluggy's cursor pages are: the year reads in a few requests.
const standIn = {} as { fake: FakePluggy; client: PluggyClient };
beforeAll(async () => {
  standIn.fake = await startPluggyFake({ cursorPageSize: 500 });
  standIn.client = new PluggyClient({ clientId: standIn.fake.clientId, clientSecret: standIn.fake.clientSecret });
});
afterAll(() => standIn.fake.stop());

describe("a realistic connected year (tests/fakes/household-year.ts)", () => {
  it("is a year of at least 600 rows, each with its truth", () => {
    const rows = householdYear(new Date("2026-12-02T12:00:00Z"));
    expect(rows.length).toBeGreaterThanOrEqual(600);
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(["income", "expense", "refund", "own_transfer", "investment", "cash", "card_payment"]),
    );
  });

  it("arrives mostly categorised at the first sync, with no move counted as income or spending", async () => {
    const start = await connectHousehold(db, standIn.fake, standIn.client);
    const score = start.first;
    console.log(
      `[household] primeira sincronização: ${score.right}/${score.scored} certas (${(share(score) * 100).toFixed(1)}%), ${score.inReview} a revisar, ${start.firstSeconds.toFixed(1)} s`,
    );
    console.log(score.misses.slice(0, 40));
    expect(score.missing).toBe(0);
    expect(score.movesCounted).toBe(0);
    expect(score.refundsAsIncome).toBe(0);
    expect(share(score)).toBeGreaterThanOrEqual(0.7);
  }, 180_000);
});

describe("after the person reviewed one month", () => {
  it("files the next month right, and leaves little to review", async () => {
    const start = await connectHousehold(db, standIn.fake, standIn.client);
    const reviewed = await reviewHouseholdMonth(db, start);
    const next = await syncNextMonth(db, standIn.fake, standIn.client, start);
    console.log(
      `[household] mês seguinte: ${next.right}/${next.scored} certas (${(share(next) * 100).toFixed(1)}%), ${next.inReview} a revisar, ${reviewed.actions} ações na revisão`,
    );
    console.log(next.misses);
    expect(next.missing).toBe(0);
    expect(next.movesCounted).toBe(0);
    expect(share(next)).toBeGreaterThanOrEqual(0.9);
  }, 180_000);
});
