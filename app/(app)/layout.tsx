import { headers } from "next/headers";
import { AppShell } from "@/components/shell/app-shell";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/dates";
import { dueSoon, monthsToCheck } from "@/lib/due-alert";
import { PATHNAME_HEADER, isSubscriptionExempt } from "@/lib/protected-paths";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import { requirePageUser } from "@/server/auth/require-page-user";
import type { SessionUser } from "@/server/auth/resolve-session";
import { getPendingPayments } from "@/server/dashboard/get-pending-payments";
import { getTourStep } from "@/server/onboarding/get-tour-step";
import { toUserJson } from "@/server/users/to-user-json";

/** The unpaid bills the bell lists: due today or tomorrow (the next month's too on a month's last day). */
async function billsDueSoon(user: SessionUser, now: Date): Promise<PendingPaymentJson[]> {
  // A user without access only reaches /subscription and /settings, where bills are not theirs to see.
  if (!hasFullAccess(user)) return [];
  const months = await Promise.all(monthsToCheck(now).map((month) => getPendingPayments(db, user.id, month)));
  return dueSoon(months.flat(), now);
}

/**
 * The protected shell, rendered once per full load and on every router.refresh(). Each page runs
 * the guard itself, since a layout is not re-rendered when the sidebar navigates. The layout runs
 * it too, for the path being loaded: a typed URL then gets a real redirect before anything streams
 * (a page's own redirect happens inside the loading boundary, after the shell was sent).
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? "";
  const user = await requirePageUser({ subscription: !isSubscriptionExempt(pathname) });
  const now = new Date();
  const [bills, tour] = await Promise.all([
    billsDueSoon(user, now),
    // Same rule as the bell: a user without access is not shown the way around the product.
    hasFullAccess(user) ? getTourStep(db, user.id, now) : null,
  ]);
  return (
    <AppShell user={toUserJson(user)} bell={{ bills, today: todayInSaoPaulo(now) }} tour={tour}>
      {children}
    </AppShell>
  );
}
