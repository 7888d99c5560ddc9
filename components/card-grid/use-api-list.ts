"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api-client";

/**
 * A list read from the API on mount: `items` is null while the first load runs. `reload` keeps
 * the current items on screen while it fetches; `onError` toasts the screen's own message.
 */
export function useApiList<T>(path: string, onError: () => void) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const reload = useCallback(
    () =>
      apiFetch<T[]>(path).then(
        (data) => {
          setItems(data);
          setFailed(false);
        },
        () => {
          setFailed(true);
          onErrorRef.current();
        },
      ),
    [path],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, setItems, failed, reload };
}
