import { databaseErrorFields } from "@/lib/server/db-errors";
import { logger } from "@/lib/server/logger";

// 40001 serialization failure, 40P01 deadlock: PostgreSQL rolled the transaction back, so it may run again.
const RETRYABLE_STATES = new Set(["40001", "40P01"]);

function isRetryableConflict(error: unknown): boolean {
  const fields = databaseErrorFields(error);
  return fields !== null && RETRYABLE_STATES.has(fields.sqlState);
}

/**
 * Runs a whole transaction, and once more if PostgreSQL chose it as the victim of a deadlock or a
 * serialization failure; a second failure goes on to the error handler.
 */
export async function retryOnceOnConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    logger.info(
      { sqlState: databaseErrorFields(error)?.sqlState },
      "transação repetida após conflito no banco",
    );
    return run();
  }
}
