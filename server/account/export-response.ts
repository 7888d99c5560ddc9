import "server-only";
import { logger } from "@/lib/server/logger";

/** A download whose reader has not asked for more in this long is ended, and everything released. */
const EXPORT_IDLE_MS = 30_000;

export function exportFileName(day: string, extension: "json" | "zip" = "json"): string {
  return `bolso-dados-${day}.${extension}`;
}

interface ExportOptions {
  /** Runs once, however the download ends: finished, failed, cancelled by the client or idle. */
  onEnd?: () => void;
  idleMs?: number;
}

/**
 * A download whose body is pulled from `chunks` as the client reads it. A failure halfway aborts
 * the body, so the client gets a broken download rather than a file that looks complete. A client
 * that stops reading for `idleMs` gets the body aborted too: a stalled socket keeps nothing open.
 */
export function exportResponse(
  chunks: AsyncGenerator<string | Uint8Array>,
  fileName: string,
  contentType = "application/json; charset=utf-8",
  { onEnd, idleMs = EXPORT_IDLE_MS }: ExportOptions = {},
): Response {
  const encoder = new TextEncoder();
  let ended = false;
  let idle: NodeJS.Timeout | undefined;
  const end = async () => {
    if (ended) return;
    ended = true;
    clearTimeout(idle);
    await chunks.return(undefined).catch(() => undefined);
    onEnd?.();
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      clearTimeout(idle);
      try {
        const next = await chunks.next();
        // The client left (or went idle) while this piece was being read: nothing to hand it to.
        if (ended) return;
        if (next.done) {
          controller.close();
          await end();
          return;
        }
        controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
        idle = setTimeout(() => {
          logger.debug({ idleMs }, "exportação encerrada: o cliente parou de ler");
          controller.error(new Error(`no read within ${idleMs} ms`));
          void end();
        }, idleMs);
      } catch (error) {
        if (ended) return;
        logger.error({ err: error }, "exportação interrompida");
        controller.error(error);
        await end();
      }
    },
    async cancel() {
      logger.debug("exportação cancelada pelo cliente");
      await end();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
