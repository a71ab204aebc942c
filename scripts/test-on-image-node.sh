#!/usr/bin/env bash
# CI's second Node: the one the Dockerfile's image runs (the current LTS), from the npm registry's `node`
# package. In a copy of the repository with its own node_modules (so the main checkout's stay as they
# are): `npm ci` with no engine warning, the build, the server suite (PGlite; the PostgreSQL run is the
# first Node's), and the image's start command against PostgreSQL (scripts/run-image-command.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^FROM node:\([0-9][0-9.]*\)-.*/\1/p' Dockerfile | head -1)
if [ -z "$version" ]; then
  echo "The Dockerfile has no FROM node:<version> line." >&2
  exit 1
fi
copy=$(mktemp -d "${TMPDIR:-/tmp}/hotel-node-$version-XXXXXX")
trap 'rm -rf "$copy"' EXIT
tar --exclude=./node_modules --exclude=./dist --exclude=./data --exclude=./.git --exclude=./test-results \
  -cf - . | tar -xf - -C "$copy"
cd "$copy"

npx -y -p "node@$version" -- bash -euo pipefail -c '
  echo "Node $(node -v), npm $(npm -v), in $PWD"
  npm ci --no-audit --no-fund 2>&1 | tee npm-ci.log
  if grep -q EBADENGINE npm-ci.log; then
    echo "npm ci warned that a package does not support Node $(node -v) (EBADENGINE)." >&2
    exit 1
  fi
  node scripts/build-if-changed.mjs
  TEST_DATABASE_URL= node scripts/test-server.mjs
  # The two variables compose.yaml requires (an operator sets them in .env): the password of the role
  # hotel that .ci/run creates, and a fresh passport key made by the recipe of docs/deployment.md.
  POSTGRES_PASSWORD=hotel PASSPORT_ENCRYPTION_KEY="$(openssl rand -base64 32 | tr "+/" "-_" | tr -d "=")" \
    node scripts/run-image-command.mjs
'
