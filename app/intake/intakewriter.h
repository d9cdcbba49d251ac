// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "intakeserver.h"

#include <memory>
#include <vector>

namespace rl::app {

class IntakeLane;

// Commits deliveries on threads of their own, so the next requests are read,
// verified and parsed while the disk syncs the last commit. Answers go back
// to the server on its (the HTTP) thread. docs/architecture.md, "Threads and
// connections".
class IntakeWriter
{
public:
    IntakeWriter(IntakeServer *server, const QString &location);
    ~IntakeWriter(); // each writer writes what it was handed, then stops
    Q_DISABLE_COPY_MOVE(IntakeWriter)

    // From the HTTP thread.
    void submit(IntakeServer::Entry entry);

private:
    std::vector<std::unique_ptr<IntakeLane>> m_lanes;
};

} // namespace rl::app
