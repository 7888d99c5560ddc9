import "server-only";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ZodError } from "zod";
import type * as z from "@/lib/schemas/zod";
import { AppError, messages } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import type { ApiTokenScope } from "@/lib/schemas/api-tokens";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import { recordApiCall } from "@/server/api-tokens/record-api-call";

/** Who calls the MCP server: a personal token's owner, within the token's scope. */
export interface McpCaller {
  db: Db;
  userId: string;
  tokenId: string;
  scope: ApiTokenScope;
  /** How the owner's dashboard counts card purchases; the month's figures follow it. */
  regime: DashboardRegime;
}

interface ToolDefinition<S extends z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: S;
  /** Only a `write` token may call it. */
  writes?: boolean;
  run: (caller: McpCaller, args: z.infer<z.ZodObject<S>>) => Promise<unknown>;
}

/** A tool as the MCP server registers it for one caller. */
export interface McpTool {
  register(server: McpServer, caller: McpCaller): void;
}

/**
 * A tool whose answer is JSON with pt-BR labels; a refusal or bad input is an error result with a
 * pt-BR message (the assistant reads it to the person). Every call is logged for the person.
 */
export function defineTool<S extends z.ZodRawShape>(tool: ToolDefinition<S>): McpTool {
  return {
    register(server, caller) {
      server.registerTool(
        tool.name,
        {
          title: tool.title,
          description: tool.description,
          inputSchema: tool.input,
          annotations: { readOnlyHint: !tool.writes, openWorldHint: false },
        },
        (async (args: z.infer<z.ZodObject<S>>): Promise<CallToolResult> => {
          const { status, result } = await runTool(tool, caller, args);
          await logCall(caller, tool.name, status);
          return result;
        }) as never,
      );
    },
  };
}

async function runTool<S extends z.ZodRawShape>(
  tool: ToolDefinition<S>,
  caller: McpCaller,
  args: z.infer<z.ZodObject<S>>,
): Promise<{ status: number; result: CallToolResult }> {
  try {
    if (tool.writes && caller.scope !== "write") {
      throw new AppError("forbidden", "Este token é somente de leitura. Crie um token com permissão de escrita para lançar transações.");
    }
    const answer = await tool.run(caller, args);
    return { status: 200, result: { content: [{ type: "text", text: JSON.stringify(answer, null, 2) }] } };
  } catch (error) {
    if (error instanceof AppError) return refusal(error.status, error.message);
    if (error instanceof ZodError) return refusal(400, error.issues[0]?.message ?? messages.internal);
    logger.error({ err: describeError(error), tool: tool.name }, "mcp: a ferramenta falhou");
    return refusal(500, messages.internal);
  }
}

function refusal(status: number, message: string): { status: number; result: CallToolResult } {
  return { status, result: { isError: true, content: [{ type: "text", text: message }] } };
}

async function logCall(caller: McpCaller, target: string, status: number): Promise<void> {
  try {
    await recordApiCall(caller.db, { userId: caller.userId, tokenId: caller.tokenId, channel: "mcp", target, status });
  } catch (error) {
    logger.warn({ err: describeError(error) }, "mcp: a chamada não foi registrada");
  }
}
