import { config } from "zod";
import ptBR from "zod/v4/locales/pt-BR.js";

// Messages a schema does not spell out itself still reach the user in Portuguese.
config(ptBR());
// In the browser zod would probe `new Function` for its fast path: the CSP forbids eval and reports
// the probe as a violation. The server keeps the fast path.
config({ jitless: typeof window !== "undefined" });

// Import it as a namespace (`import * as z from "@/lib/schemas/zod"`): the bundler then keeps only what a
// page uses. zod's own `z` object holds every locale, and passing it around put ~60 kB of gzip
// into each page with a form.
export * from "zod";
