"use client";

import { ApiError } from "@/lib/client/api-client";

export interface Upload<T> {
  /** The server's JSON answer; an ApiError with its message on a refusal; AbortError when cancelled. */
  done: Promise<T>;
  cancel: () => void;
}

/**
 * POSTs one file as multipart (field `file`) with XMLHttpRequest, whose upload events tell how
 * much has gone (fetch has no upload progress), reporting 0–100 to `onProgress`.
 */
export function uploadWithProgress<T>(path: string, file: File, onProgress: (percent: number) => void): Upload<T> {
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
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException("Envio cancelado", "AbortError"));
    const form = new FormData();
    form.set("file", file);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
