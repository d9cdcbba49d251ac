// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

#include <QByteArray>
#include <QString>

namespace rl::models {

// Content shown as its recipient will see it (rich text): an e-mail's
// recipient, subject and text; a task's fields by their names. Never raw
// JSON; the step's reference (a technical field) is left out.
QString contentPreviewHtml(const QByteArray &body);
// What changed from one version to the next, field by field (rich text):
// old text struck through, new text after it.
QString contentChangesHtml(const QByteArray &before, const QByteArray &after);
// A version's approval in words: who approved it and when, the flow's
// configuration, or not approved yet.
QString contentStatusText(const ContentVersion &version);
// A version for the approval tab and dialog: its status, the content as the
// recipient sees it and, with the version before it, what changed.
QString contentVersionHtml(const ContentVersion &version, const ContentVersion *before);

} // namespace rl::models
