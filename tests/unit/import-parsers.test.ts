import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents as c } from "@/lib/format/money";
import { ImportFileError } from "@/lib/import/import-error";
import { duplicateKey, markDuplicates } from "@/lib/import/mark-duplicates";
import { guessCsvMapping, readCsvCells } from "@/lib/import/parse-csv";
import { parseStatement } from "@/lib/import/parse-statement";
import { parseAmount, parseDay } from "@/lib/import/parse-values";

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join("tests/fixtures/import", name)));
const simple = (rows: ReturnType<typeof parseStatement>["rows"]) =>
  rows.map(({ date, description, cents }) => ({ date, description, cents }));

function failure(run: () => unknown): ImportFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error("no error thrown");
}

describe("parseAmount", () => {
  it.each([
    ["1.234,56", "comma", 123456],
    ["-1.234,56", "comma", -123456],
    ["R$ 12,5", "comma", 1250],
    ["(45,00)", "comma", -4500],
    ["45,00-", "comma", -4500],
    ["1234.56", "dot", 123456],
    ["2,500.00", "dot", 250000],
    ["-4.75", "dot", -475],
    ["10", "dot", 1000],
  ] as const)("%s (%s) → %i centavos", (raw, style, cents) => {
    expect(parseAmount(raw, style)).toBe(cents);
  });

  it.each([["abc"], ["1,2,3"], ["12.345"], [""], ["1e5"]])("refuses %j", (raw) => {
    expect(parseAmount(raw, "dot")).toBeNull();
  });
});

describe("parseDay", () => {
  it("reads dd/mm/aaaa, two-digit years and ISO; refuses impossible days", () => {
    expect(parseDay("02/03/2026")).toBe("2026-03-02");
    expect(parseDay("2/3/26")).toBe("2026-03-02");
    expect(parseDay("2026-03-02")).toBe("2026-03-02");
    expect(parseDay("31/02/2026")).toBeNull();
    expect(parseDay("03-2026")).toBeNull();
  });
});

describe("OFX", () => {
  it("reads a 1.x SGML file in Windows-1252 as its header declares: accents, sign, MEMO before NAME, comma amounts", () => {
    const parsed = parseStatement("extrato.ofx", fixture("ofx1-latin1.ofx"));
    expect(parsed.format).toBe("ofx");
    expect(simple(parsed.rows)).toEqual([
      { date: "2026-03-02", description: "PÃO DE AÇÚCAR - SÃO PAULO", cents: -15237 },
      { date: "2026-03-05", description: "SALÁRIO EMPRESA", cents: 450000 },
      { date: "2026-03-08", description: "ALUGUEL MARÇO", cents: -123456 },
      { date: "2026-03-10", description: "FARMÁCIA DROGASIL", cents: -3990 },
    ]);
    expect(parsed.rows.map((r) => r.fitid)).toEqual(["20260302001", "20260305001", "20260308001", "20260310001"]);
  });

  it("reads a 2.x XML file in UTF-8, entities decoded", () => {
    const parsed = parseStatement("nubank.OFX", fixture("ofx2.ofx"));
    expect(simple(parsed.rows)).toEqual([
      { date: "2026-04-03", description: "Padaria Pão Quente", cents: -2750 },
      { date: "2026-04-05", description: "Transferência recebida - João & Maria", cents: 80000 },
      { date: "2026-04-07", description: "Uber", cents: -6400 },
    ]);
  });

  it("names the line of a bad amount or date", () => {
    const text = "OFXHEADER:100\n\n<OFX>\n<STMTTRN>\n<DTPOSTED>20260101\n<TRNAMT>dez reais\n</STMTTRN>\n</OFX>\n";
    expect(failure(() => parseStatement("a.ofx", new TextEncoder().encode(text))).message).toBe(
      'Linha 6: o valor "dez reais" não é um número.',
    );
    const badDate = text.replace("20260101", "20261340").replace("dez reais", "-1.00");
    expect(failure(() => parseStatement("a.ofx", new TextEncoder().encode(badDate))).line).toBe(4);
  });
});

describe("days and descriptions the rest of Bolso accepts", () => {
  const ofx = (posted: string, memo = "Loja") =>
    new TextEncoder().encode(`OFXHEADER:100\n\n<OFX>\n<STMTTRN>\n<DTPOSTED>${posted}\n<TRNAMT>-1.00\n<MEMO>${memo}\n</STMTTRN>\n</OFX>\n`);
  const csv = (day: string, description = "Loja") => new TextEncoder().encode(`Data;Descrição;Valor\n${day};${description};-1,00\n`);

  it("refuses an OFX day in year 0000 as an invalid date, naming the line", () => {
    const error = failure(() => parseStatement("a.ofx", ofx("00000101")));
    expect(error.message).toBe('Linha 4: data inválida em DTPOSTED ("00000101").');
  });

  it.each(["01/01/0001", "31/12/9999", "31/12/1999", "01/01/2101", "1999-12-31"])("refuses the CSV day %s, outside 2000–2100", (day) => {
    expect(failure(() => parseStatement("a.csv", csv(day))).message).toBe(
      `Linha 2: a data "${day}" está fora do período aceito (01/01/2000 a 31/12/2100).`,
    );
  });

  it.each(["19991231", "21010101", "00010101"])("refuses the OFX day %s, outside 2000–2100", (posted) => {
    expect(failure(() => parseStatement("a.ofx", ofx(posted))).message).toMatch(/^Linha 4: a data ".*" está fora do período aceito/);
  });

  it("keeps the first and last accepted days", () => {
    expect(parseStatement("a.csv", csv("01/01/2000")).rows[0]?.date).toBe("2000-01-01");
    expect(parseStatement("a.ofx", ofx("21001231")).rows[0]?.date).toBe("2100-12-31");
  });

  it("cuts a long description without splitting an emoji into a lone surrogate", () => {
    const description = `${"a".repeat(199)}😀 fim`;
    for (const parsed of [parseStatement("a.csv", csv("02/03/2026", description)), parseStatement("a.ofx", ofx("20260302", description))]) {
      const cut = parsed.rows[0]?.description ?? "";
      expect(cut).toBe("a".repeat(199));
      expect(cut).not.toMatch(/\p{Cs}/u);
    }
    expect(parseStatement("a.csv", csv("02/03/2026", `${"a".repeat(198)}😀b`)).rows[0]?.description).toBe(`${"a".repeat(198)}😀`);
  });
});

describe("CSV", () => {
  it("reads a pt-BR file: BOM, ';', quoted separator, 1.234,56 amounts and dd/mm/aaaa dates", () => {
    const parsed = parseStatement("extrato.csv", fixture("ptbr-bom.csv"));
    expect(parsed.csv?.cells.header).toEqual(["Data", "Descrição", "Valor"]);
    expect(parsed.csv?.mapping).toEqual({ date: 0, description: 1, amount: 2 });
    expect(simple(parsed.rows)).toEqual([
      { date: "2026-03-02", description: "Mercado Extra", cents: -123456 },
      { date: "2026-03-03", description: "Salário; março", cents: 500000 },
      { date: "2026-03-04", description: "Padaria", cents: -1250 },
      { date: "2026-03-04", description: "Padaria", cents: -1250 },
    ]);
  });

  it("reads a US file: ',', quotes, 1234.56 amounts, ISO dates", () => {
    const parsed = parseStatement("bank.csv", fixture("us.csv"));
    expect(simple(parsed.rows)).toEqual([
      { date: "2026-06-01", description: "Coffee, large", cents: -475 },
      { date: "2026-06-02", description: "Paycheck", cents: 250000 },
      { date: "2026-06-03", description: "Groceries", cents: -123456 },
    ]);
  });

  it("guesses columns by content when the header says nothing, and applies a debit/credit column", () => {
    const cells = readCsvCells("a;b;c;d\nLoja X;05/01/2026;10,00;D\nSalário;06/01/2026;100,00;C\n");
    const mapping = guessCsvMapping(cells);
    expect(mapping).toMatchObject({ date: 1, amount: 2 });
    const parsed = parseStatement("x.csv", new TextEncoder().encode("Data;Histórico;Valor;Tipo\n05/01/2026;Loja X;10,00;D\n06/01/2026;Salário;100,00;C\n"));
    expect(parsed.csv?.mapping).toEqual({ date: 0, description: 1, amount: 2, type: 3 });
    expect(parsed.rows.map((r) => r.cents)).toEqual([-1000, 10000]);
  });

  it("refuses bad files in pt-BR, naming the line", () => {
    expect(failure(() => parseStatement("a.csv", fixture("bad-amount.csv"))).message).toBe(
      'Linha 4: o valor "abc" não é um número.',
    );
    expect(failure(() => parseStatement("a.csv", fixture("no-date.csv"))).message).toMatch(/^Linha 2: o CSV não tem uma coluna de data/);
    expect(failure(() => parseStatement("a.csv", fixture("binary.csv"))).message).toMatch(/^Linha 5: o arquivo contém dados binários/);
    expect(failure(() => parseStatement("a.csv", fixture("empty.csv"))).message).toBe("O arquivo está vazio.");
    expect(failure(() => parseStatement("extrato.pdf", fixture("us.csv"))).message).toMatch(/envie um arquivo \.ofx ou \.csv/);
    expect(failure(() => parseStatement("a.csv", new TextEncoder().encode("Data;Valor\n"))).message).toBe(
      "Nenhum lançamento encontrado no arquivo.",
    );
    const many = "Data;Descrição;Valor\n" + "01/01/2026;x;-1,00\n".repeat(10_001);
    expect(failure(() => parseStatement("a.csv", new TextEncoder().encode(many))).message).toMatch(/mais de 10\.000/);
  });
});

describe("markDuplicates", () => {
  const row = (date: string, cents: number, description: string, fitid?: string) => ({ date, cents: c(cents), description, fitid });

  it("matches existing transactions by day, centavos and normalised description, one row each", () => {
    const existing = new Map([[duplicateKey("2026-03-02", c(-1000), "Mercado"), 1]]);
    const marked = markDuplicates([row("2026-03-02", -1000, "  MERCADO "), row("2026-03-02", -1000, "mercado", "x")], existing);
    expect(marked.map((r) => r.duplicate)).toEqual([true, false]);
  });

  it("keeps two rows that share a FITID, and two equal rows with different FITIDs; the FITID never decides alone", () => {
    const parsed = parseStatement("f.ofx", fixture("fitid-reused.ofx"));
    expect(markDuplicates(parsed.rows, new Map()).map((r) => r.duplicate)).toEqual([false, false, false, false]);
    const again = [...parsed.rows, ...parsed.rows];
    expect(markDuplicates(again, new Map()).map((r) => r.duplicate)).toEqual([false, false, false, false, true, true, true, true]);
  });

  it("marks an equal earlier row of a file without FITIDs", () => {
    const marked = markDuplicates([row("2026-01-01", -5, "a"), row("2026-01-01", -5, "A"), row("2026-01-01", 5, "a")], new Map());
    expect(marked.map((r) => r.duplicate)).toEqual([false, true, false]);
  });
});

describe("any bytes", () => {
  const files = ["ofx1-latin1.ofx", "ofx2.ofx", "fitid-reused.ofx", "ptbr-bom.csv", "us.csv"];

  /** Only a parsed statement or an ImportFileError (a 400) may come out, never another error (a 500). */
  function parsesOrRefuses(name: string, bytes: Uint8Array) {
    try {
      const parsed = parseStatement(name, bytes);
      for (const row of parsed.rows) {
        expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(row.date >= "2000-01-01" && row.date <= "2100-12-31").toBe(true);
        expect(row.description).not.toMatch(/\p{Cs}/u);
        expect(Number.isSafeInteger(row.cents) && row.cents !== 0).toBe(true);
        expect(row.description.length).toBeGreaterThan(0);
        expect(row.description.length).toBeLessThanOrEqual(200);
      }
    } catch (error) {
      expect(error).toBeInstanceOf(ImportFileError);
    }
  }

  it("random bytes and damaged fixtures are parsed or refused in pt-BR, never anything else", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.constantFrom("a.csv", "a.ofx"), (bytes, name) => parsesOrRefuses(name, bytes)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }),
        fc.nat(),
        (name, edits, cut) => {
          const bytes = fixture(name);
          for (const [at, value] of edits) bytes[at % bytes.length] = value;
          parsesOrRefuses(name, bytes.subarray(0, bytes.length - (cut % bytes.length)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("any day in DTPOSTED and any text around the description cut are parsed or refused, never stored broken", () => {
    const text = fc.string({ unit: fc.constantFrom("a", " ", "😀", "👍🏽", "ç", "\u0301"), maxLength: 260 });
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), text, (posted, memo) => {
        const file = `<OFX>\n<STMTTRN>\n<DTPOSTED>${posted}\n<TRNAMT>-1.00\n<MEMO>${memo}\n</STMTTRN>\n</OFX>\n`;
        parsesOrRefuses("a.ofx", new TextEncoder().encode(file));
      }),
      { numRuns: 500 },
    );
  });
});
