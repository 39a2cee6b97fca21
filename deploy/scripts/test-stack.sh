#!/usr/bin/env bash
# npm run test:stack: the production stack (deploy/Dockerfile, docker-compose.yml) on this machine's podman, driven
# and broken by deploy/stack-test/run.mjs. Needs root, podman, runc, debootstrap and docker-compose (1.29, which
# talks to podman's Docker API) or a Docker CLI with `docker compose`.
# SP_OFFICIAL_IMAGES=1 uses the images docker-compose.yml names instead of local stand-ins (needs a registry).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
# shellcheck source=podman-env.sh
. deploy/scripts/podman-env.sh

for tool in podman node; do
  command -v "$tool" >/dev/null || {
    echo "test:stack needs $tool" >&2
    exit 1
  }
done
if ! command -v docker-compose >/dev/null && ! docker compose version >/dev/null 2>&1; then
  echo 'test:stack needs docker-compose (Debian package) or the Docker CLI with compose' >&2
  exit 1
fi

started=$SECONDS
if [ "${SP_OFFICIAL_IMAGES:-}" != 1 ]; then
  images=$(bash deploy/scripts/local-base-images.sh)
  while IFS= read -r line; do
    case $line in *_IMAGE=*) export "${line?}" ;; esac
  done <<<"$images"
  echo "[stack] local base images ready after $((SECONDS - started)) s"
fi
export NODE_IMAGE=${NODE_IMAGE:-node:24-bookworm-slim}

# Compose speaks the Docker API: podman serves it on a socket of this run, stopped on exit.
socket_dir=$(mktemp -d)
# Its log is noise where no systemd runs ("unable to get systemd connection to add healthchecks"): kept aside.
podman system service --time=0 "unix://$socket_dir/podman.sock" 2>"$socket_dir/service.log" &
service_pid=$!
stop_service() {
  kill "$service_pid" 2>/dev/null || true
  wait "$service_pid" 2>/dev/null || true
  rm -rf "$socket_dir"
}
trap stop_service EXIT
for _ in $(seq 1 50); do
  [ -S "$socket_dir/podman.sock" ] && break
  sleep 0.2
done
export DOCKER_HOST=unix://$socket_dir/podman.sock

node deploy/stack-test/run.mjs
