"use client";

import { Link2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { CategoryJson } from "@/lib/schemas/categories";

// The dialog comes with the first click, not with the page.
const MapCategoryDialog = dynamic(
  () => import("@/components/categories/map-category-dialog").then((module) => module.MapCategoryDialog),
  { ssr: false },
);

/** A private category's "Ligar à categoria da casa" and its dialog. */
export function MapCategoryButton({ category }: { category: CategoryJson }) {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => setOpen(true)}
        aria-label={`Ligar ${category.name} à categoria da casa`}
        title="Ligar à categoria da casa"
      >
        <Link2 aria-hidden="true" />
      </Button>
      {openedOnce ? <MapCategoryDialog open={open} onOpenChange={setOpen} category={category} /> : null}
    </>
  );
}
