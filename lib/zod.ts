import { z } from "zod";
import { ptBR } from "zod/locales";

// Messages a schema does not spell out itself still reach the user in Portuguese.
z.config(ptBR());
// In the browser zod would probe `new Function` for its fast path: the CSP forbids eval and reports
// the probe as a violation. The server keeps the fast path.
z.config({ jitless: typeof window !== "undefined" });

export { z };
