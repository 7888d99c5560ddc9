import { cookies } from "next/headers";
import type { UserJson } from "@/lib/schemas/users";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { MobileSidebar } from "@/components/shell/mobile-sidebar";
import { ScreenErrorBoundary } from "@/components/shell/screen-error-boundary";
import { SIDEBAR_COOKIE } from "@/components/shell/sidebar-cookie";
import { SidebarProvider } from "@/components/shell/sidebar-provider";
import { NavBadgesProvider } from "@/components/shell/nav-badges";
import { TopBar } from "@/components/shell/top-bar";
import { UserSync } from "@/components/auth/user-sync";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/ui/skip-link";
import { QuickEntryButton } from "@/components/quick-entry/quick-entry-button";

/** The protected shell: sidebar (drawer below 768 px), top bar and the screen. */
export async function AppShell({
  user,
  bell,
  tour,
  navBadges = {},
  children,
}: {
  user: UserJson;
  /** The top bar's bell, streamed: its alerts are read after the shell is sent. */
  bell: React.ReactNode;
  /** The first-use tour, streamed likewise. */
  tour: React.ReactNode;
  /** Counts beside menu links, by href, streamed likewise. */
  navBadges?: Readonly<Record<string, React.ReactNode>>;
  children: React.ReactNode;
}) {
  // Read on the server so the sidebar renders in its last state with no flash; open by default.
  const defaultOpen = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "false";
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <NavBadgesProvider badges={navBadges}>
        <UserSync user={user} />
        <SkipLink />
        <div className="flex min-h-dvh bg-white dark:bg-zinc-950">
          <AppSidebar />
          <MobileSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar user={user} bell={bell} />
            <main
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-24 outline-none sm:px-6 md:pb-6 lg:px-8 lg:py-8"
            >
              {/* A failing screen is replaced inside the shell: the sidebar and top bar stay. */}
              <ScreenErrorBoundary homeHref="/dashboard">{children}</ScreenErrorBoundary>
            </main>
          </div>
        </div>
        {/* The phone's "+" (hidden from the md breakpoint up), clear of the screen's own error boundary. */}
        <QuickEntryButton userId={user._id} />
        {tour}
      </NavBadgesProvider>
    </SidebarProvider>
  );
}
