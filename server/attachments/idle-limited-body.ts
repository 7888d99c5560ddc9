import "server-only";
import { logger } from "@/lib/server/logger";

export interface IdleLimit {
  /** A client that has not asked for more in this long gets the body aborted. */
  idleMs: number;
  /** Runs once, however the body ends: read to the end, failed, cancelled by the client or idle. */
  onEnd: () => void;
}

/**
 * `source` handed to the client as it reads, and never longer than the client keeps reading: a
 * stalled socket gets its body aborted after `idleMs`, and what the download held is let go.
 */
export function idleLimitedBody(source: ReadableStream<Uint8Array>, { idleMs, onEnd }: IdleLimit): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let ended = false;
  let idle: NodeJS.Timeout | undefined;
  const end = (reason?: unknown) => {
    if (ended) return;
    ended = true;
    clearTimeout(idle);
    reader.cancel(reason).catch(() => undefined);
    onEnd();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      clearTimeout(idle);
      try {
        const next = await reader.read();
        // The client left (or went idle) while this piece was being read: nothing to hand it to.
        if (ended) return;
        if (next.done) {
          controller.close();
          end();
          return;
        }
        controller.enqueue(next.value);
        idle = setTimeout(() => {
          logger.debug({ idleMs }, "anexo: download encerrado, o cliente parou de ler");
          controller.error(new Error(`no read within ${idleMs} ms`));
          end();
        }, idleMs);
      } catch (error) {
        if (ended) return;
        logger.warn({ err: error }, "anexo: leitura do arquivo interrompida");
        controller.error(error);
        end();
      }
    },
    cancel(reason) {
      end(reason);
    },
  });
}
