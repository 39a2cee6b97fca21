#!/usr/bin/env bash
# Source this before running podman on a CI machine without systemd:  . deploy/scripts/podman-env.sh
#
# Points CONTAINERS_CONF at a configuration that works on such machines (unless one is already set): the runc
# runtime and cgroupfs (crun fails there on hybrid cgroups), netavark for container DNS on compose networks, events
# in a file (no journald), and an open-files limit the host allows (the default is above the host's hard limit, so
# every container fails with "setrlimit RLIMIT_NOFILE: Operation not permitted").

SP_CACHE_DIR=${SP_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sound-putter}
export SP_CACHE_DIR
if [ -z "${CONTAINERS_CONF:-}" ]; then
  mkdir -p "$SP_CACHE_DIR"
  _sp_nofile=$(ulimit -Hn)
  [ "$_sp_nofile" = unlimited ] && _sp_nofile=1048576
  [ "$_sp_nofile" -gt 65536 ] && _sp_nofile=65536
  cat >"$SP_CACHE_DIR/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=$_sp_nofile:$_sp_nofile"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"

[network]
network_backend = "netavark"
CONF
  export CONTAINERS_CONF=$SP_CACHE_DIR/containers.conf
  unset _sp_nofile
fi
