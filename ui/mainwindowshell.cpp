// SPDX-License-Identifier: GPL-3.0-or-later
// The window around the review: menus, and what it remembers between runs
// (size, splitters, columns, the open tab, recent ledgers, the reviewer).
#include "mainwindow.h"

#include "acceptancedialog.h"
#include "configurationdialog.h"
#include "dashboardwindow.h"
#include "desktop.h"
#include "erasedialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>

namespace rl::ui {

void MainWindow::createMenus(QMenu *decisionsMenu)
{
    auto *fileMenu = menuBar()->insertMenu(decisionsMenu->menuAction(), new QMenu(tr("&File"), this))->menu();
    fileMenu->addAction(tr("&Open ledger…"), QKeySequence::Open, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open ledger"), QFileInfo(m_client->location()).absolutePath(),
                                                          tr("Ledgers (*.sqlite *.db);;All files (*)"));
        if (!path.isEmpty())
            Q_EMIT openLedgerRequested(path, false);
    });
    fileMenu->addAction(tr("&New ledger…"), QKeySequence::New, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("New ledger"), QFileInfo(m_client->location()).absolutePath(),
                                                          tr("Ledgers (*.sqlite)"), nullptr, QFileDialog::DontConfirmOverwrite);
        if (path.isEmpty())
            return;
        if (QFileInfo::exists(path)) { // never replaced: a ledger is a record
            if (QMessageBox::question(this, tr("New ledger"), tr("%1 already exists. Open it instead?").arg(QDir::toNativeSeparators(path)))
                == QMessageBox::Yes)
                Q_EMIT openLedgerRequested(path, false);
            return;
        }
        Q_EMIT openLedgerRequested(path, true);
    });
    m_recentMenu = fileMenu->addMenu(tr("Open &recent"));
    updateRecentMenu();
    fileMenu->addSeparator();
    fileMenu->addAction(tr("Con&figuration…"), this, [this] {
        auto *dialog = new ConfigurationDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    fileMenu->addAction(tr("Set &reviewer…"), this, &MainWindow::askReviewer);
    auto *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(tr("&Dashboard"), QKeySequence(Qt::CTRL | Qt::Key_D), this, [this] {
        auto *dashboard = new DashboardWindow(m_client.get(), this);
        dashboard->setAttribute(Qt::WA_DeleteOnClose);
        dashboard->show();
    });
    // Light or dark: the desktop's (followed while the console runs) or a fixed choice; remembered.
    auto *themeMenu = viewMenu->addMenu(tr("&Theme"));
    auto *themes = new QActionGroup(this);
    for (const auto &[theme, title] : {std::pair{Theme::System, tr("As the &desktop")}, {Theme::Light, tr("&Light")},
                                       {Theme::Dark, tr("&Dark")}}) {
        QAction *choice = themeMenu->addAction(title, this, [theme = theme] {
            saveTheme(theme);
            applyTheme(theme);
        });
        choice->setCheckable(true);
        choice->setChecked(savedTheme() == theme);
        themes->addAction(choice);
    }
    auto *targetsMenu = menuBar()->addMenu(tr("&Targets"));
    targetsMenu->addAction(tr("&Check targets…"), this, [this] { showTargets(); });
    auto *reportsMenu = menuBar()->addMenu(tr("&Reports"));
    reportsMenu->addAction(tr("Run &acceptance test…"), this, [this] {
        AcceptanceDialog dialog(m_reviewer, m_config, this);
        dialog.exec();
    });
    // Erasure on request (docs/personal-data.md): the dialog finds the
    // customer's operations, says what stands in the way, and erases.
    auto *privacyMenu = menuBar()->addMenu(tr("&Privacy"));
    QAction *erase = privacyMenu->addAction(tr("&Erase a customer's data…"), this, [this] {
        EraseDialog dialog(m_client.get(), m_reviewer, this);
        dialog.exec();
    });
    erase->setObjectName(QStringLiteral("eraseCustomerAction"));
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);

    auto *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&Manual"), QKeySequence::HelpContents, this, [this] { showManual(this); });
    helpMenu->addAction(tr("&Keyboard shortcuts"), this, [this] { showKeyboardMap(this); });
    helpMenu->addAction(tr("&About Runledger"), this, [this] { showAbout(this); });
}

bool MainWindow::restoreLayout()
{
    QSettings settings;
    const bool sized = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    for (auto *splitter : findChildren<QSplitter *>()) {
        if (!splitter->objectName().isEmpty())
            splitter->restoreState(settings.value(QStringLiteral("window/") + splitter->objectName()).toByteArray());
    }
    // Column widths and order; a later version with other columns starts afresh.
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("window/operationsColumns")).toByteArray());
    const int tab = settings.value(QStringLiteral("window/tab"), 0).toInt();
    if (tab >= 0 && tab < m_tabs->count())
        m_tabs->setCurrentIndex(tab);
    return sized;
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    for (auto *splitter : findChildren<QSplitter *>()) {
        if (!splitter->objectName().isEmpty())
            settings.setValue(QStringLiteral("window/") + splitter->objectName(), splitter->saveState());
    }
    settings.setValue(QStringLiteral("window/operationsColumns"), m_table->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::askReviewer()
{
    if (const models::TeamIdentity &who = m_client->identity(); who.enforced) {
        QMessageBox::information(this, tr("Reviewer"),
                                 tr("On this ledger the database says who decides: the login you signed in with (%1). "
                                    "Its display name is set with runledgerctl team add.").arg(who.login));
        return;
    }
    bool ok = false;
    const QString fallback = qEnvironmentVariable("USER");
    const QString name = QInputDialog::getText(this, tr("Reviewer"), tr("Your name, recorded on every decision you make:"),
                                               QLineEdit::Normal, m_reviewer.isEmpty() ? fallback : m_reviewer, &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    QSettings().setValue(QStringLiteral("reviewer"), name.trimmed());
    setReviewer(name);
}

QStringList MainWindow::recentLedgers()
{
    return QSettings().value(QStringLiteral("recentLedgers")).toStringList();
}

void MainWindow::rememberLedger(const QString &location)
{
    QStringList recent = recentLedgers();
    recent.removeAll(location);
    recent.prepend(location);
    QSettings().setValue(QStringLiteral("recentLedgers"), recent.mid(0, 8));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = recentLedgers();
    for (const QString &location : recent) {
        QAction *a = m_recentMenu->addAction(QDir::toNativeSeparators(location));
        a->setEnabled(location != m_client->location());
        connect(a, &QAction::triggered, this, [this, location] { Q_EMIT openLedgerRequested(location, false); });
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent ledgers"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear the list"), this, [this] {
            QSettings().remove(QStringLiteral("recentLedgers"));
            updateRecentMenu();
        });
    }
}

} // namespace rl::ui
