"use client";

import { useState } from "react";

/**
 * True from the first time `open` is true. A form dialog loaded with next/dynamic is mounted
 * behind this, so its code (Radix, react-hook-form, zod) is fetched by the first click rather than
 * right after the page hydrates, and it stays mounted afterwards so closing still animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
