// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Time in tests (docs/testing.md, "Waiting"). A test waits for something to
// happen with QTRY_* or QSignalSpy::wait, never a fixed time. The one fixed
// wait allowed is the opposite: a window in which something must *not*
// happen (a second attempt, a late answer, a duplicate), given time to show
// itself before the test counts. It is written holdStill(ms, why), so that
// tests/packaging/check-test-waits.sh can tell it from a positive wait:
// QTest::qWait appears nowhere else in tests/.

#include <QRandomGenerator>
#include <QTest>
#include <QtGlobal>

namespace rl::testing {

// Lets the event loop run for ms while nothing is expected to happen; why
// says what wrong behaviour this gives its chance.
inline void holdStill(int ms, const char *why)
{
    Q_UNUSED(why)
    QTest::qWait(ms);
}

// A random generator for a test's random choices: seeded with the test's
// own fixed seed, so that CI plays the same choices every run, or with
// RUNLEDGER_TEST_SEED when set (to try others by hand, or to repeat one a
// failure printed). The seed is printed either way.
inline QRandomGenerator seededRandom(const char *what, quint32 fixedSeed)
{
    bool ok = false;
    quint32 seed = quint32(qEnvironmentVariableIntValue("RUNLEDGER_TEST_SEED", &ok));
    if (!ok)
        seed = fixedSeed;
    qInfo("%s: random seed %u (RUNLEDGER_TEST_SEED=<n> plays other choices)", what, seed);
    return QRandomGenerator(seed);
}

} // namespace rl::testing
