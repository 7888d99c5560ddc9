import "server-only";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { buildMcpServer } from "@/server/mcp/build-mcp-server";
import type { McpCaller } from "@/server/mcp/mcp-tool";

/** Largest MCP message accepted, in bytes (a tool call is a few hundred). */
export const MCP_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Answers one Streamable HTTP request statelessly: a fresh server and transport per request, each
 * answer as one JSON body (no SSE stream is kept open between requests).
 */
export async function handleMcpRequest(req: Request, caller: McpCaller): Promise<Response> {
  const server = buildMcpServer(caller);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_BODY_LIMIT_BYTES,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(req);
  } finally {
    await server.close();
  }
}
