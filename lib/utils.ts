import { clsx } from "clsx";
import type { ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
