#!/bin/sh
# Like the official image: without a configuration file Redis listens on every interface in protected mode and
# refuses other containers; the container's network is the protection, so switch protected mode off.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  set -- redis-server --protected-mode no "$@"
fi
exec "$@"
