import Link from "next/link";

/** A bank connection the bank asks the person to reconnect, as the bell shows it. */
export interface BellConnection {
  id: string;
  institutionName: string;
  statusLabel: string;
}

/** The bell's bank connections that need the person: each links to Conexões bancárias. */
export function BellConnectionItems({ connections }: { connections: readonly BellConnection[] }) {
  return connections.map((connection) => (
    <li key={connection.id} className="px-4 py-2.5 text-sm">
      <Link href="/connections" className="flex min-w-0 flex-col outline-none hover:underline focus-visible:underline">
        <span className="truncate font-medium">{connection.institutionName}: reconecte</span>
        <span className="text-xs text-amber-700 dark:text-amber-400">{connection.statusLabel}</span>
      </Link>
    </li>
  ));
}
