import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
/** What a pasted or scanned payment code says; amounts are integer centavos. */
export type CapturedCode =
  | {
      kind: "pix";
      amountCents: Cents | null;
      payee: string;
      city: string;
      txid: string | null;
      key: string | null;
      /**
       * A dynamic code (its payload at a URL, which the bank reads when paying): its own amount and
       * txid are what it carries, shown as "do código", the bank's payload being authoritative.
       */
      dynamic: boolean;
    }
  | {
      kind: "boleto";
      amountCents: Cents | null;
      dueDate: Day | null;
      bank: { code: string; name: string | null };
    }
  | { kind: "arrecadacao"; amountCents: Cents | null; segment: number };

/** A code read, or the pt-BR sentence that says why it could not be. */
export type CaptureOutcome = { ok: true; code: CapturedCode } | { ok: false; message: string };

export const captureMessages = {
  empty: "Cole um código Pix ou a linha digitável de um boleto.",
  tooLong: "O código é longo demais para um Pix ou um boleto.",
  unknown:
    "Não reconhecemos este código: cole um Pix copia e cola ou a linha digitável de um boleto (47 dígitos), de uma conta de consumo (48) ou o código de barras (44).",
  digitCount: (count: number) =>
    `Um boleto tem 47 dígitos (44 no código de barras) e uma conta de consumo 48, mas este código tem ${count}.`,
  boletoCheckDigit: "O dígito verificador do boleto não confere.",
  arrecadacaoCheckDigit: "O dígito verificador da conta de consumo não confere.",
  arrecadacaoStart: "Uma conta de consumo de 48 dígitos começa com 8.",
  pixCheckDigit: "O dígito verificador do código Pix não confere.",
  pixMalformed: "O código Pix está incompleto ou malformado.",
  pixAmount: "O valor do código Pix não é válido.",
} as const;
