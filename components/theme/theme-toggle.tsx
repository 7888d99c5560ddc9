"use client";

import { Moon, Sun } from "lucide-react";
import { usePathname } from "next/navigation";
import { setTheme, useTheme } from "@/components/theme/theme-store";
import { cn } from "@/lib/utils";

/** The switch is not offered on these screens. */
const HIDDEN_ON = new Set(["/auth/login", "/auth/register"]);

/** Light/dark switch. The theme itself is applied before paint (server cookie or ThemeScript), so nothing flashes. */
export function ThemeToggle({ className }: { className?: string }) {
  const pathname = usePathname();
  // "light" while hydrating, the class on <html> after.
  const isDark = useTheme() === "dark";
  if (HIDDEN_ON.has(pathname)) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      aria-label="Tema escuro"
      title={isDark ? "Usar tema claro" : "Usar tema escuro"}
      data-testid="theme-toggle"
      onClick={() => setTheme(isDark ? "light" : "dark")}
      className={cn(
        "inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-zinc-600 transition-colors outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:focus-visible:ring-emerald-500",
        className,
      )}
    >
      <Sun className="size-[18px] dark:hidden" aria-hidden="true" />
      <Moon className="hidden size-[18px] dark:block" aria-hidden="true" />
    </button>
  );
}
