import { describe, expect, it } from "vitest";
import { bellStatementLines } from "@/lib/format/bell-statement-lines";
import { centsToReais, cents } from "@/lib/format/money";
import type { StatementAlertJson } from "@/lib/schemas/cards";
import { day, month as asMonth } from "@/lib/domain/calendar";

const alert = (cardId: string, cardName: string, month: string, status: "vencida" | "fechada", remainingCents: number): StatementAlertJson => ({
  cardId,
  cardName,
  month: asMonth(month),
  status,
  remaining: centsToReais(cents(remainingCents)),
  total: centsToReais(cents(remainingCents)),
  paid: centsToReais(cents(0)),
  itemsTotal: centsToReais(cents(remainingCents)),
  bankTotal: null,
  closingDate: day(`${month}-03`),
  dueDate: day(`${month}-10`),
});

describe("bellStatementLines", () => {
  it("collapses one card's vencidas into a line from the oldest, summed to the centavo; fechadas keep their own", () => {
    const lines = bellStatementLines([
      alert("roxo", "Cartão Roxo", "2027-04", "fechada", 28_999),
      alert("roxo", "Cartão Roxo", "2027-02", "vencida", 10),
      alert("azul", "Azul", "2027-03", "vencida", 5000),
      alert("roxo", "Cartão Roxo", "2027-01", "vencida", 20),
      alert("roxo", "Cartão Roxo", "2027-03", "vencida", 10_005),
    ]);
    expect(lines.map((l) => [l.cardName, l.month, l.status, l.count, l.remainingCents])).toEqual([
      ["Cartão Roxo", "2027-01", "vencida", 3, 10_035],
      ["Azul", "2027-03", "vencida", 1, 5000],
      ["Cartão Roxo", "2027-04", "fechada", 1, 28_999],
    ]);
  });

  it("is empty without alerts", () => {
    expect(bellStatementLines([])).toEqual([]);
  });
});
