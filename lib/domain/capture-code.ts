import { readBoletoCode } from "@/lib/domain/boleto-code";
import { captureMessages, type CaptureOutcome } from "@/lib/domain/capture-result";
import { readPixCode } from "@/lib/domain/pix-code";
import type { Day } from "@/lib/domain/calendar";

/** Every BR Code starts with the payload format indicator "00" "02" "01". */
const PIX_START = "000201";
/** What people and banks put between a boleto's digits. */
const BOLETO_SEPARATORS = /[\s.\-]/g;

function readCode(input: string, today: Day): CaptureOutcome {
  const text = input.trim();
  if (text === "") return { ok: false, message: captureMessages.empty };
  if (text.startsWith(PIX_START)) return readPixCode(text);
  const digits = text.replace(BOLETO_SEPARATORS, "");
  if (/^\d+$/.test(digits)) return readBoletoCode(digits, today);
  return { ok: false, message: captureMessages.unknown };
}

/**
 * A pasted or scanned code → a Pix, a bank boleto or a utility bill, or why it is none of them.
 * Total: the libraries behind it are wrapped one by one, and anything that still throws is a code
 * we could not read (a 400), never a 500.
 */
export function readCaptureCode(input: string, today: Day): CaptureOutcome {
  try {
    return readCode(input, today);
  } catch {
    return { ok: false, message: captureMessages.unknown };
  }
}
