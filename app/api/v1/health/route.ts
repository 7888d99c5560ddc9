// GET /api/v1/health — liveness plus a database round-trip; 503 while the database is away
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { AppError } from "@/lib/errors";
import { serviceUnavailable } from "@/server/http/handle-error";
import { checkDatabase } from "@/server/health/check-database";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "public" }, async () => {
  const database = await checkDatabase(db).catch((cause: unknown) => {
    throw serviceUnavailable(cause, "Banco de dados indisponível.");
  });
  if (!database.ok) throw new AppError("unavailable", "Banco de dados sem migrações aplicadas.");
  return ok({ status: "ok", database: "ok", latencyMs: database.latencyMs });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
