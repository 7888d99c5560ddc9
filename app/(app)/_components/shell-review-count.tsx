import "server-only";
import { db } from "@/lib/server/db";
import { dataOrNull, loadPart } from "@/lib/server/load-part";
import { countOf, formatCount } from "@/lib/format/count";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import type { SessionUser } from "@/server/auth/resolve-session";
import { countReviewRows } from "@/server/open-finance/list-review-rows";

/** Beside Conexões bancárias in the menu: how many rows the bank brought wait for review; nothing at 0. */
export async function ShellReviewCount({ user }: { user: SessionUser }) {
  if (!hasFullAccess(user)) return null;
  const waiting = dataOrNull(await loadPart("menu: a revisar", () => countReviewRows(db, user.id)));
  if (!waiting) return null;
  return (
    <span
      data-slot="nav-count"
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-emerald-700 px-1.5 text-[11px] leading-5 font-semibold text-white tabular-nums dark:bg-emerald-400 dark:text-zinc-950"
    >
      <span aria-hidden="true">{formatCount(waiting)}</span>
      <span className="sr-only">{`${countOf(waiting, "lançamento", "lançamentos")} para revisar`}</span>
    </span>
  );
}
