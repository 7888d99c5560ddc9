import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { imports } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { PREVIEW_TTL_MS } from "@/server/imports/create-import-preview";

/** Drops every person's previews nobody confirmed within a day; answers how many went. */
export async function purgeImportPreviews(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(imports)
    .where(
      and(
        eq(imports.status, "preview"),
        lt(imports.createdAt, new Date(now.getTime() - PREVIEW_TTL_MS)),
      ),
    )
    .returning({ id: imports.id });
  return gone.length;
}
