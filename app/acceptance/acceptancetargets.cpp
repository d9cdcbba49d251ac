// SPDX-License-Identifier: GPL-3.0-or-later
// How the acceptance run reaches its targets: its one way to wait, the
// sandbox's admin API (faults, clock, effect counts), and the targets' own
// count by read-only lookups where there is no admin API.
#include "acceptancerun.h"

#include "sandbox/sandboxserver.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

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
    QElapsedTimer t;
    t.start();
    QTimer tick; // wakes the thread at least every 20 ms to ask done() again
    tick.start(20);
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        // Whatever is due on this thread (the sandbox, the runner, replies, the
        // tick), sleeping until something is.
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return true;
}

QJsonObject AcceptanceRun::admin(const QByteArray &method, const QString &base, const QString &path, const QJsonObject &body)
{
    if (!m_admin)
        m_admin = std::make_unique<QNetworkAccessManager>();
    QNetworkRequest request(QUrl(base + path));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setTransferTimeout(5000);
    std::unique_ptr<QNetworkReply> reply(m_admin->sendCustomRequest(request, method, body.isEmpty() ? QByteArray()
                                                                                                     : QJsonDocument(body).toJson()));
    // The transfer timeout ends the reply; the wait is only a backstop.
    if (!waitUntil([&reply] { return reply->isFinished(); }, 10'000))
        return {};
    return QJsonDocument::fromJson(reply->readAll()).object();
}

void AcceptanceRun::setFault(const QString &base, const QString &mode, int count)
{
    // Faults always go to the CRM endpoint: it is the step whose outcome the cases make uncertain.
    admin("PUT", base, QStringLiteral("/_sandbox/faults"),
          QJsonObject{{SandboxServer::CrmCreateTask,
                       QJsonObject{{QStringLiteral("mode"), mode}, {QStringLiteral("count"), count}}}});
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
    Connector connector(profile);
    QElapsedTimer t;
    t.start();
    const qint64 patience = std::min<qint64>(profile.settleMs + 5000, 120'000);
    for (;;) {
        int total = 0;
        bool answered = true;
        for (const QString &reference : references) {
            // Shared with the continuation: an answer later than this wait lands here, unread.
            auto answer = std::make_shared<std::optional<LookupOutcome>>();
            connector.lookup(reference, [answer](LookupOutcome l) { *answer = std::move(l); });
            if (!waitUntil([answer] { return answer->has_value(); }, profile.deadlineMs + 5000)) {
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
        waitUntil([] { return false; }, 500);
    }
}

QString AcceptanceRun::sandboxRecord(const QString &endpoint, const QString &reference)
{
    const QString path = endpoint == SandboxServer::CrmCreateTask ? QStringLiteral("/crm/tasks") : QStringLiteral("/mail/messages");
    const QJsonArray results = admin("GET", endpoint == SandboxServer::CrmCreateTask ? m_base : m_mailBase,
                                     path + QStringLiteral("?reference=") + reference).value(QStringLiteral("results")).toArray();
    return results.size() == 1 ? results.at(0).toObject().value(QStringLiteral("id")).toString() : QString();
}

} // namespace rl::app
