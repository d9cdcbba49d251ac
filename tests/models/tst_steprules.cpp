// SPDX-License-Identifier: GPL-3.0-or-later
#include "ids.h"
#include "said.h"
#include "operationsmodel.h"
#include "steprules.h"
#include "decisionactions.h"

#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

using namespace rl::models;

// One row per meaningful (state, context, input): the expected next state or
// the refusal, with a fragment of the reason a reviewer will read.
class TestStepRules final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyActionHasOneRow();
    void transitions_data();
    void transitions();
    void keyRetentionBoundary();
    void operationState_data();
    void operationState();
    void newOperationOnlyWhenResolved_data();
    void newOperationOnlyWhenResolved();
    void decisionsApplyToOpenStep();
    void nextDecisionIsPlain();
    void refusalsNameTimesAsTheSummaryDoes();
    void timesAheadSayHowFar();
    void summariesNameTheStepAndTheTarget();
    void summariesAreTranslated_data();
    void summariesAreTranslated();
    void holdReasonsInASentenceKeepTheirNouns();
    void saidInTheReadersWords_data();
    void saidInTheReadersWords();
};

namespace {
const QDateTime kNow = QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC);

StepContext ctx(StepState s, HoldReason r = HoldReason::None, Capability c = Capability::ProtectedCreate)
{
    StepContext x;
    x.position = 1;
    x.kind = QStringLiteral("crm.create_task");
    x.state = s;
    x.holdReason = r;
    x.capability = c;
    x.attemptsUsed = 1;
    x.attemptLimit = 3;
    x.now = kNow;
    x.keyFirstUsedAt = kNow.addSecs(-60);
    x.keyRetentionSeconds = 86400;
    return x;
}
} // namespace

Q_DECLARE_METATYPE(StepContext)
Q_DECLARE_METATYPE(StepInput)
Q_DECLARE_METATYPE(StepState)
Q_DECLARE_METATYPE(HoldReason)

void TestStepRules::everyActionHasOneRow()
{
    // The one table of decision actions (models/decisionactions.cpp): a row
    // per action, its stored name read back, a key of its own.
    QSet<QString> names;
    QSet<int> keys;
    const auto &table = decisionActionTable();
    for (int v = 0; v <= int(DecisionAction::Erase); ++v) {
        const auto action = DecisionAction(v);
        int rows = 0;
        for (const DecisionActionInfo &info : table)
            rows += info.action == action;
        QCOMPARE(rows, 1);
        const DecisionActionInfo &info = infoOf(action);
        QCOMPARE(decisionActionFromString(QLatin1String(info.name)), std::optional<DecisionAction>(action));
        QVERIFY2(!names.contains(QLatin1String(info.name)), info.name);
        names.insert(QLatin1String(info.name));
        QVERIFY(info.leastRole == TeamRole::Reviewer || info.leastRole == TeamRole::Approver);
        QVERIFY(qstrlen(info.title) > 0 && qstrlen(info.buttonText) > 0 && qstrlen(info.rationalePrompt) > 0);
        if (info.shortcut != QKeyCombination()) {
            QVERIFY2(!keys.contains(info.shortcut.toCombined()), info.name);
            keys.insert(info.shortcut.toCombined());
        } else {
            QVERIFY2(!info.aboutOneOperation, info.name); // every decision on an operation has its key
        }
        // What the database's guard enumerates is what the rules allow for these inputs.
        QCOMPARE(OperationRules::decisionMoves(action).isEmpty(), info.moves.isEmpty());
        QCOMPARE(teamRoleAllows(TeamRole::Reviewer, action), info.leastRole == TeamRole::Reviewer);
    }
    QCOMPARE(table.size(), int(DecisionAction::Erase) + 1);
    QVERIFY(!decisionActionFromString(QStringLiteral("retry")));
}

void TestStepRules::transitions_data()
{
    QTest::addColumn<StepContext>("step");
    QTest::addColumn<StepInput>("input");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<StepState>("next");
    QTest::addColumn<HoldReason>("hold");
    QTest::addColumn<QString>("reason"); // fragment of the reason text

    using S = StepState;
    using H = HoldReason;
    using I = StepInput;
    const auto ok = [](const char *name, StepContext c, I in, S next, H hold = H::None, const char *why = "") {
        QTest::newRow(name) << c << in << true << next << hold << QString::fromUtf8(why);
    };
    const auto no = [](const char *name, StepContext c, I in, const char *why) {
        QTest::newRow(name) << c << in << false << S::Pending << H::None << QString::fromUtf8(why);
    };

    // Reserve
    ok("pending+reserve", ctx(S::Pending), I::Reserve, S::Running);
    {
        auto c = ctx(S::Pending);
        c.attemptsUsed = 3;
        no("pending+reserve, attempts used up", c, I::Reserve, "used all 3 attempts");
    }
    {
        auto c = ctx(S::Pending);
        c.notBefore = kNow.addSecs(30);
        no("pending+reserve, in backoff", c, I::Reserve, "waits for its backoff");
    }
    no("confirmed+reserve", ctx(S::Confirmed), I::Reserve, "step 1 (CRM task) is confirmed; it is never executed again");
    no("running+reserve", ctx(S::Running), I::Reserve, "already in flight");
    no("awaiting approval+reserve", ctx(S::AwaitingApproval), I::Reserve, "content to be approved");
    no("uncertain+reserve", ctx(S::Uncertain), I::Reserve, "reconcile with the target before anything is sent again");
    no("held+reserve", ctx(S::Held, H::NotExecuted), I::Reserve, "held for a reviewer");
    no("abandoned+reserve", ctx(S::Abandoned), I::Reserve, "abandoned");

    // Outcomes of the attempt in flight
    ok("running+succeeded", ctx(S::Running), I::AttemptSucceeded, S::Confirmed);
    ok("running+failed before, attempts left", ctx(S::Running), I::AttemptFailedBeforeAction, S::Pending, H::None, "retried after the backoff");
    {
        auto c = ctx(S::Running);
        c.attemptsUsed = 3;
        ok("running+failed before, last attempt", c, I::AttemptFailedBeforeAction, S::Held, H::AttemptsExhausted, "held for a reviewer");
    }
    ok("running+uncertain, protected", ctx(S::Running), I::AttemptUncertain, S::Uncertain, H::None, "reconcile");
    ok("running+uncertain, lookup only", ctx(S::Running, H::None, Capability::LookupOnly), I::AttemptUncertain, S::Uncertain);
    ok("running+uncertain, capability none", ctx(S::Running, H::None, Capability::None), I::AttemptUncertain, S::Held,
       H::NoConfirmation, "never resent automatically");
    ok("running+reservation expired", ctx(S::Running), I::ReservationExpired, S::Uncertain);
    ok("running+reservation expired, none", ctx(S::Running, H::None, Capability::None), I::ReservationExpired, S::Held, H::NoConfirmation);
    no("pending+succeeded", ctx(S::Pending), I::AttemptSucceeded, "no attempt");
    no("uncertain+failed before", ctx(S::Uncertain), I::AttemptFailedBeforeAction, "no attempt");
    no("confirmed+uncertain", ctx(S::Confirmed), I::AttemptUncertain, "no attempt");

    // Protected retry: only inside the key's retention, same parameters, documented idempotency
    ok("uncertain+protected retry", ctx(S::Uncertain), I::ProtectedRetry, S::Running, H::None, "same key");
    no("uncertain+protected retry, lookup only", ctx(S::Uncertain, H::None, Capability::LookupOnly), I::ProtectedRetry, "no idempotent create");
    no("uncertain+protected retry, none", ctx(S::Uncertain, H::None, Capability::None), I::ProtectedRetry, "no idempotent create");
    {
        auto c = ctx(S::Uncertain);
        c.keyFirstUsedAt = kNow.addSecs(-86401);
        no("uncertain+protected retry, key expired", c, I::ProtectedRetry, "expired at 2026-11-29T11:59:59.000Z");
    }
    {
        auto c = ctx(S::Uncertain);
        c.parametersIdentical = false;
        no("uncertain+protected retry, content changed", c, I::ProtectedRetry, "never goes out under the old key");
        c.state = S::Pending;
        c.attemptsUsed = 1;
        no("pending+reserve, content changed under a used key", c, I::Reserve, "never goes out under the old key");
    }
    {
        auto c = ctx(S::Uncertain);
        c.keyFirstUsedAt = {};
        no("uncertain+protected retry, key never sent", c, I::ProtectedRetry, "never sent");
    }
    {
        auto c = ctx(S::Uncertain);
        c.attemptsUsed = 3;
        no("uncertain+protected retry, attempts used", c, I::ProtectedRetry, "used all 3 attempts");
    }
    no("confirmed+protected retry", ctx(S::Confirmed), I::ProtectedRetry, "never executed again");
    no("held+protected retry", ctx(S::Held, H::UnresolvedUncertain), I::ProtectedRetry, "only for an uncertain step");

    // Lookups by reference
    ok("uncertain+found", ctx(S::Uncertain), I::LookupFound, S::Confirmed, H::None, "adopted");
    ok("uncertain+absent", ctx(S::Uncertain), I::LookupAbsent, S::Pending, H::None, "provably absent");
    {
        auto c = ctx(S::Uncertain);
        c.attemptsUsed = 3;
        ok("uncertain+absent, attempts used", c, I::LookupAbsent, S::Held, H::NotExecuted, "needs a reviewer's approval");
    }
    {
        auto c = ctx(S::Uncertain);
        c.settleWindowPassed = false;
        ok("uncertain+absent inside settle window is unknown", c, I::LookupAbsent, S::Uncertain, H::None, "looked up again");
    }
    ok("uncertain+ambiguous", ctx(S::Uncertain), I::LookupAmbiguous, S::Held, H::DuplicateAtTarget, "several records");
    // Nothing is absent while an earlier request may still be executing (a 409,
    // a recent timeout, a reservation not yet expired): the window counts from
    // when it could last have finished, not from the last attempt's end.
    {
        auto c = ctx(S::Uncertain);
        c.mayRunUntil = kNow.addSecs(10);
        c.settleWindowPassed = false;
        c.settledAt = kNow.addSecs(10);
        ok("uncertain+absent while an earlier request may run", c, I::LookupAbsent, S::Uncertain, H::None,
           "may still act on an earlier request");
        no("uncertain+confirm not executed while it may run", c, I::ReviewConfirmNotExecuted, "may still be executing");
        c.keyFirstUsedAt = kNow.addSecs(-86401);
        ok("uncertain+absent while it may run, key expired", c, I::LookupAbsent, S::Held, H::KeyExpired, "key has expired");
        c.state = S::Held;
        c.holdReason = H::UnresolvedUncertain;
        c.keyFirstUsedAt = kNow.addSecs(-60);
        ok("held+absent while it may run stays held", c, I::LookupAbsent, S::Held, H::UnresolvedUncertain, "stays held");
        no("held+confirm not executed while it may run", c, I::ReviewConfirmNotExecuted, "may still be executing");
        c.holdReason = H::NotExecuted;
        no("held not executed+retry while it may run", c, I::ReviewRetryOpenStep, "may still be executing");
    }
    no("duplicate+confirm not executed", ctx(S::Held, H::DuplicateAtTarget), I::ReviewConfirmNotExecuted, "more than once");
    ok("duplicate+adopt the one kept", ctx(S::Held, H::DuplicateAtTarget), I::ReviewAdopt, S::Confirmed);
    no("duplicate+retry", ctx(S::Held, H::DuplicateAtTarget), I::ReviewRetryOpenStep, "may already have acted");
    ok("confirmed+confirming lookup finds two", ctx(S::Confirmed), I::VerifyDuplicate, S::Held, H::DuplicateAtTarget, "duplicate at the target");
    no("uncertain+confirming lookup", ctx(S::Uncertain), I::VerifyDuplicate, "not confirmed");
    ok("uncertain+no evidence possible", ctx(S::Uncertain), I::NoEvidencePossible, S::Held, H::UnresolvedUncertain, "cannot be looked up");
    ok("uncertain+no evidence possible, none", ctx(S::Uncertain, H::None, Capability::None), I::NoEvidencePossible, S::Held,
       H::NoConfirmation, "never resent");
    {
        auto c = ctx(S::Uncertain);
        c.keyFirstUsedAt = kNow.addSecs(-86401);
        ok("uncertain+no evidence possible, key expired", c, I::NoEvidencePossible, S::Held, H::KeyExpired, "key has expired");
    }
    no("pending+no evidence possible", ctx(S::Pending), I::NoEvidencePossible, "not uncertain");
    ok("uncertain+unknown, first", ctx(S::Uncertain), I::LookupUnknown, S::Uncertain, H::None, "asked again");
    {
        auto c = ctx(S::Uncertain);
        c.unknownLookups = 2;
        ok("uncertain+unknown, limit reached", c, I::LookupUnknown, S::Held, H::UnresolvedUncertain, "no lookup settled it");
    }
    {
        auto c = ctx(S::Uncertain);
        c.unknownLookups = 2;
        c.keyFirstUsedAt = kNow.addSecs(-90000);
        ok("late repeat: unknown past retention holds", c, I::LookupUnknown, S::Held, H::KeyExpired);
    }
    ok("held+found", ctx(S::Held, H::UnresolvedUncertain), I::LookupFound, S::Confirmed);
    ok("held+absent stays with the reviewer", ctx(S::Held, H::KeyExpired), I::LookupAbsent, S::Held, H::NotExecuted);
    ok("held+unknown stays held", ctx(S::Held, H::AmbiguousLookup), I::LookupUnknown, S::Held, H::AmbiguousLookup);
    no("uncertain+lookup, capability none", ctx(S::Uncertain, H::None, Capability::None), I::LookupFound, "offers no lookup");
    no("confirmed+lookup", ctx(S::Confirmed), I::LookupAbsent, "never executed again");
    no("pending+lookup", ctx(S::Pending), I::LookupFound, "not uncertain");
    no("held not executed+lookup", ctx(S::Held, H::NotExecuted), I::LookupFound, "not uncertain");

    // Reviewer: reconcile
    ok("held+reconcile", ctx(S::Held, H::UnresolvedUncertain), I::ReviewReconcile, S::Held, H::UnresolvedUncertain, "look step 1");
    ok("uncertain+reconcile", ctx(S::Uncertain), I::ReviewReconcile, S::Uncertain);
    no("confirmed+reconcile", ctx(S::Confirmed), I::ReviewReconcile, "already confirmed");
    no("held none+reconcile", ctx(S::Held, H::NoConfirmation, Capability::None), I::ReviewReconcile, "offers no lookup");
    no("pending+reconcile", ctx(S::Pending), I::ReviewReconcile, "nothing to reconcile");

    // Reviewer: adopt
    ok("held+adopt", ctx(S::Held, H::AmbiguousLookup), I::ReviewAdopt, S::Confirmed);
    ok("uncertain+adopt", ctx(S::Uncertain), I::ReviewAdopt, S::Confirmed);
    ok("held none+adopt", ctx(S::Held, H::NoConfirmation, Capability::None), I::ReviewAdopt, S::Confirmed);
    no("confirmed+adopt", ctx(S::Confirmed), I::ReviewAdopt, "already confirmed");
    no("held not executed+adopt", ctx(S::Held, H::NotExecuted), I::ReviewAdopt, "only an uncertain or held step");
    no("pending+adopt", ctx(S::Pending), I::ReviewAdopt, "only an uncertain or held step");

    // Reviewer: confirm not executed
    ok("held+confirm not executed", ctx(S::Held, H::UnresolvedUncertain), I::ReviewConfirmNotExecuted, S::Held, H::NotExecuted);
    ok("uncertain+confirm not executed", ctx(S::Uncertain), I::ReviewConfirmNotExecuted, S::Held, H::NotExecuted);
    no("held not executed+confirm again", ctx(S::Held, H::NotExecuted), I::ReviewConfirmNotExecuted, "approve a retry instead");
    no("confirmed+confirm not executed", ctx(S::Confirmed), I::ReviewConfirmNotExecuted, "never executed again");
    no("running+confirm not executed", ctx(S::Running), I::ReviewConfirmNotExecuted, "only an uncertain or held step");

    // Reviewer: retry only the open step, only when provably not executed
    ok("held exhausted+retry", ctx(S::Held, H::AttemptsExhausted), I::ReviewRetryOpenStep, S::Pending);
    ok("held not executed+retry", ctx(S::Held, H::NotExecuted), I::ReviewRetryOpenStep, S::Pending);
    no("uncertain+retry", ctx(S::Uncertain), I::ReviewRetryOpenStep, "Reconcile it or confirm it was not executed before a retry");
    no("held unresolved+retry", ctx(S::Held, H::UnresolvedUncertain), I::ReviewRetryOpenStep, "may already have acted");
    no("held key expired+retry", ctx(S::Held, H::KeyExpired), I::ReviewRetryOpenStep, "may already have acted");
    no("held ambiguous+retry", ctx(S::Held, H::AmbiguousLookup), I::ReviewRetryOpenStep, "may already have acted");
    no("held none+retry", ctx(S::Held, H::NoConfirmation, Capability::None), I::ReviewRetryOpenStep, "may already have acted");
    no("confirmed+retry", ctx(S::Confirmed), I::ReviewRetryOpenStep, "step 1 (CRM task) is confirmed; it is never executed again");
    no("running+retry", ctx(S::Running), I::ReviewRetryOpenStep, "in flight");
    no("pending+retry", ctx(S::Pending), I::ReviewRetryOpenStep, "not held");

    // Reviewer: approve content
    ok("awaiting approval+approve", ctx(S::AwaitingApproval), I::ReviewApproveContent, S::Pending);
    no("confirmed+approve", ctx(S::Confirmed), I::ReviewApproveContent, "can no longer change");
    no("pending+approve", ctx(S::Pending), I::ReviewApproveContent, "not waiting for a content approval");

    // Reviewer: abandon
    ok("held+abandon", ctx(S::Held, H::NotExecuted), I::ReviewAbandon, S::Abandoned);
    ok("pending+abandon", ctx(S::Pending), I::ReviewAbandon, S::Abandoned);
    no("running+abandon", ctx(S::Running), I::ReviewAbandon, "wait for its outcome");
    no("confirmed+abandon", ctx(S::Confirmed), I::ReviewAbandon, "never executed again");
    no("abandoned+abandon", ctx(S::Abandoned), I::ReviewAbandon, "already abandoned");
}

void TestStepRules::transitions()
{
    QFETCH(StepContext, step);
    QFETCH(StepInput, input);
    QFETCH(bool, allowed);
    QFETCH(StepState, next);
    QFETCH(HoldReason, hold);
    QFETCH(QString, reason);

    const Transition t = StepRules::apply(step, input);
    QVERIFY2(t.reason.contains(reason), qPrintable(t.reason));
    QVERIFY(!t.reason.isEmpty());
    QCOMPARE(t.allowed, allowed);
    if (allowed) {
        // One string so a failure shows both fields at once.
        QCOMPARE(toString(t.next) + QLatin1Char('/') + toString(t.holdReason),
                 toString(next) + QLatin1Char('/') + toString(hold));
    }
}

void TestStepRules::keyRetentionBoundary()
{
    auto c = ctx(StepState::Uncertain);
    c.keyFirstUsedAt = kNow.addSecs(-86400 + 1);
    QVERIFY(StepRules::apply(c, StepInput::ProtectedRetry).allowed);
    c.keyFirstUsedAt = kNow.addSecs(-86400);
    QVERIFY(!StepRules::apply(c, StepInput::ProtectedRetry).allowed); // expires exactly now
    QCOMPARE(StepRules::keyExpiresAt(c), kNow);
}

Q_DECLARE_METATYPE(OperationState)

void TestStepRules::operationState_data()
{
    QTest::addColumn<QList<StepContext>>("steps");
    QTest::addColumn<bool>("abandoned");
    QTest::addColumn<OperationState>("expected");
    QTest::addColumn<int>("openStep");
    using S = StepState;
    const auto two = [](S a, S b, HoldReason rb = HoldReason::None) {
        auto x = ctx(a);
        auto y = ctx(b, rb);
        y.position = 2;
        return QList<StepContext>{x, y};
    };
    QTest::newRow("fresh") << two(S::Pending, S::Pending) << false << OperationState::Running << 1;
    QTest::newRow("first confirmed") << two(S::Confirmed, S::Pending) << false << OperationState::Running << 2;
    QTest::newRow("approval") << two(S::Confirmed, S::AwaitingApproval) << false << OperationState::AwaitingApproval << 2;
    QTest::newRow("approval not reached yet") << two(S::Pending, S::AwaitingApproval) << false << OperationState::Running << 1;
    QTest::newRow("uncertain") << two(S::Uncertain, S::Pending) << false << OperationState::Uncertain << 1;
    QTest::newRow("held wins") << two(S::Held, S::Uncertain) << false << OperationState::Held << 1;
    QTest::newRow("completed") << two(S::Confirmed, S::Confirmed) << false << OperationState::Completed << 0;
    QTest::newRow("abandoned flag") << two(S::Confirmed, S::Abandoned) << true << OperationState::Abandoned << 0;
}

void TestStepRules::operationState()
{
    QFETCH(QList<StepContext>, steps);
    QFETCH(bool, abandoned);
    QFETCH(OperationState, expected);
    QFETCH(int, openStep);
    QCOMPARE(toString(OperationRules::derive(steps, abandoned)), toString(expected));
    QCOMPARE(OperationRules::openStep(steps), openStep);
}

void TestStepRules::newOperationOnlyWhenResolved_data()
{
    QTest::addColumn<StepContext>("open");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("uncertain") << ctx(StepState::Uncertain) << false;
    QTest::newRow("held unresolved") << ctx(StepState::Held, HoldReason::UnresolvedUncertain) << false;
    QTest::newRow("held key expired") << ctx(StepState::Held, HoldReason::KeyExpired) << false;
    QTest::newRow("running") << ctx(StepState::Running) << false;
    QTest::newRow("held not executed") << ctx(StepState::Held, HoldReason::NotExecuted) << true;
    QTest::newRow("held exhausted") << ctx(StepState::Held, HoldReason::AttemptsExhausted) << true;
}

void TestStepRules::newOperationOnlyWhenResolved()
{
    QFETCH(StepContext, open);
    QFETCH(bool, allowed);
    auto first = ctx(StepState::Confirmed);
    open.position = 2;
    open.kind = QStringLiteral("email.send");
    const Transition t = OperationRules::canStartNewOperation({first, open}, false);
    QCOMPARE(t.allowed, allowed);
    if (!allowed)
        QVERIFY2(t.reason.contains(QStringLiteral("step 2 (e-mail)")) || t.reason.contains(QStringLiteral("in flight")), qPrintable(t.reason));
    QVERIFY(!OperationRules::canStartNewOperation({first, open}, true).allowed);
}

void TestStepRules::decisionsApplyToOpenStep()
{
    // Step 1 confirmed, step 2 held after exhausting attempts: a retry applies to step 2 only.
    auto first = ctx(StepState::Confirmed);
    auto second = ctx(StepState::Held, HoldReason::AttemptsExhausted);
    second.position = 2;
    const Transition retry = OperationRules::checkDecision({first, second}, DecisionAction::RetryOpenStep, false, false);
    QVERIFY(retry.allowed);
    QVERIFY2(retry.reason.contains(QStringLiteral("step 2")), qPrintable(retry.reason));
    // Nothing open: every step confirmed; confirmed steps are never executed again.
    const Transition none = OperationRules::checkDecision({first}, DecisionAction::RetryOpenStep, false, false);
    QVERIFY(!none.allowed);
    QVERIFY2(none.reason.contains(QStringLiteral("never executed again")), qPrintable(none.reason));
    QVERIFY(OperationRules::checkDecision({first, second}, DecisionAction::Assign, false, false).allowed);
    // On a completed or abandoned operation, Assign and a new operation would do
    // nothing: refused with the reason (the console disables them with it).
    for (const DecisionAction action : {DecisionAction::Assign, DecisionAction::NewOperation}) {
        const Transition done = OperationRules::checkDecision({first}, action, false, false);
        QVERIFY(!done.allowed);
        QVERIFY2(done.reason.contains(QStringLiteral("every step is confirmed")), qPrintable(done.reason));
    }
    QVERIFY(!OperationRules::checkDecision({first, second}, DecisionAction::Assign, true, false).allowed);
    // Content may be approved before the runner reaches the step.
    auto pending = ctx(StepState::Pending);
    auto waiting = ctx(StepState::AwaitingApproval);
    waiting.position = 2;
    QVERIFY(OperationRules::checkDecision({pending, waiting}, DecisionAction::ApproveContent, false, false).allowed);
    QVERIFY(!OperationRules::checkDecision({pending, second}, DecisionAction::ApproveContent, false, false).allowed);
    QVERIFY(!OperationRules::checkDecision({first, second}, DecisionAction::Reconcile, true, false).allowed);
}

void TestStepRules::refusalsNameTimesAsTheSummaryDoes()
{
    // A held step whose earlier request may still act for two minutes.
    auto held = ctx(StepState::Held, HoldReason::UnresolvedUncertain);
    held.now = QDateTime::currentDateTimeUtc();
    held.mayRunUntil = held.now.addSecs(120);
    held.settleWindowPassed = false;
    held.settledAt = held.mayRunUntil;
    const auto refusal = [&] { return StepRules::apply(held, StepInput::ReviewConfirmNotExecuted).reason; };
    // By default (logs, reports, the command line): ISO-8601 UTC.
    QVERIFY2(refusal().contains(isoUtc(held.mayRunUntil)), qPrintable(refusal()));
    // In the console: the summary's own time, in the reader's locale, and no ISO stamp.
    OperationRules::setTimeStyle(OperationRules::TimeStyle::Person);
    const auto restore = qScopeGuard([] { OperationRules::setTimeStyle(OperationRules::TimeStyle::IsoUtc); });
    const QString person = OperationRules::personTime(held.mayRunUntil);
    QVERIFY2(refusal().contains(person) && !refusal().contains(QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT"))),
             qPrintable(refusal()));
    const QString summary = OperationRules::summaryText({held}, OperationState::Held, {}, {});
    QVERIFY2(summary.contains(person), qPrintable(summary));
    QVERIFY2(StepRules::nextDecision(held).contains(person), qPrintable(StepRules::nextDecision(held)));
    // Today's time carries its seconds: a window of seconds is not rounded away.
    QCOMPARE(person.count(QLatin1Char(':')), 2);
}

void TestStepRules::timesAheadSayHowFar()
{
    QTranslator english; // English plural forms ("1 minute", "4 minutes")
    QVERIFY(english.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_en.qm")));
    QCoreApplication::installTranslator(&english);
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&english); });
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto ahead = [&](qint64 seconds) { return OperationRules::personTimeAhead(now.addSecs(seconds), now); };
    const auto at = [&](qint64 seconds) { return OperationRules::personTime(now.addSecs(seconds)); };
    QCOMPARE(ahead(4 * 60 + 10), at(4 * 60 + 10) + QStringLiteral(" (in 4 minutes)"));
    QCOMPARE(ahead(60), at(60) + QStringLiteral(" (in 1 minute)"));
    QCOMPARE(ahead(20), at(20) + QStringLiteral(" (in less than a minute)"));
    QCOMPARE(ahead(3 * 3600 - 600), at(3 * 3600 - 600) + QStringLiteral(" (in 3 hours)"));
    // Past, or more than a day ahead: the time alone.
    QCOMPARE(ahead(-240), at(-240));
    QCOMPARE(ahead(2 * 86400), at(2 * 86400));

    // The console writes the rules' times so; a document read later does not.
    auto held = ctx(StepState::Held, HoldReason::UnresolvedUncertain);
    held.now = now;
    held.mayRunUntil = now.addSecs(4 * 60);
    held.settleWindowPassed = false;
    held.settledAt = held.mayRunUntil;
    OperationRules::setTimeStyle(OperationRules::TimeStyle::Person);
    const auto restore = qScopeGuard([] { OperationRules::setTimeStyle(OperationRules::TimeStyle::IsoUtc); });
    QVERIFY2(StepRules::nextDecision(held).contains(QStringLiteral("(in 4 minutes)")), qPrintable(StepRules::nextDecision(held)));
    QVERIFY2(OperationRules::summaryText({held}, OperationState::Held, {}, {}).contains(QStringLiteral("(in 4 minutes)")),
             qPrintable(OperationRules::summaryText({held}, OperationState::Held, {}, {})));
    const QString document = StepRules::nextDecision(held, TimeStyle::Document);
    QVERIFY2(!document.contains(QStringLiteral("(in "))
                 && document.contains(held.mayRunUntil.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))),
             qPrintable(document));
}

void TestStepRules::nextDecisionIsPlain()
{
    QCOMPARE(StepRules::nextDecision(ctx(StepState::Uncertain)),
             QStringLiteral("Reconcile step 1 (CRM task) with the target before anything else."));
    QCOMPARE(StepRules::nextDecision(ctx(StepState::Held, HoldReason::NotExecuted)),
             QStringLiteral("Approve a retry of step 1 (CRM task), start a new approved operation, or abandon."));
    // While an earlier request may still act, nobody is advised to resend.
    auto running = ctx(StepState::Held, HoldReason::UnresolvedUncertain);
    running.mayRunUntil = running.now.addSecs(30);
    running.settleWindowPassed = false;
    running.settledAt = running.mayRunUntil;
    const QString wait = StepRules::nextDecision(running);
    QVERIFY2(wait.startsWith(QStringLiteral("Wait until")) && !wait.contains(QStringLiteral("retry")) && !wait.contains(QStringLiteral("new approved")),
             qPrintable(wait));
    running.state = StepState::Uncertain;
    running.holdReason = HoldReason::None;
    const QString keepLooking = StepRules::nextDecision(running);
    QVERIFY2(keepLooking.contains(QStringLiteral("keeps looking")) && !keepLooking.contains(QStringLiteral("retry")), qPrintable(keepLooking));
    // The summary says so too, so nobody reads "confirm not executed" as possible now.
    running.state = StepState::Held;
    running.holdReason = HoldReason::KeyExpired;
    const QString summary = OperationRules::summary({running}, OperationState::Held, {}, {});
    QVERIFY2(summary.contains(QStringLiteral("nothing can be recorded as not executed before then")), qPrintable(summary));
    // Key expired, no request can act any more, but the target's search may
    // not show the record yet: the wait is said before any dialog, with the
    // decision that follows it, in the next decision and in the summary.
    auto settling = ctx(StepState::Held, HoldReason::KeyExpired);
    settling.settleWindowPassed = false;
    settling.settledAt = settling.now.addSecs(9 * 60);
    const QString settleNext = StepRules::nextDecision(settling);
    QVERIFY2(settleNext.startsWith(QStringLiteral("Wait until")) && settleNext.contains(QStringLiteral("search"))
                 && settleNext.contains(QStringLiteral("adopt its record or confirm it was not executed")),
             qPrintable(settleNext));
    const QString settleSummary = OperationRules::summary({settling}, OperationState::Held, {}, {});
    QVERIFY2(settleSummary.contains(QStringLiteral("search may not show its record before")), qPrintable(settleSummary));
    // One recommendation per hold: the held list's Next decision for a key
    // expired is the summary's, never a new operation the rules refuse then.
    Operation keyExpired;
    keyExpired.state = OperationState::Held;
    keyExpired.openStep = 1;
    keyExpired.openStepHold = HoldReason::KeyExpired;
    QVERIFY(!OperationRules::checkDecision({ctx(StepState::Held, HoldReason::KeyExpired)}, DecisionAction::NewOperation, false, false).allowed);
    QCOMPARE(OperationsModel::nextDecision(keyExpired, kNow), QStringLiteral("Adopt its record or confirm step 1 not executed"));
    keyExpired.openStepMayRunUntil = kNow.addSecs(60);
    keyExpired.openStepSettledAt = kNow.addSecs(9 * 60);
    QCOMPARE(OperationsModel::nextDecision(keyExpired, kNow),
             QStringLiteral("Ready at %1: adopt its record or confirm step 1 not executed").arg(OperationRules::personTime(kNow.addSecs(9 * 60))));
    keyExpired.openStepSettledAt = kNow.addSecs(-1);
    QCOMPARE(OperationsModel::nextDecision(keyExpired, kNow), QStringLiteral("Adopt its record or confirm step 1 not executed"));
    QCOMPARE(StepRules::nextDecision(ctx(StepState::Held, HoldReason::DuplicateAtTarget)),
             QStringLiteral("Check the records at the target: keep one, delete the others there, then adopt the one kept for step 1 (CRM task)."));
    // What is suggested is what the rules then accept: for every reason a
    // step can be held for, a suggested retry is one they allow, and one they
    // refuse is never suggested (content that cannot be sent is edited instead).
    for (int r = int(HoldReason::None); r <= int(HoldReason::ContentRejected); ++r) {
        const auto held = ctx(StepState::Held, HoldReason(r));
        const QString next = StepRules::nextDecision(held);
        const bool retryAllowed = StepRules::apply(held, StepInput::ReviewRetryOpenStep).allowed;
        QVERIFY2(next.contains(QStringLiteral("retry")) == retryAllowed,
                 qPrintable(toString(HoldReason(r)) + QStringLiteral(": ") + next));
    }
    QCOMPARE(StepRules::nextDecision(ctx(StepState::Held, HoldReason::ContentRejected)),
             QStringLiteral("Start a new approved operation with edited content for step 1 (CRM task), or abandon."));
}

void TestStepRules::summariesNameTheStepAndTheTarget()
{
    QCOMPARE(OperationRules::summary({ctx(StepState::Held, HoldReason::KeyExpired)}, OperationState::Held,
                                     QStringLiteral("no answer in time"), {}),
             QStringLiteral("Step 1 (CRM task) got no clear answer (no answer in time), and the target has since forgotten the request "
                            "(it remembers one only for a while), so sending it again could act twice. The CRM may have created the task; its "
                            "search found nothing clear. Check it, then adopt its record or confirm the step was not executed."));
    // The target's error is stored as a code (models/said.h): the summary
    // gives its cause, in a few words, and the English record stays a record.
    const Said stored = Said::of("call.failed_after_send", {QStringLiteral("@net.timeout")});
    QCOMPARE(stored.english(), QStringLiteral("no answer in time after the request was sent; the target may have acted"));
    const QString said = OperationRules::summary({ctx(StepState::Held, HoldReason::KeyExpired)}, OperationState::Held, stored.cause(), {});
    QVERIFY2(said.contains(QStringLiteral("(no answer in time)")) && !said.contains(stored.english()), qPrintable(said));
    QCOMPARE(Said::of("call.may_have_acted", {QStringLiteral("503")}).cause(), QStringLiteral("the target answered with code 503"));
    QCOMPARE(Said::fromStored(Said::of("lookup.several", {QStringLiteral("2"), QStringLiteral("a, b")}).toStored()),
             Said::of("lookup.several", {QStringLiteral("2"), QStringLiteral("a, b")}));
    // A row from before codes, or a code this build does not know: the words as recorded.
    QCOMPARE(saidText({}, QStringLiteral("something new")), QStringLiteral("something new"));
    QCOMPARE(saidText(Said::of("not.a.code"), QStringLiteral("as recorded")), QStringLiteral("as recorded"));
    // A value from a target that only looks like a code is shown as it came.
    QCOMPARE(Said::of("lookup.found", {QStringLiteral("@not.a.code")}).english(), QStringLiteral("found @not.a.code"));
    // A parameter's own "%2" is a value, not a place for the next one.
    QCOMPARE(Said::of("lookup.found_with_status", {QStringLiteral("50%2off"), QStringLiteral("sent")}).english(),
             QStringLiteral("found 50%2off (the target's status: sent)"));
    // A replaced operation names its successor by the random end of its id,
    // not by its first characters (a UUIDv7's timestamp, alike for every id).
    const QString successor = QStringLiteral("01a22865-1234-7abc-8def-0123456789ab");
    QVERIFY(OperationRules::summary({ctx(StepState::Confirmed)}, OperationState::Abandoned, {}, successor)
                .contains(QStringLiteral("(0123456789ab)")));
}

void TestStepRules::summariesAreTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("held");
    QTest::addColumn<QString>("next");
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringLiteral("Schritt 1 (CRM-Aufgabe) hat keine klare Antwort bekommen (x), und das Ziel hat die Anfrage "
                                          "inzwischen vergessen (es merkt sie sich nur eine Weile); ein erneutes Senden könnte doppelt wirken. "
                                          "Das CRM hat womöglich die Aufgabe angelegt;")
                        << QStringLiteral("Gleichen Sie Schritt 1 (CRM-Aufgabe) zuerst mit dem Ziel ab.");
    QTest::newRow("nl") << QStringLiteral("nl")
                        << QStringLiteral("Stap 1 (CRM-taak) kreeg geen duidelijk antwoord (x) en het doel is het verzoek inmiddels vergeten "
                                          "(het onthoudt er een maar een tijdje), "
                                          "dus opnieuw verzenden kan dubbel werken. Het CRM heeft mogelijk de taak aangemaakt;")
                        << QStringLiteral("Stem stap 1 (CRM-taak) eerst af met het doel.");
    QTest::newRow("da") << QStringLiteral("da")
                        << QStringLiteral("Trin 1 (CRM-opgave) fik intet klart svar (x), og målet har siden glemt anmodningen "
                                          "(det husker den kun et stykke tid), så en "
                                          "genafsendelse kunne virke to gange. CRM'et har måske oprettet opgaven;")
                        << QStringLiteral("Afstem trin 1 (CRM-opgave) med målet, før noget andet sker.");
    QTest::newRow("cs") << QStringLiteral("cs")
                        << QStringLiteral("Krok 1 (úkol v CRM) nedostal jasnou odpověď (x) a cíl mezitím požadavek zapomněl "
                                          "(pamatuje si ho jen chvíli), takže "
                                          "opětovné odeslání by mohlo působit dvakrát. Systém CRM možná už vytvořil úkol;")
                        << QStringLiteral("Nejdříve ověřte krok 1 (úkol v CRM) v cíli.");
}

// "1 × duplicate at the target" in English, Dutch, Danish and Czech; German
// nouns keep their capital ("1 × Duplikat beim Ziel", never "beim ziel").
void TestStepRules::holdReasonsInASentenceKeepTheirNouns()
{
    const QLocale before;
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    for (const auto &[language, locale, expected] :
         {std::tuple{QStringLiteral("de"), QLocale::German, QStringLiteral("Duplikat beim Ziel")},
          std::tuple{QStringLiteral("nl"), QLocale::Dutch, QStringLiteral("duplicaat bij het doel")}}) {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_") + language + QStringLiteral(".qm")));
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(locale));
        const QString inSentence = OperationsModel::holdReasonInSentence(HoldReason::DuplicateAtTarget);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(inSentence, expected);
    }
    QLocale::setDefault(QLocale(QLocale::English));
    QCOMPARE(OperationsModel::holdReasonInSentence(HoldReason::UnresolvedUncertain), QStringLiteral("no clear answer from the target"));
}

void TestStepRules::summariesAreTranslated()
{
    QFETCH(QString, language);
    QFETCH(QString, held);
    QFETCH(QString, next);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_") + language + QStringLiteral(".qm")));
    QCoreApplication::installTranslator(&translator);
    const QString summary = OperationRules::summary({ctx(StepState::Held, HoldReason::KeyExpired)}, OperationState::Held,
                                                    QStringLiteral("x"), {});
    const QString decision = StepRules::nextDecision(ctx(StepState::Uncertain));
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(summary.startsWith(held), qPrintable(summary));
    QCOMPARE(decision, next);
}

void TestStepRules::saidInTheReadersWords_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("absent");
    QTest::addColumn<QString>("refused");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("kein Datensatz trägt die Referenz (jetzt)")
                        << QStringLiteral("Verbindung abgelehnt: die Anfrage hat das Ziel nie erreicht");
    QTest::newRow("nl") << QStringLiteral("nl") << QStringLiteral("geen record draagt de referentie (nu)")
                        << QStringLiteral("verbinding geweigerd: het verzoek heeft het doel nooit bereikt");
    QTest::newRow("da") << QStringLiteral("da") << QStringLiteral("ingen post bærer referencen (nu)")
                        << QStringLiteral("forbindelsen blev afvist: anmodningen nåede aldrig målet");
    QTest::newRow("cs") << QStringLiteral("cs") << QStringLiteral("žádný záznam nenese referenci (nyní)")
                        << QStringLiteral("spojení odmítnuto: požadavek se k cíli nikdy nedostal");
}

// What a target said, stored once as a code, reads in each reader's
// language; the recorded English does not change with the reader.
void TestStepRules::saidInTheReadersWords()
{
    QFETCH(QString, language);
    QFETCH(QString, absent);
    QFETCH(QString, refused);
    const Said lookup = Said::fromStored(Said::of("lookup.absent").toStored());
    const Said call = Said::fromStored(Said::of("call.not_reached", {QStringLiteral("@net.refused")}).toStored());
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_") + language + QStringLiteral(".qm")));
    QCoreApplication::installTranslator(&translator);
    const QString lookupText = saidText(lookup, QStringLiteral("no record carries the reference (now)"));
    const QString callText = call.text();
    const QString recorded = call.english();
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(lookupText, absent);
    QCOMPARE(callText, refused);
    QCOMPARE(recorded, QStringLiteral("connection refused: the request never reached the target"));
}

QTEST_GUILESS_MAIN(TestStepRules)
#include "tst_steprules.moc"
