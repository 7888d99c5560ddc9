import { cents } from "@/lib/format/money";
import { getBankByCode, getBoletoInfo, isValidBoleto } from "@brazilian-utils/brazilian-utils";
import { boletoDueDate } from "@/lib/domain/boleto-due-date";
import type { Day } from "@/lib/domain/calendar";
import { captureMessages, type CaptureOutcome } from "@/lib/domain/capture-result";

/** Módulo 10 of a linha digitável field (weights 2, 1, 2… from the right; digits of products summed). */
function modulo10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: módulo 11 over the other 43, weights 2..9 from the right; 0, 10, 11 → 1. */
export function barcodeCheckDigit(digits43: string): number {
  let sum = 0;
  for (let i = 0; i < digits43.length; i += 1) {
    sum += Number(digits43[digits43.length - 1 - i]) * ((i % 8) + 2);
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** A linha digitável → its barcode: bank and currency, check digit, factor and amount, free field. */
function linhaToBarcode(linha: string): string {
  return linha.slice(0, 4) + linha.slice(32, 47) + linha.slice(4, 9) + linha.slice(10, 20) + linha.slice(21, 31);
}

function hasValidGeneralDigit(linha: string): boolean {
  const barcode = linhaToBarcode(linha);
  return Number(barcode[4]) === barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5));
}

/** A bank boleto's 44-digit barcode → its 47-digit linha digitável (the library reads only the latter). */
export function barcodeToLinha(barcode: string): string {
  const free = barcode.slice(19);
  const field1 = barcode.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return (
    field1 + modulo10(field1) + field2 + modulo10(field2) + field3 + modulo10(field3) +
    barcode.slice(4, 5) + barcode.slice(5, 19)
  );
}

/** A library call made total: a throw reads as `fallback` (the code is refused, never a 500). */
function safely<T>(call: () => T, fallback: T): T {
  try {
    return call();
  } catch {
    return fallback;
  }
}

function readArrecadacao(digits: string): CaptureOutcome {
  const info = safely(() => getBoletoInfo(digits), null);
  if (!info || info.type !== "arrecadacao" || info.segment === undefined) {
    return { ok: false, message: captureMessages.arrecadacaoCheckDigit };
  }
  const amountCents = info.hasEffectiveValue && info.amount > 0 ? cents(info.amount) : null;
  return { ok: true, code: { kind: "arrecadacao", amountCents, segment: info.segment } };
}

function readBankBoleto(linha: string, today: Day): CaptureOutcome {
  // isValidBoleto (2.4.0) checks the three fields' digits and the general one (módulo 11 over the
  // barcode, which covers the amount); ours repeats the latter as a safeguard against a release
  // that stops checking it.
  const valid = safely(() => isValidBoleto(linha), false) && hasValidGeneralDigit(linha);
  if (!valid) return { ok: false, message: captureMessages.boletoCheckDigit };
  const bankCode = linha.slice(0, 3);
  const amountCents = Number(linha.slice(37, 47));
  return {
    ok: true,
    code: {
      kind: "boleto",
      amountCents: amountCents > 0 ? cents(amountCents) : null,
      // The library resolves the factor through windows of its own; we take the nearest cycle.
      dueDate: boletoDueDate(Number(linha.slice(33, 37)), today),
      bank: { code: bankCode, name: safely(() => getBankByCode(bankCode)?.name ?? null, null) },
    },
  };
}

/**
 * Reads a boleto from its digits only: a bank boleto's linha digitável (47) or barcode (44), or a
 * utility or tax bill (arrecadação: starts with 8; 48 digits, or 44 in the barcode).
 */
export function readBoletoCode(digits: string, today: Day): CaptureOutcome {
  if (digits.length === 48) {
    if (!digits.startsWith("8")) return { ok: false, message: captureMessages.arrecadacaoStart };
    return readArrecadacao(digits);
  }
  if (digits.length === 44 && digits.startsWith("8")) return readArrecadacao(digits);
  if (digits.length === 44) return readBankBoleto(barcodeToLinha(digits), today);
  if (digits.length === 47) return readBankBoleto(digits, today);
  return { ok: false, message: captureMessages.digitCount(digits.length) };
}
