# Bolso — multi-stage image: dependencies, build (Next.js standalone output), slim runtime.
# The runtime applies pending migrations (advisory lock) and then starts the standalone server.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses a lock without other platforms' optional binaries; install from it all the same.
RUN npm ci --no-audit --no-fund || npm install --no-save --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# next build, then the service worker with the precache manifest of what it wrote (public/sw.js).
RUN npm run build
# Start-up (migrations + server) and the demo seed as single files: the runtime has no tsx.
RUN for entry in start seed; do \
      npx esbuild "scripts/$entry.ts" --bundle --platform=node --target=node20 --format=cjs \
        --outfile="dist/$entry.cjs" --log-level=warning \
        --external:@electric-sql/pglite --external:@electric-sql/pglite-socket \
        --external:smtp-server --external:mailparser --external:pg-native; \
    done

FROM node:20-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/db/migrations ./db/migrations
COPY --from=build --chown=node:node /app/dist ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "start.cjs"]
