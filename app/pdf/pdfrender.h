// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acceptance/pdfjob.h"

namespace rl::app {

// Lays the job's HTML out on A4 pages with Qt's own PDF writer
// (QTextDocument on a QPdfWriter): running header, "Page N of M", fonts
// embedded (every Latin-script name prints), then attaches the job's files.
// Needs a QGuiApplication (the offscreen platform is enough).
QByteArray renderPdf(const PdfJob &job, QString *error);

} // namespace rl::app
