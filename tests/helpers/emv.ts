/** EMV (Pix BR Code) pieces for tests: a field, and a code closed by a CRC16 that holds. */

/** One EMV field: id, two-digit length, value; `length` overrides the true one to break a code. */
export function emvField(id: string, value: string, length = value.length): string {
  return `${id}${String(length).padStart(2, "0")}${value}`;
}

/** CRC16-CCITT (polynomial 0x1021, start 0xFFFF) over the UTF-8 bytes, as the BR Code asks. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The fields after "000201", closed by tag 63 with its CRC: whatever is inside, the CRC holds. */
export function withCrc(fields: string): string {
  const body = `000201${fields}6304`;
  return `${body}${crc16(body)}`;
}

const MAI = emvField("26", emvField("00", "br.gov.bcb.pix") + emvField("01", "contato@padaria.example"));

/** A static Pix's fields, each replaceable (null leaves it out) to build a broken one. */
export function pixFields(parts: Partial<Record<"26" | "52" | "53" | "54" | "58" | "59" | "60" | "62", string | null>> = {}) {
  const defaults = {
    "26": MAI,
    "52": emvField("52", "0000"),
    "53": emvField("53", "986"),
    "54": null,
    "58": emvField("58", "BR"),
    "59": emvField("59", "PADARIA"),
    "60": emvField("60", "SAO PAULO"),
    "62": emvField("62", emvField("05", "PEDIDO42")),
  };
  const all = { ...defaults, ...parts };
  return (["26", "52", "53", "54", "58", "59", "60", "62"] as const).map((id) => all[id] ?? "").join("");
}
