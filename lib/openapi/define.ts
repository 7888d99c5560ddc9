import type { ZodType } from "zod";
import type { AppErrorCode } from "@/lib/errors";
import { tokenUseOf, type TokenUse } from "@/lib/api-token-use";

/** Who may call a route: the same three levels as `route({ access })` (server/http/route.ts). */
export type ApiAccess = "public" | "user" | "subscriber";

export type ApiMethod = "get" | "post" | "put" | "patch" | "delete";

interface ApiAnswer {
  description: string;
  /** The JSON the answer carries; absent for an answer without a body (204). */
  schema?: ZodType;
  /** Another content type (a file, a CSV); JSON by default. */
  contentType?: string;
  example?: unknown;
  /**
   * A schema the generator cannot read (one with `z.custom`): converted by zod's own
   * `toJSONSchema` (its output side; what it cannot say is left open) and kept under this name.
   */
  component?: string;
  /** Headers the answer carries (X-Total-Count, Link...): name → description. */
  headers?: Record<string, string>;
}

/**
 * One operation of the API, as its route file declares it: the schemas are the very ones the
 * handler passes to `route()`, so the document and the validation cannot drift apart.
 */
export interface ApiOperation {
  method: ApiMethod;
  /** The route file's folder under app/, e.g. `/api/v1/category/[id]`. */
  path: string;
  access: ApiAccess;
  /** pt-BR, a few words: what the operation does. */
  summary: string;
  description?: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** A body that is not JSON (an upload): its content type and schema. */
  upload?: { contentType: string; schema: ZodType; description: string };
  bodyExample?: unknown;
  /** Success answers by status. */
  answers: Partial<Record<200 | 201 | 202 | 204, ApiAnswer>>;
  /** Error codes this operation answers beyond the ones its access and inputs imply. */
  errors?: AppErrorCode[];
  /** The route's own `tokens` (server/http/route.ts) when it declares one; else the default rule. */
  tokens?: TokenUse;
  /** Honours `Idempotency-Key` (route's `idempotent`). */
  idempotent?: boolean;
  /** Not for scripts: a third party's callback or the scheduler's own call. */
  internal?: boolean;
}

/** A resource's operations, grouped under one tag (pt-BR) in the reference. */
export interface ApiResource {
  tag: string;
  description: string;
  operations: ApiOperation[];
}

/** Types a resource file; nothing more. */
export const defineResource = (resource: ApiResource): ApiResource => resource;

/** Whether a personal access token reaches the operation: the rule the route wrapper applies. */
export const tokenUseOfOperation = (op: ApiOperation): TokenUse =>
  tokenUseOf(op.tokens, op.access, op.path);
