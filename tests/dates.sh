#!/usr/bin/env bash
# `npm run test:dates`: the date-sensitive suites under libfaketime (Debian's `faketime`) on the days
# that break date arithmetic: a month's last day, the day before each clock change in Europe/London,
# 31 December and 29 February. The tests, the site and its worker run on the faked clock; the browser's
# pages get the same instant through Playwright's clock (tests/fixtures/harness/e2e-site.ts). Embedded
# services only: a PostgreSQL or Redis server keeps the real time. Needs a build (`npm run build`).
# Arguments replace the list of instants, e.g. `npm run test:dates -- '2027-01-31 23:30:00'`.
set -uo pipefail
cd "$(dirname "$0")/.."

command -v faketime >/dev/null || { echo "faketime is missing: apt-get install faketime" >&2; exit 1; }
[ -f dist/server/entry.mjs ] || { echo "The site is not built: run npm run build first" >&2; exit 1; }

instants=("$@")
if [ ${#instants[@]} -eq 0 ]; then
  instants=(
    '2026-11-30 09:00:00' # a month's last day (a Monday, as on 27 November 2026's failure)
    '2027-03-27 12:00:00' # the day before the clocks go forward in London
    '2027-10-30 12:00:00' # the day before the clocks go back in London
    '2026-12-31 18:00:00' # the year's last day
    '2028-02-29 09:00:00' # a leap day
  )
fi

unit=(tests/unit)
integration=(
  tests/integration/booking-visitor.test.ts tests/integration/booking-store.test.ts
  tests/integration/blog-admin.test.ts tests/integration/admin-lists.test.ts
  tests/integration/client-sign-in.test.ts tests/integration/accounts.test.ts
  tests/integration/proposals-owner.test.ts tests/integration/test-user-api.test.ts
  tests/integration/contact.test.ts
)
e2e=(
  tests/e2e/booking.spec.ts tests/e2e/admin-bookings.spec.ts tests/e2e/admin-blog.spec.ts
  tests/e2e/audio-and-launch.spec.ts tests/e2e/client-login.spec.ts tests/e2e/admin-dashboards.spec.ts
  tests/e2e/proposal-journey.spec.ts tests/e2e/legal-and-cv.spec.ts tests/e2e/system-tests.spec.ts
)

unset DATABASE_URL REDIS_URL REQUIRE_SERVICES
failed=()
for instant in "${instants[@]}"; do
  echo "== $instant UTC"
  for project in unit integration e2e; do
    declare -n files="$project"
    if ! TZ=UTC faketime -m "$instant" npx vitest run --project "$project" "${files[@]}"; then
      failed+=("$instant $project")
    fi
  done
done

if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failed[@]}"
  exit 1
fi
echo "all passed on: ${instants[*]}"
