"use client";

import { uploadWithProgress } from "@/lib/client/upload-with-progress";
import type { ImportMapping, ImportPreviewJson } from "@/lib/schemas/imports";

/** POSTs the statement as multipart, reporting the upload's progress. */
export function uploadStatement(
  input: { file: File; paymentMethodId: string; mapping?: ImportMapping },
  onProgress: (percent: number) => void,
): Promise<ImportPreviewJson> {
  const form = new FormData();
  form.set("file", input.file);
  if (input.paymentMethodId) form.set("paymentMethodId", input.paymentMethodId);
  if (input.mapping) form.set("mapping", JSON.stringify(input.mapping));
  return uploadWithProgress<ImportPreviewJson>("/import", form, onProgress).done;
}
