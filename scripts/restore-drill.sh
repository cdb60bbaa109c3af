#!/usr/bin/env bash
# The restore drill (docs/operations.md, "Backup and restore"), run by .ci/run:
#  1. a fresh site: the server's normal start (migrate, seed the demo catalogue) on an empty
#     DATA_DIR, or on a new PostgreSQL database, and a media file under DATA_DIR/media;
#  2. `npm run backup -- FILE` while that server is serving;
#  3. the server stopped; `npm run restore -- FILE` into another empty DATA_DIR (database);
#  4. per-table row counts and SHA-256 compared: the source's, the backup's record and the
#     restored copy's (backup-cli.ts digest); the media folders compared file by file;
#  5. a second restore into the now full target refused without --force (exit 1).
# Usage: bash scripts/restore-drill.sh             SQLite
#        bash scripts/restore-drill.sh URL         PostgreSQL: two new databases on the server
#                                                  at URL (postgres://user@host:port/db), dropped after
# PG_BIN names the PostgreSQL programs' folder (psql, pg_dump, pg_restore); else PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
PG=${1:-}
WORK=$(mktemp -d /tmp/inklore-drill.XXXXXX)
SERVER=""
DBS=()
psql_() { "${PG_BIN:+$PG_BIN/}psql" -q -v ON_ERROR_STOP=1 "$PG" "$@"; }
cleanup() {
  if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null || true; fi
  for db in "${DBS[@]}"; do psql_ -c "drop database if exists $db with (force)" || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
DIGEST=(node scripts/run.mjs server/src/ops/backup-cli.ts digest)
# Both files' tables: the same names, row counts and hashes, or the tables that differ.
same() {
  node -e '
    const fs = require("fs");
    const [a, b] = process.argv.slice(1).map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
    const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    const bad = names.filter((t) => a[t]?.rows !== b[t]?.rows || a[t]?.sha256 !== b[t]?.sha256);
    if (bad.length) {
      console.log("  differ: " + bad.map((t) => `${t} (${a[t]?.rows} / ${b[t]?.rows} rows)`).join(", "));
      process.exit(1);
    }
    const rows = Object.values(a).reduce((n, t) => n + t.rows, 0);
    console.log(`  same: ${names.length} tables, ${rows} rows, every hash equal`);
  ' "$1" "$2"
}

SOURCE=(DATA_DIR="$WORK/source")
TARGET=(DATA_DIR="$WORK/target")
if [ -n "$PG" ]; then
  for side in source target; do
    db="inklore_drill_$$_$side"
    psql_ -c "create database $db"
    DBS+=("$db")
  done
  SOURCE+=(DATABASE_URL="${PG%/*}/inklore_drill_$$_source")
  TARGET+=(DATABASE_URL="${PG%/*}/inklore_drill_$$_target")
  echo "PostgreSQL: databases inklore_drill_$$_source and _target"
fi

echo "1. A fresh site: the server's start (migrate, seed), a media file"
env "${SOURCE[@]}" PORT=0 HOST=127.0.0.1 SEED=demo LOG_LEVEL=info WEB_DIST="$WORK/no-web" \
  node scripts/run.mjs server/src/main.ts >"$WORK/server.log" 2>&1 &
SERVER=$!
for _ in $(seq 1 300); do
  grep -qs 'Inklore is serving' "$WORK/server.log" && break
  if ! kill -0 "$SERVER" 2>/dev/null; then cat "$WORK/server.log"; exit 1; fi
  sleep 0.1
done
grep -q 'Inklore is serving' "$WORK/server.log" || { echo "  the server did not start"; exit 1; }
mkdir -p "$WORK/source/media/community"
head -c 50000 /dev/urandom >"$WORK/source/media/community/0123456789abcdef0123456789abcdef.jpg"

echo "2. npm run backup while it serves"
env "${SOURCE[@]}" npm run -s backup -- "$WORK/site.backup"
kill -TERM "$SERVER" && wait "$SERVER" || true
SERVER=""

echo "3. npm run restore into an empty target"
env "${TARGET[@]}" npm run -s restore -- "$WORK/site.backup"

echo "4. Tables and media compared"
env "${SOURCE[@]}" "${DIGEST[@]}" >"$WORK/source.json"
"${DIGEST[@]}" "$WORK/site.backup" >"$WORK/recorded.json"
env "${TARGET[@]}" "${DIGEST[@]}" >"$WORK/target.json"
echo " source and the backup's record:"
same "$WORK/source.json" "$WORK/recorded.json"
echo " source and the restored copy:"
same "$WORK/source.json" "$WORK/target.json"
diff -r "$WORK/source/media" "$WORK/target/media"
echo "  media: $(find "$WORK/target/media" -type f | wc -l) files, the same bytes"

echo "5. A second restore without --force is refused"
if env "${TARGET[@]}" npm run -s restore -- "$WORK/site.backup" 2>"$WORK/refused.txt"; then
  echo "  restored over data without --force"
  exit 1
fi
sed 's/^/  /' "$WORK/refused.txt"
grep -q '^Not restoring: ' "$WORK/refused.txt"
echo "Restore drill passed."
