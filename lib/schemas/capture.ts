import * as z from "@/lib/schemas/zod";
import { captureMessages } from "@/lib/domain/capture-result";
import { jsonAmountSchema, valorMessages } from "@/lib/schemas/amount";
import { dateFieldSchema } from "@/lib/schemas/date-field";
import type { Day } from "@/lib/domain/calendar";

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
  | {
      kind: "pix";
      amount: number | null;
      payee: string;
      city: string;
      txid: string | null;
      key: string | null;
      /** A dynamic code: its amount and txid are the code's own ("do código"), the bank confirms them. */
      dynamic: boolean;
    }
  | { kind: "boleto"; amount: number | null; dueDate: Day | null; bank: { code: string; name: string | null } }
  | { kind: "arrecadacao"; amount: number | null; segment: number };

export const oneOffBillMessages = {
  nameRequired: "Dê um nome à conta.",
  nameTooLong: "O nome deve ter no máximo 100 caracteres.",
  dueDateRange: "O vencimento deve ser uma data de 2000 a 2089.",
  created: "Conta a pagar criada",
} as const;

/** POST /capture/bill: a boleto kept as a one-off bill, pending on its due date until paid. */
export const oneOffBillInput = z.object({
  name: z
    .string({ error: oneOffBillMessages.nameRequired })
    .trim()
    .min(1, oneOffBillMessages.nameRequired)
    .max(100, oneOffBillMessages.nameTooLong),
  amount: jsonAmountSchema(valorMessages),
  dueDate: dateFieldSchema({ min: "2000-01-01", max: "2089-09-16", message: oneOffBillMessages.dueDateRange }),
});
export type OneOffBillInput = z.output<typeof oneOffBillInput>;

export interface OneOffBillJson {
  _id: string;
  name: string;
  amount: number;
  dueDate: Day;
}
