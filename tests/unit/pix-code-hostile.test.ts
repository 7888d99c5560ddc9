import fc from "fast-check";
import { isValidBoleto } from "@brazilian-utils/brazilian-utils";
import { describe, expect, it } from "vitest";
import { readCaptureCode } from "@/lib/domain/capture-code";
import { captureMessages } from "@/lib/domain/capture-result";
import { day } from "@/lib/domain/calendar";
import { emvAmountToCents } from "@/lib/domain/emv-fields";
import { readPixCode } from "@/lib/domain/pix-code";
import { MAX_AMOUNT_CENTS } from "@/lib/format/money";
import { emvField, pixFields, withCrc } from "../helpers/emv";
import { bankBoleto, breakDigit } from "../helpers/payment-codes";

const malformed = { ok: false, message: captureMessages.pixMalformed };
const badAmount = { ok: false, message: captureMessages.pixAmount };
const withAmount = (amount: string) => withCrc(pixFields({ "54": emvField("54", amount) }));

describe("readPixCode: codes whose CRC holds but whose fields do not", () => {
  it("reads the well-formed code these are built from", () => {
    expect(readPixCode(withCrc(pixFields()))).toMatchObject({
      ok: true,
      code: { payee: "PADARIA", city: "SAO PAULO", txid: "PEDIDO42", key: "contato@padaria.example" },
    });
  });

  it("refuses a code with no merchant name or no city", () => {
    expect(readPixCode(withCrc(pixFields({ "59": null })))).toEqual(malformed);
    expect(readPixCode(withCrc(pixFields({ "60": null })))).toEqual(malformed);
    expect(readPixCode(withCrc(pixFields({ "59": emvField("59", "   ") })))).toEqual(malformed);
  });

  it("refuses a nested length past its template's end, and garbage inside tags 26, 62 and 80", () => {
    const pastEnd = emvField("26", `${emvField("00", "br.gov.bcb.pix")}0199abc`);
    expect(readPixCode(withCrc(pixFields({ "26": pastEnd })))).toEqual(malformed);
    expect(readPixCode(withCrc(pixFields({ "62": emvField("62", "zzzz") })))).toEqual(malformed);
    expect(readPixCode(withCrc(pixFields({ "62": emvField("62", "05990") })))).toEqual(malformed);
    expect(readPixCode(withCrc(`${pixFields()}${emvField("80", "zz")}`))).toEqual(malformed);
  });

  it("refuses a top-level field that repeats or whose length is not two digits", () => {
    expect(readPixCode(withCrc(`${pixFields()}${emvField("59", "OUTRO")}`))).toEqual(malformed);
  });
});

describe("readPixCode: the amount (tag 54) by the EMV rule", () => {
  it("reads digits with at most one dot and two decimals, exact to the centavo", () => {
    expect(readPixCode(withAmount("10"))).toMatchObject({ ok: true, code: { amountCents: 1000 } });
    expect(readPixCode(withAmount("0.1"))).toMatchObject({ ok: true, code: { amountCents: 10 } });
    expect(readPixCode(withAmount("1234.56"))).toMatchObject({ ok: true, code: { amountCents: 123456 } });
    expect(readPixCode(withAmount("999999999.99"))).toMatchObject({ ok: true, code: { amountCents: MAX_AMOUNT_CENTS } });
    expect(readPixCode(withAmount("0.00"))).toMatchObject({ ok: true, code: { amountCents: null } });
  });

  it("refuses the whole code for hex, exponents, words, a third decimal or more than R$ 999.999.999,99", () => {
    for (const amount of ["0x10", "1e20", "1e2", "abc", "NaN", "Infinity", "-5", "1.234", "10.", ".5", "1,50", " 10", "1000000000.00"]) {
      expect(readPixCode(withAmount(amount)), amount).toEqual(badAmount);
    }
  });

  it("emvAmountToCents keeps to the digits, never a float", () => {
    expect(emvAmountToCents("0.29", MAX_AMOUNT_CENTS)).toBe(29);
    expect(emvAmountToCents("00012.5", MAX_AMOUNT_CENTS)).toBe(1250);
    expect(emvAmountToCents("99999999999999", MAX_AMOUNT_CENTS)).toBe("invalid");
  });
});

/** A field with a random id (biased to the Pix ones) and a random value, sometimes a nested template. */
const anyId = fc.oneof(
  fc.constantFrom("26", "52", "53", "54", "58", "59", "60", "62", "80", "00", "01", "05"),
  fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, "0")),
);
const anyValue = fc.oneof(
  fc.string({ minLength: 0, maxLength: 30 }),
  fc.stringMatching(/^[0-9A-Za-z.\-*]{0,20}$/),
  fc.constantFrom("br.gov.bcb.pix", "0x10", "1e20", "NaN", "10.00", "***", ""),
);
const anyField = fc.oneof(
  fc.tuple(anyId, anyValue, fc.integer({ min: -3, max: 3 })).map(([id, value, skew]) =>
    emvField(id, value, Math.max(0, Math.min(99, value.length + skew))),
  ),
  fc.tuple(anyId, fc.array(fc.tuple(anyId, anyValue), { maxLength: 4 }), fc.boolean()).map(([id, inner, lie]) => {
    const value = inner.map(([sub, text]) => emvField(sub, text)).join("");
    return emvField(id, value, lie ? Math.min(99, value.length + 1) : value.length);
  }),
);
const mangledPix = fc.oneof(
  fc.array(anyField, { maxLength: 10 }).map((fields) => withCrc(fields.join(""))),
  fc.tuple(fc.array(anyField, { maxLength: 3 }), fc.constantFrom("26", "52", "54", "59", "60", "62"), anyField).map(
    ([extra, dropped, added]) => {
      const fields = pixFields({ [dropped]: null });
      return withCrc(`${fields}${added}${extra.join("")}`);
    },
  ),
);

describe("readPixCode: fuzzed codes with valid CRCs", () => {
  it("never throws on 10,000 malformed codes, and reads only sound ones", () => {
    fc.assert(
      fc.property(mangledPix, (code) => {
        const outcome = readCaptureCode(code, day("2026-12-02"));
        expect(typeof outcome.ok).toBe("boolean");
        if (!outcome.ok) {
          expect(typeof outcome.message).toBe("string");
        } else if (outcome.code.kind === "pix") {
          expect(outcome.code.payee).not.toBe("");
          const amount = outcome.code.amountCents ?? 1;
          expect(Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_AMOUNT_CENTS).toBe(true);
        }
      }),
      { numRuns: 10_000 },
    );
    // 10,000 parses are CPU work: a busy machine takes longer than the default 5 s, never forever.
  }, 60_000);
});

describe("boleto: the general check digit", () => {
  it("isValidBoleto checks it itself, and ours refuses the linha too", () => {
    const { linha } = bankBoleto("341", "2026-03-10", 5000);
    // Index 32 of the linha is the barcode's digit 5: the general check digit, over the amount.
    expect(isValidBoleto(breakDigit(linha, 32))).toBe(false);
    expect(readCaptureCode(breakDigit(linha, 32), day("2026-12-02"))).toEqual({
      ok: false,
      message: captureMessages.boletoCheckDigit,
    });
    expect(readCaptureCode(breakDigit(linha, 4), day("2026-12-02"))).toEqual({
      ok: false,
      message: captureMessages.boletoCheckDigit,
    });
  });
});
