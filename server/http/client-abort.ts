import "server-only";

/**
 * The client stopped sending the body before its end (it disconnected or aborted the request).
 * Nothing is wrong on our side: it is logged as such, never as the database being away, even
 * though the socket's error (ECONNRESET, "aborted") looks like a network failure.
 */
export class ClientAbortError extends Error {
  constructor(cause: unknown) {
    super("o cliente encerrou a requisição antes do fim do corpo", { cause });
    this.name = "ClientAbortError";
  }
}
