# syntax=docker/dockerfile:1
# The Tabib server and the web app it serves, in one image (docs/operations.md "Container image").
# Build: docker build -t tabib .   Run: see deploy/compose.yaml.

ARG NODE_VERSION=20.19

# ── build: every workspace dependency, the kit packages and the app ──────────────────────────────
FROM node:${NODE_VERSION}-bookworm-slim AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/sdk/package.json packages/sdk/
COPY packages/ui/package.json packages/ui/
COPY packages/hooks/package.json packages/hooks/
COPY packages/embed/package.json packages/embed/
COPY packages/app/package.json packages/app/
COPY packages/server/package.json packages/server/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build
# The server with its production dependencies only (no test tools, no kit sources).
RUN pnpm --filter @tabib/server deploy --prod --legacy /deploy

# ── runtime: Node, the server, the built app and the API description; no compiler, no dev dependency ──
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    APP_DIST=/app/packages/app/dist \
    DATA_DIR=/data
WORKDIR /app
# The same relative layout as the repository: the server reads ../../spec/openapi.yaml.
COPY --from=build /repo/spec/openapi.yaml spec/openapi.yaml
COPY --from=build /repo/packages/app/dist packages/app/dist
# The booking widget's script, served at /embed.js (docs/embed.md).
COPY --from=build /repo/packages/embed/dist/embed.js packages/embed/dist/embed.js
COPY --from=build /deploy packages/server
# `pnpm deploy` copies what the package would publish, and dist/ is ignored by git: copied on its own.
COPY --from=build /repo/packages/server/dist packages/server/dist
# The image cache and a PGlite database (when DATABASE_URL is not set) live in /data, owned by `node`.
RUN mkdir /data && chown node:node /data
USER node
WORKDIR /app/packages/server
EXPOSE 3000
# Ready = the database answers and has every migration (GET /readyz); Node's fetch, as the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server compiled to JavaScript by `pnpm build` (packages/server/tsup.config.ts): no TypeScript loader.
CMD ["node", "dist/main.js"]
