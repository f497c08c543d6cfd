#!/usr/bin/env bash
# Two product nodes on PostgreSQL and a Redis of their own, behind Debian's nginx running a
# configuration generated from deploy/nginx/teamwork.conf (HTTP only, port 3370). Checks /api/ready
# and a hashed asset through nginx, then that a socket.io client connected through nginx reconnects
# to the other node when its node is killed with SIGKILL. Not part of .ci/run.
# Needs: nginx, redis-server, psql, a PostgreSQL at SMOKE_PG (default postgres://postgres@127.0.0.1:5432).
# Ports: nginx 3370, nodes 3371 and 3372, Redis 3373.
set -euo pipefail
cd "$(dirname "$0")/../.."
PG="${SMOKE_PG:-postgres://postgres@127.0.0.1:5432}"
NGINX_PORT=3370
NODE_PORTS=(3371 3372)
REDIS_PORT=3373
started=$(date +%s)

work="$(mktemp -d)"
chmod 755 "$work" # nginx's workers read the assets as another user
db="teamwork_smoke_$(date +%s)_$$"
node_pids=()
redis_pid=""
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  for pid in "${node_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${node_pids[@]}"; do
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  [ -n "$redis_pid" ] && kill "$redis_pid" 2>/dev/null || true
  psql -q "$PG/postgres" -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# A stand-in for the built web app: the smoke is about the nodes and the proxy, not the build.
mkdir -p "$work/web/assets"
echo '<!doctype html><title>Teamwork</title>' >"$work/web/index.html"
echo 'console.log("hashed asset");' >"$work/web/assets/app-smoke123.js"

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no --logfile "$work/redis.log" &
redis_pid=$!
psql -q "$PG/postgres" -c "create database $db"

# Both nodes start at once on the empty database: one migrates under the advisory lock, the other waits.
for i in 0 1; do
  port=${NODE_PORTS[$i]}
  PORT=$port HOST=127.0.0.1 APP_URL="http://127.0.0.1:$NGINX_PORT" TRUST_PROXY=true \
    DATABASE_URL="$PG/$db" REDIS_URL="redis://127.0.0.1:$REDIS_PORT" \
    DATA_DIR="$work/data" WEB_DIR="$work/web" SMTP_URL='' LOG_LEVEL=warn LOG_FORMAT=json \
    SEED_DEMO=$([ "$i" = 0 ] && echo true || echo false) SUPER_ADMIN_PASSWORD=smoke-test-password \
    node --import tsx server/main.ts --prod >"$work/node-$port.log" 2>&1 &
  node_pids+=($!)
  disown "$!" # no job-control notice when the smoke kills it
done
for i in 0 1; do
  port=${NODE_PORTS[$i]}
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1 && break
    kill -0 "${node_pids[$i]}" 2>/dev/null || break
    sleep 0.5
  done
  curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1 || { echo "FAIL: node $port not ready"; cat "$work/node-$port.log"; exit 1; }
done
echo "both nodes ready ($(($(date +%s) - started)) s)"

# deploy/nginx/teamwork.conf made local: the HTTPS server without TLS on $NGINX_PORT, no redirect
# server, these nodes in the upstream, this stand-in build for /assets/.
node - "$work" "$NGINX_PORT" "${NODE_PORTS[@]}" <<'JS'
const fs = require('node:fs');
const [work, nginxPort, ...nodePorts] = process.argv.slice(2);
let conf = fs.readFileSync('deploy/nginx/teamwork.conf', 'utf8');
conf = conf.replace(/\nserver \{\n    listen 80;[\s\S]*?\n\}\n/, '\n');
conf = conf.replace(/    server 127\.0\.0\.1:\d+ [^\n]*\n/g, '');
conf = conf.replace('    least_conn;\n', `    least_conn;\n${nodePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join('')}`);
conf = conf.replace(/    listen 443 ssl http2;\n    listen \[::\]:443 ssl http2;\n/, `    listen 127.0.0.1:${nginxPort};\n`);
conf = conf.replace(/    ssl_[^\n]*\n/g, '');
conf = conf.replace('root /srv/teamwork/dist/web;', `root ${work}/web;`);
if (/ssl|:443|:80;/.test(conf)) throw new Error('the generated nginx configuration still has TLS or port 80 in it');
fs.writeFileSync(`${work}/teamwork.conf`, conf);
fs.writeFileSync(`${work}/nginx.conf`, `pid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;\nevents {}\nhttp {\n    include /etc/nginx/mime.types;\n    access_log ${work}/nginx-access.log;\n    include ${work}/teamwork.conf;\n}\n`);
JS
nginx -c "$work/nginx.conf" -p "$work/"
for _ in $(seq 1 40); do [ -f "$work/nginx.pid" ] && break; sleep 0.25; done

base="http://127.0.0.1:$NGINX_PORT"
curl -fsS "$base/api/ready" | grep -q '"status":"ready"' || { echo "FAIL: /api/ready through nginx"; exit 1; }
echo "/api/ready through nginx: ready"
curl -fsSI "$base/assets/app-smoke123.js" | grep -qi 'cache-control: public, max-age=31536000, immutable' || { echo "FAIL: asset cache header through nginx"; exit 1; }
echo "/assets/ through nginx: cached for good"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/metrics")" = 404 ] || { echo "FAIL: /metrics is public through nginx"; exit 1; }
echo "/metrics through nginx: 404"

node deploy/smoke/socketFailover.mjs "$base" "${NODE_PORTS[0]}:${node_pids[0]}" "${NODE_PORTS[1]}:${node_pids[1]}"
echo "PASS in $(($(date +%s) - started)) s"
