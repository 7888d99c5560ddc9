/**
 * The top-level fields of an EMV code (a Pix BR Code): each is a two-digit id, a two-digit length
 * and that many characters. Read in one pass, without recursion; null when a length is not two
 * digits, runs past the end, or an id repeats.
 */
export function readEmvFields(code: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const head = code.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const end = at + 4 + length;
    if (length === 0 || end > code.length || fields.has(id)) return null;
    fields.set(id, code.slice(at + 4, end));
    at = end;
  }
  return fields;
}

/** The EMV amount rule (tag 54): digits, then at most one dot and at most two decimals. */
const EMV_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An EMV amount's text → centavos, read from the digits (never through a float), or "invalid" for
 * text the rule refuses ("0x10", "1e20", "NaN", "1.234"). Zero reads as null: no amount.
 */
export function emvAmountToCents(text: string, maxCents: number): number | null | "invalid" {
  const match = EMV_AMOUNT.exec(text);
  if (!match) return "invalid";
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "");
  if (whole.length > 13) return "invalid";
  const cents = Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents > maxCents) return "invalid";
  return cents === 0 ? null : cents;
}
