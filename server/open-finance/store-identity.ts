import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Account } from "pluggy-sdk";
import { accountBankDetails, users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { cpfDigits, registrationOf } from "@/lib/domain/pluggy-wealth";
import type { ItemIdentity } from "@/server/open-finance/fetch-account-owner";
import type { SyncedAccount } from "@/server/open-finance/sync-accounts";

/**
 * What the item's identity tells about the person: each connected bank account's registration
 * (bank code, agência, número, joint, the institution's CNPJ) for Bens e Direitos, refreshed on
 * every sync (a tax code the person chose stays), and their CPF when their profile has none.
 * Answers how many accounts got a registration.
 */
export async function storeIdentity(
  tx: DbOrTx,
  userId: string,
  {
    identity,
    remote,
    synced,
  }: { identity: ItemIdentity; remote: readonly Account[]; synced: readonly SyncedAccount[] },
): Promise<number> {
  const cpf = identity.isPerson ? cpfDigits(identity.document) : null;
  if (cpf) await tx.update(users).set({ cpf }).where(and(eq(users.id, userId), isNull(users.cpf)));
  const numbers = new Map(remote.map((account) => [account.id, account.number]));
  const rows = synced.flatMap((account) => {
    const number = numbers.get(account.pluggyAccountId);
    const registration = account.type === "BANK" && number ? registrationOf(identity.bankAccounts, number) : null;
    if (!registration) return [];
    return [{ paymentMethodId: account.paymentMethodId, userId, institutionDocument: identity.institutionDocument, ...registration }];
  });
  if (rows.length === 0) return 0;
  await tx
    .insert(accountBankDetails)
    .values(rows)
    .onConflictDoUpdate({
      target: accountBankDetails.paymentMethodId,
      set: {
        bankCode: sql`excluded.bank_code`,
        branch: sql`excluded.branch`,
        accountNumber: sql`excluded.account_number`,
        institutionDocument: sql`coalesce(excluded.institution_document, ${accountBankDetails.institutionDocument})`,
        joint: sql`excluded.joint`,
        taxCode: sql`coalesce(${accountBankDetails.taxCode}, excluded.tax_code)`,
        updatedAt: sql`now()`,
      },
      // A registration belongs to its owner: another person's row is never touched.
      setWhere: sql`${accountBankDetails.userId} = ${userId}`,
    });
  return rows.length;
}
