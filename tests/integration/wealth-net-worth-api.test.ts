import { describe, expect, it } from "vitest";
import { GET as netWorth } from "@/app/api/v1/net-worth/route";
import { eq } from "drizzle-orm";
import { investments, paymentMethods } from "@/db/schema";
import { db } from "@/lib/server/db";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { otherAccount, ownerId, otherToken, payAprilStatement, setupHousehold, token } from "./accounts-cards-fixtures";

/**
 * GET /net-worth on the accounts-and-cards household (today 20/04/2027; see
 * accounts-cards-fixtures.ts) with fatura 04 paid and a CDB of R$ 2.000,00 bought 01/03/2027.
 * The other person holds a R$ 999,00 CDB that must never reach the owner's figures.
 */
async function insertInvestments() {
  await db.insert(investments).values({ userId: ownerId, name: "CDB", kind: "renda_fixa", balance: cents(200000), purchaseDate: day("2027-03-01") });
  const other = (await db.select({ id: paymentMethods.userId }).from(paymentMethods).where(eq(paymentMethods.id, otherAccount)))[0]!;
  await db.insert(investments).values({ userId: other.id, name: "CDB da outra", kind: "renda_fixa", balance: cents(99900), purchaseDate: day("2026-01-01") });
}

setupHousehold(payAprilStatement, insertInvestments);

const get = <T,>(query: Record<string, string>, as = token) =>
  call<T & { message?: string }>(netWorth, { path: "/api/v1/net-worth", query, token: as });

describe("GET /net-worth", () => {
  it("one point per month to the centavo, estimated where reconstructed, none after this month", async () => {
    const res = await get<unknown[]>({ from: "2027-02", to: "2027-06" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      // 28/02: conta 1.000; fatura 03 so far 100 (Geladeira 1/4); the CDB not bought yet.
      { month: "2027-02", assetsCents: 100_000, debtsCents: 10_000, netCents: 90_000, estimated: true },
      // 31/03: conta 1.000 + CDB 2.000; faturas 03 (100) and 04 so far (120 + 100).
      { month: "2027-03", assetsCents: 300_000, debtsCents: 32_000, netCents: 268_000, estimated: true },
      // Today: 3.529,45 + 2.000; fatura 03 unpaid 100 + fatura 05 so far 200.
      { month: "2027-04", assetsCents: 552_945, debtsCents: 30_000, netCents: 522_945, estimated: false },
    ]);
  });

  it("counts only the caller's own accounts and investments", async () => {
    const res = await get<Array<{ assetsCents: number }>>({ from: "2027-04", to: "2027-04" }, otherToken);
    // The other person's account (R$ 10,00) and CDB (R$ 999,00); none of the owner's.
    expect(res.body).toEqual([{ month: "2027-04", assetsCents: 100_900, debtsCents: 0, netCents: 100_900, estimated: false }]);
  });

  it("refuses a bad period with pt-BR 400s (format, missing, order, more than ten years)", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: "2025-13", to: "2026-01" }, "Mês inicial inválido: use o formato AAAA-MM (from=2025-01)."],
      [{ to: "2026-01" }, "Mês inicial inválido: use o formato AAAA-MM (from=2025-01)."],
      [{ from: "2025-11" }, "Mês final inválido: use o formato AAAA-MM (to=2025-12)."],
      [{ from: "2025-11", to: "26-01" }, "Mês final inválido: use o formato AAAA-MM (to=2025-12)."],
      [{ from: "2026-02", to: "2026-01" }, "O mês inicial deve ser anterior ou igual ao mês final."],
      [{ from: "2017-04", to: "2027-04" }, "O período pode ter no máximo 10 anos (120 meses)."],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const longest = await get<unknown[]>({ from: "2017-05", to: "2027-04" });
    expect(longest.status).toBe(200);
    expect(longest.body).toHaveLength(120);
  }, 60_000);
});
