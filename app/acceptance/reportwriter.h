// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acceptancerun.h"
#include "pdfjob.h"

#include <QCoreApplication>

namespace rl::app {

// The acceptance report in the formats a marketing lead and an auditor use.
// The JSON is the machine-readable twin; the PDF carries it as an attachment.
class ReportWriter final
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
public:
    static QByteArray json(const AcceptanceReport &report);
    static QByteArray csv(const AcceptanceReport &report);
    static QByteArray html(const AcceptanceReport &report);
    // A document to sign: cover, the cases in plain words, totals explained,
    // targets, the ledger head, a glossary and a sign-off block. Also what the
    // console previews, and the PDF's content.
    // Empty with error set when it cannot be laid out (see PdfJob).
    static QByteArray pdf(const AcceptanceReport &report, QString *error);
    static PdfJob pdfJob(const AcceptanceReport &report);
    // A program with Qt GUI (the console) renders in its own process;
    // otherwise the runledger-pdf helper is started.
    static void setPdfRenderer(PdfRenderer renderer);
    // What the person who signs attests.
    static QString statement(const AcceptanceReport &report);

    // By extension: .json .csv .html .pdf; false with an error for anything else.
    static bool write(const AcceptanceReport &report, const QString &path, QString *error);
};

} // namespace rl::app
