# syntax=docker/dockerfile:1
# Mandi's container recipe (issue 29 §2, decision 028): a build stage with every dependency, then a slim Node 24
# runtime with the build and its production dependencies only. scripts/release-check.sh makes the same runtime
# folder without images (none can be pulled on our CI machines): keep RUNTIME_FILES there in step with the COPY
# lines below.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/postinstall.js scripts/
COPY project.inlang project.inlang
COPY messages messages
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
# pg_dump for `npm run db:backup` on PostgreSQL (Debian's client speaks to servers up to its own major).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --chown=node:node package.json package-lock.json ./
COPY --chown=node:node scripts/postinstall.js scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --chown=node:node --from=build /app/build build
COPY --chown=node:node server/start.js server/run-command.js server/
COPY --chown=node:node db/migrations db/migrations
COPY --chown=node:node db/seed/photos db/seed/photos
COPY --chown=node:node db/seed/places-india.tsv.gz db/seed/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Readiness, not liveness: an orchestrator that restarts on a failed healthcheck should probe /livez instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches Node directly (exec form, no npm in between), so the drain of SHUTDOWN_DELAY_SECONDS runs.
STOPSIGNAL SIGTERM
CMD ["node", "--single-threaded-gc", "server/start.js"]
