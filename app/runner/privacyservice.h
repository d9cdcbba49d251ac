// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config/configuration.h"
#include "ledger.h"

#include <functional>

namespace rl::app {

// What serve does with personal data beside the work (docs/personal-data.md),
// on the runner's thread and connection, in small transactions between its
// claims: indexes whom new events name (by digest), removes what the
// retention periods have run out for, and carries out Shopify's compliance
// requests when the configuration asks it to.
class PrivacyService final
{
    Q_DECLARE_TR_FUNCTIONS(PrivacyService)
public:
    // Operations (or events) one retention pass clears at most, each in a
    // transaction of its own: a pass is short, so intake's commits queue
    // behind few of them.
    static constexpr int RetentionBatch = 25;
    // While there is a backlog, retention takes at most this share of the
    // time: the next pass comes after (1 / share − 1) times as long as the
    // last one took (but not before RetentionBacklogPauseMs).
    static constexpr int RetentionShareOfTime = 10; // per cent
    static constexpr qint64 RetentionBacklogPauseMs = 250;
    explicit PrivacyService(const Configuration *config) : m_config(config) { }
    void setLogger(std::function<void(const QString &)> log) { m_log = std::move(log); }
    // Called on every runner tick; each task keeps its own pace (monotonic ms).
    void tick(models::Ledger &ledger, const QDateTime &now, qint64 monoMs);

    // One compliance request carried out, or why it waits (exposed for tests and runledgerctl).
    static QString carryOut(models::Ledger &ledger, const PrivacySettings &settings, const models::PrivacyRequest &request,
                            const QDateTime &now, bool *done, qint64 *seq);

private:
    void log(const QString &line) const;
    const Configuration *m_config;
    std::function<void(const QString &)> m_log;
    // When each task is due next (monotonic ms).
    qint64 m_indexDue = 0, m_retentionDue = 0, m_requestsDue = 0;
    QString m_lastFailure;
    QMap<qint64, QString> m_said; // what was logged of each waiting request
};

} // namespace rl::app
