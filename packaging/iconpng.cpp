// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the application icon (resources/icons/org.runledger.Runledger.svg,
// the one source of its design) as a PNG of one size, for the icon theme's
// fixed-size folders. Qt's SVG module is not among the build's packages, so
// this reads the small subset of SVG the icon uses — rounded rectangles with
// a fill and an opacity, and a path of straight relative lines with a round
// stroke — and draws it with QPainter. Anything else in the file is an error,
// so the PNGs can never silently differ from the SVG.
//
// Usage: runledger_iconpng ICON.svg SIZE OUT.png
#include <QColor>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <cstdio>

namespace {

int fail(const QString &why)
{
    std::fprintf(stderr, "runledger_iconpng: %s\n", qPrintable(why));
    return 1;
}

double number(const QXmlStreamAttributes &a, const char *name, double otherwise = 0)
{
    const QString v = a.value(QLatin1String(name)).toString();
    return v.isEmpty() ? otherwise : v.toDouble();
}

QColor colour(const QXmlStreamAttributes &a, const char *name)
{
    QColor c(a.value(QLatin1String(name)).toString());
    c.setAlphaF(float(number(a, "opacity", 1.0)));
    return c;
}

// "M84 86 l8 8 l16 -18": a move, then lines relative to the last point.
bool linePath(const QString &d, QPainterPath *path)
{
    static const QRegularExpression command(QStringLiteral("([MmLl])\\s*(-?[0-9.]+)[\\s,]+(-?[0-9.]+)"));
    QPointF at;
    int matched = 0;
    QString rest = d;
    for (auto it = command.globalMatch(d); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QPointF p(m.captured(2).toDouble(), m.captured(3).toDouble());
        const QChar c = m.captured(1).at(0);
        at = c.isLower() && matched > 0 ? at + p : p;
        if (c.toUpper() == QLatin1Char('M'))
            path->moveTo(at);
        else
            path->lineTo(at);
        rest.remove(m.captured(0));
        ++matched;
    }
    return matched > 1 && rest.trimmed().isEmpty();
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 4)
        return fail(QStringLiteral("usage: runledger_iconpng ICON.svg SIZE OUT.png"));
    QFile svg(QString::fromLocal8Bit(argv[1]));
    if (!svg.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1").arg(svg.fileName()));
    const int size = QByteArray(argv[2]).toInt();
    if (size < 8 || size > 1024)
        return fail(QStringLiteral("size %1 out of range").arg(QString::fromLocal8Bit(argv[2])));

    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    QXmlStreamReader xml(&svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QXmlStreamAttributes a = xml.attributes();
        const QStringView name = xml.name();
        if (name == QLatin1String("svg")) {
            const QStringList box = a.value(QLatin1String("viewBox")).toString().split(QLatin1Char(' '));
            if (box.size() != 4)
                return fail(QStringLiteral("the icon has no viewBox"));
            painter.scale(size / box.at(2).toDouble(), size / box.at(3).toDouble());
            painter.translate(-box.at(0).toDouble(), -box.at(1).toDouble());
            continue;
        }
        if (name == QLatin1String("rect")) {
            const double rx = number(a, "rx");
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour(a, "fill"));
            painter.drawRoundedRect(QRectF(number(a, "x"), number(a, "y"), number(a, "width"), number(a, "height")), rx, rx);
        } else if (name == QLatin1String("path")) {
            QPainterPath path;
            if (!linePath(a.value(QLatin1String("d")).toString(), &path) || a.value(QLatin1String("fill")) != QLatin1String("none"))
                return fail(QStringLiteral("a path other than straight stroked lines: %1").arg(a.value(QLatin1String("d")).toString()));
            QPen pen(colour(a, "stroke"), number(a, "stroke-width", 1));
            pen.setCapStyle(a.value(QLatin1String("stroke-linecap")) == QLatin1String("round") ? Qt::RoundCap : Qt::FlatCap);
            pen.setJoinStyle(a.value(QLatin1String("stroke-linejoin")) == QLatin1String("round") ? Qt::RoundJoin : Qt::MiterJoin);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(path);
        } else {
            return fail(QStringLiteral("an element this renderer does not draw: <%1>").arg(name.toString()));
        }
    }
    if (xml.hasError())
        return fail(QStringLiteral("the icon is not well-formed: %1").arg(xml.errorString()));
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[3]), "PNG"))
        return fail(QStringLiteral("cannot write %1").arg(QString::fromLocal8Bit(argv[3])));
    return 0;
}
