// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace rl::app {

// What a PDF needs from a report, decided without Qt GUI: the document as
// HTML, the running header and footer (already translated), the metadata,
// and the files to attach. Laid out by renderPdf (app/pdf, Qt GUI), either
// in the console's process or in the runledger-pdf helper that runledgerctl
// starts, so runledgerctl and `serve` never load Qt GUI.
struct PdfJob
{
    QByteArray html;
    QString title;        // metadata and the header's left side
    QString headerRight;  // the reviewer
    QString pageFormat;   // "Page %1 of %2"
    QString creator;
    struct Attachment
    {
        QString name, mimeType, description;
        QByteArray data;
    };
    QList<Attachment> attachments;

    QByteArray toJson() const;
    static std::optional<PdfJob> fromJson(const QByteArray &json);
};

using PdfRenderer = std::function<QByteArray(const PdfJob &job, QString *error)>;

// Runs the runledger-pdf helper (next to this executable, or in
// ../libexec/runledger/): the job on its standard input, the PDF on its
// output. Empty with error set if it is missing or fails.
QByteArray renderPdfInHelper(const PdfJob &job, QString *error);

} // namespace rl::app
