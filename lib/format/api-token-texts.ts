import type { ApiTokenScope } from "@/lib/schemas/api-tokens";
import { formatDateBR } from "@/lib/format/dates";

/** What people read about a personal access token, on the profile and in its e-mail. */
export const scopeLabels: Record<ApiTokenScope, string> = {
  read: "somente leitura",
  write: "leitura e escrita",
};

export function expiryLabel(expiresAt: Date | string | null): string {
  return expiresAt ? `expira em ${formatDateBR(expiresAt)}` : "sem validade";
}
