// SPDX-License-Identifier: GPL-3.0-or-later
#include "configurationdialog.h"

#include "mainwindow.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rl::ui {

namespace {

QString describe(const app::Configuration &c)
{
    QString html = QStringLiteral("<table cellpadding=\"3\"><tr><th align=\"left\">%1</th><th align=\"left\">%2</th>"
                                  "<th align=\"left\">%3</th><th align=\"left\">%4</th></tr>")
                       .arg(ConfigurationDialog::tr("Target"), ConfigurationDialog::tr("Kind"), ConfigurationDialog::tr("Service"),
                            ConfigurationDialog::tr("Address"));
    for (const app::TargetProfile &t : c.targets()) {
        const QString kind = t.kind == QLatin1String("mail") ? ConfigurationDialog::tr("E-mail") : ConfigurationDialog::tr("CRM");
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(t.name.toHtmlEscaped(), kind, t.protocol.toHtmlEscaped(), t.address().toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    QStringList flows;
    for (const app::Flow &f : c.flows())
        flows << ConfigurationDialog::tr("%1 (%n step(s))", nullptr, int(f.steps.size())).arg(f.name.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(flows.isEmpty() ? ConfigurationDialog::tr("No flows.")
                                                            : ConfigurationDialog::tr("Flows: %1.").arg(flows.join(QStringLiteral(", "))));
    return html;
}

} // namespace

ConfigurationDialog::ConfigurationDialog(MainWindow *window)
    : QDialog(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("configuration"));
    setWindowTitle(tr("Configuration"));
    auto *layout = new QVBoxLayout(this);
    m_view = new QTextBrowser(this);
    m_view->setAccessibleName(tr("Targets and flows"));
    layout->addWidget(m_view);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *file = buttons->addButton(tr("Use a configuration &file…"), QDialogButtonBox::ActionRole);
    m_useOwn = buttons->addButton(tr("Use the &ledger's own"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(file, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Use a configuration file"), QString(), tr("Configurations (*.json)"));
        if (path.isEmpty())
            return;
        if (const QString error = m_window->useConfigurationFile(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Cannot use this configuration"), error);
        refresh();
    });
    connect(m_useOwn, &QPushButton::clicked, this, [this] {
        m_window->useLedgersConfiguration();
        refresh();
    });
    layout->addWidget(buttons);
    resize(640, 420);
    refresh();
}

void ConfigurationDialog::refresh()
{
    QString html;
    const app::Configuration *inUse = m_window->configuration();
    const QString source = m_window->configurationSource();
    html += QStringLiteral("<h3>%1</h3>").arg(source.isEmpty() ? tr("In use: the ledger's own configuration")
                                                               : tr("In use: %1").arg(QFileInfo(source).fileName().toHtmlEscaped()));
    html += inUse ? describe(*inUse) : QStringLiteral("<p>%1</p>").arg(tr("None: the ledger records no configuration, so steps cannot be looked up."));
    if (!source.isEmpty() && m_window->recordedConfiguration()) {
        html += QStringLiteral("<h3>%1</h3>").arg(tr("Recorded in the ledger"));
        html += describe(*m_window->recordedConfiguration());
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("A step is looked up only where it was sent: where an address here differs, its lookup is refused and says so."));
    m_view->setHtml(html);
    m_useOwn->setEnabled(!source.isEmpty() && m_window->recordedConfiguration());
}

QString ConfigurationDialog::text() const { return m_view->toPlainText(); }

} // namespace rl::ui
