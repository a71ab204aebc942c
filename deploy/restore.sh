#!/bin/sh
# Restores a backup of deploy/backup.sh into compose's PostgreSQL database, replacing what it holds:
#   deploy/restore.sh --yes backups/hotel-<time>.dump
#
# Stops the app containers, drops and re-creates the database, restores the dump into it in one
# transaction, starts the app again, and then checks with `npm run hotel -- passport-keys` that the
# app's passport keys (PASSPORT_ENCRYPTION_KEY and PASSPORT_ENCRYPTION_OLD_KEYS) open every passport
# of the restored register: it fails, naming the missing key ids, when they do not. Run it next to
# compose.yaml, with the db service up; COMPOSE is the compose command, with the same -f files as `up`
# (default: docker compose). docs/deployment.md, "Backups".
set -eu

if [ "${1:-}" != "--yes" ] || [ $# -ne 2 ]; then
  echo "Usage: deploy/restore.sh --yes <file.dump>  (replaces the whole database with the backup)" >&2
  exit 2
fi
dump=$2
compose=${COMPOSE:-docker compose}
if [ ! -s "$dump" ]; then
  echo "No backup at $dump." >&2
  exit 2
fi
keys="${dump%.dump}.keys"
if [ -s "$keys" ]; then
  echo "The backup's passports need the passport keys $(tr '\n' ' ' <"$keys")(from $keys)."
fi

echo "Stopping the app, so that nothing writes while the database is replaced…"
$compose stop app
$compose exec -T db sh -c 'set -e
  # An autovacuum worker in the database makes a non-superuser dropdb --force fail ("must be a member of
  # the role whose process is being terminated"); it ends within moments, so try again a few times.
  tries=0
  until dropdb --username="$POSTGRES_USER" --if-exists --force "$POSTGRES_DB"; do
    tries=$((tries + 1))
    [ "$tries" -lt 10 ] || exit 1
    echo "The database is busy; trying again in a second…" >&2
    sleep 1
  done
  createdb --username="$POSTGRES_USER" "$POSTGRES_DB"
  pg_restore --username="$POSTGRES_USER" --dbname="$POSTGRES_DB" --no-owner --exit-on-error --single-transaction' <"$dump"
echo "Restored $dump. Starting the app…"
$compose start app
# The keys the app runs with against the passports restored (a fresh container with the app's settings).
$compose run --rm --no-deps -T app npm run hotel -- passport-keys
