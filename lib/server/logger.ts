import pino from "pino";
import { causeChain, databaseErrorFields, isQueryWrapper } from "@/lib/server/db-errors";
import { currentRequestId } from "@/lib/server/request-context";

/**
 * Keys whose values never reach the log, at any depth: password*, token, authorization, cookie,
 * anything with "hash", and e-mail addresses.
 */
const SECRET_KEY = /password|token|authorization|cookie|hash|e-?mail/i;
const REDACTED = "[redacted]";
const MAX_DEPTH = 6;

/**
 * An error as a log may show it. Database errors give only their SQL state and the names of the
 * constraint, table and column: their messages and details quote the values, and drizzle's wrapper
 * quotes the SQL with its parameters.
 */
export function describeError(error: unknown, options: { stack?: boolean } = {}): Record<string, unknown> {
  const database = databaseErrorFields(error);
  if (database) return { type: "DatabaseError", ...database };
  const link = causeChain(error).find((candidate) => !isQueryWrapper(candidate));
  if (!(link instanceof Error)) {
    return { type: isQueryWrapper(error) ? "QueryError" : typeof error };
  }
  const code = (link as { code?: unknown }).code;
  return {
    type: link.name,
    message: link.message,
    ...(typeof code === "string" ? { code } : {}),
    ...(options.stack === false ? {} : { stack: link.stack }),
    ...(link.cause !== undefined ? { cause: describeError(link.cause, options) } : {}),
  };
}

/** A copy of `value` with secret keys masked and errors described. */
export function scrub(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return describeError(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= MAX_DEPTH) return "[…]";
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrub(item, depth + 1);
  }
  return copy;
}

/** Where log lines go; a plain object so tests can read what was written. */
const destination = { write: (line: string) => process.stdout.write(line) };

const globalForLogger = globalThis as unknown as { bolsoLogger?: pino.Logger };

/** The app's one logger: JSON lines, secrets masked, the request id on every line of a request. */
export const logger: pino.Logger =
  globalForLogger.bolsoLogger ??
  (globalForLogger.bolsoLogger = pino(
    {
      base: { pid: process.pid },
      // The errors are already described by `scrub`; pino's own serializer would copy them back.
      serializers: { err: (value: unknown) => value },
      formatters: { log: (object) => scrub(object) as Record<string, unknown> },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  ));
