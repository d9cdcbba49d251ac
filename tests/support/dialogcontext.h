// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decisiondialog.h"

namespace rl::testing {

// An e-mail step's content as a flow makes it (the reference is Runledger's).
inline const QByteArray kSampleEmail =
    R"({"body":"Thank you for order #1001.","reference":"rl_0123456789abcdef0123456789abcdef","subject":"Thank you","to":"customer@example.org"})";

inline models::ContentVersion contentVersion(int version, const QByteArray &body, const QString &approvedBy = {})
{
    models::ContentVersion v;
    v.version = version;
    v.body = body;
    v.approvedBy = approvedBy;
    return v;
}

// What a decision dialog is shown for a held e-mail step: enough for every
// one of the eight dialogs to have something in each of its fields.
inline ui::DecisionDialog::Context sampleDecisionContext()
{
    ui::DecisionDialog::Context c;
    c.operationId = QStringLiteral("01936a1e-0000-7000-8000-00000000abcd");
    c.reviewer = QStringLiteral("Mara Lead");
    c.summary = QStringLiteral("Step 1 (CRM task) got no clear answer.");
    c.effect = QStringLiteral("step 1 (CRM task) is recorded as not executed");
    c.signs = {QStringLiteral("attempt 1 got no clear answer: no answer in time")};
    c.lookupSummary = QStringLiteral("found task_000123");
    c.foundRecords = {QStringLiteral("task_000123")};
    c.stepKind = QStringLiteral("email.send");
    c.oldReference = QStringLiteral("rl_0123456789abcdef0123456789abcdef");
    c.versions = {contentVersion(1, kSampleEmail, QStringLiteral("flow"))};
    return c;
}

} // namespace rl::testing
