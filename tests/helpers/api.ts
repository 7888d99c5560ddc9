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
  /** A multipart body (an upload); the request gets its boundary. */
  form?: FormData;
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
  let body: string | FormData | undefined = options.form;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method: options.method ?? "GET", headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  // A download is text (the CSV export) or bytes (a receipt, the zip); every other answer is JSON.
  const type = res.headers.get("content-type") ?? "";
  const isText = type.startsWith("text/");
  const isBinary = /^(image|application)\/(?!json)/.test(type);
  const answer: unknown =
    bytes.length === 0 ? null : isBinary ? bytes : isText ? bytes.toString("utf8") : JSON.parse(bytes.toString("utf8"));
  return { status: res.status, body: answer as T, headers: res.headers };
}
