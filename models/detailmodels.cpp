// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailmodels.h"

#include "ids.h"
#include "itemdataroles.h"
#include "steprules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace rl::models {

namespace {

QString shortTime(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm:ss")) : QString();
}

template<std::size_t N>
QVariant header(const char *const (&table)[N], const char *context, int section, Qt::Orientation o, int role)
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= int(N))
        return {};
    return QCoreApplication::translate(context, table[section]);
}

constexpr const char *kStepHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Step"),           QT_TRANSLATE_NOOP("rl::models::StepsModel", "Effect"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Target"),         QT_TRANSLATE_NOOP("rl::models::StepsModel", "State"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Target reference"), QT_TRANSLATE_NOOP("rl::models::StepsModel", "Attempts"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Idempotency key"),
};
static_assert(std::size(kStepHeaders) == StepsModel::ColumnCount);

constexpr const char *kAttemptHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Attempt"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Step"),
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Started"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Duration"),
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Outcome"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "HTTP status"),
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Error"),
};
static_assert(std::size(kAttemptHeaders) == AttemptsModel::ColumnCount);

constexpr const char *kEvidenceHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Step"),        QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Kind"),
    QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Observed at"), QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Result"),
    QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Summary"),     QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Target reference"),
};
static_assert(std::size(kEvidenceHeaders) == EvidenceModel::ColumnCount);

constexpr const char *kContentHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Step"),        QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Version"),
    QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Approved by"), QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Approved at"),
    QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "SHA-256"),
};
static_assert(std::size(kContentHeaders) == ContentVersionsModel::ColumnCount);

constexpr const char *kDecisionHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "#"),        QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Decided at"),
    QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Reviewer"), QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Decision"),
    QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Step"),     QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Rationale"),
    QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Hash"),
};
static_assert(std::size(kDecisionHeaders) == DecisionsModel::ColumnCount);

constexpr const char *kProbeHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Target"),   QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Last probe"),
    QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Declared"), QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Observed"),
    QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Verdict"),
};
static_assert(std::size(kProbeHeaders) == ProbesModel::ColumnCount);

} // namespace

QString StepsModel::kindText(const QString &kind)
{
    if (kind == QLatin1String("crm.create_task"))
        return tr("CRM task");
    if (kind == QLatin1String("email.send"))
        return tr("E-mail");
    return kind;
}

QString StepsModel::stateText(StepState s, HoldReason r)
{
    switch (s) {
    case StepState::AwaitingApproval: return tr("Awaiting approval");
    case StepState::Pending: return tr("Ready");
    case StepState::Running: return tr("Running");
    case StepState::Uncertain: return tr("Uncertain");
    case StepState::Confirmed: return tr("Confirmed");
    case StepState::Abandoned: return tr("Abandoned");
    case StepState::Held:
        switch (r) {
        case HoldReason::AmbiguousLookup: return tr("Held: several records match");
        case HoldReason::DuplicateAtTarget: return tr("Held: duplicate at the target");
        case HoldReason::NoConfirmation: return tr("Held: target cannot confirm");
        case HoldReason::KeyExpired: return tr("Held: key expired, no evidence");
        case HoldReason::AttemptsExhausted: return tr("Held: attempts used up (not executed)");
        case HoldReason::NotExecuted: return tr("Held: confirmed not executed");
        default: return tr("Held: no clear evidence");
        }
    }
    return {};
}

QString StepsModel::deliveryText(const QString &delivery)
{
    // Accepted by the mail service is not delivered: what the service said since.
    if (delivery == QLatin1String("delivered"))
        return tr("Confirmed, delivered");
    if (delivery == QLatin1String("bounced"))
        return tr("Confirmed, bounced (never resent automatically)");
    if (delivery == QLatin1String("complained"))
        return tr("Confirmed, marked as spam by the recipient");
    return tr("Confirmed, sent by the mail service");
}

QString StepsModel::confirmedText(const QString &verification)
{
    // What the confirmation rests on (DESIGN.md rule 11): the target's answer,
    // checked once more by a lookup where the target can be looked up.
    if (verification == QLatin1String("confirmed"))
        return tr("Confirmed, checked by a lookup");
    if (verification == QLatin1String("due"))
        return tr("Confirmed, lookup check pending");
    if (verification == QLatin1String("replay"))
        return tr("Confirmed by the target's replay");
    if (verification == QLatin1String("not_found"))
        return tr("Confirmed, but a lookup did not find it");
    if (verification == QLatin1String("failed"))
        return tr("Confirmed, lookup check failed");
    if (verification == QLatin1String("off"))
        return tr("Confirmed, not checked by a lookup");
    return tr("Confirmed");
}

void StepsModel::setSteps(QList<StepRecord> steps, const QDateTime &now)
{
    m_now = now;
    setRows(std::move(steps));
}

int StepsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant StepsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const StepRecord &r = m_rows.at(index.row());
    if (role == IdRole)
        return r.step.rowId;
    if (role == StateRole)
        return toString(r.step.state);
    if (role == StepPositionRole)
        return r.step.position;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Position: return r.step.position;
    case Kind: return kindText(r.step.kind);
    case Target: return r.step.target;
    case State:
        if (r.step.state == StepState::Pending && index.row() > 0
            && m_rows.at(index.row() - 1).step.state != StepState::Confirmed)
            return tr("Waiting for step %1").arg(m_rows.at(index.row() - 1).step.position);
        if (r.step.state == StepState::Confirmed && r.step.kind == QLatin1String("email.send") && !r.delivery.isEmpty())
            return deliveryText(r.delivery);
        if (r.step.state == StepState::Confirmed)
            return confirmedText(r.verification);
        return stateText(r.step.state, r.step.holdReason);
    case TargetReference: return r.step.targetReference;
    case Attempts: return r.step.attemptsUsed;
    case IdempotencyKey: {
        if (r.capability != Capability::ProtectedCreate)
            return tr("%1 (target has no idempotent create)").arg(r.step.reference);
        const StepContext c = r.context(m_now);
        if (!c.keyFirstUsedAt.isValid())
            return tr("%1 (not sent yet)").arg(r.step.reference);
        return StepRules::keyInsideRetention(c) ? tr("%1 (protected until %2)").arg(r.step.reference, shortTime(StepRules::keyExpiresAt(c)))
                                                : tr("%1 (key expired)").arg(r.step.reference);
    }
    case ColumnCount: break;
    }
    return {};
}

QVariant StepsModel::headerData(int s, Qt::Orientation o, int role) const
{
    return header(kStepHeaders, "rl::models::StepsModel", s, o, role);
}

void AttemptsModel::setAttempts(QList<Attempt> attempts, QHash<qint64, int> stepPositions)
{
    m_positions = std::move(stepPositions);
    setRows(std::move(attempts));
}

int AttemptsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant AttemptsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Attempt &a = m_rows.at(index.row());
    if (role == IdRole)
        return a.id;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case AttemptId: return role == Qt::ToolTipRole ? a.id : shortId(a.id);
    case Step: return tr("%1 (attempt %2)").arg(m_positions.value(a.stepRowId)).arg(a.number);
    case Started: return shortTime(a.startedAt);
    case Duration: return a.endedAt.isValid() ? tr("%1 ms").arg(a.startedAt.msecsTo(a.endedAt)) : tr("in flight");
    case OutcomeClass:
        if (!a.outcome)
            return tr("in flight");
        return role == Qt::ToolTipRole ? toString(*a.outcome) : EvidenceModel::resultText(toString(*a.outcome));
    case HttpStatus: return a.httpStatus > 0 ? QVariant(a.httpStatus) : QVariant(tr("no answer"));
    case Error: return a.error;
    case ColumnCount: break;
    }
    return {};
}

QVariant AttemptsModel::headerData(int s, Qt::Orientation o, int role) const
{
    return header(kAttemptHeaders, "rl::models::AttemptsModel", s, o, role);
}

void EvidenceModel::setEvidence(QList<Evidence> evidence, QHash<qint64, int> stepPositions)
{
    m_positions = std::move(stepPositions);
    setRows(std::move(evidence));
}

int EvidenceModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant EvidenceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Evidence &e = m_rows.at(index.row());
    if (role == IdRole)
        return e.rowId;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Step: return m_positions.value(e.stepRowId);
    case Kind:
        if (e.kind == QLatin1String("lookup"))
            return tr("Lookup by reference");
        if (e.kind == QLatin1String("replay"))
            return tr("Idempotent replay");
        return tr("Response");
    case ObservedAt: return shortTime(e.observedAt);
    case Result: return role == Qt::ToolTipRole ? e.result : resultText(e.result);
    case Summary: return e.summary;
    case TargetReference: return e.targetReference;
    case ColumnCount: break;
    }
    return {};
}

QVariant EvidenceModel::headerData(int s, Qt::Orientation o, int role) const
{
    return header(kEvidenceHeaders, "rl::models::EvidenceModel", s, o, role);
}

void ContentVersionsModel::setVersions(QList<ContentVersion> versions, QHash<qint64, int> stepPositions)
{
    m_positions = std::move(stepPositions);
    setRows(std::move(versions));
}

int ContentVersionsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ContentVersionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ContentVersion &c = m_rows.at(index.row());
    if (role == StepPositionRole)
        return m_positions.value(c.stepRowId);
    if (role == Qt::ToolTipRole)
        return QString::fromUtf8(c.body);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Step: return m_positions.value(c.stepRowId);
    case Version: return c.version;
    case ApprovedBy: return c.approvedBy.isEmpty() ? tr("not approved") : c.approvedBy;
    case ApprovedAt: return shortTime(c.approvedAt);
    case Sha256: return c.sha256;
    case ColumnCount: break;
    }
    return {};
}

QVariant ContentVersionsModel::headerData(int s, Qt::Orientation o, int role) const
{
    return header(kContentHeaders, "rl::models::ContentVersionsModel", s, o, role);
}

int DecisionsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString EvidenceModel::resultText(const QString &stored)
{
    if (const auto r = lookupResultFromString(stored)) {
        switch (*r) {
        case LookupResult::Found: return tr("found");
        case LookupResult::Absent: return tr("not there");
        case LookupResult::Ambiguous: return tr("more than one");
        case LookupResult::Unknown: return tr("no clear answer");
        }
    }
    if (const auto o = outcomeFromString(stored)) {
        switch (*o) {
        case Outcome::Succeeded: return tr("succeeded");
        case Outcome::FailedBeforeAction: return tr("refused before acting");
        case Outcome::Uncertain: return tr("no clear answer");
        }
    }
    return stored;
}

QString DecisionsModel::actionText(DecisionAction action)
{
    switch (action) {
    case DecisionAction::Reconcile: return tr("Reconcile");
    case DecisionAction::Adopt: return tr("Adopt record");
    case DecisionAction::ConfirmNotExecuted: return tr("Confirm not executed");
    case DecisionAction::RetryOpenStep: return tr("Approve retry");
    case DecisionAction::ApproveContent: return tr("Approve content");
    case DecisionAction::NewOperation: return tr("New approved operation");
    case DecisionAction::Assign: return tr("Assign");
    case DecisionAction::Abandon: return tr("Abandon");
    }
    return toString(action);
}

QVariant DecisionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Decision &d = m_rows.at(index.row());
    if (role == IdRole)
        return d.seq;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Seq: return d.seq;
    case DecidedAt: return shortTime(d.decidedAt);
    case Reviewer: return d.reviewer;
    case Action: return role == Qt::ToolTipRole ? toString(d.action) : actionText(d.action);
    case Step: return d.stepPosition;
    case Rationale: return d.rationale;
    case Hash: return role == Qt::ToolTipRole ? d.hash : d.hash.left(16);
    case ColumnCount: break;
    }
    return {};
}

QVariant DecisionsModel::headerData(int s, Qt::Orientation o, int role) const
{
    return header(kDecisionHeaders, "rl::models::DecisionsModel", s, o, role);
}

int ProbesModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ProbesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ProbeRecord &p = m_rows.at(index.row());
    if (role == IdRole)
        return p.target;
    if (role == Qt::ToolTipRole && index.column() == Verdict) {
        // The probe's own sentences: what contradicts the profile.
        QStringList lines;
        const QJsonObject o = QJsonDocument::fromJson(p.report.toUtf8()).object();
        for (const QJsonValue &c : o.value(QStringLiteral("contradictions")).toArray())
            lines << c.toString();
        if (o.contains(QStringLiteral("error")))
            lines << o.value(QStringLiteral("error")).toString();
        return lines.join(QLatin1Char('\n'));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Target: return p.target;
    case ProbedAt: return shortTime(p.probedAt);
    case Declared: return p.declared;
    case Observed: return !p.probedAt.isValid() ? tr("never probed") : p.observed.isEmpty() ? tr("could not probe") : p.observed;
    case Verdict: return p.observed.isEmpty() ? tr("Not checked") : p.contradiction ? tr("Profile contradicts the target") : tr("Profile holds");
    case ColumnCount: break;
    }
    return {};
}

QVariant ProbesModel::headerData(int s, Qt::Orientation o, int role) const
{
    return header(kProbeHeaders, "rl::models::ProbesModel", s, o, role);
}

QString contentDiff(const QByteArray &before, const QByteArray &after)
{
    // Content is JSON: compare field by field, in a stable order.
    const auto lines = [](const QByteArray &b) {
        const QJsonDocument d = QJsonDocument::fromJson(b);
        return QString::fromUtf8(d.isNull() ? b : d.toJson(QJsonDocument::Indented)).split(QLatin1Char('\n'));
    };
    const QStringList a = lines(before), b = lines(after);
    QStringList out;
    for (const QString &l : a) {
        if (!b.contains(l))
            out << QStringLiteral("- ") + l;
    }
    for (const QString &l : b) {
        if (!a.contains(l))
            out << QStringLiteral("+ ") + l;
    }
    return out.isEmpty() ? QCoreApplication::translate("rl::models", "no difference") : out.join(QLatin1Char('\n'));
}

} // namespace rl::models
