import "server-only";
import { AppError } from "@/lib/errors";

export interface MinimumRate {
  /** The body is measured in windows this long, one after another from its start. */
  windowMs: number;
  /** What must arrive in each window (or the body end in it). */
  minBytesPerWindow: number;
}

export const uploadTooSlowMessage =
  "O envio do arquivo parou ou ficou lento demais. Verifique sua conexão e tente novamente.";

/**
 * `source` as it arrives, ended with a 408 at the close of a window in which too little came: a
 * stalled or trickling upload is dropped within two windows instead of holding what it read.
 */
export function rateGuardedBody(source: ReadableStream<Uint8Array>, { windowMs, minBytesPerWindow }: MinimumRate): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let inWindow = 0;
  let ended = false;
  let check: NodeJS.Timeout | undefined;
  const end = () => {
    ended = true;
    clearInterval(check);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      check = setInterval(() => {
        if (inWindow < minBytesPerWindow) {
          end();
          controller.error(new AppError("request_timeout", uploadTooSlowMessage, { headers: { Connection: "close" } }));
          reader.cancel().catch(() => undefined);
        }
        inWindow = 0;
      }, windowMs);
    },
    async pull(controller) {
      try {
        const next = await reader.read();
        if (ended) return;
        if (next.done) {
          end();
          controller.close();
          return;
        }
        inWindow += next.value.byteLength;
        controller.enqueue(next.value);
      } catch (error) {
        if (ended) return;
        end();
        controller.error(error);
      }
    },
    cancel(reason) {
      end();
      return reader.cancel(reason);
    },
  });
}
