"use client";

import { Slot } from "@radix-ui/react-slot";
import { useId } from "react";
import { cn } from "@/lib/utils";
import { Label } from "@/components/ui/label";

/**
 * Label + control + hint/error. The single child control receives `id`, `aria-invalid` and
 * `aria-describedby`, so every field is labelled and its error is announced.
 */
export function Field({
  label,
  error,
  hint,
  id,
  className,
  children,
}: {
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
  id?: string;
  className?: string;
  children: React.ReactElement;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="field" className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-rose-700 dark:text-rose-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
