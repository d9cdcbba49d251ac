// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailmodels.h"

#include "ids.h"
#include "itemdataroles.h"
#include "ledgerclient.h"
#include "operationsmodel.h"
#include "steprules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace rl::models {

namespace {

// The small glossary behind the column titles: a title in a marketing
// lead's words, the technical term and what it means as its tooltip.
QString glossary(const char *title)
{
    const QLatin1String t(title);
    if (t == QLatin1String("Reference"))
        return QCoreApplication::translate("rl::models", "Idempotency key: the unique reference Runledger gives this step. The "
                                                         "target uses it to recognise a repeated request, and Runledger searches "
                                                         "the target for it before anything is sent again.");
    if (t == QLatin1String("Answer code"))
        return QCoreApplication::translate("rl::models", "HTTP status: the target's answer code. 2xx: done (201: created); "
                                                         "4xx: refused; 5xx: the target had a problem (503: unavailable).");
    if (t == QLatin1String("Fingerprint"))
        return QCoreApplication::translate("rl::models", "SHA-256 of the content: any change to the text gives another fingerprint.");
    if (t == QLatin1String("Target reference"))
        return QCoreApplication::translate("rl::models", "The record's own id at the target (the CRM task, the e-mail), once it is known.");
    if (t == QLatin1String("Outcome"))
        return QCoreApplication::translate("rl::models", "What the attempt's answer proves: done, refused before acting (nothing "
                                                         "happened), or no clear answer (it may have happened).");
    return {};
}

template<std::size_t N>
QVariant header(const char *const (&table)[N], const char *context, int section, Qt::Orientation o, int role)
{
    if (o != Qt::Horizontal || section < 0 || section >= int(N))
        return {};
    if (role == Qt::ToolTipRole) {
        const QString tip = glossary(table[section]);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    if (role != Qt::DisplayRole)
        return {};
    return QCoreApplication::translate(context, table[section]);
}

constexpr const char *kStepHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Step"),           QT_TRANSLATE_NOOP("rl::models::StepsModel", "Effect"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Target"),         QT_TRANSLATE_NOOP("rl::models::StepsModel", "State"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Target reference"), QT_TRANSLATE_NOOP("rl::models::StepsModel", "Attempts"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Reference"),
};
static_assert(std::size(kStepHeaders) == StepsModel::ColumnCount);

constexpr const char *kAttemptHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Attempt"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Step"),
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Started"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Duration"),
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Outcome"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Answer code"),
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
    QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Fingerprint"),
};
static_assert(std::size(kContentHeaders) == ContentVersionsModel::ColumnCount);

constexpr const char *kTimelineHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::TimelineModel", "When"), QT_TRANSLATE_NOOP("rl::models::TimelineModel", "What"),
    QT_TRANSLATE_NOOP("rl::models::TimelineModel", "Step"), QT_TRANSLATE_NOOP("rl::models::TimelineModel", "What happened"),
};
static_assert(std::size(kTimelineHeaders) == TimelineModel::ColumnCount);

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
        case HoldReason::ContentRejected: return tr("Held: content cannot be sent (never sent)");
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
    if (delivery == QLatin1String("delayed"))
        return tr("Confirmed, delivery delayed (the mail service is still trying)");
    if (delivery == QLatin1String("failed"))
        return tr("Confirmed, but the mail service failed to send it (never resent automatically)");
    if (delivery == QLatin1String("suppressed"))
        return tr("Confirmed, but the mail service suppressed it: the address is on its suppression list (never resent automatically)");
    return tr("Confirmed, sent by the mail service");
}

QString StepsModel::confirmedText(const QString &verification)
{
    // What the confirmation rests on (docs/design.md rule 11): the target's answer,
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
        if (r.policy.capability != Capability::ProtectedCreate)
            return tr("%1 (target has no idempotent create)").arg(r.step.reference);
        const StepContext c = r.context(m_now);
        if (!c.keyFirstUsedAt.isValid())
            return tr("%1 (not sent yet)").arg(r.step.reference);
        return StepRules::keyInsideRetention(c) ? tr("%1 (protected until %2)").arg(r.step.reference, shortLocalTime(StepRules::keyExpiresAt(c)))
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
    case Started: return shortLocalTime(a.startedAt);
    case Duration: return a.endedAt.isValid() ? tr("%1 ms").arg(a.startedAt.msecsTo(a.endedAt)) : tr("in flight");
    case OutcomeClass:
        if (!a.outcome)
            return tr("in flight");
        return role == Qt::ToolTipRole ? toString(*a.outcome) : EvidenceModel::resultText(toString(*a.outcome));
    case HttpStatus: return a.httpStatus > 0 ? QVariant(a.httpStatus) : QVariant(tr("no answer"));
    case Error: return saidText(a.errorSaid, a.error);
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
    case ObservedAt: return shortLocalTime(e.observedAt);
    case Result: return role == Qt::ToolTipRole ? e.result : resultText(e.result);
    case Summary: return saidText(e.said, e.summary);
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
    case ApprovedBy:
        if (c.approvedBy == QLatin1String("flow"))
            return tr("approved with the flow");
        return c.approvedBy.isEmpty() ? tr("not approved") : c.approvedBy;
    case ApprovedAt: return shortLocalTime(c.approvedAt);
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
    case DecisionAction::Countersign: return tr("Countersign");
    case DecisionAction::TurnDown: return tr("Turn down request");
    case DecisionAction::Withdraw: return tr("Withdraw request");
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
    case DecidedAt: return shortLocalTime(d.decidedAt);
    case Reviewer: return d.reviewer;
    case Action:
        if (role == Qt::ToolTipRole)
            return toString(d.action);
        // Four eyes: a request is shown as one, not as the decision it asks for.
        return d.payload.contains(QLatin1String("\"request\":true")) ? tr("%1 (requested)").arg(actionText(d.action)) : actionText(d.action);
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
    case ProbedAt: return shortLocalTime(p.probedAt);
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

QString TimelineModel::kindText(TimelineEntry::Kind kind)
{
    switch (kind) {
    case TimelineEntry::Kind::Event: return tr("Event");
    case TimelineEntry::Kind::Delivery: return tr("Delivery");
    case TimelineEntry::Kind::Operation: return tr("Operation");
    case TimelineEntry::Kind::Attempt:
    case TimelineEntry::Kind::AttemptEnd: return tr("Attempt");
    case TimelineEntry::Kind::Evidence: return tr("Evidence");
    case TimelineEntry::Kind::Content: return tr("Content");
    case TimelineEntry::Kind::Decision: return tr("Decision");
    case TimelineEntry::Kind::Outcome: return tr("Outcome");
    }
    return {};
}

QList<TimelineEntry> TimelineModel::entries(const OperationDetails &s)
{
    const Operation &op = s.operation;
    QHash<qint64, int> positions;
    QHash<qint64, QString> kinds;
    for (const StepRecord &r : s.steps) {
        positions.insert(r.step.rowId, r.step.position);
        kinds.insert(r.step.rowId, r.step.kind);
    }
    // Equal times keep the order things happen in: a repeated delivery comes
    // after the operation the first one started.
    QList<std::pair<int, TimelineEntry>> ranked; // (rank among equal times, entry)
    const auto add = [&ranked](const QDateTime &at, TimelineEntry::Kind kind, int step, QString sentence, QString detail,
                               bool repeat = false) {
        if (at.isValid())
            ranked.append({repeat ? int(TimelineEntry::Kind::Operation) * 10 + 5 : int(kind) * 10,
                           {at, kind, step, std::move(sentence), std::move(detail)}});
    };
    if (s.event) {
        const QDateTime at = s.event->triggeredAt.isValid() ? s.event->triggeredAt : s.event->receivedAt;
        // "shopify:shop.myshopify.com": the sending system and its account.
        const qsizetype colon = s.event->source.indexOf(QLatin1Char(':'));
        QString sender = s.event->source;
        if (colon > 0) {
            QString system = s.event->source.left(colon);
            system[0] = system[0].toUpper();
            sender = tr("%1 (%2)").arg(system, s.event->source.mid(colon + 1));
        }
        add(at, TimelineEntry::Kind::Event, 0,
            s.event->topic.isEmpty() ? tr("%1 sent the event.").arg(sender) : tr("%1 sent the event “%2”.").arg(sender, s.event->topic),
            tr("Event id: %1").arg(s.event->eventId));
    }
    for (qsizetype i = 0; i < s.deliveries.size(); ++i) {
        const Delivery &d = s.deliveries.at(i);
        add(d.receivedAt, TimelineEntry::Kind::Delivery, 0,
            i == 0 ? tr("Received the event (delivery %1).").arg(i + 1)
                   : tr("Received the same event again (delivery %1): nothing new was started.").arg(i + 1),
            tr("Delivery id: %1").arg(d.deliveryId), i > 0);
    }
    add(op.createdAt, TimelineEntry::Kind::Operation, 0,
        op.supersedes.isEmpty() ? tr("Operation started for the flow “%1”.").arg(op.flow)
                                : tr("Operation started by a reviewer in place of operation %1.").arg(shortId(op.supersedes)),
        tr("Operation id: %1").arg(op.id));
    for (const ContentVersion &c : s.content) {
        if (c.version > 1)
            add(c.createdAt, TimelineEntry::Kind::Content, positions.value(c.stepRowId),
                tr("%1 wrote version %2 of the content.").arg(c.createdBy).arg(c.version), c.sha256);
        if (c.approvedBy == QLatin1String("flow"))
            add(c.approvedAt, TimelineEntry::Kind::Content, positions.value(c.stepRowId),
                tr("Version %1 of the content is the one approved in the flow's configuration.").arg(c.version), c.sha256);
        else if (!c.approvedBy.isEmpty())
            add(c.approvedAt, TimelineEntry::Kind::Content, positions.value(c.stepRowId),
                tr("%1 approved version %2 of the content.").arg(c.approvedBy).arg(c.version), c.sha256);
    }
    for (const Attempt &a : s.attempts) {
        const int step = positions.value(a.stepRowId);
        const QString kind = kinds.value(a.stepRowId);
        add(a.startedAt, TimelineEntry::Kind::Attempt, step,
            kind == QLatin1String("email.send")        ? tr("Attempt %1 asked the mail service to send the e-mail.").arg(a.number)
            : kind == QLatin1String("crm.create_task") ? tr("Attempt %1 asked the CRM to create the task.").arg(a.number)
                                                       : tr("Attempt %1 asked the target to act.").arg(a.number),
            tr("Attempt id: %1").arg(a.id));
        if (a.outcome) {
            QString what;
            switch (*a.outcome) {
            case Outcome::Succeeded: what = tr("Attempt %1: the target confirmed it.").arg(a.number); break;
            case Outcome::FailedBeforeAction: what = tr("Attempt %1: the target refused before acting.").arg(a.number); break;
            case Outcome::Uncertain: what = tr("Attempt %1: no clear answer; the target may or may not have acted.").arg(a.number); break;
            }
            add(a.endedAt, TimelineEntry::Kind::AttemptEnd, step, what,
                a.httpStatus > 0 ? tr("%1, HTTP %2 %3").arg(toString(*a.outcome)).arg(a.httpStatus).arg(saidText(a.errorSaid, a.error)).trimmed()
                                 : tr("%1 %2").arg(toString(*a.outcome), saidText(a.errorSaid, a.error)).trimmed());
        }
    }
    for (const Evidence &e : s.evidence) {
        QString what;
        if (e.kind == QLatin1String("lookup"))
            what = tr("Looked the reference up at the target: %1.").arg(EvidenceModel::resultText(e.result));
        else if (e.kind == QLatin1String("replay"))
            what = tr("The target answered with its stored earlier answer: %1.").arg(EvidenceModel::resultText(e.result));
        else if (e.kind == QLatin1String("delivery_event"))
            what = e.result == QLatin1String("delivered") ? tr("The mail service reported the e-mail delivered.")
                   : e.result == QLatin1String("bounced")  ? tr("The mail service reported the e-mail bounced.")
                   : e.result == QLatin1String("complained") ? tr("The mail service reported the e-mail marked as spam.")
                   : e.result == QLatin1String("delayed")    ? tr("The mail service reported the delivery delayed; it is still trying.")
                   : e.result == QLatin1String("failed")     ? tr("The mail service reported that it failed to send the e-mail.")
                   : e.result == QLatin1String("suppressed") ? tr("The mail service suppressed the e-mail: the address is on its suppression list.")
                                                             : tr("The mail service reported the e-mail sent.");
        else if (e.kind == QLatin1String("duplicate"))
            what = tr("The target holds more than one record for the reference.");
        else
            what = tr("The target answered: %1.").arg(EvidenceModel::resultText(e.result));
        add(e.observedAt, TimelineEntry::Kind::Evidence, positions.value(e.stepRowId), what,
            (e.targetReference.isEmpty() ? saidText(e.said, e.summary) : tr("%1 (%2)").arg(saidText(e.said, e.summary), e.targetReference)));
    }
    for (const Decision &d : s.decisions) {
        // What was decided on, where the decision names it.
        const QJsonObject payload = QJsonDocument::fromJson(d.payload.toUtf8()).object();
        QString object;
        if (payload.value(QStringLiteral("request")).toBool()) {
            // Four eyes: asked for, nothing done yet.
            add(d.decidedAt, TimelineEntry::Kind::Decision, d.stepPosition,
                tr("%1 asked a second reviewer to countersign: %2. “%3”").arg(d.reviewer, DecisionsModel::actionText(d.action), d.rationale),
                tr("Ledger entry %1 (%2, a request)").arg(d.seq).arg(toString(d.action)));
            continue;
        }
        if (d.action == DecisionAction::Countersign || d.action == DecisionAction::TurnDown || d.action == DecisionAction::Withdraw) {
            const auto requested = decisionActionFromString(payload.value(QStringLiteral("requested_action")).toString());
            object = tr(" The request was %1's: %2.").arg(payload.value(QStringLiteral("requested_by")).toString(),
                                                          requested ? DecisionsModel::actionText(*requested) : QString());
        } else if (d.action == DecisionAction::Adopt && !payload.value(QStringLiteral("target_reference")).toString().isEmpty())
            object = tr(" Record %1 at the target is the step's effect.").arg(payload.value(QStringLiteral("target_reference")).toString());
        else if (d.action == DecisionAction::ApproveContent && payload.contains(QStringLiteral("version")))
            object = tr(" Content version %1 approved.").arg(payload.value(QStringLiteral("version")).toInt());
        else if (d.action == DecisionAction::NewOperation && !payload.value(QStringLiteral("new_operation_id")).toString().isEmpty())
            object = tr(" New operation %1.").arg(shortId(payload.value(QStringLiteral("new_operation_id")).toString()));
        else if (d.action == DecisionAction::Assign && !payload.value(QStringLiteral("to")).toString().isEmpty())
            object = tr(" Assigned to %1.").arg(payload.value(QStringLiteral("to")).toString());
        add(d.decidedAt, TimelineEntry::Kind::Decision, d.stepPosition,
            (d.rationale.isEmpty() ? tr("%1 decided: %2.").arg(d.reviewer, DecisionsModel::actionText(d.action))
                                   : tr("%1 decided: %2. “%3”").arg(d.reviewer, DecisionsModel::actionText(d.action), d.rationale))
                + object,
            tr("Ledger entry %1 (%2)").arg(d.seq).arg(toString(d.action)));
    }
    // Every hold and its reason, kept after it ended.
    for (const HoldRecord &h : s.holds) {
        add(h.heldAt, TimelineEntry::Kind::Outcome, 0,
            tr("Held for a reviewer to decide: %1.").arg(OperationsModel::holdReasonText(h.reason).toLower()), toString(h.reason));
        if (h.resolvedAt.isValid())
            add(h.resolvedAt, TimelineEntry::Kind::Outcome, 0,
                h.resolvedBySeq > 0 ? tr("The hold ended with ledger entry %1.").arg(h.resolvedBySeq) : tr("The hold ended."),
                toString(h.reason));
    }
    if (s.holds.isEmpty() && op.heldSince.isValid() && op.state == OperationState::Held)
        add(op.heldSince, TimelineEntry::Kind::Outcome, op.openStep, tr("Held for a reviewer to decide."), toString(op.state));
    if (op.resolvedAt.isValid()) {
        QString what = op.state == OperationState::Abandoned ? tr("The operation was abandoned.") : tr("The operation completed.");
        if (!op.supersededBy.isEmpty())
            what = tr("Replaced by operation %1.").arg(shortId(op.supersededBy));
        add(op.resolvedAt, TimelineEntry::Kind::Outcome, 0, what, toString(op.state));
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) {
        return a.second.at != b.second.at ? a.second.at < b.second.at : a.first < b.first;
    });
    QList<TimelineEntry> out;
    out.reserve(ranked.size());
    for (auto &[rank, entry] : ranked)
        out.append(std::move(entry));
    return out;
}

int TimelineModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TimelineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const TimelineEntry &e = m_rows.at(index.row());
    if (role == Qt::ToolTipRole)
        return e.detail;
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case When: return shortLocalTime(e.at);
    case What: return kindText(e.kind);
    case Step: return e.step > 0 ? QVariant(e.step) : QVariant(QString());
    case Sentence: return e.sentence;
    case ColumnCount: break;
    }
    return {};
}

QVariant TimelineModel::headerData(int s, Qt::Orientation o, int role) const
{
    return header(kTimelineHeaders, "rl::models::TimelineModel", s, o, role);
}

} // namespace rl::models
