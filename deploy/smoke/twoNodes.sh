#!/usr/bin/env bash
# Two product nodes on PostgreSQL and a Redis of their own, behind Debian's nginx running a
# configuration generated from deploy/nginx/teamwork.conf (HTTP only, port 3370; see cluster.sh).
# Checks /api/ready and a hashed asset through nginx, then that a socket.io client connected through
# nginx reconnects to the other node when its node is killed with SIGKILL. Not part of .ci/run
# (failover.sh, which is, drives the real web app through the same set-up).
# Needs: nginx, redis-server, psql, a PostgreSQL at SMOKE_PG (default postgres://postgres@127.0.0.1:5432).
# Ports: nginx 3370, nodes 3371 and 3372, Redis 3373 (SMOKE_PORTS='3370 3371 3372 3373' to change them).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=cluster.sh
source deploy/smoke/cluster.sh
# shellcheck disable=SC2086 # four ports
cluster_init ${SMOKE_PORTS:-3370 3371 3372 3373}

# A stand-in for the built web app: the smoke is about the nodes and the proxy, not the build.
mkdir -p "$cluster_work/web/assets"
echo '<!doctype html><title>Teamwork</title>' >"$cluster_work/web/index.html"
echo 'console.log("hashed asset");' >"$cluster_work/web/assets/app-smoke123.js"

cluster_start "$cluster_work/web"
base="$cluster_base"
curl -fsSI "$base/assets/app-smoke123.js" | grep -qi 'cache-control: public, max-age=31536000, immutable' || { echo "FAIL: asset cache header through nginx"; exit 1; }
echo "/assets/ through nginx: cached for good"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/metrics")" = 404 ] || { echo "FAIL: /metrics is public through nginx"; exit 1; }
echo "/metrics through nginx: 404"

node --import tsx deploy/smoke/socketFailover.mjs "$base" "${NODE_PORTS[0]}:${node_pids[0]}" "${NODE_PORTS[1]}:${node_pids[1]}"
echo "PASS in $(($(date +%s) - cluster_started)) s"
