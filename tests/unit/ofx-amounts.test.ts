import { describe, expect, it } from "vitest";
import { ImportFileError } from "@/lib/import/import-error";
import { parseStatement } from "@/lib/import/parse-statement";
import { parseAmount, parseAmountEitherStyle } from "@/lib/import/parse-values";

/** An OFX with one statement line per amount; TRNAMT sits three lines below its <STMTTRN>. */
function ofx(amounts: string[]): Uint8Array {
  const lines = amounts.map(
    (amount, k) =>
      `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>2026030${k + 1}\n<TRNAMT>${amount}\n<FITID>${k}\n<MEMO>Linha ${k}\n</STMTTRN>`,
  );
  return new TextEncoder().encode(`OFXHEADER:100\n\n<OFX>\n<BANKTRANLIST>\n${lines.join("\n")}\n</BANKTRANLIST>\n</OFX>\n`);
}

function refusal(amounts: string[]): ImportFileError {
  try {
    parseStatement("extrato.ofx", ofx(amounts));
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error("no error thrown");
}

describe("OFX amounts in either convention", () => {
  it.each([
    ["6000.000,00", 600_000_000],
    ["-6000.000,00", -600_000_000],
    ["1.234.567,89", 123_456_789],
    ["1,234,567.89", 123_456_789],
    ["1234.567,8", 123_456_780],
    ["1.234.567", 123_456_700],
    ["1,234,567", 123_456_700],
    ["-12,5", -1250],
    ["-12.50", -1250],
    ["1500", 150_000],
  ])("reads %s as %i centavos", (raw, cents) => {
    expect(parseAmountEitherStyle(raw)).toBe(cents);
  });

  it.each(["1.234", "1,234", "-6000.000", "0,000"])("calls %s ambiguous", (raw) => {
    expect(parseAmountEitherStyle(raw)).toBe("ambiguous");
  });

  it.each(["dez", "1.2.3,4,5", "1,234.56.7", "12.3456", ""])("reads %s as no amount", (raw) => {
    expect(parseAmountEitherStyle(raw)).toBeNull();
  });

  it("the first thousands group may be longer than three digits in a column's convention too", () => {
    expect(parseAmount("6000.000,00", "comma")).toBe(600_000_000);
    expect(parseAmount("6000,000.00", "dot")).toBe(600_000_000);
  });

  it("reads a Santander statement whose millions are written 6000.000,00", () => {
    const rows = parseStatement("santander.ofx", ofx(["-150,00", "6000.000,00", "-1.234.567,89"])).rows;
    expect(rows.map((row) => row.cents)).toEqual([-15_000, 600_000_000, -123_456_789]);
  });

  it("refuses an ambiguous amount naming the line TRNAMT is on, not its block's", () => {
    const error = refusal(["-150,00", "1.234"]);
    // Block 2 opens on line 12; its TRNAMT is line 15.
    expect(error.line).toBe(15);
    expect(error.message).toMatch(/^Linha 15: o valor "1\.234" é ambíguo/);
    expect(refusal(["abc"]).message).toBe('Linha 8: o valor "abc" não é um número.');
  });
});
