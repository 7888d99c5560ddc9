"use client";

import { SUBSCRIPTION_REQUIRED_CODE } from "@/lib/errors";
import { loginPath } from "@/lib/login-redirect";

/** The browser's one way to call /api/v1: cookie session, JSON in and out, pt-BR errors. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{ message }`, when it sent one. */
  readonly serverMessage: string | null;
  /** The server's machine-readable `{ code }`, when it sent one. */
  readonly code: string | null;

  constructor(status: number, serverMessage: string | null, code: string | null = null) {
    super(serverMessage ?? `Erro ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export async function apiFetch<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    query?: Query;
    signal?: AbortSignal;
    /** Extra request headers (an Idempotency-Key). */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const url = new URL(`/api/v1${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const res = await fetch(url, {
    method: options.method ?? "GET",
    credentials: "same-origin",
    headers: {
      ...options.headers,
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const serverMessage = stringField(data, "message");
    const code = stringField(data, "code");
    // Lacking a subscription sends the browser to the page that fixes it, unless already there;
    // the caller still shows the server's message.
    if (code === SUBSCRIPTION_REQUIRED_CODE && !window.location.pathname.startsWith("/subscription")) {
      // A full navigation on purpose: this runs outside React, from any screen.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/subscription");
    }
    if (res.status === 401 && !window.location.pathname.startsWith("/auth")) {
      window.location.assign(loginPath(`${window.location.pathname}${window.location.search}`));
    }
    throw new ApiError(res.status, serverMessage, code);
  }
  return data as T;
}

function stringField(data: unknown, key: string): string | null {
  if (!data || typeof data !== "object" || !(key in data)) return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === "string" ? value : null;
}
