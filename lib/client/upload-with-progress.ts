"use client";

import { ApiError } from "@/lib/client/api-client";

export interface Upload<T> {
  /** The server's JSON answer; an ApiError with its message on a refusal; AbortError when cancelled. */
  done: Promise<T>;
  cancel: () => void;
}

/**
 * POSTs a multipart form with XMLHttpRequest, the one browser API that reports upload progress
 * (0–100 to `onProgress`); errors come back as the same ApiError apiFetch throws.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void): Upload<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open("POST", `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const body = (data ?? {}) as { message?: unknown; code?: unknown };
      reject(
        new ApiError(
          xhr.status,
          typeof body.message === "string" ? body.message : null,
          typeof body.code === "string" ? body.code : null,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, "Não foi possível enviar o arquivo. Verifique sua conexão."));
    xhr.onabort = () => reject(new DOMException("Envio cancelado", "AbortError"));
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
