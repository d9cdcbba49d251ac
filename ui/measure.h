// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl::ui {
class MainWindow;
// Benchmark probe (runledger --measure): prints when the first rows are
// painted, how long queue switches and scrolling to the end take, and the
// peak memory, then quits. Used by tests/bench/bench_console.
void measureConsole(MainWindow *window);
}
