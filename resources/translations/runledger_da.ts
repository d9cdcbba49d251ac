<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>Configuration</name>
    <message>
        <source>cannot read the configuration %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the configuration %1 is not a JSON object (%2 at offset %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every flow needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1: a trigger needs a topic, a flow_action, or a source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1 has no trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1: step kind must be crm.create_task or email.send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1: unknown target %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1: target %2 is not a %3 target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1 has no steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1: approval_before_steps names no step %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing argument; see --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--config FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:8081; port 0 picks a free one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds an idempotency key is remembered (default 86400).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds before a new task shows up in lookups (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8081</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--retention and --settle-ms need whole numbers ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen on %1 (in use, or not an address of this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sandbox listening on http://%1:%2 (key retention %3 s, settle %4 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping (signal %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets and flows (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intake address (default 127.0.0.1:8080; port 0 picks a free one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps worked on at once (default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run only the runner (no HTTP intake).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often the runner looks for work (default 200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reservation lease beyond the target&apos;s deadline (default 5000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause between lookups that settled nothing (default 2000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--workers needs a whole number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8080</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intake listening on http://%1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runner %1 started with %2 workers on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One delivery per line: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported %1 deliveries: %2 new events, %3 duplicates, %4 new operations; %5 rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  line %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held, uncertain, awaiting_approval, running, completed, abandoned or all (default all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most this many (default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown state &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no operation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operation %1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  action:      %1 (flow %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  event:       %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  created:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  responsible: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>ikke tildelt</translation>
    </message>
    <message>
        <source>  step %1 %2 → %3: %4%5, %6 attempts, ref %7, target ref %8
    next: %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  evidence step %1 %2 %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  decision #%1 %2 by %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who decides (recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets (needed by reconcile, which looks the step up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adopt: the target&apos;s record id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approve-content: the content version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign: the reviewer who becomes responsible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new-operation: a file with edited content for the open step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconcile | adopt | confirm-not-executed | retry-open-step | approve-content | new-operation | assign | abandon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--reviewer and --rationale are required: every decision names a person and a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adopt needs --reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign needs --to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approve-content needs --version N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the configuration has no target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookup: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded as decision #%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new operation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the six acceptance cases against the sandbox and write reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who signs the run (recorded on its decisions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A report to write; the format follows the extension: .pdf, .html, .json, .csv. Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the scratch ledger at this path (default: a temporary file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give at least one --out FILE (.pdf, .html, .json or .csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestået</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEJLET</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all %1 cases passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one case failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run against the first crm and mail targets of this configuration; they must offer the sandbox admin API (default: an in-process sandbox).</source>
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
    <message>
        <source>reading metrics</source>
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
    <message>
        <source>Every step is confirmed by its target. Nothing will be sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reviewer abandoned this operation. Its open steps will not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reviewer replaced this operation with a new approved one (%1). Nothing more happens here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mail service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CRM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent the e-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Steps before it are confirmed and will not be repeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved.%2 Approve the content version to let it run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runner is working on %1.%2 No decision is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4. Reconcile before anything else.%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed before reaching the target %2 times%3; nothing was done there. Approve a retry, start a new approved operation, or abandon.%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is known not to have been executed. Approve a retry of this step, start a new approved operation, or abandon.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 got no clear answer%2. %3 may have %4, and it cannot confirm anything automatically. Check it by hand, then adopt its record or confirm the step was not executed.%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 got no clear answer%2 and its idempotency key has expired, so a resend could act twice. %3 may have %4; its search found nothing clear. Check it, then adopt its record or confirm the step was not executed.%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several records at the target carry the reference of %1. Adopt the right record or confirm the step was not executed.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 got no clear answer%2 and the lookups settled nothing. %3 may have %4. Reconcile again, adopt its record, or confirm the step was not executed.%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no step waits for a content approval</source>
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
        <source>Cannot open the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets and flows (JSON), for looking steps up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start an in-process sandbox and runner on a scratch ledger, seeded with the acceptance cases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make
(leave empty to look without deciding):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the demo: playing the six acceptance cases against the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runledger demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case %1 of 6 done: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Nothing was changed. Close other programs using the ledger, or pick another file with --ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print start-up, queue and scrolling timings and peak memory, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Runledger acceptance test report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: all %1 cases passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: at least one case FAILED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger head hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>BESTÅET</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEJLET</translation>
    </message>
    <message>
        <source>Case id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the operator sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence from the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected external effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CRM task(s), %2 e-mail(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed by the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals, counted separately</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Hændelser</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Leveringer</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Confirmed external effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unresolved operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator time to recovery (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recovery yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (UTC) / %2 (local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 decisions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events %1 · deliveries %2 · attempts %3 · confirmed external effects %4 · unresolved operations %5 · operator time to recovery (median) %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External effects, counted by the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 CRM task(s) and %2 e-mail(s); observed %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
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
    <name>TargetProfile</name>
    <message>
        <source>target %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind must be &quot;crm&quot; or &quot;mail&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protocol &quot;%1&quot; is not supported by this build (supported: sandbox)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base_url must be an http or https URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability must be protected_create, lookup_only or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeouts, attempts and backoff must be non-negative numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_attempts, max_in_flight and timeouts must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a token must not be written into the configuration; name its environment variable in token_env</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not_executed_statuses must be HTTP error codes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::AcceptanceRun</name>
    <message>
        <source>Normal success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same event delivered twice (and 20 times at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout after the CRM succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two concurrent attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume after approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late repeat after the idempotency key expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the sandbox target on a loopback port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 (%2), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state %1; open step: %2; %3 attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up the sandbox and the scratch ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target performed %1 CRM task(s) and %2 e-mail(s), expected %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: every step is confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One orders/create event; flow: CRM task, then e-mail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed with one task and one e-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operation did not complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same event delivered twice with different webhook ids, then 20 more deliveries of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 operations for one event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one task, one e-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CRM creates the task and its answer is lost (the runner times out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconciled with the CRM; its task was adopted, not created again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the uncertain step was not reconciled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step; the target ignores idempotency keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not every operation completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 steps, 20 attempts: each reservation let exactly one runner act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attempts for 20 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders/paid: the CRM task runs, the e-mail waits for its content to be approved by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the e-mail never waited for approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance test: e-mail text checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operation did not resume after the approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step 1 not repeated; the e-mail sent is the approved version byte for byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the e-mail sent differs from the approved version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost; nobody reconciles until the 2 s key retention has passed and the CRM&apos;s search has not caught up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looked up, no clear evidence: held for a reviewer; nothing was resent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step was not held after the key expired (state %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the configuration needs a crm and a mail target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target at %1 offers no sandbox admin API (faults, clock, effect counts); the six cases need it to inject failures and to count effects at the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>past the key&apos;s retention the task was looked up and found: adopted, nothing was resent</source>
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
    <message>
        <source>run the sandbox target: a CRM and a mail service with idempotency keys and faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receive webhooks and run the steps (intake and runner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import deliveries captured elsewhere (signatures re-verified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list operations, by state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show one operation: steps, attempts, evidence, content, decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record a reviewer&apos;s decision on an operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the six acceptance cases against the sandbox and write reports</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models</name>
    <message>
        <source>no difference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::AttemptsModel</name>
    <message>
        <source>Attempt</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Varighed</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP-status</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fejl</translation>
    </message>
    <message>
        <source>%1 (attempt %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>i gang</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>intet svar</translation>
    </message>
</context>
<context>
    <name>rl::models::ContentVersionsModel</name>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Godkendt af</translation>
    </message>
    <message>
        <source>Approved at</source>
        <translation>Godkendt</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not approved</source>
        <translation>ikke godkendt</translation>
    </message>
</context>
<context>
    <name>rl::models::DecisionsModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided at</source>
        <translation>Besluttet</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Beslutning</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begrundelse</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::EvidenceModel</name>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Observed at</source>
        <translation>Observeret</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumé</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Målreference</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Opslag efter reference</translation>
    </message>
    <message>
        <source>Idempotent replay</source>
        <translation>Idempotent gentagelse</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Svar</translation>
    </message>
</context>
<context>
    <name>rl::models::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Intended action</source>
        <translation>Tilsigtet handling</translation>
    </message>
    <message>
        <source>Source event</source>
        <translation>Kildehændelse</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Open step</source>
        <translation>Åbent trin</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Held since</source>
        <translation>Tilbageholdt siden</translation>
    </message>
    <message>
        <source>Responsible</source>
        <translation>Ansvarlig</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Næste beslutning</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Afventer godkendelse</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Kører</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Usikker</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Afventer gennemgang</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Fuldført</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opgivet</translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>ikke tildelt</translation>
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
        <translation>Ingen (runner)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
</context>
<context>
    <name>rl::models::StepsModel</name>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Målreference</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Idempotency key</source>
        <translation>Idempotensnøgle</translation>
    </message>
    <message>
        <source>CRM task</source>
        <translation>CRM-opgave</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Afventer godkendelse</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Kører</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Usikker</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bekræftet</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opgivet</translation>
    </message>
    <message>
        <source>Held: several records match</source>
        <translation>Tilbageholdt: flere poster passer</translation>
    </message>
    <message>
        <source>Held: target cannot confirm</source>
        <translation>Tilbageholdt: målet kan ikke bekræfte</translation>
    </message>
    <message>
        <source>Held: key expired, no evidence</source>
        <translation>Tilbageholdt: nøgle udløbet, intet bevis</translation>
    </message>
    <message>
        <source>Held: attempts used up (not executed)</source>
        <translation>Tilbageholdt: forsøg brugt op (ikke udført)</translation>
    </message>
    <message>
        <source>Held: confirmed not executed</source>
        <translation>Tilbageholdt: bekræftet ikke udført</translation>
    </message>
    <message>
        <source>Held: no clear evidence</source>
        <translation>Tilbageholdt: intet klart bevis</translation>
    </message>
    <message>
        <source>Waiting for step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (target has no idempotent create)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not sent yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (protected until %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (key expired)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::ui::AcceptanceDialog</name>
    <message>
        <source>Run acceptance test</source>
        <translation>Kør accepttest</translation>
    </message>
    <message>
        <source>In-process sandbox target (faults injected, effects counted by the target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configured targets (staging CRM and mail service)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not supported yet: faults cannot be injected into real targets by this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Effects (expected / observed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run the six cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report names who ran it: enter your name first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the acceptance cases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Case %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestået</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEJLET</translation>
    </message>
    <message>
        <source>CRM %1 / %2 · e-mail %3 / %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export acceptance report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::ui::DashboardWindow</name>
    <message>
        <source>Last hour (per minute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours (per hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days (per day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days (per day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runledger dashboard</source>
        <translation>Runledger-oversigt</translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export numbers as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Opdater</translation>
    </message>
    <message>
        <source>Events, attempts and confirmed effects</source>
        <translation>Hændelser, forsøg og bekræftede effekter</translation>
    </message>
    <message>
        <source>Unresolved (held) operations</source>
        <translation>Uafklarede (tilbageholdte) operationer</translation>
    </message>
    <message>
        <source>Operator time to recovery</source>
        <translation>Operatørens tid til genopretning</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Hændelser</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Bekræftede effekter</translation>
    </message>
    <message>
        <source>In this period: %1 events · %2 deliveries · %3 attempts · %4 confirmed external effects. Now: %5 unresolved operations; operator time to recovery median %6, 90th percentile %7 (%8 recoveries).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation>antal</translation>
    </message>
    <message>
        <source>Held at the end of the interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operations</source>
        <translation>operationer</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>90th percentile</source>
        <translation>90. percentil</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutter</translation>
    </message>
    <message>
        <source>Export dashboard numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::ui::DecisionDialog</name>
    <message>
        <source>Reconcile with the target</source>
        <translation>Afstem med målet</translation>
    </message>
    <message>
        <source>Adopt the target&apos;s record</source>
        <translation>Overtag målets post</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Bekræft ikke udført</translation>
    </message>
    <message>
        <source>Approve retry of the open step</source>
        <translation>Godkend nyt forsøg af det åbne trin</translation>
    </message>
    <message>
        <source>Approve content version</source>
        <translation>Godkend indholdsversion</translation>
    </message>
    <message>
        <source>Start a new approved operation</source>
        <translation>Start en ny godkendt operation</translation>
    </message>
    <message>
        <source>Assign to a reviewer</source>
        <translation>Tildel til en bedømmer</translation>
    </message>
    <message>
        <source>Abandon the operation</source>
        <translation>Opgiv operationen</translation>
    </message>
    <message>
        <source>&amp;Reconcile…</source>
        <translation>&amp;Afstem…</translation>
    </message>
    <message>
        <source>A&amp;dopt record…</source>
        <translation>&amp;Overtag post…</translation>
    </message>
    <message>
        <source>Confirm &amp;not executed…</source>
        <translation>Bekræft &amp;ikke udført…</translation>
    </message>
    <message>
        <source>Approve re&amp;try…</source>
        <translation>Godkend &amp;nyt forsøg…</translation>
    </message>
    <message>
        <source>Approve &amp;content…</source>
        <translation>Godkend &amp;indhold…</translation>
    </message>
    <message>
        <source>New appro&amp;ved operation…</source>
        <translation>Ny &amp;godkendt operation…</translation>
    </message>
    <message>
        <source>Assi&amp;gn…</source>
        <translation>&amp;Tildel…</translation>
    </message>
    <message>
        <source>A&amp;bandon…</source>
        <translation>&amp;Opgiv…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Operation %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;This decision:&lt;/b&gt; %3&lt;br&gt;It is recorded in the ledger with your name, %4, and cannot be changed afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example task_000123</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reviewer&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target record &amp;id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign &amp;to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content &amp;version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content of the open step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Content of the open step
(edited content needs its own approval):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begrundelse</translation>
    </message>
    <message>
        <source>Why? For example: checked the CRM by hand, no task for this order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>&amp;Begrundelse:</translation>
    </message>
    <message>
        <source>Record decision</source>
        <translation>Registrér beslutning</translation>
    </message>
    <message>
        <source>Every decision needs a rationale.</source>
        <translation>Enhver beslutning kræver en begrundelse.</translation>
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
        <translation>Køer</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operationer</translation>
    </message>
    <message>
        <source>Find by operation id, event id, delivery id or target reference</source>
        <translation>Søg efter operations-id, hændelses-id, leverings-id eller målreference</translation>
    </message>
    <message>
        <source>Search operations</source>
        <translation>Søg i operationer</translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation>Bedømmer: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What happened and what to decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Trin</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>A&amp;ttempts</source>
        <translation>&amp;Forsøg</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Beviser</translation>
    </message>
    <message>
        <source>&amp;Evidence</source>
        <translation>&amp;Beviser</translation>
    </message>
    <message>
        <source>Approved content</source>
        <translation>Godkendt indhold</translation>
    </message>
    <message>
        <source>Content of the selected version, and its difference to the previous one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved &amp;content</source>
        <translation>Godkendt &amp;indhold</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Protokol</translation>
    </message>
    <message>
        <source>&amp;Ledger</source>
        <translation>&amp;Protokol</translation>
    </message>
    <message>
        <source>

Changes from version %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Beslutninger</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Beslutninger</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Filer</translation>
    </message>
    <message>
        <source>Set &amp;reviewer…</source>
        <translation>Angiv &amp;bedømmer…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>No reviewer: you can look but not decide (File → Set reviewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 operations selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an operation to see what happened and what to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · event %3&lt;br&gt;%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an operation first.</source>
        <translation>Vælg først en operation.</translation>
    </message>
    <message>
        <source>Set your reviewer name (File → Set reviewer) to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bulk retry is refused: uncertain operations must be reconciled first, one decision at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This decision is made for one operation at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No target profile for %1: start the console with --config FILE to look steps up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look the open step up at the target by its reference (read-only) and record what it says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decision was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded as ledger entry #%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking the open steps up at their targets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Looking up step %1 of operation %2 (%3 of %4)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lookup: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>&amp;Oversigt</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>&amp;Rapporter</translation>
    </message>
    <message>
        <source>Run &amp;acceptance test…</source>
        <translation>Kør &amp;accepttest…</translation>
    </message>
</context>
</TS>
