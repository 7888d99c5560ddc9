import "server-only";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import type { StoredImportCell, StoredImportRow } from "@/db/schema";
import type { Cents } from "@/lib/format/money";
import type { CategorySource } from "@/lib/domain/enums";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * How a preview's rows and CSV cells are kept: arrays of arrays (no key repeated per row, no
 * per-value jsonb header) as JSON, gzipped off the event loop. A 4.9 MB CSV took 7 MB as jsonb;
 * packed it takes a fraction of the file (tests/integration/import-preview-size.test.ts). Rows
 * migrated from jsonb are the same arrays, not gzipped: both read back.
 */
type PackedRow = [
  number,
  string,
  string,
  number,
  "receita" | "despesa",
  0 | 1,
  string | null,
  (string | null)?,
  (string | null)?,
  (CategorySource | null)?,
];
type PackedCell = [number, ...string[]];

const GZIP_MAGIC = [0x1f, 0x8b] as const;

async function pack(value: unknown): Promise<Buffer> {
  return gzipAsync(Buffer.from(JSON.stringify(value), "utf8"), { level: 6 });
}

async function unpack(bytes: Uint8Array): Promise<unknown> {
  const gzipped = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
  const text = gzipped ? await gunzipAsync(bytes) : Buffer.from(bytes);
  return JSON.parse(text.toString("utf8")) as unknown;
}

export function packRows(rows: StoredImportRow[]): Promise<Buffer> {
  return pack(
    rows.map((row): PackedRow => {
      const packed: PackedRow = [row.index, row.date, row.description, row.cents, row.type, row.duplicate ? 1 : 0, row.suggestedCategoryId];
      // Optional tail, positional: fitid, payee, the suggestion's source (null where absent).
      const tail = [row.fitid ?? null, row.payee ?? null, row.suggestedSource ?? null] as const;
      let last = tail.length;
      while (last > 0 && tail[last - 1] === null) last -= 1;
      packed.push(...tail.slice(0, last));
      return packed;
    }),
  );
}

export async function unpackRows(bytes: Uint8Array): Promise<StoredImportRow[]> {
  return ((await unpack(bytes)) as PackedRow[]).map(
    ([index, date, description, cents, type, duplicate, suggestedCategoryId, fitid, payee, suggestedSource]) => ({
      index,
      date,
      description,
      cents: cents as Cents,
      type,
      duplicate: duplicate === 1,
      suggestedCategoryId,
      ...(suggestedSource ? { suggestedSource } : {}),
      ...(fitid != null ? { fitid } : {}),
      ...(payee ? { payee } : {}),
    }),
  );
}

export function packCells(cells: StoredImportCell[]): Promise<Buffer> {
  return pack(cells.map(({ line, values }): PackedCell => [line, ...values]));
}

export async function unpackCells(bytes: Uint8Array): Promise<StoredImportCell[]> {
  return ((await unpack(bytes)) as PackedCell[]).map(([line, ...values]) => ({ line, values }));
}
