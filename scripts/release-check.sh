#!/usr/bin/env bash
# The production install, as the Dockerfile's runtime stage makes it, without images (none can be pulled here):
# copies the build and what Mandi reads at run time into an empty folder, installs the dependencies alone
# (`npm ci --omit=dev`: no tsx, no Vite, no Paraglide), then migrates, seeds, starts, asks /livez and /readyz, stops
# with SIGTERM, backs up and restores there (decision 028). Run `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."

# Keep in step with the Dockerfile's runtime stage.
RUNTIME_FILES=(package.json package-lock.json build server/start.js server/run-command.js scripts/postinstall.js
  db/migrations db/seed/photos db/seed/places-india.tsv.gz)
[ -f build/server/index.js ] && [ -f build/commands/migrate.js ] || { echo "release check: run npm run build first" >&2; exit 1; }

dir="$(mktemp -d "${TMPDIR:-/tmp}/mandi-release-XXXXXX")"
pid=""
cleanup() {
  # shellcheck disable=SC2086
  [ -n "$pid" ] && kill $pid 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
cp -r --parents "${RUNTIME_FILES[@]}" "$dir/"
checkout="$PWD"
cd "$dir"
npm ci --omit=dev --no-audit --no-fund --loglevel=error
for dev in @react-router/dev @inlang/paraglide-js @biomejs/biome @playwright/test; do
  [ ! -e "node_modules/$dev" ] || { echo "release check: devDependency $dev was installed" >&2; exit 1; }
done
# These come along as better-auth's optional peers (devOptional in the lockfile, which --omit=dev keeps); removed
# here to prove that nothing at run time needs them.
rm -rf node_modules/tsx node_modules/vite node_modules/typescript node_modules/drizzle-kit node_modules/vitest

export DATA_DIR="$dir/data" PORT="${RELEASE_CHECK_PORT:-3240}" LOG_LEVEL=warn
! curl -s -o /dev/null "http://127.0.0.1:$PORT/" || { echo "release check: port $PORT is taken (RELEASE_CHECK_PORT)" >&2; exit 1; }
npm run --silent db:migrate
npm run --silent db:seed
# As the Dockerfile's CMD starts it: Node itself gets SIGTERM, with no npm in between.
NODE_ENV=production node --single-threaded-gc server/start.js > "$dir/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$PORT/readyz" > /dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$dir/server.log" >&2; echo "release check: npm start exited" >&2; exit 1; }
  sleep 1
done
echo "livez: $(curl -fsS "http://127.0.0.1:$PORT/livez")  readyz: $(curl -fsS "http://127.0.0.1:$PORT/readyz")"
curl -fsS -o /dev/null "http://127.0.0.1:$PORT/" || { cat "$dir/server.log" >&2; echo "release check: / failed" >&2; exit 1; }
kill -TERM "$pid"
wait "$pid" || { cat "$dir/server.log" >&2; echo "release check: SIGTERM did not stop it cleanly" >&2; exit 1; }
pid=""
npm run --silent db:backup -- "$dir/backup"
DATA_DIR="$dir/restored" npm run --silent db:restore -- "$dir/backup"

# Two instances on one PostgreSQL, behind the journeys' proxy (nginx's stand-in), when one is given: each page
# comes from both in turn, and /readyz answers through the proxy.
if [ -n "${RELEASE_CHECK_DATABASE_URL:-}" ]; then
  secret="$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')"
  pids=()
  for n in 1 2; do
    DATABASE_URL="$RELEASE_CHECK_DATABASE_URL" AUTH_SECRET="$secret" TRUST_PROXY=true DATA_DIR="$dir/instance-$n" \
      PORT=$((PORT + n)) NODE_ENV=production node --single-threaded-gc server/start.js > "$dir/instance-$n.log" 2>&1 &
    pids+=($!)
  done
  (cd "$checkout" && exec node_modules/.bin/tsx scripts/release-proxy.ts "$PORT" "one=$((PORT + 1))" "two=$((PORT + 2))") \
    > "$dir/proxy.log" 2>&1 &
  pids+=($!)
  pid="${pids[*]}"
  for n in 1 2; do
    for _ in $(seq 1 120); do
      curl -fsS "http://127.0.0.1:$((PORT + n))/readyz" > /dev/null 2>&1 && break
      kill -0 "${pids[$((n - 1))]}" 2>/dev/null || { cat "$dir/instance-$n.log" >&2; echo "release check: instance $n exited" >&2; exit 1; }
      sleep 1
    done
  done
  sleep 1
  seen=""
  for _ in 1 2 3 4; do
    seen+="$(curl -fsS -o /dev/null -D - "http://127.0.0.1:$PORT/" | tr -d '\r' | sed -n 's/^x-mandi-instance: //ip') "
  done
  echo "through the proxy: $seen; readyz: $(curl -fsS "http://127.0.0.1:$PORT/readyz")"
  [[ "$seen" == *one* && "$seen" == *two* ]] || { echo "release check: pages did not come from both instances" >&2; exit 1; }
  kill -TERM "${pids[@]}"
  for p in "${pids[@]}"; do wait "$p" || { cat "$dir"/instance-*.log >&2; echo "release check: an instance did not stop cleanly" >&2; exit 1; }; done
  pid=""
fi
echo "release check: production install ran migrate, seed, start, readiness, backup and restore without devDependencies"
