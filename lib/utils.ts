import { clsx } from "clsx";
import type { ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The project's own tokens (`@theme` in app/globals.css) that tailwind-merge cannot guess: named
 * animations conflict with `animate-pulse`. Colours (`text-brand`, `bg-muted-foreground`) need no
 * entry: any name after `text-`/`bg-` that is no size is read as a colour. A unit test reads
 * the theme and fails when a token is missing here.
 */
const THEME_ANIMATIONS = [
  "fade-in",
  "fade-out",
  "zoom-in",
  "zoom-out",
  "sheet-in",
  "sheet-out",
  "drawer-in",
  "drawer-out",
  "pop-in",
  "pop-out",
];

const mergeClasses = extendTailwindMerge({ extend: { theme: { animate: THEME_ANIMATIONS } } });

/** Joins class names and lets later Tailwind classes win over earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
