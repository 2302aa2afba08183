#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL server: a fresh cluster in a temporary
# folder (Debian's postgresql binaries), on a free port on 127.0.0.1, removed again when the command ends.
#   bash services/platform-dev/scripts/with-temp-postgres.sh npm run test -w services/platform-dev
# As root (CI), the server runs as the `postgres` user, which Debian's package creates.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args…]" >&2
  exit 2
fi

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
  echo "with-temp-postgres: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi

as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  as_owner=(runuser -u postgres --)
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/platform-dev-pg.XXXXXX")
chmod 755 "$scratch"
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$scratch"; fi
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

stop() {
  "${as_owner[@]}" "$pgbin/pg_ctl" -D "$scratch/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$scratch"
}
trap stop EXIT

"${as_owner[@]}" "$pgbin/initdb" -D "$scratch/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_owner[@]}" "$pgbin/pg_ctl" -D "$scratch/data" -l "$scratch/server.log" -w -t 60 \
  -o "-p $port -k $scratch -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
"${as_owner[@]}" "$pgbin/createdb" -h 127.0.0.1 -p "$port" -U postgres platform_dev_test

echo "with-temp-postgres: PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
DATABASE_URL="postgres://postgres@127.0.0.1:$port/platform_dev_test" "$@"
