import "server-only";
import { AppError } from "@/lib/errors";
import { describeError, logger } from "@/lib/server/logger";

export const PLUGGY_FAILED_MESSAGE = "O serviço de conexão bancária não respondeu. Tente novamente em instantes.";

/** The HTTP status Pluggy answered, when the SDK rejected with Pluggy's `{code, message}` body. */
export function pluggyStatus(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : null;
}

/** Runs a call to Pluggy; a failure there is a logged 502 with a pt-BR message, never a 500. */
export async function callPluggy<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.warn({ err: describeError(error), pluggyStatus: pluggyStatus(error) }, "pluggy: chamada recusada");
    throw new AppError("bad_gateway", PLUGGY_FAILED_MESSAGE, { cause: error });
  }
}
