import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError, messages, wireCode } from "@/lib/errors";

/** The one place that turns a thrown error into `{ message, code }` with its status. */
export function handleError(error: unknown, context: string): NextResponse {
  if (error instanceof AppError) {
    if (error.status >= 500) console.error(`[api] ${context} falhou`, error.cause ?? error);
    return NextResponse.json(
      { message: error.message, code: wireCode(error.code) },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof ZodError) {
    return NextResponse.json({ message: firstIssueMessage(error), code: "bad_request" }, { status: 400 });
  }
  console.error(`[api] ${context} falhou`, error);
  return NextResponse.json({ message: messages.internal, code: "internal" }, { status: 500 });
}

export function firstIssueMessage(error: ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? "Dados inválidos.";
}
