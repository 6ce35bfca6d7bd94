#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster on loopback for the api tier and benchmarks.
#   scripts/pg-cluster.sh start DIR PORT   → prints the postgres:// URL
#   scripts/pg-cluster.sh replica DIR PORT PRIMARY_PORT → a streaming replica of the cluster on
#                                   127.0.0.1:PRIMARY_PORT (pg_basebackup -R), prints its URL
#   scripts/pg-cluster.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?cluster dir}; port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
[ -n "$bin" ] || { echo "no PostgreSQL server installed (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$cmd" in
  start)
    mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_pg "$bin/initdb" -D "$dir" -U postgres -A trust --no-sync -E UTF8 >/dev/null
    fi
    as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  replica)
    primary=${4:?primary port}
    mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"; chmod 700 "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      # initdb -A trust lets replication connections in from loopback; -R writes standby.signal.
      # --checkpoint=fast: the default spread checkpoint kept the replica test waiting ~100 s.
      as_pg "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary" -U postgres -D "$dir" -R -X stream --no-sync \
        --checkpoint=fast >/dev/null
    fi
    as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c hot_standby=on -c max_connections=300" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|replica|stop DIR [PORT] [PRIMARY_PORT]" >&2; exit 2 ;;
esac
