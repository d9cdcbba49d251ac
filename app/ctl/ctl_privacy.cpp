// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl erase and subject-export (docs/personal-data.md).
#include "ctl.h"

#include "acceptance/pdfjob.h"

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

// The access export as a document a person reads: each operation with its
// steps, content, evidence and decisions, then each event's body; the JSON
// twin attached.
PdfJob subjectPdfJob(const QJsonObject &doc)
{
    const auto e = [](const QString &t) { return t.toHtmlEscaped(); };
    const auto pre = [&](const QJsonValue &v) {
        return QStringLiteral("<pre>%1</pre>")
            .arg(e(v.isString() ? v.toString()
                                : QString::fromUtf8(QJsonDocument(v.isObject() ? QJsonDocument(v.toObject()) : QJsonDocument(v.toArray()))
                                                        .toJson(QJsonDocument::Indented))));
    };
    QString h = QStringLiteral("<html><head><meta charset=\"utf-8\"><style>body{font-family:'DejaVu Sans';font-size:9pt}"
                               "table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:2px 4px;"
                               "vertical-align:top;text-align:left}pre{font-size:8pt;white-space:pre-wrap}</style></head><body>");
    h += QStringLiteral("<h1>%1</h1><p>%2</p>")
             .arg(e(Ctl::tr("What Runledger holds on one customer")),
                  e(Ctl::tr("Exported at %1. Every operation whose event names the customer, with its steps, content, the targets' "
                            "answers and the decisions about it; then each event as it was received.")
                        .arg(doc.value(QStringLiteral("exported_at")).toString())));
    for (const QJsonValue &ov : doc.value(QStringLiteral("operations")).toArray()) {
        const QJsonObject o = ov.toObject();
        h += QStringLiteral("<h2>%1</h2><p>%2<br>%3</p>")
                 .arg(e(Ctl::tr("Operation %1").arg(o.value(QStringLiteral("id")).toString())),
                      e(o.value(QStringLiteral("intended_action")).toString()),
                      e(Ctl::tr("State: %1, created %2").arg(o.value(QStringLiteral("state")).toString(), o.value(QStringLiteral("created_at")).toString())));
        h += QStringLiteral("<table><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
                 .arg(e(Ctl::tr("Step")), e(Ctl::tr("Kind and target")), e(Ctl::tr("State")), e(Ctl::tr("Target's record")));
        for (const QJsonValue &sv : o.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject st = sv.toObject();
            h += QStringLiteral("<tr><td>%1</td><td>%2 → %3</td><td>%4</td><td>%5</td></tr>")
                     .arg(st.value(QStringLiteral("position")).toInt())
                     .arg(e(st.value(QStringLiteral("kind")).toString()), e(st.value(QStringLiteral("target")).toString()),
                          e(st.value(QStringLiteral("state")).toString()), e(st.value(QStringLiteral("target_reference")).toString()));
        }
        h += QStringLiteral("</table>");
        for (const QJsonValue &cv : o.value(QStringLiteral("content")).toArray()) {
            const QJsonObject c = cv.toObject();
            h += QStringLiteral("<h3>%1</h3>").arg(e(Ctl::tr("Step %1, content version %2 (%3)")
                                                        .arg(c.value(QStringLiteral("step")).toInt())
                                                        .arg(c.value(QStringLiteral("version")).toInt())
                                                        .arg(c.value(QStringLiteral("created_at")).toString())))
                + pre(c.value(QStringLiteral("content")));
        }
        QStringList lines;
        for (const QJsonValue &ev : o.value(QStringLiteral("evidence")).toArray()) {
            const QJsonObject x = ev.toObject();
            lines << e(QStringLiteral("%1 %2 %3: %4").arg(x.value(QStringLiteral("observed_at")).toString(), x.value(QStringLiteral("kind")).toString(),
                                                          x.value(QStringLiteral("result")).toString(), x.value(QStringLiteral("summary")).toString()));
        }
        for (const QJsonValue &dv : o.value(QStringLiteral("decisions")).toArray()) {
            const QJsonObject d = dv.toObject();
            lines << e(Ctl::tr("%1 %2 decided %3: %4")
                           .arg(d.value(QStringLiteral("decided_at")).toString(), d.value(QStringLiteral("reviewer")).toString(),
                                d.value(QStringLiteral("action")).toString(), d.value(QStringLiteral("rationale")).toString()));
        }
        if (!lines.isEmpty())
            h += QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
    }
    h += QStringLiteral("<h2>%1</h2>").arg(e(Ctl::tr("Events as received")));
    for (const QJsonValue &evv : doc.value(QStringLiteral("events")).toArray()) {
        const QJsonObject ev = evv.toObject();
        h += QStringLiteral("<h3>%1</h3>").arg(e(QStringLiteral("%1 %2, %3").arg(ev.value(QStringLiteral("source")).toString(),
                                                                              ev.value(QStringLiteral("topic")).toString(),
                                                                              ev.value(QStringLiteral("received_at")).toString())))
            + pre(ev.value(QStringLiteral("body")));
    }
    h += QStringLiteral("</body></html>");
    PdfJob job;
    job.html = h.toUtf8();
    job.title = Ctl::tr("Runledger access export");
    job.headerRight = doc.value(QStringLiteral("exported_at")).toString();
    job.pageFormat = Ctl::tr("Page %1 of %2");
    job.creator = QStringLiteral("Runledger %1").arg(buildVersion());
    job.attachments.append({QStringLiteral("subject-export.json"), QStringLiteral("application/json"),
                            Ctl::tr("Machine-readable twin of this export"), QJsonDocument(doc).toJson(QJsonDocument::Indented)});
    return job;
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
    parser.addOption({QStringLiteral("out"), tr("The export to write, FILE.json or FILE.pdf (a document, its JSON attached); it must not exist, "
                                                "and is readable by you only."),
                      tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    const auto identifiers = subjectIdentifiers(parser);
    if (!identifiers)
        return ExitUsage;
    const QString out = parser.value(QStringLiteral("out"));
    const bool pdf = out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    if (!out.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && !pdf)
        return usage(tr("subject-export needs --out FILE.json or FILE.pdf"));
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
    QByteArray bytes = QJsonDocument(*exported).toJson(QJsonDocument::Indented);
    if (pdf) {
        QString error;
        bytes = renderPdfInHelper(subjectPdfJob(*exported), &error);
        if (bytes.isEmpty())
            return fail(tr("cannot lay the PDF out: %1").arg(error));
    }
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("cannot write %1: %2").arg(out, file.errorString()));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(bytes);
    if (!file.commit())
        return fail(tr("cannot write %1: %2").arg(out, file.errorString()));
    m_out << tr("%n operation(s) and %1 event(s) exported to %2", nullptr, int(match->operations.size())).arg(match->events.size()).arg(out)
          << '\n';
    return ExitOk;
}

} // namespace rl::app
