// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "targets/connector.h"

#include <QTest>
#include <optional>

// The test's way to call a target and look at the answer: the asynchronous
// call, and Qt Test's event loop until its continuation ran. Shipped code
// never waits like this; it continues in the callback.
inline rl::app::CallOutcome createAndWait(rl::app::TargetClient &client, const QString &reference, const QByteArray &content,
                                          const QString &expectedFingerprint = {})
{
    std::optional<rl::app::CallOutcome> out;
    client.create(reference, content, expectedFingerprint, [&out](rl::app::CallOutcome c) { out = std::move(c); });
    if (!QTest::qWaitFor([&out] { return out.has_value(); }, 120'000))
        qFatal("the target's answer did not arrive within two minutes");
    return *out;
}

inline rl::app::LookupOutcome lookupAndWait(rl::app::TargetClient &client, const QString &reference)
{
    std::optional<rl::app::LookupOutcome> out;
    client.lookup(reference, [&out](rl::app::LookupOutcome l) { out = std::move(l); });
    if (!QTest::qWaitFor([&out] { return out.has_value(); }, 120'000))
        qFatal("the target's answer did not arrive within two minutes");
    return *out;
}
