import type { CaptureJson } from "@/lib/schemas/capture";
import { centsToTyped, reaisToCents, type Reais } from "@/lib/format/money";

/** FEBRABAN's arrecadação segments (the code's second digit). */
const SEGMENT_NAMES: Record<number, string> = {
  1: "Prefeitura",
  2: "Saneamento",
  3: "Energia elétrica e gás",
  4: "Telecomunicações",
  5: "Órgão governamental",
  6: "Carnê",
  7: "Multa de trânsito",
  9: "Conta",
};

/** "PADARIA PAO QUENTE" → "Padaria Pao Quente" (Pix payees come in capitals); "S.A." stays. */
function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word) => (word.includes(".") ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(" ");
}

/** The description an entry gets from a code: the payee, the boleto's bank, the bill's kind. */
export function captureDescription(code: CaptureJson): string {
  if (code.kind === "pix") return titleCase(code.payee).slice(0, 200);
  if (code.kind === "boleto") return code.bank.name ? `Boleto ${titleCase(code.bank.name)}` : "Boleto";
  return SEGMENT_NAMES[code.segment] ?? "Conta de consumo";
}

/** An amount as the form's field takes it ("1.234,56"), without the currency sign. */
export function captureAmountText(amount: number | null): string | null {
  return amount === null ? null : centsToTyped(reaisToCents(amount as Reais));
}
