// POST /api/mcp — the Model Context Protocol over Streamable HTTP (stateless) for AI assistants,
// authenticated only by a personal access token (Authorization: Bearer bolso_pat_…).
import { db } from "@/lib/server/db";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { route } from "@/server/http/route";
import { handleMcpRequest, MCP_BODY_LIMIT_BYTES } from "@/server/mcp/handle-mcp-request";

export const POST = route(
  { access: "subscriber", tokens: "only", maxBodyBytes: MCP_BODY_LIMIT_BYTES },
  async ({ req, user, apiToken }) =>
    handleMcpRequest(req, {
      db,
      userId: user.id,
      tokenId: apiToken!.id,
      scope: apiToken!.scope,
      regime: user.dashboardRegime === "caixa" ? "caixa" : "competencia",
    }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
