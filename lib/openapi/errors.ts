import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import * as z from "@/lib/schemas/zod";
import { errorCatalog, wireCode, type AppErrorCode } from "@/lib/errors";
import { tokenUseOfOperation, type ApiOperation } from "@/lib/openapi/define";

const codes = Object.keys(errorCatalog) as AppErrorCode[];
const wireCodes = [...new Set(codes.map(wireCode))];

/** `{ message, code }`: what every error answer carries (server/http/handle-error.ts). */
export const errorBody = z
  .object({
    message: z.string().meta({ description: "Texto em pt-BR que pode ser mostrado à pessoa." }),
    code: z
      .enum(wireCodes as [string, ...string[]])
      .meta({ description: "O que um cliente examina para decidir (nunca o texto da mensagem)." }),
  })
  .meta({ description: "Resposta de erro." });

/** The error codes an operation can answer, from what it declares (access, inputs) and its own list. */
export function errorCodesOf(op: ApiOperation): AppErrorCode[] {
  const found = new Set<AppErrorCode>(["bad_request", "internal", "unavailable"]);
  if (op.access !== "public") found.add("unauthorized");
  // 403: a cookie write from another origin, or a personal token refused here or outside its scope
  // (a read token's write); 429: a token past its calls per minute.
  if (op.access !== "public") found.add("forbidden");
  if (tokenUseOfOperation(op) === "scoped") found.add("too_many_requests");
  if (op.access === "subscriber") found.add("subscription_required");
  if (op.params) found.add("not_found");
  if (op.body || op.upload) found.add("payload_too_large");
  if (op.idempotent) found.add("conflict");
  for (const code of op.errors ?? []) found.add(code);
  return codes.filter((code) => found.has(code));
}

const pascal = (code: string) =>
  code.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * One answer per status, each a shared component (`#/components/responses/NotFound`...) whose
 * description lists its codes with their meanings (lib/errors.ts).
 */
export function errorAnswers(
  op: ApiOperation,
  registry: OpenAPIRegistry,
): Record<string, { $ref: string }> {
  const byStatus = new Map<number, AppErrorCode[]>();
  for (const code of errorCodesOf(op)) {
    const status = errorCatalog[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => {
      const name = list.map((code) => pascal(wireCode(code))).join("Or");
      if (!registered.has(registry)) registered.set(registry, new Set());
      const names = registered.get(registry)!;
      if (!names.has(name)) {
        names.add(name);
        registry.registerComponent("responses", name, {
          description: list
            .map((code) => `\`${wireCode(code)}\`: ${errorCatalog[code].meaning}`)
            .join("\n\n"),
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Error" },
              example: { message: errorCatalog[list[0]!].meaning, code: wireCode(list[0]!) },
            },
          },
        });
      }
      return [status, { $ref: `#/components/responses/${name}` }];
    }),
  );
}

const registered = new WeakMap<OpenAPIRegistry, Set<string>>();
