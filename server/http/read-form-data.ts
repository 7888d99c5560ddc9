import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import { readBodyBytes } from "@/server/http/read-json-body";

/**
 * Reads a multipart body, refused with 413 once it passes `limitBytes` whatever its declared
 * length (a chunked upload declares none), then parses it. A body that is not multipart is a 400.
 */
export async function readFormData(req: NextRequest, limitBytes: number, notMultipart: string): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type) || !req.body) throw new AppError("bad_request", notMultipart);
  const bytes = await readBodyBytes(req.body, limitBytes);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch (error) {
    throw new AppError("bad_request", notMultipart, { cause: error });
  }
}
