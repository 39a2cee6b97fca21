#!/usr/bin/env bash
# Source this before running podman on a CI machine without systemd:  . deploy/scripts/podman-env.sh
#
# Points CONTAINERS_CONF at a configuration that works on such machines (unless one is already set): the runc
# runtime and cgroupfs (crun fails there on hybrid cgroups), netavark for container DNS on compose networks, events
# in a file (no journald), and open-files and process limits the host allows (podman's defaults are above a
# container host's hard limits, and without CAP_SYS_RESOURCE every container then fails with "setrlimit
# RLIMIT_NOFILE: Operation not permitted", or for a non-root USER "error setting rlimit type 6").

SP_CACHE_DIR=${SP_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sound-putter}
export SP_CACHE_DIR
if [ -z "${CONTAINERS_CONF:-}" ]; then
  mkdir -p "$SP_CACHE_DIR"
  _sp_nofile=$(ulimit -Hn)
  [ "$_sp_nofile" = unlimited ] && _sp_nofile=1048576
  [ "$_sp_nofile" -gt 65536 ] && _sp_nofile=65536
  # Podman asks for 1,048,576 processes; such hosts refused anything above about 32,768 (below their own
  # `ulimit -Hu`), and a container needs a few dozen.
  _sp_nproc=$(ulimit -Hu)
  [ "$_sp_nproc" = unlimited ] && _sp_nproc=32768
  [ "$_sp_nproc" -gt 32768 ] && _sp_nproc=32768
  cat >"$SP_CACHE_DIR/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=$_sp_nofile:$_sp_nofile", "nproc=$_sp_nproc:$_sp_nproc"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"

[network]
network_backend = "netavark"
CONF
  export CONTAINERS_CONF=$SP_CACHE_DIR/containers.conf
  unset _sp_nofile _sp_nproc
fi
