#!/usr/bin/env bash
# The containers' health check, without starting a Node process every 10 s (tens of MB and a second of CPU each
# time, and slow enough on a busy host to time out and mark a working replica unhealthy): one HTTP/1.0 GET over
# bash's /dev/tcp, healthy when the status line says 200 within 5 s.
# Usage: sp-healthcheck http://127.0.0.1:3000/api/health/ready
set -eu
url=${1#http://}
authority=${url%%/*}
path=/${url#*/}
[ "$path" = "/$url" ] && path=/
host=${authority%%:*}
port=${authority##*:}
[ "$port" = "$authority" ] && port=80
exec 3<>"/dev/tcp/$host/$port"
printf 'GET %s HTTP/1.0\r\nHost: %s\r\nConnection: close\r\n\r\n' "$path" "$authority" >&3
IFS= read -r -t 5 status <&3 || exit 1
case $status in
  HTTP/1.?' 200 '*) exit 0 ;;
  *) exit 1 ;;
esac
