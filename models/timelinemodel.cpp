// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinemodel.h"

#include "personaldata.h"
#include <QLocale>
#include "decisionsmodel.h"
#include "evidencemodel.h"

#include "ids.h"
#include "operationsmodel.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace rl::models {

namespace {

constexpr const char *kTimelineHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::TimelineModel", "When"), QT_TRANSLATE_NOOP("rl::models::TimelineModel", "What"),
    QT_TRANSLATE_NOOP("rl::models::TimelineModel", "Step"), QT_TRANSLATE_NOOP("rl::models::TimelineModel", "What happened"),
};
static_assert(std::size(kTimelineHeaders) == TimelineModel::ColumnCount);

} // namespace

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
            : kind == QLatin1String("voucher.create")  ? tr("Attempt %1 asked the shop to create the voucher.").arg(a.number)
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
                   : e.result == QLatin1String("informational")
                       ? tr("The mail service noted something about the e-mail that is no delivery failure: %1.").arg(saidText(e.said, e.summary))
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
            tr("Held for a reviewer to decide: %1.").arg(OperationsModel::holdReasonInSentence(h.reason)), toString(h.reason));
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
    // Personal data removed by retention or an erasure: the fact and the time stay.
    for (const PersonalDataRemoval &r : s.removals)
        add(r.removedAt, TimelineEntry::Kind::Outcome, 0,
            personalDataRemovalText(r, QLocale().toString(r.removedAt.toLocalTime(), QLocale::ShortFormat)) + QLatin1Char('.'),
            QStringLiteral("%1 %2 (%3 bytes)").arg(r.policy, r.kind).arg(r.bytes));
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
    return columnHeader(kTimelineHeaders, "rl::models::TimelineModel", s, o, role);
}

} // namespace rl::models
