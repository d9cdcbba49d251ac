// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace rl::app {

// A small, text-only PDF writer: A4 pages, the standard Helvetica fonts, black
// text (prints well in black and white), a running header with page numbers,
// and embedded file attachments. Enough for reports, without Qt GUI, so the
// headless runledgerctl can write them.
class PdfDocument final
{
public:
    explicit PdfDocument(QString headerTitle);

    void heading(const QString &text);      // large, bold
    void subheading(const QString &text);   // bold
    void paragraph(const QString &text);    // wrapped body text
    void field(const QString &label, const QString &value); // "label: value", wrapped
    void spacer(double points = 6);
    void pageBreak();
    void attach(const QString &fileName, const QString &mimeType, const QByteArray &data);

    QByteArray toPdf() const;

private:
    struct Line
    {
        QString text;
        double size;
        bool bold;
        double indent;
    };
    void add(const QString &text, double size, bool bold, double indent = 0, double width = 0);
    void newPage();

    QString m_headerTitle;
    QList<QList<Line>> m_pages;
    QList<Line> m_current;
    double m_y = 0;
    struct Attachment
    {
        QString name, mime;
        QByteArray data;
    };
    QList<Attachment> m_attachments;
};

} // namespace rl::app
