import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { Loaded } from "@/lib/loaded";
import { logger } from "@/lib/server/logger";

/**
 * The one way a screen reads data it can survive without: the part's data, or `{ ok: false }`
 * when the read failed. The failure is logged (redacted, with the request id) and the part shows
 * its own error and retry, so one broken query never takes the screen down. Next's own control
 * flow (redirect, notFound, dynamic rendering bail-outs) passes through untouched.
 */
export async function loadPart<T>(part: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ context: part, err: error }, "falha ao carregar uma parte da tela");
    return { ok: false };
  }
}

/** The data, or null when the read failed: for a part that still works without it. */
export const dataOrNull = <T>(loaded: Loaded<T>): T | null => (loaded.ok ? loaded.data : null);
