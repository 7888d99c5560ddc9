import type { Metadata } from "next";
import { headers } from "next/headers";
import { Suspense } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { BellButton } from "@/components/shell/bell-button";
import { NoScriptNotice } from "@/components/shell/no-script-notice";
import { OfflineStamp } from "@/components/pwa/offline-stamp";
import { PATHNAME_HEADER, isSubscriptionExempt } from "@/lib/protected-paths";
import { requirePageUser } from "@/server/auth/require-page-user";
import { toUserJson } from "@/server/users/to-user-json";
import { ShellBell } from "./_components/shell-bell";
import { ShellTour } from "./_components/shell-tour";
import { ShellReviewCount } from "./_components/shell-review-count";

/** A person's own screens are nobody's search result: every one of them, /connections included. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The protected shell, rendered once per full load and on every router.refresh(). Each page runs
 * the guard itself, since a layout is not re-rendered when the sidebar navigates. The layout runs
 * it too, for the path being loaded: a typed URL then gets a real redirect before anything streams
 * (a page's own redirect happens inside its loading boundary, after the shell was sent).
 *
 * Nothing else is awaited here: the shell (with the screen's title block from its loading state)
 * goes out as soon as the session is known, and the bell, the tour and the menu's count of rows
 * to review stream in after it.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? "";
  const user = await requirePageUser({ subscription: !isSubscriptionExempt(pathname) });
  const now = new Date();
  return (
    <AppShell
      user={toUserJson(user)}
      bell={
        // The same button, not yet checked (data-checks=0), so nothing moves when the check arrives.
        <Suspense fallback={<BellButton hasAlert={false} data-checks={0} />}>
          <ShellBell user={user} now={now} />
        </Suspense>
      }
      tour={
        <Suspense fallback={null}>
          <ShellTour user={user} now={now} />
        </Suspense>
      }
      navBadges={{
        "/connections": (
          <Suspense fallback={null}>
            <ShellReviewCount user={user} />
          </Suspense>
        ),
      }}
    >
      <NoScriptNotice />
      <OfflineStamp renderedAt={now.getTime()} />
      {children}
    </AppShell>
  );
}
