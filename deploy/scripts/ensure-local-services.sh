#!/usr/bin/env bash
# Source this from the repository root, after `npm ci`:  . deploy/scripts/ensure-local-services.sh
#
# Makes sure the machine's own PostgreSQL (127.0.0.1:5432, user postgres without password) and Redis
# (127.0.0.1:6379) answer, starting them when they are installed but stopped, and exports DATABASE_URL and
# REDIS_URL for them. A variable stays unset when no such server can be had: the test set-up then starts its own
# (the embedded PostgreSQL from npm, a private redis-server), as `npm start` would.

_sp_log() { printf '[services] %s\n' "$*"; }

# Signs in with the pg client from node_modules: proves the URL works, not only that something listens.
_sp_postgres_answers() {
  node -e '
    const { Client } = require("pg");
    const client = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.query("SELECT 1")).then(() => process.exit(0), () => process.exit(1));
  ' "$1" >/dev/null 2>&1
}

_sp_redis_answers() {
  node -e '
    const socket = require("net").connect(6379, "127.0.0.1");
    socket.setTimeout(2000, () => process.exit(1));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (d) => process.exit(String(d).startsWith("+PONG") ? 0 : 1));
    socket.on("error", () => process.exit(1));
  ' >/dev/null 2>&1
}

_sp_wait() { # what, check command
  local what=$1 i
  shift
  for i in $(seq 1 60); do
    "$@" && return 0
    sleep 0.5
  done
  _sp_log "$what did not answer within 30 s"
  return 1
}

_sp_pg_url=postgres://postgres@127.0.0.1:5432/postgres
if ! _sp_postgres_answers "$_sp_pg_url" && [ -d /etc/postgresql ] && command -v pg_ctlcluster >/dev/null; then
  _sp_version=$(ls /etc/postgresql | sort -V | tail -n 1)
  _sp_log "starting the machine's PostgreSQL $_sp_version"
  pg_ctlcluster --skip-systemctl-redirect "$_sp_version" main start || true
  _sp_wait PostgreSQL _sp_postgres_answers "$_sp_pg_url" || true
fi
if _sp_postgres_answers "$_sp_pg_url"; then
  export DATABASE_URL=$_sp_pg_url
  _sp_log "PostgreSQL: $DATABASE_URL"
else
  unset DATABASE_URL
  _sp_log 'PostgreSQL: none on 127.0.0.1:5432 that signs in as postgres; the tests start an embedded one'
fi

if ! _sp_redis_answers && command -v redis-server >/dev/null; then
  _sp_log "starting the machine's Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save '' --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
  _sp_wait Redis _sp_redis_answers || true
fi
if _sp_redis_answers; then
  export REDIS_URL=redis://127.0.0.1:6379
  _sp_log "Redis: $REDIS_URL"
else
  unset REDIS_URL
  _sp_log 'Redis: none on 127.0.0.1:6379; the tests start a private redis-server'
fi
unset _sp_pg_url _sp_version
