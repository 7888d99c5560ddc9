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

/** Refuses a body whose declared length is over the limit, before anything is read. */
export function assertDeclaredSize(req: NextRequest, limitBytes: number): void {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limitBytes) throw bodyTooLarge();
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
 * The body's bytes, refused with 413 once they pass `limitBytes`. A stream that fails while being
 * read is the client going away (ClientAbortError); an AppError from a guard on the stream (too
 * slow: 408) passes as it is.
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
      reader.cancel().catch(() => undefined);
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
