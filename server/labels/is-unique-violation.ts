import "server-only";

/** True when PostgreSQL refused a write on the given unique index (drizzle wraps the pg error). */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const pgError = current as Error & { code?: string; constraint?: string };
    if (pgError.code === "23505") return pgError.constraint === indexName;
  }
  return false;
}
