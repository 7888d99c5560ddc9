import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { imports } from "@/db/schema";
import { db } from "@/lib/server/db";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import { IMPORT_MAX_ROWS } from "@/lib/import/import-error";
import { createTestUser } from "../helpers/users";
import { uploadStatement } from "./import-fixtures";

/**
 * A statement of 10,000 rows and 37 columns, about 4.9 MB: the largest upload a person may make,
 * shaped like a bank's full export (most columns are not mapped, but kept for a remapping).
 */
function wideStatement(): Uint8Array {
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

describe("a preview is stored compactly", () => {
  it("a 4.9 MB CSV's preview takes a fraction of the file in the database, and reads back whole", async () => {
    const { token } = await createTestUser();
    const file = wideStatement();
    expect(file.byteLength).toBeGreaterThan(4.5e6);
    expect(file.byteLength).toBeLessThan(5e6);
    const res = await uploadStatement<ImportPreviewJson>(token, "extrato.csv", file);
    expect(res.status).toBe(201);
    expect(res.body.rows).toHaveLength(IMPORT_MAX_ROWS);
    const [stored] = await db
      .select({
        bytes: sql<number>`pg_column_size(${imports})::int`,
        cells: sql<number>`coalesce(pg_column_size(${imports.cells}), 0)::int`,
        rows: sql<number>`coalesce(pg_column_size(${imports.rows}), 0)::int`,
        table: sql<number>`pg_total_relation_size('imports')::int`,
      })
      .from(imports)
      .where(eq(imports.id, res.body._id));
    console.log(`[preview size] file ${file.byteLength} bytes, stored ${JSON.stringify(stored)}`);
    expect(stored!.bytes).toBeLessThan(file.byteLength);
  });
});
