// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "targetprofile.h"

#include <QDateTime>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
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
    // 409 key in use: an earlier request with this key is still executing there.
    bool earlierRequestRunning = false;
    // 429: refused for the rate limit; wait this long (from the target's headers) before asking again.
    bool rateLimited = false;
    qint64 retryAfterMs = 0;
    // The target refused in a way no retry and no lookup can settle by itself
    // (Stripe's idempotency_error: other parameters under the key): the step
    // is held for a reviewer at once, and never sent under a new key.
    bool holdForReviewer = false;
    QString summary;       // one line, as recorded (English): said.english()
    QString detail;        // JSON evidence, secret-free
    qint64 elapsedMs = 0;
    models::Said said{};   // the same as a code, put into words in the reader's language
    void say(models::Said s)
    {
        said = std::move(s);
        summary = said.english();
    }
};

// What a lookup by reference saw, as a raw fact: Absent means "no record
// now". Whether that proves the effect absent is the step rules' call, which
// know when an earlier request may still act (docs/design.md rule 2).
struct LookupOutcome
{
    models::LookupResult result = models::LookupResult::Unknown;
    QString targetReference;
    QString targetStatus; // e.g. accepted / delivered / bounced for mail
    QStringList references; // every record returned
    // What the target holds under the reference, record by record, as the
    // protocol read it (a voucher: its code, amount, usage limit, created at).
    QList<QJsonObject> records;
    int matches = 0;
    bool rateLimited = false; // 429: the target did not answer the question; ask again after retryAfterMs
    qint64 retryAfterMs = 0;
    int httpStatus = 0;
    QString summary;
    QString detail;
    qint64 elapsedMs = 0;
    QDateTime observedAt{}; // when the answer came (set by the one who receives it; invalid: not noted)
    models::Said said{};    // summary as a code (summary is said.english())
    void say(models::Said s)
    {
        said = std::move(s);
        summary = said.english();
    }
};

// What "Test connection" found: the target reached with the token, by a
// read-only call (never a create).
struct ConnectionCheck
{
    enum class Result { Connected, TokenRefused, Unreachable, Unexpected };
    Result result = Result::Unexpected;
    int httpStatus = 0;
    QString summary; // one line for a person
    static inline const QString Reference = QStringLiteral("rl_00000000000000000000000000000000");
};

// One HTTP request a protocol wants made.
struct HttpCall
{
    QByteArray method;
    QUrl url;
    QByteArray body;
    QList<std::pair<QByteArray, QByteArray>> headers;
};

// How one target protocol maps steps onto HTTP: the sandbox's own API,
// Salesforce, Postmark, Resend (app/targets/protocols.cpp).
class TargetProtocol
{
public:
    virtual ~TargetProtocol() = default;
    static std::unique_ptr<TargetProtocol> forProfile(const TargetProfile &profile);

    // The create request for the step's pinned content: its body is what the
    // fingerprint covers, byte for byte.
    virtual HttpCall createCall(const TargetProfile &p, const QString &reference, const QByteArray &content) const = 0;
    // The read-only lookup by reference; nullopt: this target cannot be looked up.
    virtual std::optional<HttpCall> lookupCall(const TargetProfile &p, const QString &reference) const = 0;
    // The target's id for the created record, from a 2xx body; nullopt: unparseable.
    virtual std::optional<QString> createdId(const QByteArray &body) const;
    // Answers this protocol documents beyond the common rules; nullopt: the common rules apply.
    virtual std::optional<CallOutcome> classifySpecial(int, const QByteArray &) const { return std::nullopt; }
    // The records a lookup answer lists (each with "id", maybe "status"); nullopt: no answer to read.
    virtual std::optional<QList<QJsonObject>> lookupResults(int status, const QByteArray &body) const = 0;
    // The same, for the step with this reference and pinned content (empty:
    // not known): a record that is not the step's own (a voucher code someone
    // else holds, other terms) carries "not_ours" with why, in a few words.
    virtual std::optional<QList<QJsonObject>> lookupResultsFor(const TargetProfile &, const QString &, const QByteArray &, int status,
                                                               const QByteArray &body) const
    {
        return lookupResults(status, body);
    }
    // A lookup answer that is the target throttling the call (Shopify's
    // THROTTLED with HTTP 200): how long to wait; nullopt: not throttled.
    virtual std::optional<qint64> lookupThrottledMs(int, const QByteArray &) const { return std::nullopt; }
    // Why this content must not be sent under this reference (nullopt: it may).
    virtual std::optional<models::Said> refusal(const TargetProfile &, const QString &, const QByteArray &) const { return std::nullopt; }
    // The call that removes a record the probe made (its canary); nullopt: none.
    virtual std::optional<HttpCall> removeCall(const TargetProfile &, const QString &) const { return std::nullopt; }
    // Whether the answer to removeCall says the record is gone (or, Stripe, inactive).
    virtual bool removed(int status, const QByteArray &) const { return status >= 200 && status < 300; }
    // The read-only call that tests the connection and the token (default: a
    // lookup for a reference never issued); nullopt: none.
    virtual std::optional<HttpCall> checkCall(const TargetProfile &p) const;
    // How the token is presented (default: Authorization: Bearer).
    virtual std::pair<QByteArray, QByteArray> authorization(const QByteArray &token) const;
};

// What the runner, the reconciler and the console need of a target. The
// Connector is the one implementation Runledger ships; tests substitute
// misbehaving ones (tests/support) to prove a guarantee fails without its check.
class TargetClient : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual const TargetProfile &profile() const = 0;
    // The fingerprint of the exact request create() would send for this content.
    virtual QString fingerprint(const QString &reference, const QByteArray &content) const = 0;
    // Sends the pinned content with the step's reference as the idempotency
    // key, only when its fingerprint is expectedFingerprint (empty: unchecked).
    virtual void create(const QString &reference, const QByteArray &content, const QString &expectedFingerprint,
                        std::function<void(CallOutcome)> done) = 0;
    // Asks the target by reference (read-only).
    virtual void lookup(const QString &reference, std::function<void(LookupOutcome)> done) = 0;
    // The same for a step whose pinned content is known: a target whose
    // records are told apart by what they hold (a voucher's amount and usage
    // limit) then says whether what it found is the step's own.
    virtual void lookupWith(const QString &reference, const QByteArray &content, std::function<void(LookupOutcome)> done)
    {
        Q_UNUSED(content);
        lookup(reference, std::move(done));
    }
    // Reaches the target with its token by a read-only call.
    virtual void checkConnection(std::function<void(ConnectionCheck)> done);
    // Removes a record this target holds (the probe's canary), where the
    // protocol says how; done(false, status) where it cannot or did not.
    virtual void remove(const QString &targetId, std::function<void(bool removed, int httpStatus)> done)
    {
        Q_UNUSED(targetId);
        done(false, 0);
    }
    // Every call answers through its continuation, on this object's thread;
    // nothing here waits (docs/architecture.md, "Threads").
};

using TargetClientFactory = std::function<std::unique_ptr<TargetClient>(const TargetProfile &, QObject *parent)>;

// Calls one target. Lives in one thread and uses that thread's network manager.
class Connector final : public TargetClient
{
    Q_OBJECT
public:
    explicit Connector(TargetProfile profile, QObject *parent = nullptr);
    ~Connector() override;
    Q_DISABLE_COPY_MOVE(Connector)

    const TargetProfile &profile() const override { return m_profile; }
    QString fingerprint(const QString &reference, const QByteArray &content) const override;
    void create(const QString &reference, const QByteArray &content, const QString &expectedFingerprint,
                std::function<void(CallOutcome)> done) override;
    void lookup(const QString &reference, std::function<void(LookupOutcome)> done) override;
    void lookupWith(const QString &reference, const QByteArray &content, std::function<void(LookupOutcome)> done) override;
    void checkConnection(std::function<void(ConnectionCheck)> done) override;
    void remove(const QString &targetId, std::function<void(bool removed, int httpStatus)> done) override;
    static std::unique_ptr<TargetClient> make(const TargetProfile &profile, QObject *parent);
    // The most requests this thread had in flight at once to one host (host:port).
    static int peakInFlight(const QString &authority);

    // The classification rules, as pure functions.
    static CallOutcome classifyCreate(const TargetProfile &profile, const TargetProtocol &protocol,
                                      QNetworkReply::NetworkError error, bool deadlineHit, int httpStatus,
                                      const QByteArray &body, bool replayed);
    static LookupOutcome classifyLookup(const TargetProfile &profile, const TargetProtocol &protocol,
                                        QNetworkReply::NetworkError error, int httpStatus, const QByteArray &body,
                                        const QString &reference = {}, const QByteArray &content = {});
    static QString redact(const QByteArray &body);
    static ConnectionCheck classifyCheck(const TargetProfile &profile, const TargetProtocol &protocol,
                                         QNetworkReply::NetworkError error, bool deadlineHit, int httpStatus, const QByteArray &body);

private:
    void sendLookup(const QString &reference, const QByteArray &content, std::function<void(LookupOutcome)> done);
    void send(QNetworkRequest request, const QByteArray &method, const QByteArray &body,
              std::function<void(QNetworkReply *, bool deadlineHit, qint64 elapsedMs)> finished);

    TargetProfile m_profile;
    std::unique_ptr<TargetProtocol> m_protocol;
    // False from the destructor on: answers that come later are not delivered.
    std::shared_ptr<bool> m_alive = std::make_shared<bool>(true);
    QList<QPointer<QNetworkReply>> m_replies; // calls under way, aborted on destruction
};

} // namespace rl::app
