/** Import cycles fail `npm run lint`: between any two files, and between the domains of server/; server/shared imports no domain. */
export default {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "Módulos que se importam em círculo: leve o que os dois usam para baixo (lib/domain, server/shared).",
      from: { path: "^(server|lib|components)/" },
      to: { circular: true },
    },
    {
      name: "no-domain-cycle",
      severity: "error",
      scope: "folder",
      comment: "Domínios de server/ que se importam em círculo: o caso de uso sobe para o domínio dono, a regra comum desce para server/shared.",
      from: { path: "^server/" },
      to: { path: "^server/", circular: true },
    },
    {
      name: "shared-is-a-leaf",
      severity: "error",
      comment: "server/shared serve a vários domínios e não importa nenhum deles.",
      from: { path: "^server/shared/" },
      to: { path: "^server/", pathNot: "^server/shared/" },
    },
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: they tie two domains together as much as any other.
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
