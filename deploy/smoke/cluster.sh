# Sourced by twoNodes.sh and failover.sh: two product nodes on a fresh PostgreSQL database and a
# Redis of their own, behind Debian's nginx running a configuration generated from
# deploy/nginx/teamwork.conf (HTTP only). Everything started here stops, and the database is
# dropped, when the sourcing script exits (an EXIT trap), whatever the outcome.
#
# Usage: cluster_init <nginx port> <node port> <node port> <redis port>, then cluster_start <web dir>.
# SMOKE_PG: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432).
# Then: $cluster_base (nginx's URL), ${NODE_PORTS[@]} and ${node_pids[@]} (in the same order),
# $cluster_work (logs: node-<port>.log, nginx-error.log, nginx-access.log, redis.log).

PG="${SMOKE_PG:-postgres://postgres@127.0.0.1:5432}"
cluster_started=$(date +%s)
cluster_work=""
cluster_db="teamwork_smoke_$(date +%s)_$$"
node_pids=()
redis_pid=""

cluster_stop() {
  [ -n "$cluster_work" ] || return 0
  if [ -f "$cluster_work/nginx.pid" ]; then
    local nginx_pid
    nginx_pid="$(cat "$cluster_work/nginx.pid")"
    kill "$nginx_pid" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 "$nginx_pid" 2>/dev/null || break; sleep 0.25; done
  fi
  for pid in "${node_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${node_pids[@]}"; do
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  [ -n "$redis_pid" ] && kill "$redis_pid" 2>/dev/null || true
  psql -q "$PG/postgres" -c "drop database if exists $cluster_db with (force)" >/dev/null 2>&1 || true
  rm -rf "$cluster_work"
}

# The ports, the working folder (nginx's workers read it as another user) and the trap that undoes everything.
cluster_init() {
  NGINX_PORT=$1
  NODE_PORTS=("$2" "$3")
  REDIS_PORT=$4
  cluster_base="http://127.0.0.1:$NGINX_PORT"
  cluster_work="$(mktemp -d)"
  chmod 755 "$cluster_work"
  trap cluster_stop EXIT
  # Interrupted (Ctrl-C, CI's timeout): exit, so the EXIT trap cleans up.
  trap 'exit 130' INT TERM
}

# Prints the node's log and fails the script.
cluster_node_failed() {
  echo "FAIL: node $1 not ready"
  cat "$cluster_work/node-$1.log"
  exit 1
}

# Redis, the database, both nodes (SEED_DEMO on the first), nginx in front serving <web dir>'s assets.
cluster_start() {
  local web_dir="$1"
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no --logfile "$cluster_work/redis.log" &
  redis_pid=$!
  psql -q "$PG/postgres" -c "create database $cluster_db"

  # Both nodes start at once on the empty database: one migrates under the advisory lock, the other waits.
  for i in 0 1; do
    local port=${NODE_PORTS[$i]}
    PORT=$port HOST=127.0.0.1 APP_URL="$cluster_base" TRUST_PROXY=true \
      DATABASE_URL="$PG/$cluster_db" REDIS_URL="redis://127.0.0.1:$REDIS_PORT" \
      DATA_DIR="$cluster_work/data" WEB_DIR="$web_dir" SMTP_URL='' LOG_LEVEL=warn LOG_FORMAT=json \
      SEED_DEMO=$([ "$i" = 0 ] && echo true || echo false) SUPER_ADMIN_PASSWORD=smoke-test-password \
      node --import tsx server/main.ts --prod >"$cluster_work/node-$port.log" 2>&1 &
    node_pids+=($!)
    disown "$!" # no job-control notice when a test kills it
  done
  for i in 0 1; do
    local port=${NODE_PORTS[$i]}
    for _ in $(seq 1 120); do
      curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1 && break
      kill -0 "${node_pids[$i]}" 2>/dev/null || break
      sleep 0.5
    done
    curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1 || cluster_node_failed "$port"
  done
  echo "both nodes ready ($(($(date +%s) - cluster_started)) s)"

  # deploy/nginx/teamwork.conf made local: the HTTPS server without TLS on $NGINX_PORT, no redirect
  # server, these nodes in the upstream, this build for /assets/.
  node - "$cluster_work" "$web_dir" "$NGINX_PORT" "${NODE_PORTS[@]}" <<'JS'
const fs = require('node:fs');
const [work, webDir, nginxPort, ...nodePorts] = process.argv.slice(2);
let conf = fs.readFileSync('deploy/nginx/teamwork.conf', 'utf8');
conf = conf.replace(/\nserver \{\n    listen 80;[\s\S]*?\n\}\n/, '\n');
conf = conf.replace(/    server 127\.0\.0\.1:\d+ [^\n]*\n/g, '');
conf = conf.replace('    least_conn;\n', `    least_conn;\n${nodePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join('')}`);
conf = conf.replace(/    listen 443 ssl http2;\n    listen \[::\]:443 ssl http2;\n/, `    listen 127.0.0.1:${nginxPort};\n`);
conf = conf.replace(/    ssl_[^\n]*\n/g, '');
conf = conf.replace('root /srv/teamwork/dist/web;', `root ${webDir};`);
if (/ssl|:443|:80;/.test(conf)) throw new Error('the generated nginx configuration still has TLS or port 80 in it');
fs.writeFileSync(`${work}/teamwork.conf`, conf);
fs.writeFileSync(`${work}/nginx.conf`, `pid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;\nevents {}\nhttp {\n    include /etc/nginx/mime.types;\n    access_log ${work}/nginx-access.log;\n    include ${work}/teamwork.conf;\n}\n`);
JS
  nginx -c "$cluster_work/nginx.conf" -p "$cluster_work/"
  for _ in $(seq 1 40); do [ -f "$cluster_work/nginx.pid" ] && break; sleep 0.25; done
  [[ "$(curl -fsS "$cluster_base/api/ready")" == *'"status":"ready"'* ]] || { echo "FAIL: /api/ready through nginx"; exit 1; }
  echo "/api/ready through nginx: ready"
}
