// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetsdialog.h"

#include "detailmodels.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace rl::ui {

using namespace rl::models;

TargetsDialog::TargetsDialog(const QList<std::pair<QString, QString>> &targets, const QList<ProbeRecord> &probes, QWidget *parent)
    : QDialog(parent)
    , m_model(new ProbesModel(this))
    , m_view(new QTableView(this))
{
    setWindowTitle(tr("Check targets"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("A target profile is a claim. <b>runledgerctl probe</b> checks it against what the target "
                                "really does, with canary records labelled \"Runledger probe — safe to delete\". The last "
                                "probe of each target:"),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    QList<ProbeRecord> rows;
    for (const auto &[name, declared] : targets) {
        const auto it = std::find_if(probes.begin(), probes.end(), [&](const ProbeRecord &p) { return p.target == name; });
        if (it != probes.end()) {
            rows.append(*it);
        } else {
            ProbeRecord never;
            never.target = name;
            never.declared = declared;
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
    auto *how = new QLabel(tr("To probe again: runledgerctl probe --config FILE --ledger LEDGER"), this);
    how->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(how);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 320);
}

} // namespace rl::ui
