// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfjob.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace rl::app {

QByteArray PdfJob::toJson() const
{
    QJsonArray files;
    for (const Attachment &a : attachments)
        files.append(QJsonObject{{QStringLiteral("name"), a.name},
                                 {QStringLiteral("mime_type"), a.mimeType},
                                 {QStringLiteral("description"), a.description},
                                 {QStringLiteral("data"), QString::fromLatin1(a.data.toBase64())}});
    return QJsonDocument(QJsonObject{{QStringLiteral("html"), QString::fromUtf8(html)},
                                     {QStringLiteral("title"), title},
                                     {QStringLiteral("header_right"), headerRight},
                                     {QStringLiteral("page_format"), pageFormat},
                                     {QStringLiteral("creator"), creator},
                                     {QStringLiteral("attachments"), files}})
        .toJson(QJsonDocument::Compact);
}

std::optional<PdfJob> PdfJob::fromJson(const QByteArray &json)
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(json, &e);
    if (e.error != QJsonParseError::NoError || !d.isObject())
        return std::nullopt;
    const QJsonObject o = d.object();
    if (!o.value(QStringLiteral("html")).isString() || !o.value(QStringLiteral("page_format")).toString().contains(QLatin1String("%2")))
        return std::nullopt;
    PdfJob job;
    job.html = o.value(QStringLiteral("html")).toString().toUtf8();
    job.title = o.value(QStringLiteral("title")).toString();
    job.headerRight = o.value(QStringLiteral("header_right")).toString();
    job.pageFormat = o.value(QStringLiteral("page_format")).toString();
    job.creator = o.value(QStringLiteral("creator")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("attachments")).toArray()) {
        const QJsonObject a = v.toObject();
        const QString name = a.value(QStringLiteral("name")).toString();
        if (name.isEmpty())
            return std::nullopt;
        job.attachments.append({name, a.value(QStringLiteral("mime_type")).toString(), a.value(QStringLiteral("description")).toString(),
                                QByteArray::fromBase64(a.value(QStringLiteral("data")).toString().toLatin1())});
    }
    return job;
}

QByteArray renderPdfInHelper(const PdfJob &job, QString *error)
{
    const QDir here(QCoreApplication::applicationDirPath());
    QString helper;
    for (const QString &candidate : {here.filePath(QStringLiteral("runledger-pdf")),
                                     here.filePath(QStringLiteral("../libexec/runledger/runledger-pdf"))}) {
        if (QFileInfo(candidate).isExecutable()) {
            helper = candidate;
            break;
        }
    }
    if (helper.isEmpty()) {
        *error = QCoreApplication::translate("rl::app", "the PDF helper runledger-pdf is not installed next to this program");
        return {};
    }
    QProcess p;
    p.start(helper, {});
    if (!p.waitForStarted(10'000)) {
        *error = QCoreApplication::translate("rl::app", "the PDF helper did not start: %1").arg(p.errorString());
        return {};
    }
    p.write(job.toJson());
    p.closeWriteChannel();
    if (!p.waitForFinished(120'000)) {
        p.kill();
        p.waitForFinished();
        *error = QCoreApplication::translate("rl::app", "the PDF helper did not finish in time");
        return {};
    }
    const QByteArray pdf = p.readAllStandardOutput();
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0 || !pdf.startsWith("%PDF-")) {
        *error = QCoreApplication::translate("rl::app", "the PDF helper failed: %1")
                     .arg(QString::fromUtf8(p.readAllStandardError()).trimmed());
        return {};
    }
    return pdf;
}

} // namespace rl::app
