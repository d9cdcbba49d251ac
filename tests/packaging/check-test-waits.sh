#!/usr/bin/env bash
# A test waits for what it expects with QTRY_* or QSignalSpy::wait, never for
# a fixed time (docs/testing.md, "Waiting"). The only fixed wait is a window
# in which something must not happen, written rl::testing::holdStill(ms, why)
# (tests/support/testtime.h): QTest::qWait and sleeps appear nowhere else.
set -euo pipefail
tests=$1
found=$(grep -rnE 'QTest::qWait\(|QThread::(m|u)?sleep\(|std::this_thread::sleep_for\(|\busleep\(' "$tests" \
          --include='*.cpp' --include='*.h' | grep -v -e '^[^:]*tests/support/testtime.h:' -e '^[^:]*tests/bench/' || true)
if [ -n "$found" ]; then
  echo "fixed waits in tests (use QTRY_*/QSignalSpy::wait, or holdStill(ms, why) for a window where nothing may happen):"
  echo "$found"
  exit 1
fi
# Every hold names what it gives a chance.
unexplained=$(grep -rnE 'holdStill\([^,]+,\s*""' "$tests" --include='*.cpp' || true)
if [ -n "$unexplained" ]; then
  echo "holdStill without a reason:"; echo "$unexplained"; exit 1
fi
echo "no fixed waits in tests but holdStill windows"
