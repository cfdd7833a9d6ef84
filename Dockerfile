# syntax=docker/dockerfile:1
# Wattson: one image runs one shop process. See docs/deploy.md.
# The Node line CI runs the unit and API suites on (.ci/run, ADR 2).
ARG NODE_VERSION=24

# ---- build: all dependencies, then the storefront, the admin site and the server ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the built files only ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# MALLOC_* and the --max-semi-space-size below: the server's runtime settings (scripts/server-runtime.mjs, ADR 78).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=1048576 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server finds its migrations and web build beside package.json (src/server/project-root.ts).
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/dist ./dist
# Uploaded media (and the embedded database, when DATABASE_URL is unset) live in DATA_DIR: mount a
# volume on /data/media (or /data). Made here and owned by `node`, so a fresh named volume is writable.
RUN mkdir -p /data/media && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The built server directly: `npm start` would look for sources to rebuild, and npm would sit
# between the container's SIGTERM and the process that drains requests.
CMD ["node", "--max-semi-space-size=4", "dist/server/server/main.js"]
