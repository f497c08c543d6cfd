#!/usr/bin/env bash
# Checks deploy/nginx/teamwork.conf with the installed nginx (Debian's: apt-get install nginx):
# wraps it in a minimal nginx.conf with throw-away self-signed certificates in place of the placeholders.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=teamwork.example.com \
  -keyout "$work/privkey.pem" -out "$work/fullchain.pem" 2>/dev/null
sed "s|/etc/ssl/teamwork/|$work/|" "$here/teamwork.conf" >"$work/teamwork.conf"
cat >"$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log $work/error.log;
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
    include $work/teamwork.conf;
}
CONF
nginx -t -q -c "$work/nginx.conf" -p "$work/"
echo "deploy/nginx/teamwork.conf: nginx $(nginx -v 2>&1 | sed 's|.*/||') accepts it"
