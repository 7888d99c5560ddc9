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

/** CRC16-CCITT (poly 0x1021, start 0xFFFF), as a Pix code's tag 63 holds it: four hex digits. */
function pixCrc(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/**
 * A dynamic Pix copia e cola as banks print them: its payload at a URL (26-25), and, when given,
 * its own amount (54) and txid (62-05), with a valid CRC.
 */
export function dynamicPix(params: { amount?: string; txid?: string } = {}) {
  const body = [
    emv("00", "01"),
    emv("01", "12"),
    emv("26", emv("00", "br.gov.bcb.pix") + emv("25", "pix.banco.example/qr/v2/cobv/9d36b84f")),
    emv("52", "0000"),
    emv("53", "986"),
    params.amount ? emv("54", params.amount) : "",
    emv("58", "BR"),
    emv("59", "Escola Aprender"),
    emv("60", "Sao Paulo"),
    params.txid ? emv("62", emv("05", params.txid)) : "",
  ].join("");
  const withCrcTag = `${body}6304`;
  return `${withCrcTag}${pixCrc(withCrcTag)}`;
}
