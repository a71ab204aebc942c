# The hotel guest app as one image: the SPA built at image build, the server run from its TypeScript by
# Node itself (type stripping: no loader, no build step). `docker compose up` (compose.yaml) runs it with
# PostgreSQL behind a proxy; docs/deployment.md says what a hotel sets. The Node line is one that
# package.json's engines allows, and the one CI runs on (.ci/run reads it from here).

FROM node:26.10.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# No setting is baked into the SPA (the server writes them into the page at start): one image for every hotel.
RUN npm run build

FROM node:26.10.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Production dependencies only: the server's. The SPA's libraries, webpack, Babel, tsx and the test and lint
# tooling are dev dependencies. Then what the server never reads goes, in the same layer: source maps, type
# declarations, the font weights the receipts do not use (scripts/prune-image-modules.mjs).
COPY package.json package-lock.json ./
COPY scripts/prune-image-modules.mjs scripts/prune-image-modules.mjs
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force && node scripts/prune-image-modules.mjs
# What the server reads at run time: its code and assets, the two contracts, the built SPA.
COPY server/package.json server/package.json
COPY server/src server/src
COPY server/assets server/assets
COPY openapi.yaml card-token-api.yaml ./
# What the server and the SPA's build agree on (shared/: the built files' content hash, for the cache rule).
COPY shared shared
# The guest texts the API answers with (server/src/guestTexts.ts).
COPY locales/en.json locales/en.json
COPY --from=build /app/dist dist
# DATA_DIR: the development mail outbox and, without DATABASE_URL, the embedded database.
RUN mkdir -p /app/data && chown node:node /app/data
# The image's own unprivileged user (uid 1000): the code stays root-owned, read-only to the server.
USER node
# 8080: the app. 8081 (PORT+1): the card tokeniser sandbox, only while CARD_TOKEN_URL is unset (DEMO_MODE).
EXPOSE 8080 8081
# /healthz: the process answers (no curl in a slim image: Node's own fetch).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself, not `npm start` (which would check the build and run npm in between). Node strips the
# types of server/src (erasable syntax only: server/tsconfig.json's erasableSyntaxOnly).
CMD ["node", "server/src/cli/serve.ts"]
