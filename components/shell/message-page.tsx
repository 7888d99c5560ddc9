import type { LucideIcon } from "lucide-react";

/**
 * A page of its own outside the app's frame, with one message: the 404 and the offline page.
 * The header carries the brand (linked or not) and, when given, something at its end (the theme
 * switch); the message has an icon, an optional line above the title, the text and the actions.
 */
export function MessagePage({
  brand,
  headerEnd,
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  brand: React.ReactNode;
  headerEnd?: React.ReactNode;
  icon: LucideIcon;
  eyebrow?: string;
  title: string;
  children: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50/60 dark:bg-zinc-950">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        {brand}
        {headerEnd}
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="flex max-w-md flex-col items-center gap-5 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl border border-zinc-200 bg-white text-emerald-700 shadow-xs dark:border-zinc-800 dark:bg-zinc-900 dark:text-emerald-400">
            <Icon className="size-6" aria-hidden="true" />
          </div>
          <div className="flex flex-col gap-2">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-emerald-700 tabular-nums dark:text-emerald-400">{eyebrow}</p>
            ) : null}
            <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">{title}</h1>
            <p className="text-zinc-600 dark:text-zinc-400">{children}</p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </main>
    </div>
  );
}
