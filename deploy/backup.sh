#!/bin/sh
# A backup of compose's PostgreSQL database: deploy/backup.sh [folder]   (default: ./backups)
#
# Writes <folder>/hotel-<UTC time>.dump (pg_dump's custom format, read by deploy/restore.sh) and beside
# it <folder>/hotel-<UTC time>.keys: the ids of the passport keys its guest register was sealed with.
# The dump holds passports only sealed: it is of no use for them without those keys, which it does not
# contain (docs/deployment.md, "Backups"). Keep the keys apart from the dumps, and every key as long as
# a dump that needs it is kept. Run it next to compose.yaml, with the stack up; COMPOSE is the compose
# command, with the same -f files as `up` (default: docker compose).
set -eu

folder=${1:-backups}
compose=${COMPOSE:-docker compose}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
dump="$folder/hotel-$stamp.dump"
keys="$folder/hotel-$stamp.keys"

# The key ids in use (before and after the dump, so that a passport written or sealed again meanwhile
# is not missed).
key_ids() {
  $compose exec -T db sh -c 'psql --no-psqlrc --quiet --tuples-only --no-align \
    --username="$POSTGRES_USER" --dbname="$POSTGRES_DB" \
    --command="SELECT key_id FROM guest_register WHERE key_id IS NOT NULL UNION SELECT key_id FROM passport_captures"'
}

umask 077
mkdir -p "$folder"
before=$(key_ids)
# Written under another name first: an interrupted backup leaves no file that looks complete.
$compose exec -T db sh -c 'pg_dump --format=custom --username="$POSTGRES_USER" --dbname="$POSTGRES_DB"' >"$dump.partial"
after=$(key_ids)
mv "$dump.partial" "$dump"
printf '%s\n%s\n' "$before" "$after" | grep -v '^$' | sort -u >"$keys" || true

echo "Backed up the database to $dump ($(wc -c <"$dump" | tr -d ' ') bytes)."
if [ -s "$keys" ]; then
  echo "Its passports need the passport keys $(tr '\n' ' ' <"$keys")(listed in $keys): keep them apart from it."
else
  echo "It holds no passports (no key needed)."
fi
