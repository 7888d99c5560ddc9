import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import * as z from "@/lib/schemas/zod";
import { errorAnswers, errorBody } from "@/lib/openapi/errors";
import { objectOf } from "@/lib/openapi/flatten";
import { tokenUseOfOperation, type ApiOperation, type ApiResource } from "@/lib/openapi/define";
import { apiResources } from "@/lib/openapi/paths";

/** The committed document (`npm run openapi` writes it; GET /api/v1/openapi.json serves it). */
export const OPENAPI_FILE = "docs/openapi.json";

const SECURITY_SCHEMES = {
  sessao: {
    type: "http",
    scheme: "bearer",
    description:
      "O token de sessão que `POST /api/v1/auth/login` devolve em `token`, enviado como `Authorization: Bearer <token>`.",
  },
  tokenPessoal: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "bolso_pat_…",
    description:
      "Um token de acesso pessoal criado em Perfil → Acesso por API, enviado como `Authorization: Bearer bolso_pat_…`. " +
      "`read` alcança as leituras (GET); `write` também POST, PUT, PATCH e DELETE. Cada operação diz se aceita token. " +
      "Limite de chamadas por minuto por token, informado nos cabeçalhos `RateLimit-*` (429 com `Retry-After` ao passar).",
  },
  cookie: {
    type: "apiKey",
    in: "cookie",
    name: "bolso_session",
    description:
      "O cookie httpOnly que o login define (o navegador). Escritas com o cookie só valem vindas da mesma origem.",
  },
} as const;

const MUTATING = new Set(["post", "put", "patch", "delete"]);

/** Any one of the entries is enough (OpenAPI: alternatives are separate entries). */
function securityOf(op: ApiOperation): Array<Record<string, string[]>> {
  if (op.access === "public") return [];
  const session: Array<Record<string, string[]>> = [{ sessao: [] }, { cookie: [] }];
  if (tokenUseOfOperation(op) !== "scoped") return session;
  return [...session, { tokenPessoal: [MUTATING.has(op.method) ? "write" : "read"] }];
}

const TOKEN_NOTE = {
  scoped: (op: ApiOperation) =>
    `Aceita token pessoal com permissão \`${MUTATING.has(op.method) ? "write" : "read"}\`.`,
  never: () => "Não aceita token pessoal (403): só a sessão de quem entrou no Bolso.",
  only: () => "Só aceita token pessoal.",
};

const ACCESS_NOTE = {
  public: "Pública: não pede autenticação.",
  user: "Pede uma pessoa autenticada.",
  subscriber: "Pede uma pessoa autenticada com assinatura ativa (ou VIP).",
} as const;

/** `/api/v1/category/[id]` → `/api/v1/category/{id}`. */
export const openApiPath = (routePath: string) => routePath.replace(/\[([^\]]+)\]/g, "{$1}");

function register(
  registry: OpenAPIRegistry,
  converted: Map<string, object>,
  resource: ApiResource,
  op: ApiOperation,
) {
  const answers = Object.fromEntries(
    Object.entries(op.answers).map(([status, answer]) => [
      status,
      {
        description: answer.description,
        ...(answer.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(answer.headers).map(([name, description]) => [
                  name,
                  { description, schema: { type: "string" } },
                ]),
              ),
            }
          : {}),
        ...(answer.schema || answer.contentType
          ? {
              content: {
                [answer.contentType ?? "application/json"]: {
                  schema:
                    answer.component && answer.schema
                      ? component(converted, answer.component, answer.schema)
                      : (answer.schema ?? z.string().meta({ format: "binary" })),
                  ...(answer.example === undefined ? {} : { example: answer.example }),
                },
              },
            }
          : {}),
      },
    ]),
  );
  const body = op.body
    ? {
        content: {
          "application/json": {
            schema: op.body,
            ...(op.bodyExample ? { example: op.bodyExample } : {}),
          },
        },
        required: true,
      }
    : op.upload
      ? {
          description: op.upload.description,
          content: { [op.upload.contentType]: { schema: op.upload.schema } },
          required: true,
        }
      : undefined;
  registry.registerPath({
    method: op.method,
    path: openApiPath(op.path),
    tags: [resource.tag],
    summary: op.summary,
    description: [
      op.description,
      ACCESS_NOTE[op.access],
      op.access === "public" ? null : TOKEN_NOTE[tokenUseOfOperation(op)](op),
      op.idempotent ? IDEMPOTENCY_NOTE : null,
      op.internal ? INTERNAL_NOTE : null,
    ]
      .filter(Boolean)
      .join("\n\n"),
    security: securityOf(op),
    request: {
      ...(op.params ? { params: objectOf(op.params) } : {}),
      ...(op.query ? { query: objectOf(op.query) } : {}),
      ...(body ? { body } : {}),
      ...(op.idempotent
        ? {
            headers: z.object({
              "Idempotency-Key": z
                .string()
                .optional()
                .meta({
                  description: "Uma chave nova por escrita (um UUID, por exemplo).",
                  example: "4f9d8a1e-2b3c-4d5e-8f6a-7b8c9d0e1f2a",
                }),
            }),
          }
        : {}),
    },
    responses: { ...(answers as RouteConfig["responses"]), ...errorAnswers(op, registry) },
  });
}

/**
 * A schema converted by zod itself, added to the components after generation: zod's JSON Schema
 * (2020-12) is OpenAPI 3.1's dialect, only the TypeScript types of the two libraries differ.
 */
function component(
  converted: Map<string, object>,
  name: string,
  schema: z.ZodType,
): { $ref: string } {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: "output",
    unrepresentable: "any",
  });
  converted.set(name, jsonSchema);
  return { $ref: `#/components/schemas/${name}` };
}

const IDEMPOTENCY_NOTE =
  "Aceita `Idempotency-Key`: a mesma chave repetida em 24 h devolve a primeira resposta sem criar de novo.";
const INTERNAL_NOTE = "Chamada de um serviço externo (não de scripts da pessoa).";

/** The whole OpenAPI 3.1 document, built from the resources' declarations. */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES))
    registry.registerComponent("securitySchemes", name, scheme);
  const converted = new Map<string, object>();
  component(converted, "Error", errorBody);
  for (const resource of apiResources)
    for (const op of resource.operations) register(registry, converted, resource, op);
  const generator = new OpenApiGeneratorV31(registry.definitions);
  const document = generator.generateDocument({
    openapi: "3.1.0",
    info: {
      title: "API do Bolso",
      version: "1.0.0",
      description: INTRO,
    },
    servers: [{ url: "/" }],
    tags: apiResources.map((resource) => ({
      name: resource.tag,
      description: resource.description,
    })),
  });
  const schemas = ((document.components ??= {}).schemas ??= {});
  for (const [name, schema] of converted) schemas[name] = schema as (typeof schemas)[string];
  return document;
}

const INTRO = [
  "A API REST do Bolso: a mesma que o app usa. Valores em reais (`valor`, `amount`) ou em centavos quando o campo diz `Cents`; datas `AAAA-MM-DD`; textos em pt-BR.",
  "Erros respondem `{ message, code }`: `message` pode ser mostrada à pessoa, `code` é o que um programa examina.",
  "Cada registro pertence a uma pessoa: o de outra pessoa responde 404.",
].join("\n\n");

/** The document as the committed file holds it. */
export const openApiText = () => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
