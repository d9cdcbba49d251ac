// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfattachment.h"

#include <QRegularExpression>

namespace rl::app {

namespace {

// A PDF text string in UTF-16BE with its byte-order mark: any name survives.
QByteArray textString(const QString &s)
{
    QByteArray out = "<FEFF";
    for (QChar c : s)
        out += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
    return out + '>';
}

QByteArray xrefEntry(qsizetype offset)
{
    return QByteArray::number(offset).rightJustified(10, '0') + " 00000 n\r\n";
}

} // namespace

bool appendPdfAttachment(QByteArray &pdf, const QString &fileName, const QString &mimeType, const QByteArray &data,
                         const QString &description)
{
    // The last trailer: where the old cross-reference table is, its size, the catalog.
    const qsizetype trailerAt = pdf.lastIndexOf("trailer");
    const qsizetype startxrefAt = pdf.lastIndexOf("startxref");
    if (trailerAt < 0 || startxrefAt < trailerAt)
        return false;
    const QString trailer = QString::fromLatin1(pdf.mid(trailerAt, startxrefAt - trailerAt));
    const auto size = QRegularExpression(QStringLiteral("/Size\\s+(\\d+)")).match(trailer);
    const auto root = QRegularExpression(QStringLiteral("/Root\\s+(\\d+)\\s+0\\s+R")).match(trailer);
    const auto info = QRegularExpression(QStringLiteral("/Info\\s+(\\d+)\\s+0\\s+R")).match(trailer);
    const auto prev = QRegularExpression(QStringLiteral("startxref\\s+(\\d+)")).match(QString::fromLatin1(pdf.mid(startxrefAt)));
    if (!size.hasMatch() || !root.hasMatch() || !prev.hasMatch())
        return false;
    const int first = size.captured(1).toInt();
    const QByteArray rootId = root.captured(1).toLatin1();

    // The catalog as written, without its closing ">>".
    const QByteArray head = '\n' + rootId + " 0 obj";
    const qsizetype objAt = pdf.indexOf(head);
    const qsizetype endAt = objAt < 0 ? -1 : pdf.indexOf("endobj", objAt);
    if (objAt < 0 || endAt < 0)
        return false;
    QByteArray catalog = pdf.mid(objAt + head.size(), endAt - objAt - head.size()).trimmed();
    if (!catalog.startsWith("<<") || !catalog.endsWith(">>") || catalog.contains("/Names") || catalog.contains("stream"))
        return false;
    catalog.chop(2);

    QByteArray mime = mimeType.toLatin1();
    mime.replace("/", "#2F");
    const int stream = first, spec = first + 1;
    QByteArray out = pdf;
    if (!out.endsWith('\n'))
        out += '\n';
    const qsizetype streamAt = out.size();
    out += QByteArray::number(stream) + " 0 obj\n<< /Type /EmbeddedFile /Subtype /" + mime + " /Length "
        + QByteArray::number(data.size()) + " /Params << /Size " + QByteArray::number(data.size()) + " >> >>\nstream\n" + data
        + "\nendstream\nendobj\n";
    const qsizetype specAt = out.size();
    out += QByteArray::number(spec) + " 0 obj\n<< /Type /Filespec /F " + textString(fileName) + " /UF " + textString(fileName)
        + " /EF << /F " + QByteArray::number(stream) + " 0 R >> /AFRelationship /Data /Desc " + textString(description)
        + " >>\nendobj\n";
    const qsizetype catalogAt = out.size();
    out += rootId + " 0 obj\n" + catalog.trimmed() + "\n/Names << /EmbeddedFiles << /Names [" + textString(fileName) + ' '
        + QByteArray::number(spec) + " 0 R] >> >>\n/AF [" + QByteArray::number(spec) + " 0 R]\n>>\nendobj\n";
    const qsizetype xrefAt = out.size();
    out += "xref\n" + QByteArray::number(stream) + " 2\n" + xrefEntry(streamAt) + xrefEntry(specAt) + rootId + " 1\n"
        + xrefEntry(catalogAt);
    out += "trailer\n<< /Size " + QByteArray::number(first + 2) + " /Root " + rootId + " 0 R"
        + (info.hasMatch() ? " /Info " + info.captured(1).toLatin1() + " 0 R" : QByteArray()) + " /Prev "
        + prev.captured(1).toLatin1() + " >>\nstartxref\n" + QByteArray::number(xrefAt) + "\n%%EOF\n";
    pdf = std::move(out);
    return true;
}

} // namespace rl::app
