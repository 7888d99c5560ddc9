import { ApiTokensCard } from "@/components/api-tokens/api-tokens-card";
import { db } from "@/lib/server/db";
import { dataOrNull, loadPart } from "@/lib/server/load-part";
import { listApiTokens } from "@/server/api-tokens/list-api-tokens";

/** Perfil's "Acesso por API" part: the person's tokens and their last calls, read on the server. */
export async function ApiTokensPart({ userId }: { userId: string }) {
  return <ApiTokensCard data={dataOrNull(await loadPart("profile: api tokens", () => listApiTokens(db, userId)))} />;
}
