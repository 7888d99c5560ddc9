import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { POST as upload } from "@/app/api/v1/import/route";
import { IMPORT_MAX_ROWS } from "@/lib/import/import-error";

export const fixtureBytes = (name: string) => new Uint8Array(fs.readFileSync(path.join("tests/fixtures/import", name)));

/** POSTs a statement file as multipart/form-data, like the browser does. */
export async function uploadStatement<T = Record<string, unknown>>(
  token: string,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], fileName));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const req = new NextRequest("http://localhost:3000/api/v1/import", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const res = await upload(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * A statement of 10,000 rows and 37 columns, about 4.9 MB: the largest upload a person may make,
 * shaped like a bank's full export (most columns are not mapped, but kept for a remapping).
 */
export function wideStatement(): Uint8Array {
  // Values that repeat little, as a bank's references and ids do: a fixed pseudo-random sequence.
  let seed = 40;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const code = () => next().toString(36) + next().toString(36);
  const extra = Array.from({ length: 34 }, (_, i) => `Coluna ${i + 1}`);
  const lines = [["Data", "Descrição", "Valor", ...extra].join(";")];
  for (let i = 0; i < IMPORT_MAX_ROWS; i += 1) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const month = String((i % 12) + 1).padStart(2, "0");
    const description = `Compra ${code()} ${code()}`;
    const amount = `-${(i % 997) + 1},${String(i % 100).padStart(2, "0")}`;
    const cells = extra.map(() => code());
    lines.push([`${day}/${month}/2025`, description, amount, ...cells].join(";"));
  }
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}

