/** A piece of the output still to write: a value to serialize, or text written as is. */
type Pending = { value: unknown } | string;

/**
 * The same JSON whatever the order of its keys, so a re-sent body hashes the same. Iterative (an
 * explicit stack, not recursion): a body nested as deep as JSON.parse allows cannot overflow the
 * call stack here. Output is what the recursive form wrote: `[a,b]`, `{"k":v}` with keys sorted
 * by code unit, other values as JSON.stringify writes them (undefined as null).
 */
export function canonicalJson(root: unknown): string {
  const out: string[] = [];
  const stack: Pending[] = [{ value: root }];
  while (stack.length > 0) {
    const item = stack.pop() as Pending;
    if (typeof item === "string") {
      out.push(item);
      continue;
    }
    const { value } = item;
    if (Array.isArray(value)) {
      out.push("[");
      stack.push("]");
      for (let i = value.length - 1; i >= 0; i -= 1) {
        stack.push({ value: value[i] as unknown });
        if (i > 0) stack.push(",");
      }
    } else if (value && typeof value === "object") {
      const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
      out.push("{");
      stack.push("}");
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child }, `${JSON.stringify(key)}:`);
        if (i > 0) stack.push(",");
      }
    } else {
      out.push(JSON.stringify(value) ?? "null");
    }
  }
  return out.join("");
}
