// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;
class QPushButton;

namespace rl::ui {

class MainWindow;

// File → Configuration…: the targets and flows the console looks steps up
// with (the ledger's own, or a file chosen for this session), the ledger's
// recorded one beside it, and the way to change which one is used. A step is
// never looked up at another address than it was sent to, whichever is used.
class ConfigurationDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit ConfigurationDialog(MainWindow *window);
    void refresh();
    QString text() const; // what the dialog shows, as plain text

private:
    MainWindow *m_window;
    QTextBrowser *m_view = nullptr;
    QPushButton *m_useOwn = nullptr;
};

} // namespace rl::ui
