// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetsdialog.h"

#include "detailmodels.h"
#include "targets/connector.h"
#include "tokenstore.h"

#include <QDialogButtonBox>
#include <QHash>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rl::ui {

using namespace rl::models;

namespace {

// The service a protocol speaks to, by its own name (not translated).
QString protocolInWords(const QString &protocol)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("salesforce"), QStringLiteral("Salesforce")}, {QStringLiteral("hubspot"), QStringLiteral("HubSpot")},
        {QStringLiteral("postmark"), QStringLiteral("Postmark")},     {QStringLiteral("resend"), QStringLiteral("Resend")},
        {QStringLiteral("shopify_discount"), QStringLiteral("Shopify")},
        {QStringLiteral("stripe_promotion_code"), QStringLiteral("Stripe")}};
    return names.value(protocol, protocol);
}

// The variable holding a target's token, empty where it needs none.
QString tokenEnvOf(const app::TargetProfile &p)
{
    return p.needsToken() ? p.tokenEnv : QString();
}

} // namespace

TargetsDialog::TargetsDialog(const QList<app::TargetProfile> &profiles, const QList<ProbeRecord> &probes, TokenBook *tokens,
                             std::function<app::TargetClient *(const QString &)> clientFor, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_tokens(tokens)
    , m_clientFor(std::move(clientFor))
    , m_connections(new QStandardItemModel(0, ConnectionColumnCount, this))
    , m_connectionsView(new QTableView(this))
    , m_tokenNote(new QLabel(this))
    , m_setToken(new QPushButton(tr("&Set token…"), this))
    , m_forgetToken(new QPushButton(tr("&Forget token"), this))
    , m_test(new QPushButton(tr("&Test connection"), this))
    , m_model(new ProbesModel(this))
    , m_view(new QTableView(this))
{
    setWindowTitle(tr("Check targets"));
    auto *layout = new QVBoxLayout(this);

    auto *connectionsIntro = new QLabel(tr("Each target's token is kept in the system keyring, never in a file. "
                                           "<b>Test connection</b> makes one read-only call: nothing is created."),
                                        this);
    connectionsIntro->setWordWrap(true);
    layout->addWidget(connectionsIntro);
    m_connections->setHorizontalHeaderLabels({tr("Target"), tr("Protocol"), tr("Token"), tr("Connection")});
    for (const app::TargetProfile &p : m_profiles) {
        auto *name = new QStandardItem(p.name);
        name->setData(p.name, Qt::UserRole);
        m_connections->appendRow({name, new QStandardItem(p.protocol), new QStandardItem, new QStandardItem(tr("not tested"))});
    }
    m_connectionsView->setModel(m_connections);
    m_connectionsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_connectionsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_connectionsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_connectionsView->setAccessibleName(tr("Targets, their tokens and connections"));
    m_connectionsView->horizontalHeader()->setStretchLastSection(true);
    m_connectionsView->verticalHeader()->hide();
    layout->addWidget(m_connectionsView);
    m_tokenNote->setWordWrap(true);
    m_tokenNote->hide();
    layout->addWidget(m_tokenNote);
    auto *row = new QHBoxLayout;
    row->addWidget(m_setToken);
    row->addWidget(m_forgetToken);
    row->addWidget(m_test);
    row->addStretch();
    layout->addLayout(row);
    connect(m_setToken, &QPushButton::clicked, this, [this] { askToken(); });
    connect(m_forgetToken, &QPushButton::clicked, this, &TargetsDialog::forgetToken);
    connect(m_test, &QPushButton::clicked, this, &TargetsDialog::testConnection);
    connect(m_connectionsView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TargetsDialog::updateButtons);
    connect(m_tokens, &TokenBook::changed, this, &TargetsDialog::refreshTokens);

    auto *intro = new QLabel(tr("What the configuration says each target can do, and what the last check of the target "
                                "itself saw:"),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    QList<ProbeRecord> rows;
    for (const app::TargetProfile &p : m_profiles) {
        const auto it = std::find_if(probes.begin(), probes.end(), [&](const ProbeRecord &r) { return r.target == p.name; });
        if (it != probes.end()) {
            rows.append(*it);
        } else {
            ProbeRecord never;
            never.target = p.name;
            never.declared = toString(p.capability);
            rows.append(never);
        }
    }
    m_model->setRows(rows);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAccessibleName(tr("Targets and their last probe"));
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    m_view->resizeColumnsToContents();
    layout->addWidget(m_view);
    // The console never checks a target itself: a check creates test records
    // (docs/trust.md); whoever runs Runledger does, after a target changes.
    auto *how = new QLabel(tr("A check creates test records at the target, labelled \"Runledger probe — safe to delete\", so "
                              "the console never runs one: whoever looks after Runledger checks a target again after it "
                              "changes (the handbook's \"Targets\" page says how)."),
                           this);
    how->setWordWrap(true);
    layout->addWidget(how);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    refreshTokens();
    if (!m_profiles.isEmpty())
        m_connectionsView->selectRow(0);
    updateButtons();
    resize(820, 460);
}

QString TargetsDialog::currentTarget() const
{
    const QModelIndex i = m_connectionsView->currentIndex();
    return i.isValid() ? m_connections->item(i.row(), TargetColumn)->text() : QString();
}

int TargetsDialog::rowOf(const QString &target) const
{
    for (int r = 0; r < m_connections->rowCount(); ++r) {
        if (m_connections->item(r, TargetColumn)->text() == target)
            return r;
    }
    return -1;
}

void TargetsDialog::refreshTokens()
{
    for (int r = 0; r < m_profiles.size(); ++r)
        m_connections->item(r, TokenColumn)->setText(m_tokens->sourceText(tokenEnvOf(m_profiles.at(r))));
    m_connectionsView->resizeColumnsToContents();
    updateButtons();
}

void TargetsDialog::updateButtons()
{
    const int r = rowOf(currentTarget());
    const QString env = r >= 0 ? tokenEnvOf(m_profiles.at(r)) : QString();
    const TokenBook::Source source = m_tokens->source(env);
    // A token from the environment is the environment's business, not the keyring's.
    m_setToken->setEnabled(r >= 0 && !env.isEmpty() && source != TokenBook::Source::Environment);
    m_forgetToken->setEnabled(source == TokenBook::Source::Keyring || source == TokenBook::Source::SessionOnly);
    m_test->setEnabled(r >= 0 && m_clientFor);
}

void TargetsDialog::askToken(const QString &target)
{
    const QString name = target.isEmpty() ? currentTarget() : target;
    const int r = rowOf(name);
    if (r < 0 || !m_profiles.at(r).needsToken())
        return;
    m_connectionsView->selectRow(r);
    QPointer<TargetsDialog> self(this);
    promptForToken(m_profiles.at(r), m_tokens, this, [self, name](bool stored, const QString &error) {
        if (!self)
            return;
        self->m_tokenNote->setVisible(!stored);
        if (!stored)
            self->m_tokenNote->setText(tr("The token for %1 is used for this session only: the keyring cannot keep it (%2).")
                                           .arg(name, error));
    });
}

QInputDialog *TargetsDialog::promptForToken(const app::TargetProfile &profile, TokenBook *tokens, QWidget *parent,
                                            std::function<void(bool stored, const QString &error)> done)
{
    auto *ask = new QInputDialog(parent);
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setObjectName(QStringLiteral("tokenPrompt"));
    ask->setWindowModality(Qt::WindowModal);
    ask->setWindowTitle(tr("Token for %1").arg(profile.name));
    ask->setLabelText(tr("Runledger needs the %1 token of target %2 to look its records up and to send to it.\n"
                         "It is kept in the system keyring, never in a file:")
                          .arg(protocolInWords(profile.protocol), profile.name));
    ask->setTextEchoMode(QLineEdit::Password);
    ask->setOkButtonText(tr("&Use this token"));
    ask->setCancelButtonText(tr("&Later"));
    const QString env = profile.tokenEnv;
    QPointer<TokenBook> book(tokens);
    connect(ask, &QInputDialog::textValueSelected, ask, [book, env, done = std::move(done)](const QString &text) {
        const QByteArray token = text.trimmed().toUtf8();
        if (token.isEmpty() || !book)
            return;
        book->set(env, token, done);
    });
    ask->open();
    return ask;
}

void TargetsDialog::forgetToken()
{
    const int r = rowOf(currentTarget());
    if (r < 0)
        return;
    QPointer<TargetsDialog> self(this);
    m_tokens->forget(m_profiles.at(r).tokenEnv, [self](bool removed, const QString &error) {
        if (!self)
            return;
        self->m_tokenNote->setVisible(!removed);
        if (!removed)
            self->m_tokenNote->setText(tr("The keyring could not remove the token: %1").arg(error));
        self->refreshTokens();
    });
}

void TargetsDialog::testConnection()
{
    const QString name = currentTarget();
    app::TargetClient *client = m_clientFor ? m_clientFor(name) : nullptr;
    const int r = rowOf(name);
    if (!client || r < 0)
        return;
    m_connections->item(r, ConnectionColumn)->setText(tr("testing…"));
    m_test->setEnabled(false);
    QPointer<TargetsDialog> self(this);
    client->checkConnection([self, name](const app::ConnectionCheck &c) {
        if (!self)
            return;
        const int row = self->rowOf(name);
        if (row >= 0)
            self->m_connections->item(row, ConnectionColumn)->setText(c.summary);
        self->m_connectionsView->resizeColumnsToContents();
        self->updateButtons();
        Q_EMIT self->connectionTested(name, c.result == app::ConnectionCheck::Result::Connected);
    });
}

} // namespace rl::ui
