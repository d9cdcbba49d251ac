// SPDX-License-Identifier: GPL-3.0-or-later
// The review console and the targets: lookups go where a step was sent
// (docs/intake.md), tokens from the keyring, Check targets.
#include "mainwindow.h"

#include "acceptancedialog.h"
#include "columnfit.h"
#include "dashboardwindow.h"
#include "decisiondialog.h"
#include "flowlayout.h"
#include "heldnotifier.h"
#include "targetsdialog.h"
#include "tokenstore.h"
#include "detailmodels.h"
#include "ids.h"
#include "itemdataroles.h"
#include "ledgerclient.h"
#include "operationsmodel.h"
#include "stateicons.h"
#include "reconcile/reconciler.h"
#include "targets/connector.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QApplication>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTableView>
#include <QSignalBlocker>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace rl::ui {


using namespace rl::models;

QString MainWindow::useConfigurationFile(const QString &path)
{
    QString error;
    auto loaded = app::Configuration::load(path, &error);
    if (!loaded)
        return error;
    m_connectors.clear(); // made from the configuration in use
    m_chosenConfig = std::move(loaded);
    m_config = &*m_chosenConfig;
    m_configSource = path;
    showDetails(); // the decisions allowed are checked against it
    return {};
}

void MainWindow::useLedgersConfiguration()
{
    m_connectors.clear();
    m_config = m_recordedConfig ? &*m_recordedConfig : nullptr;
    m_chosenConfig.reset();
    m_configSource.clear();
    showDetails();
}

app::TargetClient *MainWindow::connectorFor(const QString &target)
{
    if (!m_config || !m_config->targets().contains(target))
        return nullptr;
    auto it = m_connectors.find(target);
    if (it == m_connectors.end())
        it = m_connectors.emplace(target, app::Connector::make(m_config->targets().value(target), this)).first;
    return it->second.get();
}

app::TargetClient *MainWindow::connectorForStep(const StepRecord &open, QString *why)
{
    app::TargetClient *client = connectorFor(open.step.target);
    QString reason;
    if (!client)
        reason = tr("No target profile for %1: choose a configuration that has it in File → Configuration… to look steps up.")
                     .arg(open.step.target);
    else if (const QString elsewhere = app::Reconciler::lookupElsewhere(open, client->profile()); !elsewhere.isEmpty())
        reason = tr("Step %1 was sent to %2, but this console's %3 is at %4: a lookup there would prove nothing. Choose the "
                    "ledger's own configuration in File → Configuration….")
                     .arg(open.step.position).arg(open.sentTo, open.step.target, client->profile().address());
    if (why)
        *why = reason;
    return reason.isEmpty() ? client : nullptr;
}

void MainWindow::setTokenStore(TokenStore *store)
{
    store->setParent(this);
    if (m_tokens) {
        m_tokens->store()->deleteLater();
        m_tokens->deleteLater();
    }
    m_tokens = new TokenBook(store, this);
}

void MainWindow::loadTokens()
{
    if (!m_config)
        return;
    QStringList envs;
    for (const app::TargetProfile &p : m_config->targets())
        envs << p.tokenEnv;
    m_tokens->load(envs, [this](const QStringList &missing) {
        if (missing.isEmpty() || m_askedForTokens || !m_config)
            return;
        m_askedForTokens = true; // asked once; afterwards Targets → Check targets… sets them
        // Only for a target that cannot be called without one, one prompt at
        // a time; "Later" leaves the rest to Targets → Check targets….
        QList<app::TargetProfile> ask;
        for (const app::TargetProfile &p : m_config->targets()) {
            if (p.needsToken() && missing.contains(p.tokenEnv))
                ask << p;
        }
        askForTokens(ask);
    });
}

void MainWindow::askForTokens(QList<app::TargetProfile> profiles)
{
    if (profiles.isEmpty())
        return;
    const app::TargetProfile first = profiles.takeFirst();
    QPointer<MainWindow> self(this);
    auto *prompt = TargetsDialog::promptForToken(first, m_tokens, this, [self, name = first.name](bool stored, const QString &error) {
        if (self && !stored)
            self->statusBar()->showMessage(
                tr("The token for %1 is used for this session only: the keyring cannot keep it (%2).").arg(name, error));
    });
    connect(prompt, &QDialog::accepted, this, [this, profiles] { askForTokens(profiles); });
}

void MainWindow::showTargets(const QString &askTokenFor)
{
    m_askTokenFor = askTokenFor;
    m_probesTicket = m_client->readProbes();
}

QString MainWindow::probeNotice(const QList<app::TargetProfile> &targets, const QList<ProbeRecord> &probes, const QDateTime &now)
{
    QStringList notes;
    for (const app::TargetProfile &t : targets) {
        if (t.protocol == QLatin1String("sandbox"))
            continue; // Runledger's own simulation: nothing to check
        const ProbeRecord *last = nullptr;
        for (const ProbeRecord &p : probes) {
            if (p.target == t.name && (!last || p.probedAt > last->probedAt))
                last = &p;
        }
        if (!last)
            notes << tr("%1 has not been checked yet").arg(t.name);
        else if (last->observed.isEmpty())
            notes << tr("the last check of %1 could not be made").arg(t.name);
        else if (last->contradiction)
            notes << tr("the last check of %1 found it does not behave as its profile says").arg(t.name);
        else if (const qint64 days = last->probedAt.daysTo(now); days > 30)
            notes << tr("%1 was last checked %n day(s) ago", nullptr, int(days)).arg(t.name);
    }
    if (notes.isEmpty())
        return {};
    return notes.size() == 1 ? tr("Targets: %1.").arg(notes.first())
                             : tr("Targets: %1, and %n more.", nullptr, int(notes.size() - 1)).arg(notes.first());
}

void MainWindow::onProbes(quint64 ticket, const ProbesResult &probes)
{
    if (ticket == m_probeNoticeTicket) {
        const QString notice = probes && m_config ? probeNotice(m_config->targets().values(), *probes, QDateTime::currentDateTimeUtc())
                                                  : QString();
        m_probeNotice->setText(notice.isEmpty() ? QString()
                                                : QStringLiteral("%1 <a href=\"check\">%2</a>")
                                                      .arg(notice.toHtmlEscaped(), tr("Check targets…").toHtmlEscaped()));
        m_probeNotice->setVisible(!notice.isEmpty());
        return;
    }
    if (ticket != m_probesTicket)
        return;
    if (!probes) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Check targets"),
                                    tr("The last probes cannot be read: %1").arg(probes.error().message), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    QList<app::TargetProfile> profiles;
    if (m_config)
        profiles = m_config->targets().values();
    // Window-modal, not a nested event loop: the console keeps refreshing behind it.
    auto *dialog = new TargetsDialog(profiles, *probes, m_tokens, [this](const QString &t) { return connectorFor(t); }, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    if (!m_askTokenFor.isEmpty())
        dialog->askToken(m_askTokenFor);
}

} // namespace rl::ui
