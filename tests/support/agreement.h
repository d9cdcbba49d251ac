// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledger.h"
#include "ledgerfixture.h"
#include "sandboxprocess.h"

namespace rl::testing {

// Every step of the ledger against the target's own count: confirmed means
// exactly one effect there, known not executed (or never sent) means none,
// and no reference was acted on twice. Returns the first disagreement, empty
// when every step agrees.
inline QString ledgerDisagreesWithTarget(models::Ledger &l, SandboxProcess &sb)
{
    using namespace rl::models;
    const QJsonObject effects = sb.effects();
    for (const Operation &op : l.operations(OperationFilter{std::nullopt, {}, {}, 0, 100'000, false}).value()) {
        for (const StepRecord &s : l.steps(op.id).value()) {
            const QString endpoint = s.step.kind == QLatin1String("crm.create_task")  ? QStringLiteral("crm.create_task")
                                   : s.step.kind == QLatin1String("voucher.create") ? QStringLiteral("voucher.create")
                                                                                    : QStringLiteral("mail.send");
            const int n = effects.value(endpoint).toObject().value(s.step.reference).toInt();
            const bool confirmed = s.step.state == StepState::Confirmed;
            const bool notExecuted = (s.step.state == StepState::Held && isKnownNotExecuted(s.step.holdReason))
                || (s.step.attemptsUsed == 0 && s.step.state != StepState::Confirmed);
            if ((confirmed && n != 1) || (notExecuted && n != 0) || n > 1)
                return QStringLiteral("step %1 of %2 is %3/%4 in the ledger, %5 effect(s) at the target")
                    .arg(s.step.position)
                    .arg(op.id, toString(s.step.state), toString(s.step.holdReason))
                    .arg(n);
        }
    }
    return {};
}

// How many of the acknowledged event ids are not in the ledger exactly once.
inline int lostEvents(const QString &ledger, const QStringList &acknowledged)
{
    RawDb raw(ledger);
    int lost = 0;
    for (const QString &id : acknowledged)
        lost += raw.scalar(QStringLiteral("SELECT COUNT(*) FROM events WHERE event_id = '%1'").arg(id)).toInt() != 1;
    return lost;
}

// SQLite's own check of every page of the file.
inline QString integrityOf(const QString &ledger) { return RawDb(ledger).scalar(QStringLiteral("PRAGMA integrity_check")).toString(); }

} // namespace rl::testing
