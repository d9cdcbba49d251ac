// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfrender.h"

#include "pdf/pdfattachment.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace rl::app {

QByteArray renderPdf(const PdfJob &job, QString *error)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        *error = QCoreApplication::translate("rl::app", "a PDF needs Qt GUI, which this program did not start");
        return {};
    }
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 16, 18, 16),
                                         QPageLayout::Millimeter));
        writer.setResolution(300);
        writer.setTitle(job.title);
        writer.setCreator(job.creator);

        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(&writer);
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setStyleHint(QFont::SansSerif);
        font.setStyleStrategy(QFont::PreferNoShaping); // no ligatures: "effect" stays searchable and copyable
        font.setPointSizeF(9.5);
        doc.setDefaultFont(font);
        doc.setDocumentMargin(0);
        doc.setHtml(QString::fromUtf8(job.html));

        const QRect page = writer.pageLayout().paintRectPixels(writer.resolution());
        QFont small = font;
        small.setPointSizeF(8);
        const int band = QFontMetrics(small, &writer).height() * 2; // header and footer bands
        const QSizeF body(page.width(), page.height() - 2 * band);
        doc.setPageSize(body);
        const int pages = doc.pageCount();
        QPainter painter(&writer);
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                writer.newPage();
            painter.setFont(small);
            painter.setPen(Qt::black);
            painter.drawText(QRect(0, 0, page.width(), band), Qt::AlignLeft | Qt::AlignTop, job.title);
            painter.drawText(QRect(0, 0, page.width(), band), Qt::AlignRight | Qt::AlignTop, job.headerRight);
            painter.drawText(QRect(0, page.height() - band, page.width(), band), Qt::AlignRight | Qt::AlignBottom,
                             job.pageFormat.arg(i + 1).arg(pages));
            painter.save();
            painter.translate(0, band - i * body.height());
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = QRectF(0, i * body.height(), body.width(), body.height());
            context.palette.setColor(QPalette::Text, Qt::black);
            painter.setClipRect(context.clip);
            doc.documentLayout()->draw(&painter, context);
            painter.restore();
        }
        if (!painter.end()) {
            *error = QCoreApplication::translate("rl::app", "the PDF could not be written");
            return {};
        }
    }
    for (const PdfJob::Attachment &a : job.attachments) {
        if (!appendPdfAttachment(bytes, a.name, a.mimeType, a.data, a.description)) {
            *error = QCoreApplication::translate("rl::app", "%1 could not be attached to the PDF").arg(a.name);
            return {};
        }
    }
    return bytes;
}

} // namespace rl::app
