<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Ctl</name>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger file or postgresql:// URL (default: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;runledgerctl --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: runledgerctl COMMAND [OPTIONS]

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Run &apos;runledgerctl COMMAND --help&apos; for a command&apos;s options.
Exit codes: 0 success, 1 usage error, 2 runtime failure, 3 verification failed or refused.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledger ready: %1 (schema %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok: %1 decisions verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken at seq %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events:                     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deliveries:                 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operations:                 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempts:                   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed external effects: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unresolved operations:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recoveries (held → decided): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time to recovery:           median %1, 90th percentile %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (Debian package libqt6sql6-psql).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ledger at %1. Create one with: runledgerctl init --ledger %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger %1 is read-only; it can be read but not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the ledger %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger %1 is locked by another program; try again when it has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger %1 cannot be written (read-only file or folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger or is damaged; restore it from a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger error while %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configuring the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger %1 was written by a newer Runledger (schema %2, this build knows %3); update Runledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger %1 has schema %2; run runledgerctl init to migrate it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creating the migrations table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migrating to schema %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording migration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting a write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>committing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording a delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading an operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creating an operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creating a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storing content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updating an operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording a hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing a hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing runnable steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing uncertain steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing expired reservations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserving a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another worker reserved the step first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording an attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changing a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step changed meanwhile; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading an attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attempt was already finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finishing an attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storing the target reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the worker holding the reservation stopped answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expiring a reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storing the lookup result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording a reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the chain head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appending a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no operation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decision needs a named reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decision needs a rationale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reconcile decision needs the lookup&apos;s evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adopting the target reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adopting needs the target&apos;s reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approving a retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no content version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approving content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinning the approved content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assigning needs a reviewer&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assigning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing a new operation could do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holding edited content for approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linking the new operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no content version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 follows entry %2: an entry is missing or was inserted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 does not link to the entry before it (removed, inserted or reordered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 was changed after it was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OperationRules</name>
    <message>
        <source>a new operation already replaces this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is unresolved: the target may already have acted. Reconcile it or confirm it was not executed before starting a new operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new approved operation may replace this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operation was already abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing left to abandon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the open steps will be abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign a responsible reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operation was abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every step is confirmed; confirmed steps are never executed again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Runledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runledger review console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger file or postgresql:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, recorded on every decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scratch demo ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the ledger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepRules</name>
    <message>
        <source>step %1 (CRM task)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 (e-mail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confirmed; it is never executed again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays held: the lookup settled nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still uncertain; the target will be asked again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held: no lookup settled it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used all %2 attempts; a reviewer must approve a retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits for its backoff until %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an attempt of %1 is already in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain; reconcile with the target before anything is sent again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held for a reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a protected retry is only for an uncertain step; %1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target of %1 documents no idempotent create; look the step up instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key of %1 was never sent; nothing to protect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the idempotency key of %1 expired at %2; a resend could create a second effect, so only a lookup is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the content of %1 changed since its key was first used; the same key with other parameters is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used all %2 attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: protected retry with the same key inside its retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no attempt of %1 is in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 confirmed by the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed before the action %2 times; held for a reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed before the action; it will be retried after the backoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may have acted and its target cannot confirm; held, never resent automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may have acted; reconcile with the target before anything else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not uncertain; there is nothing to reconcile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 found at the target; its reference is adopted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several records at the target carry the reference of %1; held for a reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; a retry needs a reviewer&apos;s approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; it may be retried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already confirmed; there is nothing to reconcile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup; adopt a record or confirm it was not executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look %1 up at the target by its reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already confirmed with a target reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only an uncertain or held step can adopt a target record; %1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adopts the target record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already known not to have been executed; approve a retry instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only an uncertain or held step can be confirmed as not executed; %1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is recorded as not executed; a retry may now be approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain: the target may already have acted. Reconcile it or confirm it was not executed before a retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not held; there is nothing to retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry of %1 approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confirmed; its content was sent and can no longer change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not waiting for a content approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>content of %1 approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was already abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve the content of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the runner will send %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: an attempt of %1 is in flight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adopt a target record or confirm %1 was not executed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconcile %1 with the target before anything else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve a retry of %1, start a new approved operation, or abandon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the target by hand, then adopt its record or confirm %1 was not executed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconcile %1, adopt the target record, or confirm it was not executed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: %1 is confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: %1 was abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app</name>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::Ctl</name>
    <message>
        <source>create a ledger, or migrate it to this build&apos;s schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recompute the decision hash chain and name the first broken entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the separate counts: events, deliveries, attempts, effects, unresolved, recovery</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intended action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Responsible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide on step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconcile step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve content of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (runner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::ui::MainWindow</name>
    <message>
        <source>Runledger — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find by operation id, event id, delivery id or target reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No reviewer: you can look but not decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
