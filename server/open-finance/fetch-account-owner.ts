import "server-only";
import type { PluggyClient } from "pluggy-sdk";
import type { AccountOwner } from "@/lib/domain/own-money-move";
import { cnpjDigits, type IdentityAccount } from "@/lib/domain/pluggy-wealth";
import { pluggyStatus } from "@/server/open-finance/call-pluggy";

/** The item's identity as the sync uses it: who holds the accounts, and the accounts held there. */
export interface ItemIdentity extends AccountOwner {
  /** Whether the identity's document is a CPF (a person), so it may fill in the person's CPF. */
  isPerson: boolean;
  /** Each account's registration (COMPE code, agência, número, joint), as Open Finance lists it. */
  bankAccounts: IdentityAccount[];
  /** The institution's CNPJ (digits), when the identity names one. */
  institutionDocument: string | null;
}

/**
 * Who holds a connection's accounts, from Pluggy's identity of the item: their CPF or CNPJ (digits)
 * and name, each account's registration and the institution's CNPJ. An item without identity
 * (Pluggy answers 404, or 403 when the product is off) keeps the document stored before, with no
 * name and no accounts; any other failure is thrown for the sync's retry.
 */
export async function fetchAccountOwner(
  client: PluggyClient,
  pluggyItemId: string,
  storedDocument: string | null,
): Promise<ItemIdentity> {
  try {
    const identity = await client.fetchIdentityByItemId(pluggyItemId);
    const digits = (identity.document ?? identity.taxNumber ?? "").replace(/\D/g, "");
    const document = digits.length === 11 || digits.length === 14 ? digits : storedDocument;
    return {
      document,
      fullName: identity.fullName?.trim() || identity.companyName?.trim() || null,
      isPerson: document?.length === 11,
      bankAccounts: identity.financialRelationships?.accounts ?? [],
      institutionDocument: (identity.companiesCnpj ?? []).map(cnpjDigits).find((cnpj) => cnpj !== null) ?? null,
    };
  } catch (error) {
    const status = pluggyStatus(error);
    if (status === 404 || status === 403) {
      return { document: storedDocument, fullName: null, isPerson: storedDocument?.length === 11, bankAccounts: [], institutionDocument: null };
    }
    throw error;
  }
}
