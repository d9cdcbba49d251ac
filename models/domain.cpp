// SPDX-License-Identifier: GPL-3.0-or-later
#include "domain.h"
#include "decisionactions.h"

#include <QStringList>

#include <array>
#include <utility>

namespace rl::models {

namespace {

// One table per enum keeps the wire names (ledger, JSON, command line) in one place.
template<typename E, std::size_t N>
QString nameOf(const std::array<std::pair<E, const char *>, N> &table, E value)
{
    for (const auto &[e, name] : table) {
        if (e == value)
            return QString::fromLatin1(name);
    }
    return {};
}

template<typename E, std::size_t N>
std::optional<E> valueOf(const std::array<std::pair<E, const char *>, N> &table, const QString &s)
{
    for (const auto &[e, name] : table) {
        if (s == QLatin1String(name))
            return e;
    }
    return std::nullopt;
}

constexpr std::array capabilities{
    std::pair{Capability::ProtectedCreate, "protected_create"},
    std::pair{Capability::LookupOnly, "lookup_only"},
    std::pair{Capability::None, "none"},
};
constexpr std::array outcomes{
    std::pair{Outcome::Succeeded, "succeeded"},
    std::pair{Outcome::FailedBeforeAction, "failed_before_action"},
    std::pair{Outcome::Uncertain, "uncertain"},
};
constexpr std::array lookupResults{
    std::pair{LookupResult::Found, "found"},
    std::pair{LookupResult::Absent, "absent"},
    std::pair{LookupResult::Ambiguous, "ambiguous"},
    std::pair{LookupResult::Unknown, "unknown"},
};
constexpr std::array stepStates{
    std::pair{StepState::AwaitingApproval, "awaiting_approval"},
    std::pair{StepState::Pending, "pending"},
    std::pair{StepState::Running, "running"},
    std::pair{StepState::Uncertain, "uncertain"},
    std::pair{StepState::Held, "held"},
    std::pair{StepState::Confirmed, "confirmed"},
    std::pair{StepState::Abandoned, "abandoned"},
};
constexpr std::array holdReasons{
    std::pair{HoldReason::None, ""},
    std::pair{HoldReason::UnresolvedUncertain, "unresolved_uncertain"},
    std::pair{HoldReason::AmbiguousLookup, "ambiguous_lookup"},
    std::pair{HoldReason::NoConfirmation, "no_confirmation"},
    std::pair{HoldReason::KeyExpired, "key_expired"},
    std::pair{HoldReason::DuplicateAtTarget, "duplicate_at_target"},
    std::pair{HoldReason::AttemptsExhausted, "attempts_exhausted"},
    std::pair{HoldReason::NotExecuted, "not_executed"},
    std::pair{HoldReason::ContentRejected, "content_rejected"},
};
constexpr std::array operationStates{
    std::pair{OperationState::AwaitingApproval, "awaiting_approval"},
    std::pair{OperationState::Running, "running"},
    std::pair{OperationState::Uncertain, "uncertain"},
    std::pair{OperationState::Held, "held"},
    std::pair{OperationState::Completed, "completed"},
    std::pair{OperationState::Abandoned, "abandoned"},
};

} // namespace

constexpr std::array teamRoles{
    std::pair{TeamRole::Service, "service"},
    std::pair{TeamRole::Reviewer, "reviewer"},
    std::pair{TeamRole::Approver, "approver"},
    std::pair{TeamRole::Auditor, "auditor"},
};

QString toString(TeamRole r) { return nameOf(teamRoles, r); }
std::optional<TeamRole> teamRoleFromString(const QString &s) { return valueOf(teamRoles, s); }

TeamRole leastRoleFor(DecisionAction action)
{
    return infoOf(action).leastRole;
}

QList<DecisionAction> allDecisionActions()
{
    // The decisions about one operation; an erasure is about a customer
    // (docs/personal-data.md) and is made apart from them.
    QList<DecisionAction> all;
    for (const DecisionActionInfo &info : decisionActionTable()) {
        if (info.aboutOneOperation)
            all.append(info.action);
    }
    return all;
}

QString toString(const QList<DecisionAction> &actions)
{
    QStringList names;
    for (const DecisionAction a : actions)
        names << toString(a);
    // Never a null string: a driver would write NULL for it (PostgreSQL).
    QString text = names.join(QLatin1Char(','));
    return text.isNull() ? QStringLiteral("") : text;
}

QList<DecisionAction> decisionActionsFromString(const QString &text)
{
    QList<DecisionAction> out;
    for (const QString &name : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (const auto a = decisionActionFromString(name.trimmed()))
            out.append(*a);
    }
    return out;
}

bool decidesOnARequest(DecisionAction action)
{
    return infoOf(action).decidesOnARequest;
}

bool mayNeedCountersign(DecisionAction action)
{
    return infoOf(action).mayNeedCountersign;
}

bool teamRoleAllows(TeamRole role, DecisionAction action)
{
    switch (role) {
    case TeamRole::Approver:
        return true;
    case TeamRole::Reviewer:
        return leastRoleFor(action) == TeamRole::Reviewer;
    case TeamRole::Service:
    case TeamRole::Auditor:
        return false;
    }
    return false;
}

QString toString(Capability c) { return nameOf(capabilities, c); }
QString toString(Outcome o) { return nameOf(outcomes, o); }
QString toString(LookupResult r) { return nameOf(lookupResults, r); }
QString toString(StepState s) { return nameOf(stepStates, s); }
QString toString(HoldReason r) { return nameOf(holdReasons, r); }
QString toString(OperationState s) { return nameOf(operationStates, s); }
QString toString(DecisionAction a) { return QLatin1String(infoOf(a).name); }

std::optional<Capability> capabilityFromString(const QString &s) { return valueOf(capabilities, s); }
std::optional<Outcome> outcomeFromString(const QString &s) { return valueOf(outcomes, s); }
std::optional<LookupResult> lookupResultFromString(const QString &s) { return valueOf(lookupResults, s); }
std::optional<StepState> stepStateFromString(const QString &s) { return valueOf(stepStates, s); }
std::optional<HoldReason> holdReasonFromString(const QString &s) { return valueOf(holdReasons, s); }
std::optional<OperationState> operationStateFromString(const QString &s) { return valueOf(operationStates, s); }
std::optional<DecisionAction> decisionActionFromString(const QString &s)
{
    for (const DecisionActionInfo &info : decisionActionTable()) {
        if (s == QLatin1String(info.name))
            return info.action;
    }
    return std::nullopt;
}

bool isKnownNotExecuted(HoldReason r)
{
    return r == HoldReason::AttemptsExhausted || r == HoldReason::NotExecuted || r == HoldReason::ContentRejected;
}

} // namespace rl::models
