import { describe, expect, it } from "vitest";
import { bellStatementLines } from "@/lib/format/bell-statement-lines";
import type { StatementAlertJson } from "@/lib/schemas/cards";

const alert = (cardId: string, cardName: string, month: string, status: "vencida" | "fechada", remaining: number): StatementAlertJson => ({
  cardId,
  cardName,
  month,
  status,
  remaining,
  total: remaining,
  paid: 0,
  closingDate: `${month}-03`,
  dueDate: `${month}-10`,
});

describe("bellStatementLines", () => {
  it("collapses one card's vencidas into a line from the oldest, summed to the centavo; fechadas keep their own", () => {
    const lines = bellStatementLines([
      alert("roxo", "Cartão Roxo", "2027-04", "fechada", 289.99),
      alert("roxo", "Cartão Roxo", "2027-02", "vencida", 0.1),
      alert("azul", "Azul", "2027-03", "vencida", 50),
      alert("roxo", "Cartão Roxo", "2027-01", "vencida", 0.2),
      alert("roxo", "Cartão Roxo", "2027-03", "vencida", 100.05),
    ]);
    expect(lines.map((l) => [l.cardName, l.month, l.status, l.count, l.remaining])).toEqual([
      ["Cartão Roxo", "2027-01", "vencida", 3, 100.35],
      ["Azul", "2027-03", "vencida", 1, 50],
      ["Cartão Roxo", "2027-04", "fechada", 1, 289.99],
    ]);
  });

  it("is empty without alerts", () => {
    expect(bellStatementLines([])).toEqual([]);
  });
});
