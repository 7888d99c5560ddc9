import * as z from "@/lib/schemas/zod";
import { captureMessages } from "@/lib/domain/capture-result";

/** The longest BR Code a bank emits is well under this; a boleto is 48 digits plus separators. */
export const MAX_CAPTURE_CODE_LENGTH = 1024;

/** POST /capture: a Pix copia e cola, a boleto's linha digitável or barcode, as pasted or scanned. */
export const captureInput = z.object({
  code: z
    .string({ error: captureMessages.empty })
    .max(MAX_CAPTURE_CODE_LENGTH, captureMessages.tooLong),
});

/** The answer: amounts in reais with two decimals, like every amount of the API. */
export type CaptureJson =
  | { kind: "pix"; amount: number | null; payee: string; city: string; txid: string | null; key: string | null }
  | { kind: "boleto"; amount: number | null; dueDate: string | null; bank: { code: string; name: string | null } }
  | { kind: "arrecadacao"; amount: number | null; segment: number };
