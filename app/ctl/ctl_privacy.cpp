// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl erase and subject-export (docs/personal-data.md).
#include "ctl.h"

#include "appinfo.h"
#include "ids.h"
#include "ledger.h"
#include "personaldata.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace rl::app {

using namespace rl::models;

namespace {

// --customer EMAIL, or --customer ID --shop DOMAIN: the identifiers the
// ledger's subject index knows the customer by.
QStringList identifiersFor(const QString &customer, const QString &shop)
{
    if (const QString email = Subjects::emailIdentifier(customer); !email.isEmpty())
        return {email};
    if (const QString id = Subjects::shopifyCustomerIdentifier(shop, customer); !id.isEmpty())
        return {id};
    return {};
}

} // namespace

void Ctl::addSubjectOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("customer"),
                      tr("The customer: an e-mail address, or a Shopify customer id (123 or gid://shopify/Customer/123) with --shop."),
                      tr("EMAIL|ID")});
    parser.addOption({QStringLiteral("shop"), tr("The shop of a Shopify customer id (example.myshopify.com)."), tr("DOMAIN")});
}

std::optional<QStringList> Ctl::subjectIdentifiers(const QCommandLineParser &parser)
{
    const QString customer = parser.value(QStringLiteral("customer")).trimmed();
    if (customer.isEmpty()) {
        usage(tr("--customer EMAIL, or --customer ID --shop DOMAIN, is required"));
        return std::nullopt;
    }
    const QStringList identifiers = identifiersFor(customer, parser.value(QStringLiteral("shop")));
    if (identifiers.isEmpty()) {
        usage(tr("--customer is neither an e-mail address nor a Shopify customer id with --shop DOMAIN"));
        return std::nullopt;
    }
    return identifiers;
}

int Ctl::cmdErase(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("erase"), true);
    addSubjectOptions(parser);
    parser.addOption({QStringLiteral("reviewer"), tr("Who erases (recorded). On a team ledger the signed-in login erases: leave it out, or give its display name."),
                      tr("NAME")});
    parser.addOption({QStringLiteral("rationale"),
                      tr("Why (recorded forever): the request's ticket or order number, never the customer's address."), tr("TEXT")});
    parser.addOption({QStringLiteral("dry-run"), tr("Only show the operations that hold the customer's data; erase nothing.")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    const auto identifiers = subjectIdentifiers(parser);
    if (!identifiers)
        return ExitUsage;
    const bool dryRun = parser.isSet(QStringLiteral("dry-run"));
    if (!dryRun && parser.value(QStringLiteral("rationale")).trimmed().isEmpty())
        return usage(tr("--rationale is required: every erasure names a person and a reason"));
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    const auto match = ledger->findSubject(*identifiers);
    if (!match)
        return fail(match.error().message);
    const bool json = parser.isSet(QStringLiteral("json"));
    QJsonArray found;
    for (const QString &id : match->operations)
        found.append(QJsonObject{{QStringLiteral("operation"), id}, {QStringLiteral("resolved"), !match->unresolved.contains(id)}});
    if (!json) {
        m_out << tr("%n operation(s) and %1 event(s) hold this customer's data", nullptr, int(match->operations.size())).arg(match->events.size())
              << '\n';
        for (const QString &id : match->operations)
            m_out << "  " << id << (match->unresolved.contains(id) ? tr("  (unresolved)") : QString()) << '\n';
    }
    if (dryRun) {
        if (json)
            m_out << QJsonDocument(QJsonObject{{QStringLiteral("operations"), found}, {QStringLiteral("events"), int(match->events.size())},
                                               {QStringLiteral("erased"), false}})
                         .toJson(QJsonDocument::Compact)
                  << '\n';
        return ExitOk;
    }
    const auto digest = ledger->subjectDigest(identifiers->first());
    if (!digest)
        return fail(digest.error().message);
    const auto erased = ledger->erase(*match, *digest, parser.value(QStringLiteral("reviewer")), parser.value(QStringLiteral("rationale")),
                                      QStringLiteral("erasure"), ledger->now());
    if (!erased) {
        if (erased.error().kind == LedgerError::Kind::Refused) {
            m_out << tr("refused: %1").arg(erased.error().message) << '\n';
            return ExitRefused;
        }
        return fail(erased.error().message);
    }
    if (json) {
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("operations"), found},
                                           {QStringLiteral("events"), int(match->events.size())},
                                           {QStringLiteral("erased"), true},
                                           {QStringLiteral("decision_seq"), erased->result.decisionSeq},
                                           {QStringLiteral("erasure"), erased->result.erasureId},
                                           {QStringLiteral("rows"), erased->result.rows},
                                           {QStringLiteral("bytes"), erased->result.bytes},
                                           {QStringLiteral("wal_cleared"), erased->walCleared}})
                     .toJson(QJsonDocument::Compact)
              << '\n';
    } else {
        m_out << tr("erased: %1 rows (%2 bytes) of personal data; chain entry %3").arg(erased->result.rows).arg(erased->result.bytes).arg(erased->result.decisionSeq)
              << '\n';
        if (!erased->walCleared)
            m_out << tr("note: the write-ahead log could not be cut back now (another connection reads); it is at the next checkpoint") << '\n';
    }
    return ExitOk;
}

int Ctl::cmdSubjectExport(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("subject-export"), false);
    addSubjectOptions(parser);
    parser.addOption({QStringLiteral("out"), tr("The export to write (FILE.json; it must not exist), readable by you only."), tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    const auto identifiers = subjectIdentifiers(parser);
    if (!identifiers)
        return ExitUsage;
    const QString out = parser.value(QStringLiteral("out"));
    if (!out.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return usage(tr("subject-export needs --out FILE.json"));
    if (QFileInfo::exists(out))
        return fail(tr("%1 exists already; an export is never written over a file").arg(out));
    // Finding indexes what intake took since the last pass: a write.
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    const auto match = ledger->findSubject(*identifiers);
    if (!match)
        return fail(match.error().message);
    auto exported = ledger->exportSubject(*match);
    if (!exported)
        return fail(exported.error().message);
    exported->insert(QStringLiteral("exported_at"), isoUtc(ledger->now()));
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("cannot write %1: %2").arg(out, file.errorString()));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(*exported).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return fail(tr("cannot write %1: %2").arg(out, file.errorString()));
    m_out << tr("%n operation(s) and %1 event(s) exported to %2", nullptr, int(match->operations.size())).arg(match->events.size()).arg(out)
          << '\n';
    return ExitOk;
}

} // namespace rl::app
