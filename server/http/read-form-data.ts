import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import { bodyTooLargeMessage } from "@/server/http/read-json-body";

/**
 * Reads a multipart body, refused with 413 once it passes `limitBytes` whatever its declared
 * length (a chunked upload declares none), then parses it. A body that is not multipart is a 400.
 */
export async function readFormData(req: NextRequest, limitBytes: number, notMultipart: string): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type) || !req.body) throw new AppError("bad_request", notMultipart);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      reader.cancel().catch(() => undefined);
      throw new AppError("payload_too_large", bodyTooLargeMessage, { headers: { Connection: "close" } });
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch (error) {
    throw new AppError("bad_request", notMultipart, { cause: error });
  }
}
