import { ApiTokensPanel } from "@/components/api-tokens/api-tokens-panel";
import { db } from "@/lib/server/db";
import { dataOrNull, loadPart } from "@/lib/server/load-part";
import { listApiTokens } from "@/server/api-tokens/list-api-tokens";

/** Perfil's "Acesso por API" part: the person's tokens and their last calls, read on the server. */
export async function ApiTokensPart({ userId }: { userId: string }) {
  return <ApiTokensPanel data={dataOrNull(await loadPart("profile: api tokens", () => listApiTokens(db, userId)))} />;
}
