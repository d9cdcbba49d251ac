<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ConsoleCommandLine</name>
    <message numerus="yes">
        <source>Give one ledger to open; %n were given.</source>
        <translation>
            <numerusform>Give one ledger to open; %n was given.</numerusform>
            <numerusform>Give one ledger to open; %n were given.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message numerus="yes">
        <source>lookup by reference: %n record(s), visible after %1 ms (declared settle_ms %2)</source>
        <translation>
            <numerusform>lookup by reference: %n record, visible after %1 ms (declared settle_ms %2)</numerusform>
            <numerusform>lookup by reference: %n records, visible after %1 ms (declared settle_ms %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>operations held longer than %n minute(s) are reported to %1</source>
        <translation>
            <numerusform>operations held longer than %n minute are reported to %1</numerusform>
            <numerusform>operations held longer than %n minutes are reported to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) exported to %1</source>
        <translation>
            <numerusform>%n decision exported to %1</numerusform>
            <numerusform>%n decisions exported to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the restored ledger verifies: %n decision(s), head %1</source>
        <translation>
            <numerusform>the restored ledger verifies: %n decision, head %1</numerusform>
            <numerusform>the restored ledger verifies: %n decisions, head %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data</source>
        <translation>
            <numerusform>%n operation and %1 event(s) hold this customer&apos;s data</numerusform>
            <numerusform>%n operations and %1 event(s) hold this customer&apos;s data</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) exported to %2</source>
        <translation>
            <numerusform>%n operation and %1 event(s) exported to %2</numerusform>
            <numerusform>%n operations and %1 event(s) exported to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n operation</numerusform>
            <numerusform>%n operations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase</source>
        <translation>
            <numerusform>%n operation of this customer is not resolved yet (%1): complete or abandon it first, then erase</numerusform>
            <numerusform>%n operations of this customer are not resolved yet (%1): complete or abandon them first, then erase</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperationRules</name>
    <message numerus="yes">
        <source>%1 (in %n minute(s))</source>
        <translation>
            <numerusform>%1 (in %n minute)</numerusform>
            <numerusform>%1 (in %n minutes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n hour(s))</source>
        <translation>
            <numerusform>%1 (in %n hour)</numerusform>
            <numerusform>%1 (in %n hours)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PersonalData</name>
    <message numerus="yes">
        <source>Personal data removed by the retention period on %1: %2, %n row(s)</source>
        <translation>
            <numerusform>Personal data removed by the retention period on %1: %2, %n row</numerusform>
            <numerusform>Personal data removed by the retention period on %1: %2, %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased on request on %1 (decision #%2): %3, %n row(s)</source>
        <translation>
            <numerusform>Personal data erased on request on %1 (decision #%2): %3, %n row</numerusform>
            <numerusform>Personal data erased on request on %1 (decision #%2): %3, %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased at the shop&apos;s request (%1) on %2 (decision #%3): %4, %n row(s)</source>
        <translation>
            <numerusform>Personal data erased at the shop&apos;s request (%1) on %2 (decision #%3): %4, %n row</numerusform>
            <numerusform>Personal data erased at the shop&apos;s request (%1) on %2 (decision #%3): %4, %n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message numerus="yes">
        <source>found %n record(s) after %1 ms (declared settle %2 ms)</source>
        <translation>
            <numerusform>found %n record after %1 ms (declared settle %2 ms)</numerusform>
            <numerusform>found %n records after %1 ms (declared settle %2 ms)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reconciler</name>
    <message numerus="yes">
        <source>%1: the code %2, %3 off, usable %n time(s), created %4</source>
        <translation>
            <numerusform>%1: the code %2, %3 off, usable %n time, created %4</numerusform>
            <numerusform>%1: the code %2, %3 off, usable %n times, created %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n CRM task</numerusform>
            <numerusform>%n CRM tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n e-mail(s)</source>
        <translation>
            <numerusform>%n e-mail</numerusform>
            <numerusform>%n e-mails</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>How long held follow-ups waited for a reviewer (%n resolved).</source>
        <translation>
            <numerusform>How long held follow-ups waited for a reviewer (%n resolved).</numerusform>
            <numerusform>How long held follow-ups waited for a reviewer (%n resolved).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n voucher</numerusform>
            <numerusform>%n vouchers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::app::AcceptanceRun</name>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n CRM task</numerusform>
            <numerusform>%n CRM tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n e-mail(s)</source>
        <translation>
            <numerusform>%n e-mail</numerusform>
            <numerusform>%n e-mails</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n voucher</numerusform>
            <numerusform>%n vouchers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::app::HoldAlerter</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held longer than %1 wait for a reviewer (%2). Open the review console to decide.</source>
        <translation>
            <numerusform>Runledger: %n operation held longer than %1 waits for a reviewer (%2). Open the review console to decide.</numerusform>
            <numerusform>Runledger: %n operations held longer than %1 wait for a reviewer (%2). Open the review console to decide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hold alert %1 delivered: %n operation(s) held too long</source>
        <translation>
            <numerusform>hold alert %1 delivered: %n operation held too long</numerusform>
            <numerusform>hold alert %1 delivered: %n operations held too long</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) wait for a reviewer</source>
        <translation>
            <numerusform>Runledger: %n operation waits for a reviewer</numerusform>
            <numerusform>Runledger: %n operations wait for a reviewer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::models::OperationsModel</name>
    <message numerus="yes">
        <source>May still act for %n more minute(s), until %1</source>
        <translation>
            <numerusform>May still act for %n more minute, until %1</numerusform>
            <numerusform>May still act for %n more minutes, until %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refused %n time(s)</source>
        <translation>
            <numerusform>Refused %n time</numerusform>
            <numerusform>Refused %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::ui::ConfigurationDialog</name>
    <message numerus="yes">
        <source>%1 (%n step(s))</source>
        <translation>
            <numerusform>%1 (%n step)</numerusform>
            <numerusform>%1 (%n steps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::ui::DashboardWindow</name>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n delivery(-ies)</source>
        <translation>
            <numerusform>%n delivery</numerusform>
            <numerusform>%n deliveries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n confirmed external effect(s)</source>
        <translation>
            <numerusform>%n confirmed external effect</numerusform>
            <numerusform>%n confirmed external effects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s) found at the target</source>
        <translation>
            <numerusform>%n duplicate found at the target</numerusform>
            <numerusform>%n duplicates found at the target</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unresolved operation(s)</source>
        <translation>
            <numerusform>%n unresolved operation</numerusform>
            <numerusform>%n unresolved operations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recovery(-ies)</source>
        <translation>
            <numerusform>%n recovery</numerusform>
            <numerusform>%n recoveries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::ui::DecisionDialog</name>
    <message numerus="yes">
        <source>The target holds %n records under this step&apos;s reference: choose the step&apos;s own to adopt.</source>
        <translation>
            <numerusform>The target holds %n record under this step&apos;s reference: choose the step&apos;s own to adopt.</numerusform>
            <numerusform>The target holds %n records under this step&apos;s reference: choose the step&apos;s own to adopt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::ui::EraseDialog</name>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase.</source>
        <translation>
            <numerusform>%n operation of this customer is not resolved yet (%1): complete or abandon it first, then erase.</numerusform>
            <numerusform>%n operations of this customer are not resolved yet (%1): complete or abandon them first, then erase.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data.</source>
        <translation>
            <numerusform>%n operation and %1 event(s) hold this customer&apos;s data.</numerusform>
            <numerusform>%n operations and %1 event(s) hold this customer&apos;s data.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase the personal data of %n operation(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Erase the personal data of %n operation? This cannot be undone.</numerusform>
            <numerusform>Erase the personal data of %n operations? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::ui::HeldNotifier</name>
    <message numerus="yes">
        <source>%n operation(s) newly held for a reviewer: %1.</source>
        <translation>
            <numerusform>%n operation newly held for a reviewer: %1.</numerusform>
            <numerusform>%n operations newly held for a reviewer: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held for review</source>
        <translation>
            <numerusform>Runledger: %n operation held for review</numerusform>
            <numerusform>Runledger: %n operations held for review</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::ui::MainWindow</name>
    <message numerus="yes">
        <source>Requests that wait for a second pair of eyes: %n you may countersign</source>
        <translation>
            <numerusform>Requests that wait for a second pair of eyes: %n you may countersign</numerusform>
            <numerusform>Requests that wait for a second pair of eyes: %n you may countersign</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for someone else (your own requests, or ones your role may not countersign)</source>
        <translation>
            <numerusform>%n waiting for someone else (your own request, or one your role may not countersign)</numerusform>
            <numerusform>%n waiting for someone else (your own requests, or ones your role may not countersign)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held operation(s) can now be decided as the console recommends: %1</source>
        <translation>
            <numerusform>%n held operation can now be decided as the console recommends: %1</numerusform>
            <numerusform>%n held operations can now be decided as the console recommends: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was last checked %n day(s) ago</source>
        <translation>
            <numerusform>%1 was last checked %n day ago</numerusform>
            <numerusform>%1 was last checked %n days ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Targets: %1, and %n more.</source>
        <translation>
            <numerusform>Targets: %1, and %n more.</numerusform>
            <numerusform>Targets: %1, and %n more.</numerusform>
        </translation>
    </message>
</context>
</TS>
