import "server-only";
import { logger } from "@/lib/server/logger";

export function exportFileName(day: string): string {
  return `bolso-dados-${day}.json`;
}

/**
 * A download whose body is pulled from `chunks` as the client reads it. A failure halfway aborts
 * the body, so the client gets a broken download rather than a file that looks complete.
 */
export function exportResponse(
  chunks: AsyncGenerator<string>,
  fileName: string,
  contentType = "application/json; charset=utf-8",
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error({ err: error }, "exportação interrompida");
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
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
