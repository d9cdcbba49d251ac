// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ids.h"
#include "ledger.h"
#include "testtime.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

// Shared helpers for tests that need a ledger with operations in it.
namespace rl::testing {

inline models::OperationPlan twoStepPlan(bool approvalBeforeMail = false,
                                         models::Capability crm = models::Capability::ProtectedCreate)
{
    models::OperationPlan p;
    p.flow = QStringLiteral("order-followup");
    p.intendedAction = QStringLiteral("Follow up order: CRM task, then e-mail");
    models::StepPlan task;
    task.kind = QStringLiteral("crm.create_task");
    task.target = QStringLiteral("sandbox-crm");
    task.policy.capability = crm;
    task.content = R"({"subject":"Follow up order","body":"Call the customer"})";
    models::StepPlan mail;
    mail.kind = QStringLiteral("email.send");
    mail.target = QStringLiteral("sandbox-mail");
    mail.policy.capability = models::Capability::LookupOnly;
    mail.content = R"({"subject":"Thank you","body":"Your voucher"})";
    mail.needsApproval = approvalBeforeMail;
    p.steps = {task, mail};
    return p;
}

inline models::IncomingDelivery delivery(const QString &eventId, const QString &deliveryId,
                                         std::optional<models::OperationPlan> plan = twoStepPlan())
{
    models::IncomingDelivery d;
    d.source = QStringLiteral("shopify:example-shop.myshopify.com");
    d.eventId = eventId;
    d.deliveryId = deliveryId;
    d.topic = QStringLiteral("orders/create");
    d.signatureScheme = QStringLiteral("shopify-hmac");
    d.payload = R"({"id":1})";
    if (plan)
        d.flows.append(*plan);
    return d;
}

// An operation held at `at`: its first step got no clear answer and three
// lookups settled nothing (hold reason unresolved_uncertain). Its id.
inline QString heldOperation(models::Ledger &l, const QString &eventId, const QDateTime &at,
                             const models::OperationPlan &plan = twoStepPlan(), const QString &source = {})
{
    using namespace rl::models;
    IncomingDelivery d = delivery(eventId, QStringLiteral("whk-") + eventId, plan);
    if (!source.isEmpty())
        d.source = source;
    const QString op = l.ingest(d, at)->operationId;
    const qint64 step = l.steps(op).value().at(0).step.rowId;
    auto r = l.reserve(step, QStringLiteral("elsewhere"), 1000, at);
    l.finishAttempt(r->attempt.id, {Outcome::Uncertain, 0, QStringLiteral("timeout"), {}, {}, {}, false}, 0, at);
    for (int i = 0; i < 3; ++i)
        l.recordLookup(step, {LookupResult::Unknown, {}, 200, QStringLiteral("no match yet"), {}, {}}, at);
    return op;
}

inline models::DecisionRequest decision(const QString &op, const QString &reviewer, const QString &rationale,
                                        models::DecisionAction action)
{
    models::DecisionRequest r;
    r.operationId = op;
    r.reviewer = reviewer;
    r.rationale = rationale;
    r.action = action;
    return r;
}

// Raw access to the same file, as a person with the sqlite3 shell would have.
// A plain connection of its own to a ledger, beside the Ledger API: an SQLite
// file, or a postgresql://user:pass@host:port/db URL.
class RawDb
{
public:
    explicit RawDb(const QString &location)
        : m_name(QStringLiteral("raw-%1").arg(quintptr(this)))
    {
        if (location.startsWith(QLatin1String("postgresql://"))) {
            const QUrl u(location);
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
            db.setHostName(u.host());
            db.setPort(u.port(5432));
            db.setDatabaseName(u.path().mid(1));
            db.setUserName(u.userName());
            db.setPassword(u.password());
            // A test's output shows its failures, not "drop cascades to …" notices.
            if (db.open())
                QSqlQuery(db).exec(QStringLiteral("SET client_min_messages = warning"));
            return;
        }
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(location);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        db.open();
    }
    bool isPostgres() const { return db().driverName() == QLatin1String("QPSQL"); }
    ~RawDb()
    {
        { QSqlDatabase::database(m_name).close(); }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool exec(const QString &sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name));
        const bool ok = q.exec(sql);
        m_lastError = q.lastError().text();
        return ok;
    }
    QVariant scalar(const QString &sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name));
        if (!q.exec(sql) || !q.next())
            return {};
        return q.value(0);
    }
    QString lastError() const { return m_lastError; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name); }

private:
    QString m_name;
    QString m_lastError;
};

// The PostgreSQL run of a test binary (CTest's *.postgres entries name the URL
// file of the server tests/support/postgres-fixture.sh started). Empty url and
// no skip: this run is on SQLite files. Otherwise the database is emptied first.
struct PostgresRun
{
    QString url;
    QString skip;  // set: the run wants PostgreSQL and there is none
    QString error; // set: the database could not be emptied
};

inline PostgresRun postgresForThisRun()
{
    PostgresRun run;
    const QString urlFile = qEnvironmentVariable("RUNLEDGER_TEST_LEDGER_ON_POSTGRES");
    if (urlFile.isEmpty())
        return run;
    QFile f(urlFile);
    if (f.open(QIODevice::ReadOnly))
        run.url = QString::fromUtf8(f.readAll()).trimmed();
    if (run.url.isEmpty()) // the fixture starts nothing when a server was named
        run.url = qEnvironmentVariable("RUNLEDGER_TEST_POSTGRES");
    if (run.url.isEmpty()) {
        run.skip = QStringLiteral("no PostgreSQL server was started (see the postgres.start test's output)");
        return run;
    }
    RawDb raw(run.url);
    if (!raw.exec(QStringLiteral("DROP SCHEMA public CASCADE")) || !raw.exec(QStringLiteral("CREATE SCHEMA public")))
        run.error = raw.lastError();
    return run;
}

// In a test's init(): picks the run's ledger backend, skipping or failing as it must.
#define RUNLEDGER_INIT_BACKEND(urlMember)                                                                                  \
    do {                                                                                                                   \
        const auto run = ::rl::testing::postgresForThisRun();                                                              \
        if (!run.skip.isEmpty())                                                                                           \
            QSKIP(qPrintable(run.skip));                                                                                   \
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));                                                              \
        urlMember = run.url;                                                                                               \
    } while (false)

// A stored decision as the chain sees it (what a tamperer re-hashes); nullopt: no such seq.
inline std::optional<models::Decision> storedDecision(RawDb &raw, qint64 seq)
{
    QSqlQuery q(raw.db());
    if (!q.exec(QStringLiteral("SELECT seq, decided_at, reviewer, operation_id, step_position, action, rationale,"
                               " payload, prev_hash, login FROM decisions WHERE seq = %1").arg(seq))
        || !q.next())
        return std::nullopt;
    models::Decision d;
    d.seq = q.value(0).toLongLong();
    d.decidedAt = models::fromIsoUtc(q.value(1).toString());
    d.reviewer = q.value(2).toString();
    d.operationId = q.value(3).toString();
    d.stepPosition = q.value(4).toInt();
    d.action = models::decisionActionFromString(q.value(5).toString()).value_or(models::DecisionAction::Reconcile);
    d.rationale = q.value(6).toString();
    d.payload = q.value(7).toString();
    d.prevHash = q.value(8).toString();
    d.login = q.value(9).toString();
    return d;
}

// A disk that lost a block: one 4 KiB page in the middle of the file zeroed.
// False when the file is too small to have a middle (fewer than minPages pages).
inline bool zeroMiddlePage(const QString &file, qint64 minPages = 20)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadWrite))
        return false;
    const qint64 pages = f.size() / 4096;
    return pages >= minPages && f.seek((pages / 2) * 4096) && f.write(QByteArray(4096, '\0')) == 4096;
}

// Zeroes the middle one of a table's leaf pages (SQLite's dbstat says which):
// damage that opening the ledger does not read past, only a check of every
// page (or a read of those rows) finds. False: none found or not written.
inline bool zeroLeafPageOf(const QString &file, const QString &table)
{
    qint64 page = 0;
    {
        RawDb raw(file);
        const QVariant middle = raw.scalar(QStringLiteral("SELECT pageno FROM dbstat WHERE name = '%1' AND pagetype = 'leaf'"
                                                          " ORDER BY pageno LIMIT 1 OFFSET (SELECT count(*) / 2 FROM dbstat"
                                                          " WHERE name = '%1' AND pagetype = 'leaf')").arg(table));
        page = middle.toLongLong();
    }
    QFile f(file);
    return page > 1 && f.open(QIODevice::ReadWrite) && f.seek((page - 1) * 4096) && f.write(QByteArray(4096, '\0')) == 4096;
}

} // namespace rl::testing
