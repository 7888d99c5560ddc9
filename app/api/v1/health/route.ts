// GET /api/v1/health — liveness plus a database round-trip
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { AppError } from "@/lib/api/errors";
import { checkDatabase } from "@/server/health/check-database";

export const dynamic = "force-dynamic";

export const GET = route({ access: "public" }, async () => {
  const database = await checkDatabase(db).catch((cause: unknown) => {
    throw new AppError("unavailable", "Banco de dados indisponível.", { cause });
  });
  if (!database.ok) throw new AppError("unavailable", "Banco de dados sem migrações aplicadas.");
  return ok({ status: "ok", database: "ok", latencyMs: database.latencyMs });
});
