// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl::models {

// One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line
// break. neutraliseFormulas: a text a person typed (a rationale) that starts
// like a spreadsheet formula (= + - @) gets a leading apostrophe, so a
// spreadsheet shows it instead of running it.
inline QString csvField(QString s, bool neutraliseFormulas = false)
{
    if (neutraliseFormulas && !s.isEmpty()
        && (s.front() == QLatin1Char('=') || s.front() == QLatin1Char('+') || s.front() == QLatin1Char('-')
            || s.front() == QLatin1Char('@') || s.front() == QLatin1Char('\t') || s.front() == QLatin1Char('\r')))
        s.prepend(QLatin1Char('\''));
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) || s.contains(QLatin1Char('\n')) || s.contains(QLatin1Char('\r'))) {
        s.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    return s;
}

} // namespace rl::models
