/** The square icon buttons of the top bar. */
export const topBarIconButton =
  "inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-zinc-600 transition-colors outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:focus-visible:ring-emerald-500";
