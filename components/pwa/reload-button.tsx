"use client";

import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Asks for the same address again: the offline page stands in for whatever screen was asked for. */
export function ReloadButton() {
  return (
    <Button size="lg" onClick={() => window.location.reload()}>
      <RotateCw aria-hidden="true" />
      Tentar novamente
    </Button>
  );
}
