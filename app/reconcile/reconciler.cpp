// SPDX-License-Identifier: GPL-3.0-or-later
#include "reconciler.h"

#include "decisionactions.h"

#include "ids.h"
#include "said.h"
#include "steprules.h"


namespace rl::app {

using namespace rl::models;

Reconciler::Plan Reconciler::plan(const StepRecord &step, const QDateTime &now)
{
    if (step.step.state != StepState::Uncertain)
        return {Move::Nothing, tr("the step is not uncertain")};
    const StepContext ctx = step.context(now);
    if (step.policy.capability == Capability::None)
        return {Move::Hold, tr("the target cannot confirm anything: a reviewer decides")};
    const bool protectedRetry = StepRules::apply(ctx, StepInput::ProtectedRetry).allowed;
    if (step.policy.canLookup) {
        // A declared idempotent create is only a claim: a target that ignores
        // the key would act twice. While a lookup can still settle it, look.
        if (step.unknownLookups < 2 || !ctx.settleWindowPassed)
            return {Move::Lookup, tr("look the step up by its reference")};
        if (protectedRetry)
            return {Move::ProtectedRetry, tr("lookups keep failing; a protected retry with the same key and bytes")};
        return {Move::Lookup, tr("look the step up once more; if that settles nothing, it is held")};
    }
    if (protectedRetry)
        return {Move::ProtectedRetry, tr("the target cannot be looked up; a protected retry with the same key and bytes")};
    return {Move::Hold, StepRules::apply(ctx, StepInput::ProtectedRetry).reason};
}

LookupEvidence Reconciler::evidence(const LookupOutcome &l)
{
    LookupEvidence e{l.result, l.targetReference, l.httpStatus, l.summary, l.detail, l.references, l.observedAt, l.said};
    return e;
}

QString Reconciler::lookupElsewhere(const StepRecord &open, const TargetProfile &profile)
{
    const QString address = profile.address();
    if (open.sentTo.isEmpty() || address.isEmpty() || open.sentTo == address)
        return {};
    return tr("step %1 was sent to %2, but this configuration's %3 is at %4: a lookup there proves nothing about it. "
              "Use the ledger's own configuration (leave out --config), or one whose %3 is at %2")
        .arg(open.step.position).arg(open.sentTo, open.step.target, address);
}

bool Reconciler::checksAtTarget(DecisionAction action, const StepRecord &open)
{
    if (!open.policy.canLookup || open.policy.capability == Capability::None)
        return false;
    return infoOf(action).checksAtTarget;
}

void Reconciler::prepare(TargetClient &client, const StepRecord &open, DecisionRequest request, const QDateTime &askedAt,
                         std::function<void(DecisionRequest, LookupOutcome)> done, const QByteArray &content)
{
    client.lookupWith(open.step.reference, content,
                      [request = std::move(request), askedAt, done = std::move(done)](const LookupOutcome &answer) mutable {
        LookupOutcome l = answer;
        if (!l.observedAt.isValid())
            l.observedAt = askedAt;
        request.lookup = evidence(l);
        done(std::move(request), l);
    });
}

QStringList Reconciler::whatTheTargetHolds(const LookupOutcome &l)
{
    QStringList out;
    for (const QJsonObject &r : l.records) {
        if (!r.contains(QStringLiteral("code")))
            continue;
        const QString amount = r.value(QStringLiteral("amount")).toString();
        const QString created = shortLocalTime(fromIsoUtc(r.value(QStringLiteral("created_at")).toString()));
        QString line = tr("%1: the code %2, %3 off, usable %n time(s), created %4", nullptr, r.value(QStringLiteral("usage_limit")).toInt())
                           .arg(r.value(QStringLiteral("id")).toString(), r.value(QStringLiteral("code")).toString(),
                                amount.isEmpty() ? tr("an amount not shown")
                                                 : QStringLiteral("%1 %2").arg(amount, r.value(QStringLiteral("currency")).toString()).trimmed(),
                                created.isEmpty() ? tr("at an unknown time") : created);
        if (const QString why = r.value(QStringLiteral("not_ours")).toString(); !why.isEmpty()) {
            // Said as a code with its parameter ("@voucher.why_amount:99.00"): in the reader's words.
            QStringList parts = why.mid(1).split(QLatin1Char(':'));
            const Said reason{parts.takeFirst(), parts};
            line += QLatin1Char(' ') + tr("— not this step's voucher (%1)").arg(reason.known() ? reason.text() : why);
        }
        out << line;
    }
    return out;
}

QStringList Reconciler::signsItMayHaveRun(const StepRecord &step, const QList<Attempt> &attempts,
                                          const QList<Evidence> &evidence, const QDateTime &now)
{
    QStringList out;
    // Times as the process writes the rules' times: local for a person in the
    // console, ISO in UTC for runledgerctl (OperationRules::setTimeStyle).
    const auto when = [&now](const QDateTime &at) { return OperationRules::timeText(at, now); };
    for (const Attempt &a : attempts) {
        if (a.stepRowId != step.step.rowId)
            continue;
        if (!a.outcome)
            out << tr("attempt %1 (started %2) has no answer yet").arg(a.number).arg(when(a.startedAt));
        else if (*a.outcome == Outcome::Uncertain)
            // Its cause in the reader's words (an attempt recorded before codes: as recorded).
            out << tr("attempt %1 (started %2) got no clear answer: %3")
                       .arg(a.number)
                       .arg(when(a.startedAt), a.errorSaid.known() ? a.errorSaid.cause() : a.error);
    }
    for (const Evidence &e : evidence) {
        if (e.stepRowId != step.step.rowId)
            continue;
        if (e.httpStatus == 409)
            out << tr("at %1 the target said an earlier request with the same key was still running").arg(when(e.observedAt));
        if (e.kind == QLatin1String("duplicate") || ((e.kind == QLatin1String("lookup") || e.kind == QLatin1String("verify"))
                                                     && e.result == QLatin1String("found")))
            out << tr("at %1 the target showed record %2 for this reference").arg(when(e.observedAt), e.targetReference);
    }
    const StepContext ctx = step.context(now);
    if (ctx.mayStillRun())
        out << tr("an earlier request may still be executing at the target until %1").arg(when(ctx.mayRunUntil));
    else if (!ctx.settleWindowPassed)
        out << tr("the target's search may not show a record before %1").arg(when(ctx.settledAt));
    return out;
}

} // namespace rl::app
