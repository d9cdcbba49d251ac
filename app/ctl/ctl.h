// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include "config/configuration.h"
#include "ledger.h"

class QCommandLineParser;
class QHostAddress;

namespace rl::app {

// runledgerctl: every sub-command parses its own options, prints for a person
// (or JSON with --json) and returns one of the ExitCode values.
class Ctl final
{
    Q_DECLARE_TR_FUNCTIONS(Ctl)
public:
    Ctl();
    int run(const QStringList &arguments);

private:
    int usage(const QString &message);
    int cmdInit(const QStringList &args);
    int cmdVerify(const QStringList &args);
    int cmdCheckpoint(const QStringList &args);
    int cmdStatus(const QStringList &args);
    int cmdSandbox(const QStringList &args);
    int cmdServe(const QStringList &args);
    int cmdImport(const QStringList &args);
    int cmdOperations(const QStringList &args);
    int cmdShow(const QStringList &args);
    int cmdDecide(const QStringList &args);
    int cmdAcceptance(const QStringList &args);
    int cmdProbe(const QStringList &args);
    int cmdTeam(const QStringList &args);
    int cmdAudit(const QStringList &args);
    int cmdBackup(const QStringList &args);
    int cmdRestore(const QStringList &args);
    int cmdErase(const QStringList &args);
    int cmdSubjectExport(const QStringList &args);
    // --customer and --shop, and the identifiers they name (nullopt: usage said).
    static void addSubjectOptions(QCommandLineParser &parser);
    std::optional<QStringList> subjectIdentifiers(const QCommandLineParser &parser);
    // The restore a ledger is under, in a person's words (empty: none).
    static QString restoreLine(const models::RestoreRecord &r, const QDateTime &now);

    // Parses common options; returns -1 to go on, else the exit code.
    int parse(QCommandLineParser &parser, const QStringList &args, int positionals);
    std::unique_ptr<models::Ledger> openLedger(const QCommandLineParser &parser, models::Ledger::OpenMode mode);
    std::optional<Configuration> loadConfig(const QCommandLineParser &parser);
    // --config FILE if given, else the configuration the ledger recorded
    // (docs/design.md rule 13); nullopt with the reason said.
    std::optional<Configuration> configFor(const QCommandLineParser &parser, models::Ledger &ledger);
    int fail(const QString &message, int code = 2);
    // A command that calls a target: start posts the asynchronous calls, and
    // the process's event loop runs until their last continuation calls
    // finished(). The one loop of this process, never one inside another.
    static void runUntilFinished(const std::function<void(const std::function<void()> &finished)> &start);
    static bool parseListen(const QString &text, QHostAddress *address, quint16 *port);
    void addLedgerOptions(QCommandLineParser &parser, const QString &command, bool withJson);
    // parser.helpText() with a usage line that names the command ("runledgerctl show").
    static QString helpText(const QCommandLineParser &parser, const QString &command);

    QTextStream m_out;
    QTextStream m_err;
};

} // namespace rl::app
