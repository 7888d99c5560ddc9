import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import { IMPORT_MAX_BYTES, importMessages } from "@/lib/import/import-error";
import { optionalRef } from "@/lib/schemas/optional-ref";
import { importApiMessages, importMapping } from "@/lib/schemas/imports";
import { readFormData } from "@/server/http/read-form-data";
import type { ImportUpload } from "@/server/imports/create-import-preview";

/** The file's own limit, plus room for the multipart framing and the other fields. */
export const IMPORT_BODY_LIMIT_BYTES = IMPORT_MAX_BYTES + 64 * 1024;

/** The multipart fields of an upload: `file`, and optionally `paymentMethodId` and `mapping` (JSON). */
export async function readImportUpload(req: NextRequest): Promise<ImportUpload> {
  const form = await readFormData(req, IMPORT_BODY_LIMIT_BYTES, importApiMessages.notMultipart);
  const file = form.get("file");
  if (!file || typeof file === "string") throw new AppError("bad_request", importApiMessages.fileRequired);
  if (file.size > IMPORT_MAX_BYTES) throw new AppError("payload_too_large", importMessages.tooLarge);
  const paymentMethodId = optionalRef.parse(form.get("paymentMethodId") ?? undefined);
  const rawMapping = form.get("mapping");
  let mapping: ImportUpload["mapping"];
  if (typeof rawMapping === "string" && rawMapping !== "") {
    let json: unknown;
    try {
      json = JSON.parse(rawMapping);
    } catch {
      throw new AppError("bad_request", importApiMessages.mappingInvalid);
    }
    mapping = importMapping.parse(json);
  }
  // The name is shown and stored as text: control characters (a NUL above all) have no place in it.
  const fileName = file.name.replace(/[\u0000-\u001f\u007f]/g, "").trim() || "extrato";
  return { fileName, bytes: new Uint8Array(await file.arrayBuffer()), paymentMethodId, mapping };
}
