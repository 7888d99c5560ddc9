import { formatDateBR } from "@/lib/format/dates";
import type { ApiTokenJson } from "@/lib/schemas/api-tokens";

/** What "Acesso por API" says about a token and its choices. */
export const expiryChoices = [
  { value: "30", label: "30 dias" },
  { value: "90", label: "90 dias" },
  { value: "365", label: "1 ano" },
  { value: "none", label: "Sem validade" },
] as const;
export type ExpiryChoice = (typeof expiryChoices)[number]["value"];

export const scopeChoices = [
  { value: "read", label: "Somente leitura", hint: "Consulta lançamentos, contas, orçamentos e relatórios." },
  { value: "write", label: "Leitura e escrita", hint: "Também cria, altera e exclui registros." },
] as const;
export type ScopeChoice = (typeof scopeChoices)[number]["value"];

export function scopesLabel(token: Pick<ApiTokenJson, "scopes">): string {
  return token.scopes.includes("write") ? "Leitura e escrita" : "Somente leitura";
}

/** "Expira em 01/03/2027", "Expirou em …" or "Sem validade". */
export function expiryText(expiresAt: string | null, now: Date = new Date()): { text: string; expired: boolean } {
  if (!expiresAt) return { text: "Sem validade", expired: false };
  const at = new Date(expiresAt);
  const expired = at.getTime() <= now.getTime();
  return { text: `${expired ? "Expirou em" : "Expira em"} ${formatDateBR(at)}`, expired };
}
