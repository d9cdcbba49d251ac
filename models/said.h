// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rl::models {

// What a target, a lookup or the runner said about a step, kept as a code
// with its parameters and put into words only when read, in the reader's
// language (docs/ledger.md, "Evidence as codes"). The ledger keeps the English
// words beside it (the summary column): for an audit, and for a reader older
// than the code. A parameter written "@code" or "@code:p1:p2" is itself a
// code (a network error inside "the request never reached the target").
struct Said
{
    QString code;       // "lookup.absent" …; empty: nothing coded (a row from before schema 12)
    QStringList params; // %1, %2 … in order

    static Said of(const char *code, QStringList params = {});
    bool isEmpty() const { return code.isEmpty(); }
    bool known() const; // the code is in this build's catalogue
    // The words as recorded: English, the catalogue's source text.
    QString english() const;
    // The words in the reader's language.
    QString text() const;
    // Why an attempt failed, in a few words for "held (…)": the part of the
    // words that is the cause, without "the target may have acted" (the
    // summary around it says that). In the reader's language.
    QString cause() const;
    // Stored as a JSON array: the code, then the parameters.
    QString toStored() const;
    static Said fromStored(const QString &stored);
    bool operator==(const Said &) const = default;
};

// For a reader: the coded words in the reader's language, else the words as
// recorded (an older row, or a code this build does not know).
QString saidText(const Said &said, const QString &recorded);

} // namespace rl::models
