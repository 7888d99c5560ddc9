import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpCaller, McpTool } from "@/server/mcp/mcp-tool";
import { accountsTool } from "@/server/mcp/tools/accounts";
import { addTransactionTool } from "@/server/mcp/tools/add-transaction";
import { budgetsTool } from "@/server/mcp/tools/budgets";
import { monthSummaryTool } from "@/server/mcp/tools/month-summary";
import { pendingBillsTool } from "@/server/mcp/tools/pending-bills";
import { searchTransactionsTool } from "@/server/mcp/tools/search-transactions";

const TOOLS: McpTool[] = [
  monthSummaryTool,
  searchTransactionsTool,
  accountsTool,
  budgetsTool,
  pendingBillsTool,
  addTransactionTool,
];

/** An MCP server holding the Bolso tools for one caller (one per request: the server is stateless). */
export function buildMcpServer(caller: McpCaller): McpServer {
  const server = new McpServer(
    { name: "bolso", title: "Bolso", version: "1.0.0" },
    {
      instructions:
        "Ferramentas das finanças pessoais de uma pessoa no Bolso. Valores vêm em centavos e em texto (R$ 1.234,56); datas em dd/mm/aaaa.",
    },
  );
  for (const tool of TOOLS) tool.register(server, caller);
  return server;
}
