// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl import, operations, show, decide.
#include "appinfo.h"
#include "decisionactions.h"
#include "ctl.h"
#include "team.h"
#include "ids.h"
#include "personaldata.h"
#include "alerts/holdalerter.h"
#include "intake/intakeserver.h"
#include "runner/runnerthread.h"
#include "reader.h"
#include "reconcile/reconciler.h"
#include "runner/runner.h"
#include "signalwatcher.h"
#include "targets/connector.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QHostInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <sys/resource.h>
#include <mutex>
#include <thread>

namespace rl::app {

using namespace rl::models;

namespace {

QJsonObject operationJson(const Operation &o)
{
    return {{QStringLiteral("id"), o.id},
            {QStringLiteral("state"), toString(o.state)},
            {QStringLiteral("flow"), o.flow},
            {QStringLiteral("intended_action"), o.intendedAction},
            {QStringLiteral("source"), o.source},
            {QStringLiteral("event_id"), o.eventId},
            {QStringLiteral("open_step"), o.openStep},
            {QStringLiteral("attempts"), o.attempts},
            {QStringLiteral("responsible"), o.responsible},
            {QStringLiteral("created_at"), isoUtc(o.createdAt)},
            {QStringLiteral("held_since"), isoUtc(o.heldSince)},
            {QStringLiteral("resolved_at"), isoUtc(o.resolvedAt)},
            {QStringLiteral("supersedes"), o.supersedes},
            {QStringLiteral("superseded_by"), o.supersededBy}};
}

// Each e-mail step: what its mail service said of it since it accepted it
// (docs/delivery-events.md), and in words the event that decided it.
QJsonArray emailsJson(const QList<StepRecord> &steps, const QList<Evidence> &evidence)
{
    QJsonArray out;
    for (const StepRecord &r : steps) {
        if (r.step.kind != QLatin1String("email.send"))
            continue;
        // The last delivery event that set the state, else the last one (an informational note).
        const Evidence *deciding = nullptr;
        for (const Evidence &e : evidence) {
            if (e.stepRowId != r.step.rowId || e.kind != QLatin1String("delivery_event"))
                continue;
            if (!deciding || e.result == r.delivery || deciding->result != r.delivery)
                deciding = &e;
        }
        const QString delivery = !r.delivery.isEmpty()                    ? r.delivery
                                 : r.step.state == StepState::Confirmed ? QStringLiteral("accepted")
                                                                        : QStringLiteral("not_sent");
        out.append(QJsonObject{{QStringLiteral("step"), r.step.position},
                               {QStringLiteral("target"), r.step.target},
                               {QStringLiteral("message_id"), r.step.targetReference},
                               {QStringLiteral("delivery"), delivery},
                               {QStringLiteral("delivery_summary"), deciding ? saidText(deciding->said, deciding->summary) : QString()},
                               {QStringLiteral("delivery_reported_at"), deciding ? isoUtc(deciding->observedAt) : QString()}});
    }
    return out;
}

} // namespace

int Ctl::cmdImport(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("import"), true);
    parser.addOption({QStringLiteral("config"), tr("Targets and flows (JSON)."), tr("FILE")});
    parser.addPositionalArgument(QStringLiteral("DELIVERIES.jsonl"),
                                 tr("One delivery per line: {\"path\": \"/webhooks/shopify\", \"headers\": {…}, \"body_base64\": \"…\"}"));
    if (const int rc = parse(parser, args, 1); rc >= 0)
        return rc;
    auto config = loadConfig(parser);
    if (!config)
        return parser.value(QStringLiteral("config")).isEmpty() ? ExitUsage : ExitRuntime;
    QFile file(parser.positionalArguments().first());
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
    auto ledger = openLedger(parser, Ledger::OpenMode::CreateOrMigrate);
    if (!ledger)
        return ExitRuntime;
    // The same business action gets the same step references as through serve.
    const auto key = ledger->referenceKey();
    if (!key)
        return fail(key.error().message);
    config->bindReferenceKey(*key);
    IntakeServer intake(ledger.get(), &*config, IntakeSecrets::fromEnvironment(&*config));
    QList<IncomingDelivery> accepted;
    QList<int> acceptedLines;
    QJsonArray rejected;
    int lineNo = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++lineNo;
        if (line.isEmpty())
            continue;
        const ParsedDelivery p = intake.parseCaptured(line);
        if (p.status != 200)
            rejected.append(QJsonObject{{QStringLiteral("line"), lineNo}, {QStringLiteral("status"), p.status},
                                        {QStringLiteral("reason"), p.error}});
        else {
            accepted.append(p.delivery);
            acceptedLines.append(lineNo);
        }
    }
    const auto results = ledger->ingestBatch(accepted, ledger->now());
    if (!results)
        return fail(results.error().message);
    int newEvents = 0, duplicates = 0, operations = 0;
    for (qsizetype i = 0; i < results->size(); ++i) {
        const IngestResult &r = results->at(i);
        if (r.refusedStatus != 0) {
            rejected.append(QJsonObject{{QStringLiteral("line"), acceptedLines.at(i)},
                                        {QStringLiteral("status"), r.refusedStatus}, {QStringLiteral("reason"), r.refusal}});
            continue;
        }
        newEvents += r.newEvent;
        duplicates += !r.newEvent;
        operations += r.newOperation ? int(r.operationIds.size()) : 0;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("imported"), int(accepted.size())},
                                           {QStringLiteral("new_events"), newEvents},
                                           {QStringLiteral("duplicates"), duplicates},
                                           {QStringLiteral("new_operations"), operations},
                                           {QStringLiteral("rejected"), rejected}})
                     .toJson(QJsonDocument::Compact)
              << '\n';
    } else {
        m_out << tr("imported %1 deliveries: %2 new events, %3 duplicates, %4 new operations; %5 rejected")
                     .arg(accepted.size()).arg(newEvents).arg(duplicates).arg(operations).arg(rejected.size())
              << '\n';
        for (const QJsonValue &r : rejected)
            m_out << tr("  line %1: %2 (%3)").arg(r[QStringLiteral("line")].toInt()).arg(r[QStringLiteral("reason")].toString())
                         .arg(r[QStringLiteral("status")].toInt())
                  << '\n';
    }
    return rejected.isEmpty() ? ExitOk : ExitRefused;
}

int Ctl::cmdOperations(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("operations"), true);
    parser.addOption({QStringLiteral("state"), tr("held, uncertain, awaiting_approval, running, completed, abandoned or all (default all)."),
                      tr("STATE"), QStringLiteral("all")});
    parser.addOption({QStringLiteral("limit"), tr("At most this many (default 1000)."), tr("N"), QStringLiteral("1000")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    OperationFilter filter;
    const QString state = parser.value(QStringLiteral("state"));
    if (state != QLatin1String("all")) {
        filter.state = operationStateFromString(state);
        if (!filter.state)
            return usage(tr("unknown state '%1'").arg(state));
    }
    filter.limit = std::max(1, parser.value(QStringLiteral("limit")).toInt());
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    const auto read = ledger->operations(filter);
    if (!read)
        return fail(read.error().message);
    const QList<Operation> &ops = *read;
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray a;
        for (const Operation &o : ops) {
            // Each operation's e-mails with what their mail service said (a read
            // that fails is an error, never an operation without e-mails).
            const auto steps = ledger->steps(o.id);
            const auto evidence = ledger->evidence(o.id);
            if (!steps)
                return fail(steps.error().message);
            if (!evidence)
                return fail(evidence.error().message);
            QJsonObject j = operationJson(o);
            j.insert(QStringLiteral("emails"), emailsJson(*steps, *evidence));
            a.append(j);
        }
        m_out << QJsonDocument(a).toJson(QJsonDocument::Compact) << '\n';
        return ExitOk;
    }
    for (const Operation &o : ops)
        m_out << QStringLiteral("%1  %2  %3  step %4  %5 attempts  %6\n")
                     .arg(o.id, toString(o.state).leftJustified(17), o.flow.leftJustified(24))
                     .arg(o.openStep).arg(o.attempts).arg(o.eventId);
    m_out << tr("%n operation(s)", nullptr, int(ops.size())) << '\n';
    return ExitOk;
}

int Ctl::cmdShow(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("show"), true);
    parser.addPositionalArgument(QStringLiteral("OPERATION_ID"), tr("The operation."));
    if (const int rc = parse(parser, args, 1); rc >= 0)
        return rc;
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    const QString id = parser.positionalArguments().first();
    const auto op = ledger->operation(id);
    if (!op) // "no operation X", or why it could not be read
        return fail(op.error().message);
    const QDateTime now = ledger->now();
    // Every part read, or the error that stopped one: never an empty list for a failed read.
    LedgerReader &reader = ledger->reader();
    const auto stepsRead = reader.steps(id);
    const auto attemptsRead = reader.attempts(id);
    const auto evidenceRead = reader.evidence(id);
    const auto contentRead = reader.contentVersions(id);
    const auto decisionsRead = reader.decisions(id);
    for (const LedgerError *e : {&stepsRead.error(), &attemptsRead.error(), &evidenceRead.error(), &contentRead.error(),
                                 &decisionsRead.error()}) {
        if (*e)
            return fail(e->message);
    }
    const QList<StepRecord> &steps = *stepsRead;
    QHash<qint64, int> positionOf;
    QJsonArray stepsJson;
    for (const StepRecord &r : steps) {
        positionOf.insert(r.step.rowId, r.step.position);
        const StepContext ctx = r.context(now);
        QJsonObject lease; // who holds a running step, until when (docs/console.md, "Who holds what")
        if (r.step.state == StepState::Running && !r.step.reservedBy.isEmpty())
            lease = QJsonObject{{QStringLiteral("worker"), r.step.reservedBy}, {QStringLiteral("until"), isoUtc(r.step.reservedUntil)}};
        stepsJson.append(QJsonObject{{QStringLiteral("lease"), lease.isEmpty() ? QJsonValue() : QJsonValue(lease)},
                                     {QStringLiteral("position"), r.step.position},
                                     {QStringLiteral("kind"), r.step.kind},
                                     {QStringLiteral("target"), r.step.target},
                                     {QStringLiteral("state"), toString(r.step.state)},
                                     {QStringLiteral("hold_reason"), toString(r.step.holdReason)},
                                     {QStringLiteral("reference"), r.step.reference},
                                     {QStringLiteral("target_reference"), r.step.targetReference},
                                     {QStringLiteral("attempts"), r.step.attemptsUsed},
                                     {QStringLiteral("content_version"), r.step.contentVersion},
                                     {QStringLiteral("key_expires_at"), isoUtc(StepRules::keyExpiresAt(ctx))},
                                     {QStringLiteral("next_decision"), StepRules::nextDecision(ctx)}});
    }
    QJsonArray attemptsJson;
    for (const Attempt &a : *attemptsRead)
        attemptsJson.append(QJsonObject{{QStringLiteral("id"), a.id},
                                        {QStringLiteral("step"), positionOf.value(a.stepRowId)},
                                        {QStringLiteral("number"), a.number},
                                        {QStringLiteral("started_at"), isoUtc(a.startedAt)},
                                        {QStringLiteral("ended_at"), isoUtc(a.endedAt)},
                                        {QStringLiteral("outcome"), a.outcome ? toString(*a.outcome) : QString()},
                                        {QStringLiteral("http_status"), a.httpStatus},
                                        {QStringLiteral("error"), a.error},
                                        {QStringLiteral("request_fingerprint"), a.requestFingerprint}});
    QJsonArray evidenceJson;
    for (const Evidence &e : *evidenceRead)
        evidenceJson.append(QJsonObject{{QStringLiteral("step"), positionOf.value(e.stepRowId)},
                                        {QStringLiteral("kind"), e.kind},
                                        {QStringLiteral("observed_at"), isoUtc(e.observedAt)},
                                        {QStringLiteral("result"), e.result},
                                        {QStringLiteral("target_reference"), e.targetReference},
                                        {QStringLiteral("http_status"), e.httpStatus},
                                        {QStringLiteral("summary"), e.summary}});
    QJsonArray contentJson;
    for (const ContentVersion &c : *contentRead)
        contentJson.append(QJsonObject{{QStringLiteral("step"), positionOf.value(c.stepRowId)},
                                       {QStringLiteral("version"), c.version},
                                       {QStringLiteral("sha256"), c.sha256},
                                       {QStringLiteral("approved_by"), c.approvedBy},
                                       {QStringLiteral("approved_at"), isoUtc(c.approvedAt)},
                                       {QStringLiteral("body"), QString::fromUtf8(c.body)}});
    QJsonArray decisionsJson;
    for (const Decision &d : *decisionsRead)
        decisionsJson.append(QJsonObject{{QStringLiteral("seq"), d.seq},
                                         {QStringLiteral("decided_at"), isoUtc(d.decidedAt)},
                                         {QStringLiteral("reviewer"), d.reviewer},
                                         // Who was signed in: the database's login on a team ledger (empty on one machine).
                                         {QStringLiteral("login"), d.login},
                                         {QStringLiteral("action"), toString(d.action)},
                                         {QStringLiteral("step"), d.stepPosition},
                                         {QStringLiteral("rationale"), d.rationale},
                                         {QStringLiteral("payload"), d.payload},
                                         {QStringLiteral("hash"), d.hash}});
    const auto claim = ledger->reviewClaim(id, now);
    if (!claim)
        return fail(claim.error().message);
    QJsonObject o = operationJson(*op);
    if (*claim)
        o.insert(QStringLiteral("looked_at_by"), QJsonObject{{QStringLiteral("reviewer"), (*claim)->reviewer},
                                                             {QStringLiteral("login"), (*claim)->login},
                                                             {QStringLiteral("since"), isoUtc((*claim)->since)},
                                                             {QStringLiteral("until"), isoUtc((*claim)->until)}});
    o.insert(QStringLiteral("steps"), stepsJson);
    o.insert(QStringLiteral("attempt_list"), attemptsJson);
    o.insert(QStringLiteral("evidence"), evidenceJson);
    o.insert(QStringLiteral("content_versions"), contentJson);
    o.insert(QStringLiteral("decisions"), decisionsJson);
    // What of its personal data was removed, when and why (docs/personal-data.md).
    const auto removals = ledger->personalDataRemovals(id);
    if (!removals)
        return fail(removals.error().message);
    QJsonArray removalsJson;
    for (const PersonalDataRemoval &r : *removals)
        removalsJson.append(QJsonObject{{QStringLiteral("kind"), r.kind}, {QStringLiteral("policy"), r.policy},
                                        {QStringLiteral("removed_at"), isoUtc(r.removedAt)}, {QStringLiteral("rows"), r.rows},
                                        {QStringLiteral("bytes"), r.bytes},
                                        {QStringLiteral("decision_seq"), r.decisionSeq > 0 ? QJsonValue(r.decisionSeq) : QJsonValue()}});
    o.insert(QStringLiteral("personal_data_removed"), removalsJson);
    const QJsonArray emails = emailsJson(steps, *evidenceRead);
    o.insert(QStringLiteral("emails"), emails);
    if (parser.isSet(QStringLiteral("json"))) {
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    m_out << tr("operation %1  %2").arg(op->id, toString(op->state)) << '\n'
          << tr("  action:      %1 (flow %2)").arg(op->intendedAction, op->flow) << '\n'
          << tr("  event:       %1 %2").arg(op->source, op->eventId) << '\n'
          << tr("  created:     %1").arg(isoUtc(op->createdAt)) << '\n'
          << tr("  responsible: %1").arg(op->responsible.isEmpty() ? tr("unassigned") : op->responsible) << '\n';
    if (*claim)
        m_out << tr("  looking at it: %1 since %2 (until %3)").arg((*claim)->reviewer, isoUtc((*claim)->since), isoUtc((*claim)->until))
              << '\n';
    for (const QJsonValue &v : stepsJson) {
        m_out << tr("  step %1 %2 → %3: %4%5, %6 attempts, ref %7, target ref %8\n    next: %9")
                     .arg(v[QStringLiteral("position")].toInt()).arg(v[QStringLiteral("kind")].toString(), v[QStringLiteral("target")].toString(),
                          v[QStringLiteral("state")].toString(),
                          v[QStringLiteral("hold_reason")].toString().isEmpty() ? QString() : QStringLiteral(" (") + v[QStringLiteral("hold_reason")].toString() + QLatin1Char(')'))
                     .arg(v[QStringLiteral("attempts")].toInt()).arg(v[QStringLiteral("reference")].toString(),
                          v[QStringLiteral("target_reference")].toString(), v[QStringLiteral("next_decision")].toString())
              << '\n';
        if (const QJsonObject lease = v[QStringLiteral("lease")].toObject(); !lease.isEmpty())
            m_out << tr("    held by %1 until %2").arg(lease[QStringLiteral("worker")].toString(), lease[QStringLiteral("until")].toString())
                  << '\n';
    }
    // An e-mail's state in the reader's words (the JSON keeps the token).
    const auto deliveryWord = [](const QString &token) {
        if (token == QLatin1String("accepted"))
            return tr("accepted by the mail service");
        if (token == QLatin1String("not_sent"))
            return tr("not sent");
        if (token == QLatin1String("sent"))
            return tr("sent");
        if (token == QLatin1String("delayed"))
            return tr("delayed");
        if (token == QLatin1String("delivered"))
            return tr("delivered");
        if (token == QLatin1String("complained"))
            return tr("delivered, then marked as spam");
        if (token == QLatin1String("bounced"))
            return tr("bounced");
        if (token == QLatin1String("suppressed"))
            return tr("suppressed");
        if (token == QLatin1String("failed"))
            return tr("failed");
        return token;
    };
    for (const QJsonValue &v : emails)
        m_out << tr("  e-mail of step %1: %2%3").arg(v[QStringLiteral("step")].toInt()).arg(deliveryWord(v[QStringLiteral("delivery")].toString()),
                     v[QStringLiteral("delivery_summary")].toString().isEmpty() ? QString()
                                                                                  : QStringLiteral(" (") + v[QStringLiteral("delivery_summary")].toString() + QLatin1Char(')'))
              << '\n';
    for (const QJsonValue &v : evidenceJson)
        m_out << tr("  evidence step %1 %2 %3: %4").arg(v[QStringLiteral("step")].toInt()).arg(v[QStringLiteral("kind")].toString(),
                                                                                             v[QStringLiteral("result")].toString(),
                                                                                             v[QStringLiteral("summary")].toString())
              << '\n';
    for (const QJsonValue &v : decisionsJson) {
        const QString login = v[QStringLiteral("login")].toString();
        const QString who = login.isEmpty() || login == v[QStringLiteral("reviewer")].toString()
            ? v[QStringLiteral("reviewer")].toString()
            : tr("%1 (login %2)").arg(v[QStringLiteral("reviewer")].toString(), login);
        m_out << tr("  decision #%1 %2 by %3: %4").arg(v[QStringLiteral("seq")].toInt()).arg(v[QStringLiteral("action")].toString(), who,
                                                                                            v[QStringLiteral("rationale")].toString())
              << '\n';
    }
    for (const PersonalDataRemoval &r : *removals)
        m_out << "  " << personalDataRemovalText(r, isoUtc(r.removedAt)) << '\n';
    return ExitOk;
}

int Ctl::cmdDecide(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("decide"), true);
    parser.addOption({QStringLiteral("reviewer"), tr("Who decides (recorded). On a team ledger the signed-in login decides: leave it out, or give its display name."), tr("NAME")});
    parser.addOption({QStringLiteral("rationale"), tr("Why (recorded)."), tr("TEXT")});
    parser.addOption({QStringLiteral("config"),
                      tr("Targets: reconcile, adopt and confirm-not-executed look the step up there first (default: the configuration "
                         "the ledger recorded; a target at another address than the step was sent to is refused)."),
                      tr("FILE")});
    parser.addOption({QStringLiteral("confirm"), tr("confirm-not-executed: you checked the target and it holds no record of this step.")});
    parser.addOption({QStringLiteral("reference"), tr("adopt: the target's record id."), tr("REF")});
    parser.addOption({QStringLiteral("version"), tr("approve-content: the content version."), tr("N")});
    parser.addOption({QStringLiteral("to"), tr("assign: the reviewer who becomes responsible."), tr("NAME")});
    parser.addOption({QStringLiteral("content"), tr("new-operation: a file with edited content for the open step."), tr("FILE")});
    parser.addPositionalArgument(QStringLiteral("OPERATION_ID"), tr("The operation."));
    QStringList actionNames; // the command words, from the one table of actions
    for (const DecisionAction a : allDecisionActions())
        actionNames << toString(a);
    parser.addPositionalArgument(QStringLiteral("ACTION"), actionNames.join(QStringLiteral(" | ")));
    if (const int rc = parse(parser, args, 2); rc >= 0)
        return rc;
    const QString id = parser.positionalArguments().at(0);
    const auto action = decisionActionFromString(parser.positionalArguments().at(1));
    if (!action)
        return usage(tr("unknown action '%1'").arg(parser.positionalArguments().at(1)));
    if (parser.value(QStringLiteral("rationale")).trimmed().isEmpty())
        return usage(tr("--reviewer and --rationale are required: every decision names a person and a reason"));
    DecisionRequest req;
    req.operationId = id;
    req.reviewer = parser.value(QStringLiteral("reviewer"));
    req.rationale = parser.value(QStringLiteral("rationale"));
    req.action = *action;
    req.adoptReference = parser.value(QStringLiteral("reference"));
    req.assignTo = parser.value(QStringLiteral("to"));
    const DecisionField field = infoOf(*action).field;
    if (field == DecisionField::TargetRecord && req.adoptReference.isEmpty())
        return usage(tr("adopt needs --reference"));
    if (field == DecisionField::Assignee && req.assignTo.isEmpty())
        return usage(tr("assign needs --to"));
    if (field == DecisionField::ContentVersion) {
        bool ok = false;
        req.contentVersion = parser.value(QStringLiteral("version")).toInt(&ok);
        if (!ok || req.contentVersion < 1)
            return usage(tr("approve-content needs --version N"));
    }
    if (parser.isSet(QStringLiteral("content"))) {
        QFile f(parser.value(QStringLiteral("content")));
        if (!f.open(QIODevice::ReadOnly))
            return fail(tr("cannot read %1: %2").arg(f.fileName(), f.errorString()));
        req.newContent = f.readAll();
    }
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    // On a team ledger the signed-in login decides, under its display name
    // (docs/team-setup.md); elsewhere the name given is recorded.
    if (req.reviewer.trimmed().isEmpty()) {
        const auto who = ledger->team().identity();
        if (!who)
            return fail(who.error().message);
        if (!who->enforced)
            return usage(tr("--reviewer and --rationale are required: every decision names a person and a reason"));
    }
    // The ledger's clock (the database's on a team ledger): what this
    // machine's says decides nothing (docs/ledger.md, "One clock").
    const QDateTime now = ledger->now();
    // Refuse before any lookup: a refused decision must not even call the target.
    const auto allowed = ledger->check(id, *action, now);
    if (!allowed) // a read that failed is not a refusal: said as the error it is (exit 2)
        return fail(allowed.error().message);
    if (!allowed->allowed) {
        m_out << tr("refused: %1").arg(allowed->reason) << '\n';
        return ExitRefused;
    }
    const auto op = ledger->operation(id);
    const auto stepsRead = ledger->steps(id);
    const auto attemptsRead = ledger->attempts(id);
    const auto evidenceRead = ledger->evidence(id);
    // What the reviewer is told before deciding must be read, not assumed.
    for (const LedgerError &e : {op ? LedgerError{} : op.error(), stepsRead.error(), attemptsRead.error(), evidenceRead.error()}) {
        if (e && e.kind != LedgerError::Kind::Missing)
            return fail(e.message);
    }
    const QList<StepRecord> steps = stepsRead ? *stepsRead : QList<StepRecord>();
    const StepRecord *open = op && op->openStep > 0 && op->openStep <= steps.size() ? &steps.at(op->openStep - 1) : nullptr;
    // A countersign applies the requested decision: checked at the target as that one is.
    const DecisionAction effective = *action == DecisionAction::Countersign && op && op->waitsForCountersign() ? op->requestedAction
                                                                                                             : *action;
    if (*action == DecisionAction::Countersign && op && op->waitsForCountersign())
        m_out << tr("countersigning %1's request: %2").arg(op->requestedBy, toString(op->requestedAction)) << '\n';
    if (effective == DecisionAction::ConfirmNotExecuted && open) {
        // Say what suggests the step may have run before anyone confirms it did not.
        const QStringList signs = Reconciler::signsItMayHaveRun(*open, *attemptsRead, *evidenceRead, now);
        for (const QString &s : signs)
            m_out << tr("may have run: %1").arg(s) << '\n';
        if (!parser.isSet(QStringLiteral("confirm")))
            return usage(tr("confirm-not-executed needs --confirm: check the target first; the ledger will then say nothing was done there"));
        req.confirmedNotExecuted = true;
    }
    if (open && (effective == DecisionAction::Reconcile || Reconciler::checksAtTarget(effective, *open))) {
        // Checked at the target before it is recorded: one read-only lookup,
        // by the same reconciler the runner and the console use.
        // The ledger's own configuration unless another is named; either way
        // the step is looked up only where it was sent.
        auto config = configFor(parser, *ledger);
        if (!config)
            return ExitRuntime;
        if (!config->targets().contains(open->step.target))
            return fail(tr("the configuration has no target %1").arg(open->step.target));
        if (const QString elsewhere = Reconciler::lookupElsewhere(*open, config->targets().value(open->step.target)); !elsewhere.isEmpty()) {
            m_out << tr("refused: %1").arg(elsewhere) << '\n';
            return ExitRefused;
        }
        Connector connector(config->targets().value(open->step.target));
        LookupOutcome lookup;
        // A voucher found by its code is the step's own only with the step's terms.
        QByteArray content;
        if (open->step.kind == QLatin1String("voucher.create")) {
            const auto pinned = ledger->contentVersion(open->step.rowId, open->step.contentVersion);
            if (!pinned)
                return fail(pinned.error().message);
            content = pinned->body;
        }
        runUntilFinished([&](const std::function<void()> &finished) {
            Reconciler::prepare(connector, *open, req, ledger->now(), [&, finished](DecisionRequest prepared, LookupOutcome l) {
                req = std::move(prepared);
                lookup = std::move(l);
                finished();
            }, content);
        });
        m_out << tr("lookup: %1 (%2)").arg(toString(lookup.result), saidText(lookup.said, lookup.summary)) << '\n';
    }
    const DecisionOutcome out = ledger->decide(req, ledger->now());
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o{{QStringLiteral("applied"), out.applied}, {QStringLiteral("reason"), out.reason}};
        if (out.requested)
            o.insert(QStringLiteral("waiting_for_second_reviewer"), true);
        if (out.applied)
            o.insert(QStringLiteral("seq"), out.seq);
        if (!out.newOperationId.isEmpty())
            o.insert(QStringLiteral("new_operation_id"), out.newOperationId);
        m_out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    } else if (out.requested) {
        m_out << tr("recorded as request #%1: %2").arg(out.seq).arg(out.reason) << '\n';
    } else if (out.applied) {
        m_out << tr("recorded as decision #%1: %2").arg(out.seq).arg(out.reason) << '\n';
        if (!out.newOperationId.isEmpty())
            m_out << tr("new operation: %1").arg(out.newOperationId) << '\n';
    } else {
        m_out << tr("refused: %1").arg(out.reason) << '\n';
    }
    if (out.applied)
        return ExitOk;
    return out.error.kind == LedgerError::Kind::Refused ? ExitRefused : ExitRuntime;
}

} // namespace rl::app
