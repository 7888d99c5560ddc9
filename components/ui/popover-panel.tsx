"use client";

import { useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { OnDemandPopoverProps } from "@/components/ui/on-demand-popover";

/** The Radix half of an on-demand popover: mounted open, by the first click on its trigger. */
export default function PopoverPanel({ trigger, children, ...content }: OnDemandPopoverProps) {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        {...content}
        // A link inside leads somewhere else: the panel has done its job.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
