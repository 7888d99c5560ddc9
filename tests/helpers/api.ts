import { NextRequest } from "next/server";

type Handler = (
  req: NextRequest,
  segment: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  query?: Record<string, string | number | undefined>;
  params?: Record<string, string>;
  body?: unknown;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** Sent as the session cookie instead of the header. */
  cookieToken?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls a route handler the way Next does, with a real Request, and reads the JSON back. */
export async function call<T = Record<string, unknown>>(
  handler: Handler,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(options.path ?? "/api/v1/test", "http://localhost:3000");
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookieToken) headers.set("cookie", `bolso_session=${options.cookieToken}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method: options.method ?? "GET", headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  // A download (the CSV export) is text; every other answer of the API is JSON.
  const isCsv = res.headers.get("content-type")?.startsWith("text/csv") ?? false;
  const answer: unknown = text ? (isCsv ? text : JSON.parse(text)) : null;
  return { status: res.status, body: answer as T, headers: res.headers };
}
