// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

namespace rl::models {

// Every custom role of every Runledger model. Actions read ids through these
// roles, never through display text.
enum ItemDataRole {
    IdRole = Qt::UserRole + 1, // operation id, step row id, attempt id, decision seq
    StateRole,                 // wire name of the state (held, uncertain …)
    SortRole,                  // a value that sorts correctly (times as ISO, numbers as numbers)
    OperationIdRole,
    StepPositionRole,
};

} // namespace rl::models
