#!/usr/bin/env bash
# Issue 20's CI step: the chat in two browsers through nginx in front of two nodes (on a fresh
# PostgreSQL database and a Redis of their own, see cluster.sh, serving a copy of the built web
# app in dist/web), while the node holding one person's socket is killed with SIGKILL mid-test
# (e2e/failover/chatFailover.spec.ts): both reconnect to the survivor, every acknowledged message
# shows once on both sides and in the database, and presence converges.
# Needs: nginx, redis-server, psql, /usr/bin/chromium, a PostgreSQL at SMOKE_PG (default
# postgres://postgres@127.0.0.1:5432). Builds dist/web when it is missing.
# Ports: nginx 3460, nodes 3461 and 3462, Redis 3463 (FAILOVER_PORTS='3460 3461 3462 3463' to
# change them). Extra arguments go to Playwright (e.g. --reporter=list,json).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=cluster.sh
source deploy/smoke/cluster.sh
# shellcheck disable=SC2086 # four ports
cluster_init ${FAILOVER_PORTS:-3460 3461 3462 3463}

[ -f dist/web/index.html ] || npm run build:web
# A copy in the working folder: nginx's workers (another user) may not reach into the checkout.
cp -R dist/web "$cluster_work/web"
chmod -R a+rX "$cluster_work/web"
cluster_start "$cluster_work/web"

status=0
FAILOVER_BASE_URL="$cluster_base" FAILOVER_NODES="${NODE_PORTS[0]}:${node_pids[0]},${NODE_PORTS[1]}:${node_pids[1]}" \
  npx playwright test -c e2e/failover/playwright.config.ts "$@" || status=$?
if [ "$status" != 0 ]; then
  # The nodes' own account of the failure, before cleanup removes their logs.
  for port in "${NODE_PORTS[@]}"; do echo "--- node $port"; tail -n 40 "$cluster_work/node-$port.log"; done
  echo "--- nginx errors"; tail -n 40 "$cluster_work/nginx-error.log"
  exit "$status"
fi
echo "PASS in $(($(date +%s) - cluster_started)) s"
