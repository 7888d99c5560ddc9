import "server-only";
import type { NextRequest } from "next/server";
import { AppError, messages } from "@/lib/errors";
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

/** The raw body as text, refused with 413 once it passes `limitBytes` (e.g. for a signed webhook). */
export async function readBodyText(req: NextRequest, limitBytes: number = DEFAULT_BODY_LIMIT_BYTES): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      reader.cancel().catch(() => undefined);
      throw bodyTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
