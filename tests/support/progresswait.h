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
    QElapsedTimer still, total;
    still.start();
    total.start();
    auto last = progress();
    while (!done()) {
        if (still.elapsed() > stillMs || total.elapsed() > capMs)
            return false;
        QTest::qWait(50);
        auto now = progress();
        if (now != last) {
            last = std::move(now);
            still.restart();
        }
    }
    return true;
}

} // namespace rl::testing
