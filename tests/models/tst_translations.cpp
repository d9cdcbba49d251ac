// SPDX-License-Identifier: GPL-3.0-or-later
// The translation catalogues: every string translated, and every translation
// keeps its source's placeholders, line breaks and accelerators, so no
// language shows English, drops a value or loses a keyboard shortcut.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void catalogueIsComplete_data();
    void catalogueIsComplete();
};

namespace {
QList<QString> placeholders(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("%\\d"));
    QList<QString> out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out.append(it.next().captured());
    std::sort(out.begin(), out.end());
    return out;
}

bool hasAccelerator(QString s)
{
    s.remove(QStringLiteral("&&"));
    static const QRegularExpression entity(QStringLiteral("&[a-z]+;"));
    s.remove(entity);
    return s.contains(QLatin1Char('&'));
}
} // namespace

void TestTranslations::catalogueIsComplete_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/translations"));
    const QStringList files = dir.entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 4);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestTranslations::catalogueIsComplete()
{
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QString context, source, translation;
    QStringList forms; // plural forms of a %n message
    bool unfinished = false, numerus = false;
    const bool pluralOnly = file.endsWith(QLatin1String("_en.ts")); // English: only its plural forms
    int messages = 0;
    QStringList problems;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            numerus = xml.attributes().value(QStringLiteral("numerus")) == QLatin1String("yes");
            forms.clear();
            translation.clear();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
            unfinished = xml.attributes().value(QStringLiteral("type")) == QLatin1String("unfinished");
            if (!numerus)
                translation = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
            forms << xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            ++messages;
            const QString where = context + QStringLiteral(": ") + source.left(60);
            if (numerus) {
                // Every plural form filled, each with the count and the other values.
                if (unfinished || forms.size() < 2 || forms.contains(QString()))
                    problems << QStringLiteral("plural forms missing: ") + where;
                for (const QString &form : std::as_const(forms)) {
                    if (!form.isEmpty() && (placeholders(source) != placeholders(form) || !form.contains(QStringLiteral("%n"))))
                        problems << QStringLiteral("plural form loses a value: ") + where + QStringLiteral(" → ") + form;
                }
                continue;
            }
            if (pluralOnly)
                problems << QStringLiteral("not a plural message: ") + where;
            else if (unfinished || translation.isEmpty())
                problems << QStringLiteral("untranslated: ") + where;
            else if (placeholders(source) != placeholders(translation))
                problems << QStringLiteral("placeholders differ: ") + where;
            else if (source.count(QLatin1Char('\n')) != translation.count(QLatin1Char('\n')))
                problems << QStringLiteral("line breaks differ: ") + where;
            else if (hasAccelerator(source) != hasAccelerator(translation))
                problems << QStringLiteral("accelerator differs: ") + where;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > (pluralOnly ? 5 : 600));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
