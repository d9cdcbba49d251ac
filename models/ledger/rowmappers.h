// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

#include <QSqlQuery>

namespace rl::models {

// One mapper per entity: the columns a read selects, in the order the
// mapper takes them.
namespace RowMappers {

inline const QString OperationColumns = QStringLiteral(
    "o.id, o.trigger_key, o.event_ref, e.source, e.event_id, o.flow, o.intended_action, o.state, o.responsible,"
    " o.created_at, o.held_since, o.resolved_at, o.supersedes, o.superseded_by, o.attempts, o.open_step,"
    // The open step's hold reason and window, through steps' (operation_id, position) key.
    " (SELECT s.hold_reason FROM steps s WHERE s.operation_id = o.id AND s.position = o.open_step),"
    " (SELECT s.may_run_until FROM steps s WHERE s.operation_id = o.id AND s.position = o.open_step),"
    // Four eyes: the flow's list, and the one request waiting, if any.
    " o.four_eyes,"
    " (SELECT r.seq FROM countersign_requests r WHERE r.operation_id = o.id AND r.closed_seq IS NULL),"
    " (SELECT r.action FROM countersign_requests r WHERE r.operation_id = o.id AND r.closed_seq IS NULL),"
    " (SELECT r.requested_by FROM countersign_requests r WHERE r.operation_id = o.id AND r.closed_seq IS NULL),"
    " (SELECT r.requested_login FROM countersign_requests r WHERE r.operation_id = o.id AND r.closed_seq IS NULL),"
    // When the open step's search has settled: its last attempt and settle time.
    " (SELECT s.last_attempt_at FROM steps s WHERE s.operation_id = o.id AND s.position = o.open_step),"
    " (SELECT s.settle_ms FROM steps s WHERE s.operation_id = o.id AND s.position = o.open_step)");

inline const QString StepColumns = QStringLiteral(
    "id, operation_id, position, kind, target, reference, state, hold_reason, attempts_used, content_version,"
    " target_reference, key_first_used_at, not_before, reserved_by, reserved_until, capability, attempt_limit,"
    " max_attempts, key_retention_s, settle_ms, unknown_lookups, last_attempt_at, max_execution_ms, may_run_until,"
    " can_lookup, verify_by_lookup, verify_due_at, verification,"
    " (SELECT COUNT(*) FROM evidence d WHERE d.step_ref = steps.id AND d.kind = 'duplicate'), delivery, sent_to");

// Each fails as Corrupt when a stored name (a state, a reason, an action)
// is not one this build knows: never a harmless-looking default.
Result<Operation> operation(const QSqlQuery &q);
Result<StepRecord> step(const QSqlQuery &q);
Result<Attempt> attempt(const QSqlQuery &q);
Result<Evidence> evidence(const QSqlQuery &q);
Result<ContentVersion> content(const QSqlQuery &q);
Result<Decision> decision(const QSqlQuery &q);

} // namespace RowMappers

} // namespace rl::models
