export const errorStatus = {
  bad_request: 400,
  no_subscription: 400,
  unauthorized: 401,
  forbidden: 403,
  subscription_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

/** An error whose pt-BR message is safe to show to the user, with the HTTP status it maps to. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.headers = options.headers ?? {};
  }
}

export const messages = {
  internal: "Ocorreu um erro inesperado. Tente novamente em instantes.",
  invalidJson: "O corpo da requisição não é um JSON válido.",
  unauthorized: "Sessão inválida ou expirada. Faça login novamente.",
  crossOrigin: "Requisição de outra origem recusada.",
  noSubscription: "Usuário não possui uma assinatura Stripe.",
  subscriptionRequired: "Sua assinatura não está ativa. Regularize o pagamento para continuar.",
  notFound: "Registro não encontrado.",
  unknownResource: "Recurso não encontrado.",
  methodNotAllowed: "Método não permitido para este recurso.",
  tooManyRequests: "Muitas tentativas. Aguarde um pouco e tente novamente.",
} as const;

/**
 * The `code` an error answer carries. A client acts on the code, never on the message text; both
 * ways of lacking a subscription (never subscribed: 400; not active: 403) send the user to the
 * same place, so they share one code.
 */
export function wireCode(code: AppErrorCode): string {
  return code === "no_subscription" ? SUBSCRIPTION_REQUIRED_CODE : code;
}

export const SUBSCRIPTION_REQUIRED_CODE = "subscription_required";

export const notFound = (message: string = messages.notFound) => new AppError("not_found", message);
