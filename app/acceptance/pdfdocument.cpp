// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfdocument.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <iterator>

namespace rl::app {

namespace {
constexpr double kPageWidth = 595.28, kPageHeight = 841.89; // A4 in points
constexpr double kMargin = 56, kTop = kPageHeight - 80, kBottom = 60;

// Helvetica's WinAnsi encoding covers Latin-1 and a few typographic marks.
// The standard Helvetica has glyphs for Central European letters that
// WinAnsiEncoding does not encode. Our font encoding gives them codes that
// are unused in WinAnsi, or hold rare signs the reports never need.
struct ExtraGlyph
{
    char16_t unicode;
    unsigned char code;
    const char *glyph;
};
constexpr ExtraGlyph kExtraGlyphs[] = {
    {u'\u010D', 0x81, "ccaron"}, {u'\u010C', 0x8D, "Ccaron"}, {u'\u010F', 0x8F, "dcaron"}, {u'\u010E', 0x90, "Dcaron"},
    {u'\u011B', 0x9D, "ecaron"}, {u'\u011A', 0xA4, "Ecaron"}, {u'\u0148', 0xA6, "ncaron"}, {u'\u0147', 0xA8, "Ncaron"},
    {u'\u0159', 0xAA, "rcaron"}, {u'\u0158', 0xAF, "Rcaron"}, {u'\u0165', 0xB2, "tcaron"}, {u'\u0164', 0xB3, "Tcaron"},
    {u'\u016F', 0xB8, "uring"},  {u'\u016E', 0xB9, "Uring"},  {u'\u0142', 0xBA, "lslash"}, {u'\u0141', 0xBC, "Lslash"},
    {u'\u0151', 0xBD, "ohungarumlaut"}, {u'\u0171', 0xBE, "uhungarumlaut"},
};

QByteArray winAnsi(const QString &s)
{
    QByteArray out;
    out.reserve(s.size());
    for (QChar c : s) {
        const char16_t u = c.unicode();
        const auto extra = std::find_if(std::begin(kExtraGlyphs), std::end(kExtraGlyphs),
                                        [u](const ExtraGlyph &g) { return g.unicode == u; });
        if (extra != std::end(kExtraGlyphs)) {
            out += char(extra->code);
            continue;
        }
        // WinAnsi's own characters outside Latin-1 (codes 0x80-0x9F).
        static constexpr char16_t kWinAnsiHigh[32] = {
            u'\u20AC', 0, u'\u201A', u'\u0192', u'\u201E', u'\u2026', u'\u2020', u'\u2021',
            u'\u02C6', u'\u2030', u'\u0160', u'\u2039', u'\u0152', 0, u'\u017D', 0,
            0, u'\u2018', u'\u2019', u'\u201C', u'\u201D', u'\u2022', u'\u2013', u'\u2014',
            u'\u02DC', u'\u2122', u'\u0161', u'\u203A', u'\u0153', 0, u'\u017E', u'\u0178'};
        const auto high = std::find(std::begin(kWinAnsiHigh), std::end(kWinAnsiHigh), u);
        if (u >= 0x100 && high != std::end(kWinAnsiHigh)) {
            out += char(0x80 + (high - std::begin(kWinAnsiHigh)));
            continue;
        }
        switch (u) {
        case u'\u2192': out += "->"; break;
        case u'\u2265': out += ">="; break;
        case u'\u2264': out += "<="; break;
        // Latin-1 signs whose codes carry the letters above.
        case u'\u00A4': out += '?'; break;
        case u'\u00A6': out += '|'; break;
        case u'\u00A8': out += '"'; break;
        case u'\u00AA': out += 'a'; break;
        case u'\u00AF': out += '-'; break;
        case u'\u00B2': out += '2'; break;
        case u'\u00B3': out += '3'; break;
        case u'\u00B8': out += ','; break;
        case u'\u00B9': out += '1'; break;
        case u'\u00BA': out += 'o'; break;
        case u'\u00BC': out += "1/4"; break;
        case u'\u00BD': out += "1/2"; break;
        case u'\u00BE': out += "3/4"; break;
        default: out += (u < 0x80 || (u >= 0xA0 && u < 0x100)) ? char(u) : '?'; // no C1 controls
        }
    }
    return out;
}

QByteArray fontObject(const char *baseFont)
{
    QByteArray differences;
    for (const ExtraGlyph &g : kExtraGlyphs)
        differences += QByteArray::number(g.code) + " /" + g.glyph + ' ';
    return QByteArray("<< /Type /Font /Subtype /Type1 /BaseFont /") + baseFont
        + " /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [" + differences.trimmed() + "] >> >>";
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
            + " Tm " + pdfString(QCoreApplication::translate("ReportWriter", "Page %1 of %2").arg(p + 1).arg(pageCount)) + " Tj\n";
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
    objects[font - 1] = fontObject("Helvetica");
    objects[fontBold - 1] = fontObject("Helvetica-Bold");
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
