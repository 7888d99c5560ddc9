/**
 * What the database's errors may tell a log or a status code. A query error carries its SQL and
 * parameters (drizzle's message) and often the values themselves (PostgreSQL's detail and
 * message), so only the SQL state and the schema object names are ever read.
 */
export interface DatabaseErrorFields {
  sqlState: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** PostgreSQL's own error (pg's DatabaseError): a five-character SQLSTATE and a severity. */
function isPostgresError(value: unknown): value is { code: string; severity: string } & Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

/** The error and its causes, outermost first (bounded: a cause chain could loop). */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

export function databaseErrorFields(error: unknown): DatabaseErrorFields | null {
  const found = causeChain(error).find(isPostgresError);
  if (!found) return null;
  const name = (key: string) => (typeof found[key] === "string" ? found[key] : undefined);
  return { sqlState: found.code, constraint: name("constraint"), table: name("table"), column: name("column") };
}

/** A query wrapper whose message repeats the SQL and its parameters (drizzle's DrizzleQueryError). */
export function isQueryWrapper(error: unknown): boolean {
  return error instanceof Error && (error.message.startsWith("Failed query:") || "params" in error);
}

/**
 * SQLSTATEs of a server that is gone or not taking connections: class 08 (connection exception),
 * shutdown by an administrator or a crash (57P01, 57P02), still starting (57P03), too many
 * connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres reports a lost or unobtainable connection with plain errors of these messages.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended)/;

/** True when the error means "the database cannot be reached now", not "this query is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((link) => {
    if (isPostgresError(link)) return UNAVAILABLE_STATES.test(link.code);
    if (!(link instanceof Error)) return false;
    const code = (link as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
    return DRIVER_MESSAGES.test(link.message) || (link instanceof AggregateError && link.errors.some(isDatabaseUnavailable));
  });
}
