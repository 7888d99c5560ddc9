import { env } from "@/lib/env";
import type { DbOrTx } from "@/lib/server/db";
import { isEmbeddedDatabaseUrl } from "@/lib/embedded-marker";

/**
 * PostgreSQL keeps a named statement per session, so it parses and plans the query once instead
 * of on every call. The embedded server shares one session among all its clients and keeps it
 * across reconnects: a name one client prepared makes the next client's PREPARE fail. There the
 * statement stays unnamed, and only the SQL text is built once.
 */
const useNames = !isEmbeddedDatabaseUrl(env.DATABASE_URL);

/**
 * A query built once per database handle (the pool, or an open transaction) rather than on every
 * call; `build` receives the statement name to pass to drizzle's `.prepare()`, with every value
 * the query varies on as a `sql.placeholder`.
 */
export function preparedStatement<P>(
  name: string,
  build: (db: DbOrTx, name: string) => P,
): (db: DbOrTx) => P {
  const built = new WeakMap<object, P>();
  return (db) => {
    // The app's `db` stands for whichever pool is current; a transaction stands for itself.
    const key = (db as { $client?: object }).$client ?? db;
    let prepared = built.get(key);
    if (!prepared) {
      // drizzle passes the name on to `pg`, which sends an unnamed statement when it is absent.
      prepared = build(db, (useNames ? name : undefined) as string);
      built.set(key, prepared);
    }
    return prepared;
  };
}
