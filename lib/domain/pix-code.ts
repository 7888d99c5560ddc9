import { PixElementType, hasError, parsePix } from "pix-utils";
import { MAX_AMOUNT_CENTS, cents } from "@/lib/format/money";
import { captureMessages, type CaptureOutcome } from "@/lib/domain/capture-result";
import { emvAmountToCents, readEmvFields } from "@/lib/domain/emv-fields";

const LIBRARY_ERRORS: Record<string, string> = {
  "invalid crc": captureMessages.pixCheckDigit,
  "invalid emv code": captureMessages.pixMalformed,
};

const TAG_AMOUNT = "54";
/** Additional data (62) and, inside it, the reference label: the txid (05). */
const TAG_ADDITIONAL = "62";
const SUBTAG_TXID = "05";

type Parsed = ReturnType<typeof parsePix>;

/** pix-utils, made total: it throws on some codes whose CRC holds (a nested length past the end). */
function parseSafely(text: string): Parsed | null {
  try {
    return parsePix(text);
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * Reads a Pix BR Code (copia e cola): EMV fields, with the CRC16 checked by pix-utils. Never throws:
 * whatever the library makes of a code, a broken one is a pt-BR reason. The amount (tag 54) is read
 * by the EMV rule from its text; one the rule refuses ("0x10", "1e20", "NaN", a third decimal, past
 * R$ 999.999.999,99) refuses the whole code, since paying it would mean guessing
 * (docs/decisions/payment-code-libraries.md).
 */
export function readPixCode(code: string): CaptureOutcome {
  const parsed = parseSafely(code);
  if (parsed === null) return { ok: false, message: captureMessages.pixMalformed };
  if (hasError(parsed) || !("type" in parsed) || parsed.type === PixElementType.INVALID) {
    const reason = "message" in parsed ? parsed.message : "";
    return { ok: false, message: LIBRARY_ERRORS[reason] ?? captureMessages.pixMalformed };
  }
  const fields = readEmvFields(code);
  const payee = text(parsed.merchantName);
  const city = text(parsed.merchantCity);
  if (fields === null || payee === "" || city === "") return { ok: false, message: captureMessages.pixMalformed };
  const amountText = fields.get(TAG_AMOUNT);
  const amount = amountText === undefined ? null : emvAmountToCents(amountText, MAX_AMOUNT_CENTS);
  if (amount === "invalid") return { ok: false, message: captureMessages.pixAmount };
  const isStatic = parsed.type === PixElementType.STATIC;
  // A dynamic code's own txid sits in 62-05 (often "***": the payload behind the URL has it).
  const txid = isStatic ? text(parsed.txid) : text(readEmvFields(fields.get(TAG_ADDITIONAL) ?? "")?.get(SUBTAG_TXID));
  return {
    ok: true,
    code: {
      kind: "pix",
      amountCents: amount !== null ? cents(amount) : null,
      payee,
      city,
      txid: txid !== "" && txid !== "***" ? txid : null,
      key: isStatic ? text(parsed.pixKey) || null : null,
      dynamic: !isStatic,
    },
  };
}
