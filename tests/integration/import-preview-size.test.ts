import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { imports } from "@/db/schema";
import { db } from "@/lib/server/db";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import { IMPORT_MAX_ROWS } from "@/lib/import/import-error";
import { createTestUser } from "../helpers/users";
import { uploadStatement, wideStatement } from "./import-fixtures";

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
        cells: sql<number>`coalesce(pg_column_size(${imports.cells}), 0)::int`,
        rows: sql<number>`pg_column_size(${imports.rows})::int`,
      })
      .from(imports)
      .where(eq(imports.id, res.body._id));
    // As jsonb it took 7 MB, 1.4× the file; packed and gzipped, 3.4 MB for values this random.
    expect(stored!.cells + stored!.rows).toBeLessThan(file.byteLength * 0.75);
  });
});
