// SPDX-License-Identifier: GPL-3.0-or-later
#include "openledger.h"

#include "ledgerclient.h"
#include "mainwindow.h"

#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QUrl>

namespace rl::ui {

bool OpenLedger::asksForName(const QString &location)
{
    // A team ledger (a PostgreSQL server) says who is signed in (docs/team-setup.md).
    return !location.startsWith(QLatin1String("postgresql://")) && !location.startsWith(QLatin1String("postgres://"));
}

std::unique_ptr<QInputDialog> OpenLedger::firstStartDialog(bool demo)
{
    auto ask = std::make_unique<QInputDialog>();
    ask->setObjectName(QStringLiteral("firstStart"));
    ask->setWindowTitle(demo ? tr("Welcome to the Runledger demo") : tr("Reviewer"));
    ask->setLabelText(demo ? tr("Runledger makes sure a marketing automation does each thing once — one CRM task, one e-mail, "
                                "one voucher — even when a webhook arrives twice or a request times out. Where it cannot tell "
                                "whether something happened, it holds the operation for a person to decide.\n\n"
                                "The demo plays six such cases against a sandbox CRM and mail service on this computer "
                                "(nothing leaves it); then the console shows what is held for you.\n\n"
                                "Your name, recorded on every decision you make (leave empty to look without deciding):")
                           : tr("Your name, recorded on every decision you make\n(leave empty to look without deciding):"));
    if (auto *label = ask->findChild<QLabel *>())
        label->setWordWrap(true);
    ask->setTextValue(qEnvironmentVariable("USER"));
    if (demo) {
        ask->setOkButtonText(tr("&Start the demo"));
        ask->resize(560, ask->sizeHint().height());
    }
    return ask;
}

OpenLedger::Plan OpenLedger::plan(const QString &location, bool named)
{
    if (location.startsWith(QLatin1String("postgresql://")) || location.startsWith(QLatin1String("postgres://")))
        return {};
    const QFileInfo file(location);
    if (file.exists()) {
        // Marked read-only (honoured for root too), or not writable by this user:
        // opened to read, with decisions off and the reason shown.
        const bool marked = !(file.permissions() & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther));
        if (file.isFile() && (marked || !file.isWritable()))
            return {Step::Open, tr("The ledger file %1 is read-only for you, so decisions cannot be recorded in it.")
                                    .arg(QDir::toNativeSeparators(file.absoluteFilePath())), true};
        if (file.isFile() && !QFileInfo(file.absolutePath()).isWritable())
            return {Step::Open, tr("The folder of the ledger %1 is read-only for you, so decisions cannot be recorded in it.")
                                    .arg(QDir::toNativeSeparators(file.absoluteFilePath())), true};
        return {};
    }
    const QString folder = QDir::toNativeSeparators(file.absolutePath());
    if (!QFileInfo(file.absolutePath()).isDir())
        return {Step::Refuse, tr("The folder %1 does not exist, so there is no ledger at %2. Check the path, or choose another place.")
                                  .arg(folder, QDir::toNativeSeparators(file.absoluteFilePath()))};
    if (!named)
        return {};
    return {Step::AskToCreate, tr("There is no ledger at %1.\n\nCreate a new, empty ledger there? (If you meant an existing one, "
                                  "check the name and choose No.)")
                                   .arg(QDir::toNativeSeparators(file.absoluteFilePath()))};
}

QString OpenLedger::plainError(const models::LedgerError &error, const QString &location)
{
    using Kind = models::LedgerError::Kind;
    const QString where = QDir::toNativeSeparators(location);
    switch (error.kind) {
    case Kind::Locked: return tr("Another program is writing to the ledger %1 right now. Try again in a moment.").arg(where);
    case Kind::ReadOnly: return tr("The ledger %1 is read-only for you: the console needs to be able to record decisions in it.").arg(where);
    case Kind::Corrupt: return tr("%1 is not a ledger this console can trust: %2").arg(where, error.message.section(QLatin1String(". "), 0, 0));
    case Kind::TooNew: return tr("The ledger %1 was made by a newer version of Runledger. Update Runledger to open it.").arg(where);
    case Kind::Missing: return tr("There is no ledger at %1.").arg(where);
    default: return tr("The ledger %1 cannot be opened: %2").arg(where, error.message);
    }
}

OpenLedger::Prompts OpenLedger::messageBoxes()
{
    return {[](const QString &question) {
                return QMessageBox::question(nullptr, tr("New ledger?"), question, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
                    == QMessageBox::Yes;
            },
            [](const QString &message) { QMessageBox::critical(nullptr, tr("Cannot open the ledger"), message); }};
}

namespace {

// The location as a person may see it: a file's path, a URL without its password.
QString shownLocation(const QString &location)
{
    if (location.startsWith(QLatin1String("postgres")))
        return QUrl(location).toDisplayString(QUrl::RemovePassword);
    return QDir::toNativeSeparators(location);
}

} // namespace

void OpenLedger::openWindow(const Request &request, const Prompts &prompts, const std::function<void(MainWindow *)> &opened,
                            QWidget *over)
{
    auto p = plan(request.location, request.named && !request.create);
    if (p.step == Step::Refuse) {
        prompts.tell(p.message);
        opened(nullptr);
        return;
    }
    if (p.step == Step::AskToCreate && !prompts.askToCreate(p.message)) {
        opened(nullptr); // nothing was created
        return;
    }
    startOpening(request, prompts, p, opened, over);
}

void OpenLedger::startOpening(const Request &request, const Prompts &prompts, Plan p, const std::function<void(MainWindow *)> &opened,
                              QWidget *over)
{
    // The ledger opens on its own thread: a PostgreSQL server that does not
    // answer never freezes a window, and the person may give up waiting.
    auto *opening = models::LedgerClient::openInBackground(request.location, p.readOnly, nullptr);
    auto *progress = new QProgressDialog(tr("Opening the ledger %1…").arg(shownLocation(request.location)), tr("Cancel"), 0, 0, over);
    progress->setWindowTitle(tr("Opening the ledger"));
    progress->setWindowModality(over ? Qt::WindowModal : Qt::ApplicationModal);
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    progress->setValue(0); // at its minimum: the duration below counts from now
    progress->setMinimumDuration(400); // a local file opens before it would show
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setObjectName(QStringLiteral("openingLedger"));
    // The window it is shown over may close meanwhile, and the dialog with it.
    QPointer<QProgressDialog> shown(progress);
    QPointer<QWidget> overAlive(over);
    QObject::connect(progress, &QProgressDialog::canceled, opening, [opening, shown, opened] {
        QObject::disconnect(shown, nullptr, opening, nullptr); // closing emits canceled again
        opening->cancel();
        opening->deleteLater();
        shown->close();
        opened(nullptr);
    });
    QObject::connect(opening, &models::LedgerOpening::finished, opening, [=]() mutable {
        opening->deleteLater();
        if (shown) {
            QObject::disconnect(shown, nullptr, opening, nullptr);
            shown->close();
        }
        auto ledger = opening->take();
        const models::LedgerError error = opening->error();
        if (!ledger && error.kind == models::LedgerError::Kind::ReadOnly && !p.readOnly) {
            // Refused for writing after all: open it to read.
            p.readOnly = true;
            p.message = plainError(error, request.location);
            startOpening(request, prompts, p, opened, overAlive);
            return;
        }
        if (!ledger) {
            prompts.tell(plainError(error, shownLocation(request.location)) + tr("\n\nNothing was changed."));
            opened(nullptr);
            return;
        }
        opened(makeWindow(std::move(ledger), request, prompts, p));
    });
}

MainWindow *OpenLedger::makeWindow(std::unique_ptr<models::LedgerClient> ledger, const Request &request, const Prompts &prompts,
                                   const Plan &p)
{
    auto *window = new MainWindow(std::move(ledger), request.reviewer, request.targets);
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (p.readOnly)
        window->setReadOnlyReason(p.message);
    if (request.remember)
        MainWindow::rememberLedger(request.location);
    QObject::connect(window, &MainWindow::openLedgerRequested, window, [window, request, prompts](const QString &next, bool made) {
        Request again = request;
        again.location = next;
        again.named = true;
        // Everything switches with the ledger, its targets too: the next
        // window uses the configuration that ledger recorded, never the one
        // this console was started with for another (docs/design.md rule 13).
        again.targets = nullptr;
        again.create = made;
        again.reviewer = window->reviewer();
        again.remember = true;
        // This window keeps answering while the next ledger opens, and
        // closes once it is open.
        QPointer<MainWindow> self(window);
        openWindow(again, prompts, [self](MainWindow *other) {
            if (!other)
                return;
            other->show();
            other->loadTokens();
            if (self)
                self->close();
        }, window);
    });
    return window;
}

} // namespace rl::ui
