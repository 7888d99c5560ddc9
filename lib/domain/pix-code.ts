import { PixElementType, hasError, parsePix } from "pix-utils";
import { reaisToCents, type Reais } from "@/lib/format/money";
import { captureMessages, type CaptureOutcome } from "@/lib/domain/capture-result";

const LIBRARY_ERRORS: Record<string, string> = {
  "invalid crc": captureMessages.pixCheckDigit,
  "invalid emv code": captureMessages.pixMalformed,
};

/** Reads a Pix BR Code (copia e cola): EMV fields, with the CRC16 checked by pix-utils. */
export function readPixCode(text: string): CaptureOutcome {
  const parsed = parsePix(text);
  if (hasError(parsed) || !("type" in parsed) || parsed.type === PixElementType.INVALID) {
    const reason = "message" in parsed ? parsed.message : "";
    return { ok: false, message: LIBRARY_ERRORS[reason] ?? captureMessages.pixMalformed };
  }
  const isStatic = parsed.type === PixElementType.STATIC;
  const amount = isStatic ? (parsed.transactionAmount ?? 0) : 0;
  // The EMV amount has at most two decimals; toFixed(2) of that float gives its text back exactly.
  if (!Number.isFinite(amount) || amount < 0) return { ok: false, message: captureMessages.pixAmount };
  const amountCents = amount > 0 ? reaisToCents(amount as Reais) : null;
  return {
    ok: true,
    code: {
      kind: "pix",
      amountCents,
      payee: parsed.merchantName.trim(),
      city: parsed.merchantCity.trim(),
      txid: isStatic && parsed.txid && parsed.txid !== "***" ? parsed.txid : null,
      key: isStatic ? parsed.pixKey : null,
    },
  };
}
