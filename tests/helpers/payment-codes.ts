import { createStaticPix, hasError } from "pix-utils";
import { barcodeCheckDigit, barcodeToLinha } from "@/lib/domain/boleto-code";

const DAY_MS = 86_400_000;

/** The factor printed on a boleto due on `day`, in the cycle that contains it (restarted 2025-02-22). */
export function factorFor(day: string): string {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.UTC(1997, 9, 7)) / DAY_MS);
  const factor = days >= 9000 + 1000 ? days - 9000 : days;
  return String(factor).padStart(4, "0");
}

/** A valid bank boleto, built field by field: its barcode (44) and its linha digitável (47). */
export function bankBoleto(bank: string, dueDay: string, amountCents: number) {
  const free = "1234567890123456789012345";
  const body = `${bank}9${factorFor(dueDay)}${String(amountCents).padStart(10, "0")}${free}`;
  const barcode = `${body.slice(0, 4)}${barcodeCheckDigit(body)}${body.slice(4)}`;
  return { barcode, linha: barcodeToLinha(barcode) };
}

/** A valid static Pix copia e cola, made by pix-utils (the CRC16 included). */
export function staticPix(params: { amount?: number; txid?: string } = {}) {
  const pix = createStaticPix({
    merchantName: "Padaria Pao Quente",
    merchantCity: "Sao Paulo",
    pixKey: "contato@padaria.example",
    txid: params.txid ?? "PEDIDO42",
    transactionAmount: params.amount ?? 0,
    infoAdicional: "",
  });
  if (hasError(pix)) throw new Error("pix fixture");
  return pix.toBRCode();
}

/** Changes the digit at `index` so the code's check digits no longer hold. */
export function breakDigit(code: string, index: number): string {
  const digit = Number(code[index]);
  return `${code.slice(0, index)}${(digit + 1) % 10}${code.slice(index + 1)}`;
}
