import * as z from "@/lib/schemas/zod";
import { withoutInvisibleCharacters } from "@/lib/schemas/visible-text";

/**
 * Personal access tokens (Perfil → Acesso por API): a name, the scopes and an expiry. `read` is
 * GET only; `write` adds POST, PUT, PATCH and DELETE on records.
 */
export const API_TOKEN_PREFIX = "bolso_pat_";
export const API_TOKEN_NAME_MAX = 60;

export const apiTokenMessages = {
  nameRequired: "Dê um nome ao token.",
  nameTooLong: `O nome do token deve ter no máximo ${API_TOKEN_NAME_MAX} caracteres.`,
  scopesInvalid: 'As permissões devem ser ["read"] ou ["read", "write"].',
  expiryInvalid: "A validade deve ser 30, 90 ou 365 dias, ou null (sem validade).",
  idInvalid: "Identificador de token inválido.",
  notFound: "Token não encontrado.",
} as const;

export type ApiTokenScope = "read" | "write";

const scopesSchema = z
  .array(z.enum(["read", "write"], { error: apiTokenMessages.scopesInvalid }), { error: apiTokenMessages.scopesInvalid })
  .refine(
    (scopes) => (scopes.length === 1 && scopes[0] === "read") || (scopes.length === 2 && scopes.includes("read") && scopes.includes("write")),
    apiTokenMessages.scopesInvalid,
  );

/** The one scope stored for a list of scopes: `write` includes `read`. */
export const scopeOf = (scopes: readonly ApiTokenScope[]): ApiTokenScope => (scopes.includes("write") ? "write" : "read");

/** POST /user/api-tokens. */
export const apiTokenCreateInput = z.object({
  name: z
    .string({ error: apiTokenMessages.nameRequired })
    .overwrite(withoutInvisibleCharacters)
    .trim()
    .min(1, apiTokenMessages.nameRequired)
    .max(API_TOKEN_NAME_MAX, apiTokenMessages.nameTooLong),
  scopes: scopesSchema,
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
    error: apiTokenMessages.expiryInvalid,
  }),
});
export type ApiTokenCreateInput = z.output<typeof apiTokenCreateInput>;

export const apiTokenIdParams = z.object({ id: z.uuid({ error: apiTokenMessages.idInvalid }) });

/** The scopes a token's one stored scope stands for, as the API spells them. */
export const scopesOf = (scope: ApiTokenScope): ApiTokenScope[] => (scope === "write" ? ["read", "write"] : ["read"]);

/** POST /user/api-tokens → 201: the only answer that carries `token`. */
export interface CreatedApiTokenJson {
  id: string;
  token: string;
  prefix: string;
  scopes: ApiTokenScope[];
  expiresAt: string | null;
}

/** GET /user/api-tokens: the person's tokens not revoked, newest first, and their last calls. */
export interface ApiTokenJson {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
}

export interface ApiTokenCallJson {
  id: string;
  tokenName: string;
  channel: "api" | "mcp";
  target: string;
  status: number;
  createdAt: string;
}

export interface ApiTokensJson {
  tokens: ApiTokenJson[];
  calls: ApiTokenCallJson[];
}
