// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"
#include "targets/targetprofile.h"

#include <QDialog>
#include <functional>

class QInputDialog;
class QLabel;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace rl::app {
class TargetClient;
}

namespace rl::models {
class ProbesModel;
}

namespace rl::ui {

class TokenBook;

// Targets → Check targets…: each configured target, its token (asked for once
// where missing, kept in the system keyring) and a read-only connection test;
// below, its declared capability and what its last `runledgerctl probe`
// observed. The console itself never probes (a probe creates records).
class TargetsDialog final : public QDialog
{
    Q_OBJECT
public:
    enum ConnectionColumn { TargetColumn, ProtocolColumn, TokenColumn, ConnectionColumn, ConnectionColumnCount };

    TargetsDialog(const QList<app::TargetProfile> &profiles, const QList<models::ProbeRecord> &probes, TokenBook *tokens,
                  std::function<app::TargetClient *(const QString &)> clientFor, QWidget *parent = nullptr);
    models::ProbesModel *model() const { return m_model; }
    QStandardItemModel *connections() const { return m_connections; }
    QTableView *connectionsView() const { return m_connectionsView; }
    QPushButton *setTokenButton() const { return m_setToken; }
    QPushButton *forgetTokenButton() const { return m_forgetToken; }
    QPushButton *testButton() const { return m_test; }

    // A password field for one target's token, never echoed, over parent
    // (window-modal, opened): what is typed is used and kept in the keyring;
    // done(kept in the keyring, why not) once the keyring answered. "Later"
    // closes it with nothing set.
    static QInputDialog *promptForToken(const app::TargetProfile &profile, TokenBook *tokens, QWidget *parent,
                                        std::function<void(bool stored, const QString &error)> done);

public Q_SLOTS:
    // Asks for the selected (or the given) target's token.
    void askToken(const QString &target = {});
    void forgetToken();
    void testConnection();

Q_SIGNALS:
    void connectionTested(const QString &target, bool connected);

private:
    QString currentTarget() const;
    int rowOf(const QString &target) const;
    void refreshTokens();
    void updateButtons();

    QList<app::TargetProfile> m_profiles;
    TokenBook *m_tokens;
    std::function<app::TargetClient *(const QString &)> m_clientFor;
    QStandardItemModel *m_connections;
    QTableView *m_connectionsView;
    QLabel *m_tokenNote;
    QPushButton *m_setToken, *m_forgetToken, *m_test;
    models::ProbesModel *m_model;
    QTableView *m_view;
};

} // namespace rl::ui
