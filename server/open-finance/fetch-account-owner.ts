import "server-only";
import type { PluggyClient } from "pluggy-sdk";
import type { AccountOwner } from "@/lib/domain/own-money-move";
import { pluggyStatus } from "@/server/open-finance/call-pluggy";

/**
 * Who holds a connection's accounts, from Pluggy's identity of the item: their CPF or CNPJ (digits)
 * and name. An item without identity (Pluggy answers 404, or 403 when the product is off) keeps
 * the document stored before, with no name; any other failure is thrown for the sync's retry.
 */
export async function fetchAccountOwner(
  client: PluggyClient,
  pluggyItemId: string,
  storedDocument: string | null,
): Promise<AccountOwner> {
  try {
    const identity = await client.fetchIdentityByItemId(pluggyItemId);
    const digits = (identity.document ?? identity.taxNumber ?? "").replace(/\D/g, "");
    return {
      document: digits.length === 11 || digits.length === 14 ? digits : storedDocument,
      fullName: identity.fullName?.trim() || identity.companyName?.trim() || null,
    };
  } catch (error) {
    const status = pluggyStatus(error);
    if (status === 404 || status === 403) return { document: storedDocument, fullName: null };
    throw error;
  }
}
