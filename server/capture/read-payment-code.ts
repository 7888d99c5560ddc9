import "server-only";
import { readCaptureCode } from "@/lib/domain/capture-code";
import type { CapturedCode } from "@/lib/domain/capture-result";
import { AppError } from "@/lib/errors";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { centsToReais } from "@/lib/format/money";
import type { CaptureJson } from "@/lib/schemas/capture";

function toJson(code: CapturedCode): CaptureJson {
  const { amountCents, ...rest } = code;
  return { ...rest, amount: amountCents === null ? null : centsToReais(amountCents) };
}

/** A Pix or boleto code → what it says (a boleto's due date read against today), or a 400. */
export function readPaymentCode(code: string, now: Date = new Date()): CaptureJson {
  const outcome = readCaptureCode(code, todayInSaoPaulo(now));
  if (!outcome.ok) throw new AppError("bad_request", outcome.message);
  return toJson(outcome.code);
}
