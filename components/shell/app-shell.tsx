import type { UserJson } from "@/server/users/to-user-json";

export function AppShell({ children }: { user: UserJson | null; children: React.ReactNode }) {
  return <div className="min-h-dvh">{children}</div>;
}
