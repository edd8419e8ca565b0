#!/usr/bin/env bash
# `npm run test:deep`: what `npm test` runs only a slice of. The attack corpus's random inputs for their
# full minute on a new seed (`npm test`: three per procedure and form on a fixed seed), then the
# five-date matrix (`npm run test:dates`: the date-sensitive suites under libfaketime; needs Debian's
# `faketime`); between them the rolling restart under load through nginx (needs PostgreSQL, Redis and
# nginx). The corpus runs against DATABASE_URL and REDIS_URL when they are set, as in CI (its "a refusal
# writes no row" checks need PostgreSQL); the dates run embedded. Builds first when there is no build.
# Prints each part's time; fails if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

[ -f dist/server/entry.mjs ] || npm run build || exit 1

times=()
failed=()
part() {
  local name=$1
  shift
  local started=$SECONDS
  "$@" || failed+=("$name")
  times+=("$(printf '%-14s %5d s' "$name" $((SECONDS - started)))")
}

part 'attack corpus' env TEST_TIER=deep npx vitest run --project integration tests/integration/attack-inputs.test.ts
part 'rolling restart' env TEST_TIER=deep npx vitest run --project integration tests/integration/rolling-restart.test.ts
part 'dates' bash tests/dates.sh

printf '\nnpm run test:deep: %s\n' "$([ ${#failed[@]} -eq 0 ] && echo passed || echo "failed: ${failed[*]}")"
printf '  %s\n' "${times[@]}"
[ ${#failed[@]} -eq 0 ]
