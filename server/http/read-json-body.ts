import "server-only";
import type { NextRequest } from "next/server";
import { AppError, messages } from "@/lib/errors";
import { ClientAbortError } from "@/server/http/client-abort";
import { cleanTextReviver } from "@/server/http/control-characters";

/** JSON bodies larger than this are refused; a route taking files declares its own limit. */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

export const bodyTooLargeMessage = "O corpo da requisição é grande demais.";

const bodyTooLarge = () =>
  // Closing the connection spares the server the rest of an upload it will not read.
  new AppError("payload_too_large", bodyTooLargeMessage, { headers: { Connection: "close" } });

/**
 * How much of a refused body is still read (and dropped) before the 413 is sent. A client still
 * sending when the server answers and closes gets a TCP reset instead of the answer: draining lets
 * it finish and read the pt-BR message. Past these bounds the connection is cut, as before.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
const DRAIN_MAX_MS = 5_000;

/** Reads and drops the rest of a body, up to `maxBytes` in all or `DRAIN_MAX_MS`; then lets it go. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): Promise<void> {
  let read = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), DRAIN_MAX_MS);
  });
  try {
    while (read <= maxBytes) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === "late" || chunk.done) break;
      read += chunk.value.byteLength;
    }
  } catch {
    // The client went away while it was being drained: nothing left to answer politely.
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
}

/**
 * Refuses a body whose declared length is over the limit, before anything is parsed: one no larger
 * than DRAIN_MAX_BYTES is drained first so the client reads the 413; a larger one is not read.
 */
export async function refuseDeclaredOversize(req: NextRequest, limitBytes: number): Promise<void> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (!Number.isFinite(declared) || declared <= limitBytes) return;
  if (declared <= DRAIN_MAX_BYTES && req.body) await drain(req.body.getReader(), DRAIN_MAX_BYTES);
  throw bodyTooLarge();
}

/**
 * Reads the body as JSON, stopping at `limitBytes` whatever the declared length says (a chunked
 * upload declares none). Refuses control characters in every string. An empty body reads as `{}`.
 */
export async function readJsonBody(req: NextRequest, limitBytes: number): Promise<unknown> {
  const text = await readBodyText(req, limitBytes);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text, cleanTextReviver) as unknown;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request", messages.invalidJson);
  }
}

/**
 * The body's bytes, refused with 413 once they pass `limitBytes` (the rest drained up to
 * DRAIN_MAX_BYTES in all, so the client reads the answer). A stream that fails while being read is
 * the client going away (ClientAbortError); an AppError from a guard on the stream (too slow: 408)
 * passes as it is.
 */
export async function readBodyBytes(body: ReadableStream<Uint8Array>, limitBytes: number): Promise<Buffer<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new ClientAbortError(error);
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limitBytes) {
      await drain(reader, DRAIN_MAX_BYTES - size);
      throw bodyTooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/** The raw body as text, refused with 413 once it passes `limitBytes` (e.g. for a signed webhook). */
export async function readBodyText(req: NextRequest, limitBytes: number = DEFAULT_BODY_LIMIT_BYTES): Promise<string> {
  if (!req.body) return "";
  return new TextDecoder().decode(await readBodyBytes(req.body, limitBytes));
}
