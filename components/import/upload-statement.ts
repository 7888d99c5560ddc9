"use client";

import { ApiError } from "@/lib/client/api-client";
import type { ImportMapping, ImportPreviewJson } from "@/lib/schemas/imports";

/**
 * POSTs the file as multipart with XMLHttpRequest, the one browser API that reports upload
 * progress; errors come back as the same ApiError apiFetch throws.
 */
export function uploadStatement(
  input: { file: File; paymentMethodId: string; mapping?: ImportMapping },
  onProgress: (percent: number) => void,
): Promise<ImportPreviewJson> {
  const form = new FormData();
  form.set("file", input.file);
  if (input.paymentMethodId) form.set("paymentMethodId", input.paymentMethodId);
  if (input.mapping) form.set("mapping", JSON.stringify(input.mapping));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/import");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, "Não foi possível enviar o arquivo. Verifique sua conexão."));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status === 201) return resolve(data as ImportPreviewJson);
      const body = (data ?? {}) as { message?: unknown; code?: unknown };
      reject(
        new ApiError(
          xhr.status,
          typeof body.message === "string" ? body.message : null,
          typeof body.code === "string" ? body.code : null,
        ),
      );
    };
    xhr.send(form);
  });
}
