// SPDX-License-Identifier: GPL-3.0-or-later
// How the acceptance run reaches its targets: the targets' thread and the
// script's one way to wait, the sandbox's admin API (faults, clock, effect
// counts), and the targets' own count by read-only lookups where there is no
// admin API.
#include "acceptancerun.h"
#include "sandboxchild.h"

#include "ledger.h"
#include "runner/runner.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSemaphore>
#include <QThread>

namespace rl::app {

using namespace rl::models;

QString AcceptanceRun::adminBaseFor(const QString &baseUrl)
{
    // The admin API sits at the sandbox's root; an emulated provider's base URL
    // has the provider's path prefix (http://host:8081/salesforce).
    const QUrl url(baseUrl);
    QStringList candidates{baseUrl};
    if (!url.path().isEmpty() && url.path() != QLatin1String("/"))
        candidates << url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
    for (const QString &b : candidates) {
        if (admin("GET", b, QStringLiteral("/_sandbox/effects")).contains(QStringLiteral("totals")))
            return b;
    }
    return {};
}

bool AcceptanceRun::waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    // The script's thread runs no event loop: what it waits for happens on
    // the targets' thread and in the ledger, which done() reads.
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QThread::msleep(20);
    }
    return true;
}

void AcceptanceRun::onTargetsThread(const std::function<void()> &f)
{
    if (!m_targetsThread) {
        m_targetsThread = std::make_unique<QThread>();
        m_targetsThread->setObjectName(QStringLiteral("acceptance-targets"));
        m_targetsContext = new QObject;
        m_targetsContext->moveToThread(m_targetsThread.get());
        QObject::connect(m_targetsThread.get(), &QThread::finished, m_targetsContext, &QObject::deleteLater);
        m_targetsThread->start();
    }
    QMetaObject::invokeMethod(m_targetsContext, f, Qt::BlockingQueuedConnection);
}

bool AcceptanceRun::awaitTargetsThread(const std::function<void(const std::function<void()> &done)> &start, int timeoutMs)
{
    // Shared with the work: an answer later than this wait releases a
    // semaphore nobody waits on any more.
    auto over = std::make_shared<QSemaphore>();
    onTargetsThread([&start, over] { start([over] { over->release(); }); });
    return over->tryAcquire(1, timeoutMs);
}

void AcceptanceRun::pokeRunners()
{
    if (m_targetsContext) {
        QMetaObject::invokeMethod(m_targetsContext, [this] {
            if (m_runner)
                m_runner->poke();
            if (m_secondRunner)
                m_secondRunner->poke();
        });
    }
}

void AcceptanceRun::stopRunners()
{
    if (!m_targetsContext)
        return;
    onTargetsThread([this] {
        m_secondRunner.reset();
        m_runner.reset();
    });
}

void AcceptanceRun::stopTargetsThread()
{
    if (!m_targetsThread)
        return;
    // Everything made there ends there, runners first (they call targets and write the ledger).
    stopRunners();
    onTargetsThread([this] {
        m_lookupConnectors.clear();
        m_admin.reset();
        m_sandbox.reset();
        m_shortRetentionSandbox.reset();
        m_secondLedger.reset();
        m_runnerLedger.reset();
    });
    m_targetsThread->quit();
    m_targetsThread->wait();
    m_targetsThread.reset();
    m_targetsContext = nullptr;
}

QJsonObject AcceptanceRun::admin(const QByteArray &method, const QString &base, const QString &path, const QJsonObject &body)
{
    const QUrl url(base + path);
    const QByteArray payload = body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson();
    auto answer = std::make_shared<QJsonObject>();
    const bool answered = awaitTargetsThread(
        [this, url, method, payload, answer](const std::function<void()> &done) {
            if (!m_admin)
                m_admin = std::make_unique<QNetworkAccessManager>();
            QNetworkRequest request(url);
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
            request.setTransferTimeout(5000);
            QNetworkReply *reply = m_admin->sendCustomRequest(request, method, payload);
            QObject::connect(reply, &QNetworkReply::finished, reply, [reply, answer, done] {
                *answer = QJsonDocument::fromJson(reply->readAll()).object();
                reply->deleteLater();
                done();
            });
        },
        // The transfer timeout ends the reply; this is only a backstop.
        10'000);
    return answered ? *answer : QJsonObject();
}

void AcceptanceRun::setFault(const QString &base, const QString &mode, int count, int delayMs)
{
    // Faults always go to the first step's endpoint (the CRM task, or the
    // voucher): it is the step whose outcome the cases make uncertain.
    admin("PUT", base, QStringLiteral("/_sandbox/faults"),
          QJsonObject{{m_firstEndpoint,
                       QJsonObject{{QStringLiteral("mode"), mode}, {QStringLiteral("count"), count}, {QStringLiteral("delay_ms"), delayMs}}}});
}

int AcceptanceRun::effects(const QString &base, const QString &endpoint, const QStringList &references)
{
    const QJsonObject perRef = admin("GET", base, QStringLiteral("/_sandbox/effects")).value(endpoint).toObject();
    int n = 0;
    for (const QString &r : references)
        n += perRef.value(r).toInt();
    return n;
}

int AcceptanceRun::countByLookup(const QString &target, const QStringList &references, int expected)
{
    const TargetProfile profile = m_config->targets().value(target);
    if (!profile.lookup || profile.capability == Capability::None)
        return -1;
    // The target's own word, from the shipped connector (never a substitute):
    // asked again until the count reaches what is expected or the target's
    // search has had its settle window to catch up.
    QElapsedTimer t;
    t.start();
    const qint64 patience = std::min<qint64>(profile.settleMs + 5000, 120'000);
    for (;;) {
        int total = 0;
        bool answered = true;
        for (const QString &reference : references) {
            // Shared with the continuation: an answer later than this wait lands here, unread.
            auto answer = std::make_shared<std::optional<LookupOutcome>>();
            const bool inTime = awaitTargetsThread(
                [this, target, profile, reference, answer](const std::function<void()> &done) {
                    std::unique_ptr<Connector> &connector = m_lookupConnectors[target];
                    if (!connector)
                        connector = std::make_unique<Connector>(profile);
                    connector->lookup(reference, [answer, done](LookupOutcome l) {
                        *answer = std::move(l);
                        done();
                    });
                },
                profile.deadlineMs + 5000);
            if (!inTime || !answer->has_value()) {
                answered = false;
                continue;
            }
            const LookupOutcome &l = **answer;
            if (l.result == LookupResult::Found)
                total += std::max<int>(1, int(l.references.size()));
            else if (l.result != LookupResult::Absent)
                answered = false;
        }
        if (answered && total >= expected)
            return total;
        if (t.elapsed() > patience)
            return answered ? total : -1;
        QThread::msleep(500);
    }
}

QString AcceptanceRun::sandboxRecord(const QString &endpoint, const QString &reference)
{
    const QString path = endpoint == SandboxEndpoints::CrmCreateTask ? QStringLiteral("/crm/tasks") : QStringLiteral("/mail/messages");
    const QJsonArray results = admin("GET", endpoint == SandboxEndpoints::CrmCreateTask ? m_base : m_mailBase,
                                     path + QStringLiteral("?reference=") + reference).value(QStringLiteral("results")).toArray();
    return results.size() == 1 ? results.at(0).toObject().value(QStringLiteral("id")).toString() : QString();
}

} // namespace rl::app
