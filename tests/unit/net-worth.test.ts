import { describe, expect, it } from "vitest";
import { cents } from "@/lib/format/money";
import { netWorthOf } from "@/lib/domain/net-worth";

const figure = (value: number, estimated = false) => ({ balanceCents: cents(value), estimated });

describe("netWorthOf", () => {
  it("owns accounts in credit and investments; owes open faturas, loans and overdrawn accounts", () => {
    expect(
      netWorthOf({
        accounts: [figure(350_000), figure(-12_345)],
        cards: [{ owedCents: cents(80_000), estimated: false }],
        investments: [figure(1_000_000), figure(52_130)],
        loans: [figure(2_500_000)],
      }),
    ).toEqual({ assetsCents: 1_402_130, debtsCents: 2_592_345, netCents: -1_190_215, estimated: false });
  });

  it("is estimated when any part is, and zero with nothing", () => {
    expect(netWorthOf({ accounts: [figure(100, true)], cards: [], investments: [], loans: [] }).estimated).toBe(true);
    expect(netWorthOf({ accounts: [], cards: [], investments: [], loans: [] })).toEqual({
      assetsCents: 0,
      debtsCents: 0,
      netCents: 0,
      estimated: false,
    });
  });
});
