// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A long wait bounded by lack of progress, not by a total (docs/testing.md,
// "Waiting in tests"): a busy machine is slow, not stuck, and is waited for;
// a run that stops moving fails after stillMs, whatever the total.

#include <QElapsedTimer>
#include <QTest>

namespace rl::testing {

// Waits until done() holds. progress() is a picture of the work (counts),
// compared between polls; fails when it has not changed for stillMs (or,
// as a last resort, after capMs in all).
template<typename Done, typename Progress>
bool waitWhileProgressing(Done done, Progress progress, int stillMs, int capMs = 540'000)
{
    QElapsedTimer still;
    still.start();
    auto last = progress();
    // The work has stopped moving: the same picture for stillMs.
    const auto stuck = [&] {
        auto now = progress();
        if (now != last) {
            last = std::move(now);
            still.restart();
        }
        return still.elapsed() > stillMs;
    };
    // A condition wait (never a fixed one); each poll looks once.
    (void)QTest::qWaitFor([&] { return done() || stuck(); }, capMs);
    return done();
}

} // namespace rl::testing
