"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";
import { LoadError } from "@/components/card-grid/load-error";

/** What could not be loaded on the server, said in place and in a toast; the retry renders again. */
export function LoadFailed({ message }: { message: string }) {
  const router = useRouter();
  useEffect(() => {
    // The id keeps one toast per message however often this mounts.
    toast.error(message, { id: message });
  }, [message]);
  return <LoadError message={message} onRetry={async () => router.refresh()} />;
}
