// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "targetprofile.h"

#include <QDateTime>
#include <QNetworkReply>
#include <QObject>
#include <functional>
#include <memory>

class QNetworkRequest;

namespace rl::app {

// What one create call tells us: exactly one outcome class, plus evidence.
struct CallOutcome
{
    models::Outcome outcome = models::Outcome::Uncertain;
    int httpStatus = 0;
    QString targetReference;
    bool replayed = false; // Idempotent-Replayed: true
    QString summary;       // one line for a person
    QString detail;        // JSON evidence, secret-free
    qint64 elapsedMs = 0;
};

struct LookupOutcome
{
    models::LookupResult result = models::LookupResult::Unknown;
    QString targetReference;
    QString targetStatus; // e.g. accepted / delivered / bounced for mail
    int matches = 0;
    int httpStatus = 0;
    QString summary;
    QString detail;
    qint64 elapsedMs = 0;
};

// How one target protocol maps steps onto HTTP. Sandbox now; Salesforce,
// HubSpot, Resend and Postmark plug in here later.
class TargetProtocol
{
public:
    virtual ~TargetProtocol() = default;
    static std::unique_ptr<TargetProtocol> forProfile(const TargetProfile &profile);

    virtual QUrl createUrl(const TargetProfile &p) const = 0;
    virtual QUrl lookupUrl(const TargetProfile &p, const QString &reference) const = 0;
    // The target's id for the created record, from a 2xx body; nullopt: unparseable.
    virtual std::optional<QString> createdId(const QByteArray &body) const = 0;
    // Matching records of a lookup; nullopt: unparseable.
    virtual std::optional<QList<QJsonObject>> lookupResults(const QByteArray &body) const = 0;
};

// Calls one target. Lives in one thread and uses that thread's network manager.
class Connector final : public QObject
{
    Q_OBJECT
public:
    explicit Connector(TargetProfile profile, QObject *parent = nullptr);
    ~Connector() override;
    Q_DISABLE_COPY_MOVE(Connector)

    const TargetProfile &profile() const { return m_profile; }

    // Sends the pinned content byte for byte, with the step's reference as the idempotency key.
    void create(const QString &reference, const QByteArray &content, std::function<void(CallOutcome)> done);
    // Asks the target by reference. lastAttemptAt starts the settle window.
    void lookup(const QString &reference, const QDateTime &lastAttemptAt, std::function<void(LookupOutcome)> done);

    // Blocking variants for the command line and tests (spin a local event loop).
    CallOutcome createAndWait(const QString &reference, const QByteArray &content);
    LookupOutcome lookupAndWait(const QString &reference, const QDateTime &lastAttemptAt);

    // The classification rules, as pure functions.
    static CallOutcome classifyCreate(const TargetProfile &profile, const TargetProtocol &protocol,
                                      QNetworkReply::NetworkError error, bool deadlineHit, int httpStatus,
                                      const QByteArray &body, bool replayed);
    static LookupOutcome classifyLookup(const TargetProfile &profile, const TargetProtocol &protocol,
                                        QNetworkReply::NetworkError error, int httpStatus, const QByteArray &body,
                                        bool settleWindowPassed);
    static QString redact(const QByteArray &body);

private:
    void send(QNetworkRequest request, const QByteArray &method, const QByteArray &body,
              std::function<void(QNetworkReply *, bool deadlineHit, qint64 elapsedMs)> finished);

    TargetProfile m_profile;
    std::unique_ptr<TargetProtocol> m_protocol;
};

} // namespace rl::app
