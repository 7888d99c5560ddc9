import { captureAmountText, captureDescription } from "@/lib/format/capture-texts";
import type { CaptureJson } from "@/lib/schemas/capture";

type Filled = ["transactionType", "despesa"] | ["description" | "amountText" | "transactionDate", string];

/** The entry a code fills in: an expense to the payee, its amount, and a boleto's due date. */
export function captureFormValues(code: CaptureJson): Filled[] {
  const values: Filled[] = [
    ["transactionType", "despesa"],
    ["description", captureDescription(code)],
  ];
  const amount = captureAmountText(code.amount);
  if (amount) values.push(["amountText", amount]);
  if (code.kind === "boleto" && code.dueDate) values.push(["transactionDate", code.dueDate]);
  return values;
}
