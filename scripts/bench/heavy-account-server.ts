/**
 * What the browser measurements share: a throwaway database holding one heavy account (900–1,200
 * rows a month, 1,200 in the current one), the production server on it, that account's session
 * and how many transactions it holds. Everything started is stopped through `defer`.
 */
import { benchPort, logIn, seededDatabase, startServer, type BenchServer } from "./environment";
import { seedHeavyAccount } from "./seed";

export async function serveHeavyAccount(
  defer: (stop: () => Promise<void>) => void,
  { label, email, months }: { label: string; email: string; months: number },
): Promise<{ server: BenchServer; token: string; transactions: number }> {
  const { database, seeded } = await seededDatabase(label, (client) =>
    seedHeavyAccount(client, {
      email,
      months,
      minPerMonth: 900,
      maxPerMonth: 1200,
      currentMonthRows: 1200,
    }),
  );
  defer(() => database.dispose());
  const server = await startServer(database, benchPort());
  defer(() => server.stop());
  const token = await logIn(server.baseUrl, seeded.email, seeded.password);
  return { server, token, transactions: seeded.transactions };
}
