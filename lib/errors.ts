/**
 * Every error code an answer can carry, its HTTP status and what it means to a client: the one
 * table the error handler (through `AppError`) and the OpenAPI document (lib/openapi) both read.
 * `wire` is the code the answer carries when it differs from the one thrown.
 */
export const errorCatalog = {
  bad_request: { status: 400, meaning: "Dados inválidos: o corpo, a consulta ou o caminho não passaram na validação." },
  no_subscription: {
    status: 400,
    wire: "subscription_required",
    meaning: "A pessoa nunca assinou: não há assinatura a gerenciar.",
  },
  unauthorized: { status: 401, meaning: "Sem sessão ou token válido (ausente, expirado ou revogado)." },
  forbidden: { status: 403, meaning: "Autenticado, mas sem permissão para esta ação." },
  subscription_required: { status: 403, meaning: "A assinatura não está ativa: regularize o pagamento." },
  not_found: { status: 404, meaning: "O registro não existe ou pertence a outra pessoa." },
  method_not_allowed: { status: 405, meaning: "O recurso não aceita este método (o cabeçalho Allow lista os aceitos)." },
  request_timeout: { status: 408, meaning: "O corpo chegou devagar demais." },
  conflict: { status: 409, meaning: "O pedido conflita com o estado atual (um nome repetido, uma chave de idempotência em uso)." },
  payload_too_large: { status: 413, meaning: "O corpo passa do limite da rota (100 KB, salvo arquivos)." },
  unsupported_media_type: { status: 415, meaning: "O tipo do conteúdo enviado não é aceito." },
  too_many_requests: { status: 429, meaning: "Muitas tentativas: espere o que diz Retry-After." },
  internal: { status: 500, meaning: "Erro inesperado do servidor." },
  bad_gateway: { status: 502, meaning: "Um serviço externo (banco, pagamento) falhou." },
  unavailable: { status: 503, meaning: "Serviço temporariamente indisponível: tente de novo após Retry-After." },
} as const satisfies Record<string, { status: number; meaning: string; wire?: string }>;

export type AppErrorCode = keyof typeof errorCatalog;

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
    this.status = errorCatalog[code].status;
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
  const entry = errorCatalog[code];
  return "wire" in entry ? entry.wire : code;
}

export const SUBSCRIPTION_REQUIRED_CODE = "subscription_required";

export const notFound = (message: string = messages.notFound) => new AppError("not_found", message);
