import { describe, expect, it } from "vitest";
import { readCaptureCode } from "@/lib/domain/capture-code";
import { boletoDueDate } from "@/lib/domain/boleto-due-date";
import { captureMessages } from "@/lib/domain/capture-result";
import { day } from "@/lib/domain/calendar";
import { bankBoleto, breakDigit, staticPix } from "../helpers/payment-codes";

const TODAY = day("2026-11-27");
// Published examples: BCB's BR Code manual and a FEBRABAN arrecadação line.
const BCB_PIX =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
const ARRECADACAO = "846100000005246100291102005460339004695895061080";
const PUBLISHED_LINHA = "00190000090114971860168524522114675860000102656";

const read = (code: string, today = TODAY) => readCaptureCode(code, today);

describe("boletoDueDate", () => {
  it("reads 9999 as 2025-02-21 and 1000 as the day after, after the rollover", () => {
    expect(boletoDueDate(9999, day("2025-02-20"))).toBe("2025-02-21");
    expect(boletoDueDate(1000, day("2025-02-20"))).toBe("2025-02-22");
  });

  it("takes the cycle nearest today, not 2002 for a 2026 boleto", () => {
    expect(boletoDueDate(1000 + 383, TODAY)).toBe("2026-03-12");
    expect(boletoDueDate(1000 + 383, day("2003-01-01"))).toBe("2001-07-21");
  });

  it("has no due date for factor 0", () => {
    expect(boletoDueDate(0, TODAY)).toBeNull();
  });
});

describe("readCaptureCode: boletos", () => {
  it("reads a 2026 boleto (after the rollover) from its linha, with dots and spaces", () => {
    const { linha } = bankBoleto("341", "2026-03-10", 1_234_56);
    const spaced = `${linha.slice(0, 5)}.${linha.slice(5, 10)} ${linha.slice(10, 15)}.${linha.slice(15, 21)} ${linha.slice(21, 32)} ${linha[32]} ${linha.slice(33)}`;
    expect(read(spaced)).toEqual({
      ok: true,
      code: {
        kind: "boleto",
        amountCents: 123456,
        dueDate: "2026-03-10",
        bank: { code: "341", name: "ITAÚ UNIBANCO S.A." },
      },
    });
  });

  it("reads a 2024 boleto (before the rollover) from its 44-digit barcode", () => {
    const { barcode } = bankBoleto("001", "2024-05-15", 9_990);
    expect(read(barcode)).toMatchObject({
      ok: true,
      code: { kind: "boleto", amountCents: 9990, dueDate: "2024-05-15", bank: { code: "001" } },
    });
  });

  it("reads a published linha with its amount exact to the centavo", () => {
    expect(read(PUBLISHED_LINHA, day("2018-07-01"))).toMatchObject({
      ok: true,
      code: { kind: "boleto", amountCents: 102656, dueDate: "2018-07-15" },
    });
  });

  it("refuses a broken check digit, in the linha or the barcode", () => {
    const { linha, barcode } = bankBoleto("341", "2026-03-10", 5000);
    expect(read(breakDigit(linha, 9))).toEqual({ ok: false, message: captureMessages.boletoCheckDigit });
    expect(read(breakDigit(linha, 45))).toEqual({ ok: false, message: captureMessages.boletoCheckDigit });
    expect(read(breakDigit(barcode, 30))).toEqual({ ok: false, message: captureMessages.boletoCheckDigit });
  });

  it("says how many digits a code has when it is no boleto's length", () => {
    expect(read("1234 5678")).toEqual({ ok: false, message: captureMessages.digitCount(8) });
  });
});

describe("readCaptureCode: arrecadação", () => {
  it("reads a utility bill's segment and amount (48 digits and 44 of the barcode)", () => {
    const expected = { ok: true, code: { kind: "arrecadacao", amountCents: 2461, segment: 4 } };
    expect(read(ARRECADACAO)).toEqual(expected);
    const barcode = [0, 12, 24, 36].map((start) => ARRECADACAO.slice(start, start + 11)).join("");
    expect(read(barcode)).toEqual(expected);
  });

  it("refuses a broken check digit and a 48-digit code not starting with 8", () => {
    expect(read(breakDigit(ARRECADACAO, 5))).toEqual({
      ok: false,
      message: captureMessages.arrecadacaoCheckDigit,
    });
    expect(read(`1${ARRECADACAO.slice(1)}`)).toEqual({ ok: false, message: captureMessages.arrecadacaoStart });
  });
});

describe("readCaptureCode: Pix", () => {
  it("reads the BCB's published example (no amount)", () => {
    expect(read(BCB_PIX)).toEqual({
      ok: true,
      code: {
        kind: "pix",
        amountCents: null,
        payee: "Fulano de Tal",
        city: "BRASILIA",
        txid: null,
        key: "123e4567-e12b-12d1-a456-426655440000",
        dynamic: false,
      },
    });
  });

  it("reads payee, city, txid, key and the amount exact to the centavo", () => {
    expect(read(staticPix({ amount: 1234.56 }))).toEqual({
      ok: true,
      code: {
        kind: "pix",
        amountCents: 123456,
        payee: "PADARIA PAO QUENTE",
        city: "SAO PAULO",
        txid: "PEDIDO42",
        key: "contato@padaria.example",
        dynamic: false,
      },
    });
    expect(read(staticPix({ amount: 0.1 + 0.2 }))).toMatchObject({ code: { amountCents: 30 } });
  });

  it("refuses a code whose CRC16 does not match", () => {
    const tampered = BCB_PIX.replace("Fulano", "Fulana");
    expect(read(tampered)).toEqual({ ok: false, message: captureMessages.pixCheckDigit });
  });

  it("refuses a truncated code and text that is no code at all", () => {
    expect(read(BCB_PIX.slice(0, 40))).toMatchObject({ ok: false });
    expect(read("olá, mundo")).toEqual({ ok: false, message: captureMessages.unknown });
    expect(read("   ")).toEqual({ ok: false, message: captureMessages.empty });
  });
});
