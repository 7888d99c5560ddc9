import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError, messages, wireCode } from "@/lib/errors";
import { isDatabaseUnavailable } from "@/lib/server/db-errors";
import { describeError, logger } from "@/lib/server/logger";
import { ClientAbortError } from "@/server/http/client-abort";

export const unavailableMessage = "Serviço temporariamente indisponível. Tente novamente em instantes.";

export const clientAbortMessage = "A requisição foi interrompida antes do fim do envio.";

/** Seconds a client should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = "5";

/** The database cannot be reached: a 503 that tells the client to retry shortly. */
export function serviceUnavailable(cause: unknown, message: string = unavailableMessage): AppError {
  return new AppError("unavailable", message, { cause, headers: { "Retry-After": RETRY_AFTER_SECONDS } });
}

/** The one place that turns a thrown error into `{ message, code }` with its status. */
export function handleError(error: unknown, context: string): NextResponse {
  if (error instanceof ClientAbortError) {
    // No one is left to read the answer, and nothing failed here: one info line, no warning.
    logger.info({ context }, "cliente encerrou a requisição antes do fim do corpo");
    return NextResponse.json({ message: clientAbortMessage, code: "bad_request" }, { status: 400 });
  }
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    return handleError(serviceUnavailable(error), context);
  }
  if (error instanceof AppError) {
    if (error.code === "unavailable") {
      // Expected during an outage: one short line, no stack.
      logger.warn({ context, err: describeError(error.cause ?? error, { stack: false }) }, "serviço indisponível");
    } else if (error.status >= 500) {
      logger.error({ context, err: error.cause ?? error }, "falha na requisição");
    }
    return NextResponse.json(
      { message: error.message, code: wireCode(error.code) },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof ZodError) {
    return NextResponse.json({ message: firstIssueMessage(error), code: "bad_request" }, { status: 400 });
  }
  logger.error({ context, err: error }, "falha na requisição");
  return NextResponse.json({ message: messages.internal, code: "internal" }, { status: 500 });
}

export function firstIssueMessage(error: ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? "Dados inválidos.";
}
