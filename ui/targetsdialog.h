// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"

#include <QDialog>

class QTableView;

namespace rl::models {
class ProbesModel;
}

namespace rl::ui {

// Targets → Check targets…: each configured target with its declared
// capability and what its last `runledgerctl probe` observed. The console
// itself never probes (a probe creates records); it shows what was found.
class TargetsDialog final : public QDialog
{
    Q_OBJECT
public:
    // targets: name → declared capability, from the configuration.
    TargetsDialog(const QList<std::pair<QString, QString>> &targets, const QList<models::ProbeRecord> &probes,
                  QWidget *parent = nullptr);
    models::ProbesModel *model() const { return m_model; }

private:
    models::ProbesModel *m_model;
    QTableView *m_view;
};

} // namespace rl::ui
