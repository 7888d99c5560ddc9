import "server-only";
import { TransferButton } from "@/components/accounts/transfer-button";
import { loadPart } from "@/lib/server/load-part";
import { readAccounts } from "./list-accounts";

/**
 * 'Transferir', offering the user's accounts. Its read is the account list's (one query per
 * request); if it fails the list shows the error and the button stays disabled.
 */
export async function TransferAction({ userId }: { userId: string }) {
  const accounts = await loadPart("contas: transferir", () => readAccounts(userId));
  return <TransferButton accounts={accounts.ok ? accounts.data.map((a) => ({ id: a._id, name: a.name })) : []} />;
}
