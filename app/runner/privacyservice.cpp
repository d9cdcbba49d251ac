// SPDX-License-Identifier: GPL-3.0-or-later
#include "privacyservice.h"

#include "ids.h"
#include "personaldata.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace rl::app {

using namespace rl::models;

void PrivacyService::log(const QString &line) const
{
    if (m_log)
        m_log(line);
}

void PrivacyService::tick(Ledger &ledger, const QDateTime &now, qint64 monoMs)
{
    const auto failed = [this](const QString &what, const LedgerError &e) {
        // Said once per cause; tried again on a later tick.
        const QString line = QStringLiteral("personal data: could not %1 (tried again later): %2").arg(what, e.message);
        if (line != m_lastFailure)
            log(line);
        m_lastFailure = line;
    };
    // Each task runs when it is due (monotonic ms; the first tick runs all).
    if (monoMs >= m_indexDue) {
        m_indexDue = monoMs + 2'000;
        if (const auto n = ledger.indexSubjects(200); !n)
            return failed(QStringLiteral("index new events' subjects"), n.error());
    }
    const PrivacySettings &settings = m_config->privacy();
    if (monoMs >= m_retentionDue) {
        m_retentionDue = monoMs + 60'000;
        QElapsedTimer took;
        took.start();
        const auto removed = ledger.applyRetention(settings.retention, now, RetentionBatch);
        if (!removed)
            return failed(QStringLiteral("apply the retention periods"), removed.error());
        qint64 rows = 0, bytes = 0;
        for (const PersonalDataRemoval &r : *removed) {
            rows += r.rows;
            bytes += r.bytes;
        }
        // A backlog (a ledger that just got a retention policy, a long
        // stop) is worked off in short passes that leave intake nine
        // tenths of the ledger's writing time (its commits queue first come
        // first served with these), not one pass a minute.
        if (removed->size() >= RetentionBatch)
            m_retentionDue = monoMs + std::max(RetentionBacklogPauseMs, took.elapsed() * (100 - RetentionShareOfTime) / RetentionShareOfTime);
        if (rows > 0)
            log(QStringLiteral("personal data: the retention periods removed %1 rows (%2 bytes) of resolved operations").arg(rows).arg(bytes));
    }
    if (settings.shopifyCompliance && monoMs >= m_requestsDue) {
        m_requestsDue = monoMs + 2'000;
        const auto requests = ledger.openPrivacyRequests(
            {QStringLiteral("customers/redact"), QStringLiteral("shop/redact"), QStringLiteral("customers/data_request")}, 20);
        if (!requests)
            return failed(QStringLiteral("read Shopify's compliance requests"), requests.error());
        for (const PrivacyRequest &r : *requests) {
            bool done = false;
            qint64 seq = 0;
            const QString outcome = carryOut(ledger, settings, r, now, &done, &seq);
            if (const auto noted = ledger.notePrivacyRequest(r.id, outcome, done, seq, now); !noted)
                return failed(QStringLiteral("record a compliance request's outcome"), noted.error());
            if (done || m_said.value(r.id) != outcome) {
                log(QStringLiteral("personal data: %1 from %2 (request %3): %4").arg(r.topic, r.shop).arg(r.id).arg(outcome));
                m_said.insert(r.id, outcome);
            }
            if (done)
                m_said.remove(r.id);
        }
    }
    m_lastFailure.clear();
}

QString PrivacyService::carryOut(Ledger &ledger, const PrivacySettings &settings, const PrivacyRequest &request, const QDateTime &now,
                                 bool *done, qint64 *seq)
{
    *done = false;
    *seq = 0;
    const QString source = QStringLiteral("shopify:") + request.shop;
    Result<SubjectMatch> match = LedgerError{LedgerError::Kind::Other, {}};
    QString commitment;
    if (request.topic == QLatin1String("shop/redact")) {
        match = ledger.findShop(request.shop);
        commitment = QStringLiteral("shop:") + request.shop;
    } else {
        const QStringList identifiers = Subjects::identifiersIn(source, request.payload);
        if (identifiers.isEmpty()) {
            *done = true;
            return QStringLiteral("the request names no customer Runledger can find (no e-mail, no customer id)");
        }
        match = ledger.findSubject(identifiers);
        const auto digest = ledger.subjectDigest(identifiers.first());
        if (!digest)
            return digest.error().message;
        commitment = *digest;
    }
    if (!match)
        return match.error().message;
    if (request.topic == QLatin1String("customers/data_request")) {
        const auto exported = ledger.exportSubject(*match);
        if (!exported)
            return exported.error().message;
        // The merchant answers the customer: the export waits in the folder
        // the configuration names, readable by the service's user only.
        const QJsonObject body = QJsonDocument::fromJson(request.payload).object();
        const QString requestId = body.value(QStringLiteral("data_request")).toObject().value(QStringLiteral("id")).toVariant().toString();
        const QString name = QStringLiteral("%1-%2.json").arg(request.shop, requestId.isEmpty() ? QString::number(request.id) : requestId);
        // A relative folder is beside a SQLite ledger's file (the working
        // folder for a PostgreSQL ledger).
        const QString location = ledger.location();
        const QDir base = location.contains(QLatin1String("://")) ? QDir::current() : QFileInfo(location).absoluteDir();
        const QString dir = base.absoluteFilePath(settings.dataRequestsDir);
        if (!QDir().mkpath(dir))
            return QStringLiteral("cannot make the folder %1").arg(dir);
        QSaveFile out(QDir(dir).filePath(name));
        if (!out.open(QIODevice::WriteOnly))
            return QStringLiteral("cannot write %1: %2").arg(out.fileName(), out.errorString());
        out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        out.write(QJsonDocument(*exported).toJson(QJsonDocument::Indented));
        if (!out.commit())
            return QStringLiteral("cannot write %1: %2").arg(out.fileName(), out.errorString());
        // Where it is, for the notice the alerts send (docs/alerts.md).
        if (const auto noted = ledger.notePrivacyExport(request.id, out.fileName(), requestId); !noted)
            return noted.error().message;
        *done = true;
        return QStringLiteral("the access export of %1 operations is in %2").arg(match->operations.size()).arg(out.fileName());
    }
    if (!match->unresolved.isEmpty())
        return QStringLiteral("waiting for %1 unresolved operations to be completed or abandoned").arg(match->unresolved.size());
    const auto erased = ledger.erase(*match, commitment, QStringLiteral("Shopify (%1)").arg(request.shop),
                                     QStringLiteral("the shop asked for it (%1)").arg(request.topic), request.topic, now, true);
    if (!erased)
        return erased.error().message;
    *done = true;
    *seq = erased->result.decisionSeq;
    return QStringLiteral("erased from %1 operations and %2 events (chain entry %3)")
        .arg(match->operations.size())
        .arg(match->events.size())
        .arg(erased->result.decisionSeq);
}

} // namespace rl::app
