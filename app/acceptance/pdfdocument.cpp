// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfdocument.h"

#include <QStringList>

namespace rl::app {

namespace {
constexpr double kPageWidth = 595.28, kPageHeight = 841.89; // A4 in points
constexpr double kMargin = 56, kTop = kPageHeight - 80, kBottom = 60;

// Helvetica's WinAnsi encoding covers Latin-1 and a few typographic marks.
QByteArray winAnsi(const QString &s)
{
    QByteArray out;
    out.reserve(s.size());
    for (QChar c : s) {
        const char16_t u = c.unicode();
        if (u == u'\u2014') out += '\x97';        // em dash
        else if (u == u'\u2013') out += '\x96';   // en dash
        else if (u == u'\u2019') out += '\x92';
        else if (u == u'\u2026') out += '\x85';
        else if (u == u'\u2192') out += "->";
        else if (u == u'\u2265') out += ">=";
        else if (u == u'\u2264') out += "<=";
        else if (u < 256) out += char(u);
        else out += '?';
    }
    return out;
}

QByteArray pdfString(const QString &s)
{
    QByteArray raw = winAnsi(s), out = "(";
    for (char ch : raw) {
        if (ch == '(' || ch == ')' || ch == '\\')
            out += '\\';
        out += ch;
    }
    return out + ')';
}

// Average Helvetica advance is about half the font size; wrap a little early.
QStringList wrap(const QString &text, double size, double width)
{
    const int perLine = std::max(10, int(width / (size * 0.52)));
    QStringList lines;
    for (const QString &para : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString &word : para.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            QString w = word;
            while (w.size() > perLine) { // an unbreakable token (a hash) is split hard
                if (!line.isEmpty()) {
                    lines << line;
                    line.clear();
                }
                lines << w.left(perLine);
                w = w.mid(perLine);
            }
            if (line.isEmpty())
                line = w;
            else if (line.size() + 1 + w.size() <= perLine)
                line += QLatin1Char(' ') + w;
            else {
                lines << line;
                line = w;
            }
        }
        lines << line;
    }
    return lines;
}
} // namespace

PdfDocument::PdfDocument(QString headerTitle)
    : m_headerTitle(std::move(headerTitle))
    , m_y(kTop)
{
}

void PdfDocument::newPage()
{
    m_pages.append(m_current);
    m_current.clear();
    m_y = kTop;
}

void PdfDocument::pageBreak()
{
    if (!m_current.isEmpty())
        newPage();
}

void PdfDocument::add(const QString &text, double size, bool bold, double indent, double width)
{
    const double w = width > 0 ? width : kPageWidth - 2 * kMargin - indent;
    for (const QString &l : wrap(text, size, w)) {
        const double lead = size * 1.35;
        if (m_y - lead < kBottom)
            newPage();
        m_y -= lead;
        m_current.append({l, size, bold, indent});
    }
}

void PdfDocument::heading(const QString &text)
{
    spacer(8);
    add(text, 16, true);
    spacer(4);
}

void PdfDocument::subheading(const QString &text)
{
    // Keep a heading with at least a few lines of what follows.
    if (m_y - 80 < kBottom)
        newPage();
    spacer(6);
    add(text, 12, true);
}

void PdfDocument::paragraph(const QString &text) { add(text, 10, false); }

void PdfDocument::field(const QString &label, const QString &value)
{
    add(label, 9, true);
    add(value.isEmpty() ? QStringLiteral("-") : value, 10, false, 14);
}

void PdfDocument::spacer(double points)
{
    m_y -= points;
    if (m_y < kBottom)
        newPage();
}

void PdfDocument::attach(const QString &fileName, const QString &mimeType, const QByteArray &data)
{
    m_attachments.append({fileName, mimeType, data});
}

QByteArray PdfDocument::toPdf() const
{
    QList<QList<Line>> pages = m_pages;
    if (!m_current.isEmpty() || pages.isEmpty())
        pages.append(m_current);

    QList<QByteArray> objects; // object n is objects[n - 1]
    const auto reserve = [&] {
        objects.append(QByteArray());
        return int(objects.size());
    };
    const int catalog = reserve(), pagesObj = reserve(), font = reserve(), fontBold = reserve();
    QList<int> pageIds;
    const int pageCount = int(pages.size());
    for (int p = 0; p < pageCount; ++p) {
        const int page = reserve(), content = reserve();
        pageIds.append(page);
        QByteArray s = "BT\n";
        // Running header: title left, page number right, a rule below.
        s += "/F2 9 Tf 1 0 0 1 " + QByteArray::number(kMargin) + ' ' + QByteArray::number(kPageHeight - 40) + " Tm "
            + pdfString(m_headerTitle) + " Tj\n";
        s += "/F1 9 Tf 1 0 0 1 " + QByteArray::number(kPageWidth - kMargin - 70) + ' ' + QByteArray::number(kPageHeight - 40)
            + " Tm " + pdfString(QStringLiteral("Page %1 of %2").arg(p + 1).arg(pageCount)) + " Tj\n";
        double y = kTop;
        for (const Line &l : pages.at(p)) {
            y -= l.size * 1.35;
            s += (l.bold ? "/F2 " : "/F1 ") + QByteArray::number(l.size) + " Tf 1 0 0 1 " + QByteArray::number(kMargin + l.indent)
                + ' ' + QByteArray::number(y, 'f', 2) + " Tm " + pdfString(l.text) + " Tj\n";
        }
        s += "ET\n0 G 0.5 w " + QByteArray::number(kMargin) + ' ' + QByteArray::number(kPageHeight - 48) + " m "
            + QByteArray::number(kPageWidth - kMargin) + ' ' + QByteArray::number(kPageHeight - 48) + " l S\n";
        objects[content - 1] = "<< /Length " + QByteArray::number(s.size()) + " >>\nstream\n" + s + "endstream";
        objects[page - 1] = "<< /Type /Page /Parent " + QByteArray::number(pagesObj) + " 0 R /MediaBox [0 0 "
            + QByteArray::number(kPageWidth) + ' ' + QByteArray::number(kPageHeight) + "] /Resources << /Font << /F1 "
            + QByteArray::number(font) + " 0 R /F2 " + QByteArray::number(fontBold) + " 0 R >> >> /Contents "
            + QByteArray::number(content) + " 0 R >>";
    }
    objects[font - 1] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
    objects[fontBold - 1] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
    QByteArray kids;
    for (int id : pageIds)
        kids += QByteArray::number(id) + " 0 R ";
    objects[pagesObj - 1] = "<< /Type /Pages /Kids [" + kids + "] /Count " + QByteArray::number(pageCount) + " >>";

    QByteArray names, af;
    for (const Attachment &a : m_attachments) {
        const int stream = reserve(), spec = reserve();
        QByteArray mime = a.mime.toLatin1();
        mime.replace("/", "#2F");
        objects[stream - 1] = "<< /Type /EmbeddedFile /Subtype /" + mime + " /Length " + QByteArray::number(a.data.size())
            + " >>\nstream\n" + a.data + "\nendstream";
        objects[spec - 1] = "<< /Type /Filespec /F " + pdfString(a.name) + " /UF " + pdfString(a.name) + " /EF << /F "
            + QByteArray::number(stream) + " 0 R >> /AFRelationship /Data /Desc " + pdfString(QStringLiteral("Machine-readable twin of this report")) + " >>";
        names += pdfString(a.name) + ' ' + QByteArray::number(spec) + " 0 R ";
        af += QByteArray::number(spec) + " 0 R ";
    }
    objects[catalog - 1] = "<< /Type /Catalog /Pages " + QByteArray::number(pagesObj) + " 0 R"
        + (names.isEmpty() ? QByteArray() : " /Names << /EmbeddedFiles << /Names [" + names + "] >> >> /AF [" + af + "] /PageMode /UseAttachments")
        + " >>";

    QByteArray out = "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n";
    QList<qsizetype> offsets;
    for (int i = 0; i < objects.size(); ++i) {
        offsets.append(out.size());
        out += QByteArray::number(i + 1) + " 0 obj\n" + objects.at(i) + "\nendobj\n";
    }
    const qsizetype xref = out.size();
    out += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (qsizetype o : offsets)
        out += QByteArray::number(o).rightJustified(10, '0') + " 00000 n \n";
    out += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root " + QByteArray::number(catalog)
        + " 0 R >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return out;
}

} // namespace rl::app
