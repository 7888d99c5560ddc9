/**
 * Decodes Stripe's request encoding (`application/x-www-form-urlencoded` with bracket nesting, as
 * the SDK writes it: `line_items[0][price]=p&expand[0]=x&metadata[userId]=u`) into plain objects.
 * Arrays come back as arrays; every leaf is a string, like on the real API.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseFormBody(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = keyPath(rawKey);
    if (path.length > 0) assign(root, path, value);
  }
  return normaliseArrays(root) as FormObject;
}

/** `a[b][0][]` → ["a", "b", "0", ""] */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return [key];
  const rest = [...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "");
  return [match[1], ...rest];
}

function assign(target: FormObject, path: string[], value: string) {
  let node: FormObject = target;
  for (let i = 0; i < path.length; i += 1) {
    let key = path[i] ?? "";
    const last = i === path.length - 1;
    // `x[]` appends: give it the next free index so it normalises into an array.
    if (key === "") key = String(Object.keys(node).length);
    if (last) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (!next || typeof next !== "object" || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  }
}

function normaliseArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, normaliseArrays(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}
