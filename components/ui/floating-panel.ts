/**
 * The look of every floating panel (menus, popovers, select lists). Its own module so a popover
 * does not pull the whole dropdown menu into a page just for these classes.
 */
export const floatingPanelClasses =
  "z-50 overflow-hidden rounded-lg border border-zinc-200 bg-white text-zinc-900 shadow-lg outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100";
