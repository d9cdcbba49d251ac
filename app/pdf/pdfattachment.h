// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rl::app {

// Embeds a file in a finished PDF (Qt's QPdfWriter in Qt 6.4 cannot), as a
// PDF incremental update: the new objects, a catalog that lists the file
// under /Names /EmbeddedFiles and /AF, a cross-reference section for them and
// a trailer pointing back at the original one. The original bytes stay as
// they are. Needs a classic cross-reference table and a plain catalog object,
// which is what QPdfWriter writes; false (pdf untouched) for anything else.
bool appendPdfAttachment(QByteArray &pdf, const QString &fileName, const QString &mimeType, const QByteArray &data,
                         const QString &description);

} // namespace rl::app
