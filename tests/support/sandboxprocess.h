// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>

#include <csignal>
#include <sys/prctl.h>
#include <QRegularExpression>
#include <QTest>
#include <QTimer>

namespace rl::testing {

// The real `runledgerctl sandbox` on a free loopback port, as scripts use it.
class SandboxProcess
{
public:
    explicit SandboxProcess(const QStringList &extraArgs = {})
    {
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        // A test that crashes must not leave its servers running.
        m_process.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
        m_process.start(QStringLiteral(RUNLEDGER_BINARY_DIR "/runledgerctl"),
                        QStringList{QStringLiteral("sandbox"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")} + extraArgs);
        static const QRegularExpression re(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+)"));
        QElapsedTimer t;
        t.start();
        while (m_base.isEmpty() && t.elapsed() < 10'000 && m_process.waitForReadyRead(10'000)) {
            m_stdout += m_process.readAllStandardOutput();
            const auto m = re.match(QString::fromUtf8(m_stdout));
            if (m.hasMatch())
                m_base = m.captured(1);
        }
    }
    ~SandboxProcess()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }
    QString base() const { return m_base; }
    QProcess &process() { return m_process; }

    struct Reply
    {
        int status = 0;
        QJsonObject json;
        QByteArray body;
        QByteArray replayed;
        QNetworkReply::NetworkError error = QNetworkReply::NoError;
    };

    Reply request(const QByteArray &method, const QString &path, const QByteArray &body = {},
                  const QList<QPair<QByteArray, QByteArray>> &headers = {}, int timeoutMs = 10'000)
    {
        QNetworkRequest req(QUrl(m_base + path));
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        req.setTransferTimeout(timeoutMs);
        for (const auto &[k, v] : headers)
            req.setRawHeader(k, v);
        QNetworkReply *r = m_nam.sendCustomRequest(req, method, body);
        QEventLoop loop;
        QObject::connect(r, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        Reply out;
        out.status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        out.body = r->readAll();
        out.json = QJsonDocument::fromJson(out.body).object();
        out.replayed = r->rawHeader(QByteArrayLiteral("Idempotent-Replayed"));
        out.error = r->error();
        r->deleteLater();
        return out;
    }
    QJsonObject effects() { return request("GET", QStringLiteral("/_sandbox/effects")).json; }
    int total(const QString &endpoint)
    {
        return effects().value(QStringLiteral("totals")).toObject().value(endpoint).toInt(-1);
    }
    void fault(const QString &endpoint, const QString &mode, int count = 1, int delayMs = 0)
    {
        const QJsonObject f{{endpoint, QJsonObject{{QStringLiteral("mode"), mode}, {QStringLiteral("count"), count},
                                                   {QStringLiteral("delay_ms"), delayMs}}}};
        QCOMPARE(request("PUT", QStringLiteral("/_sandbox/faults"), QJsonDocument(f).toJson()).status, 200);
    }

private:
    QProcess m_process;
    QByteArray m_stdout;
    QString m_base;
    QNetworkAccessManager m_nam;
};

} // namespace rl::testing
