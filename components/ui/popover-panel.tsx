"use client";

import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { ReactElement } from "react";

export interface PopoverPanelProps {
  /** A button; it renders at once, with or without the popover's code. */
  trigger: ReactElement<React.ComponentProps<"button">>;
  children: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  align?: "start" | "center" | "end";
  collisionPadding?: number;
  className?: string;
  "aria-label"?: string;
}

/** The Radix half of an on-demand popover (components/ui/on-demand-popover.tsx). */
export default function PopoverPanel({
  trigger,
  children,
  open,
  onOpenChange,
  ...content
}: PopoverPanelProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        {...content}
        // A link inside leads somewhere else: the panel has done its job.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) onOpenChange(false);
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
