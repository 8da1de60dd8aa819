#!/usr/bin/env bash
# Keeps the shop's two servers running for `./shop start` and `./shop serve` (tooling/shop/cli.mjs
# prepares both commands, then replaces itself with this script). Why a shell: a Node process that
# only waits holds about 80 MB, a sixth of a small server's memory (issue 47 point 5); bash holds 4.
#
#   serve.sh NODE HEALTH_URL TIMEOUT_SECONDS CLEANUP_DIR READY_LINE NOTE_LINE \
#            N_API API_DIR API_COMMAND... N_WEB WEB_DIR WEB_COMMAND...
#
# NODE is the Node that runs wait-healthy.mjs (cli.mjs's own, not whichever `node` PATH names).
# Each server runs `env COMMAND...` in its directory (COMMAND may start with VAR=value words).
# When one exits the other is stopped and the shop exits with its code; SIGINT and SIGTERM stop
# both (SIGKILL after 10 s); CLEANUP_DIR (a throwaway data folder) is removed once both are gone.
# Needs bash >= 5.1 (`wait -n -p`); cli.mjs keeps its own supervisor where that is missing.
set -u

say() { printf '\033[1m[shop]\033[0m %s\n' "$*" >&2; }

node=$1 health=$2 timeout=$3 cleanup_dir=$4 ready_line=$5 note_line=$6
shift 6
count=$1 && shift && api_dir=$1 && api=("${@:2:count-1}") && shift "$count"
count=$1 && shift && web_dir=$1 && web=("${@:2:count-1}") && shift "$count"

(cd "$api_dir" && exec env "${api[@]}") &
api_pid=$!
(cd "$web_dir" && exec env "${web[@]}") &
web_pid=$!

stopping=0
stop() {
  [ "$stopping" = 1 ] && return
  stopping=1
  say "stopping ($1)"
  kill -TERM "$api_pid" "$web_pid" ${waiter:+"$waiter"} 2>/dev/null
  (sleep 10 && kill -KILL "$api_pid" "$web_pid" 2>/dev/null) &
  local killer=$!
  wait "$api_pid" "$web_pid" 2>/dev/null
  kill "$killer" 2>/dev/null
  [ -n "$cleanup_dir" ] && rm -rf -- "$cleanup_dir"
}
trap 'stop Ctrl-C; exit 0' INT
trap 'stop SIGTERM; exit 0' TERM

name_of() { if [ "$1" = "$api_pid" ]; then echo "the API"; else echo "the storefront server"; fi; }

# The first healthy answer, unless a server exits first.
"$node" "$(dirname -- "$0")/wait-healthy.mjs" "$health" "$timeout" &
waiter=$!
exited=
wait -n -p exited "$api_pid" "$web_pid" "$waiter"
code=$?
if [ "$exited" = "$waiter" ]; then
  # Reaped: its PID is free for another process, which stop's TERM must not reach.
  waiter=
  if [ "$code" != 0 ]; then
    say "the shop did not answer $health within $timeout s (START_TIMEOUT_SECONDS)"
    stop "not healthy"
    exit 1
  fi
  say "$ready_line"
  [ -n "$note_line" ] && say "$note_line"
  wait -n -p exited "$api_pid" "$web_pid"
  code=$?
else
  kill "$waiter" 2>/dev/null
  wait "$waiter" 2>/dev/null
  waiter=
fi
# A server exited: the shop is down; stop the other one too and report failure.
say "$(name_of "$exited") exited with code $code"
stop "a server exited"
[ "$code" = 0 ] && exit 1
exit "$code"
