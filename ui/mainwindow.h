// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config/configuration.h"
#include "decisiondialog.h"
#include "domain.h"
#include "ledgerclient.h"
#include "targets/connector.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <map>
#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QLineEdit;
class QListWidget;
class QAbstractItemModel;
class QTabWidget;
class QTextBrowser;
class QTableView;
class QTimer;

namespace rl::models {
class OperationsModel;
class StepsModel;
class AttemptsModel;
class EvidenceModel;
class ContentVersionsModel;
class DecisionsModel;
class TimelineModel;
struct DecisionRequest;
}

namespace rl::app {
class TargetClient;
}

namespace rl::ui {

class HeldNotifier;
class TokenBook;
class TokenStore;

// The review console: queues, the operations table, the selected operation's
// details, and the decisions the step rules allow right now.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    // client: the ledger's worker (every read and decision goes through it).
    // config: target profiles for lookups (Reconcile); may be null.
    MainWindow(std::unique_ptr<models::LedgerClient> client, const QString &reviewer, const app::Configuration *config,
               QWidget *parent = nullptr);
    ~MainWindow() override;
    Q_DISABLE_COPY_MOVE(MainWindow)

    QTableView *operationsView() const { return m_table; }
    QListWidget *queueList() const { return m_queues; }
    models::OperationsModel *operationsModel() const { return m_model; }
    QAction *decisionAction(models::DecisionAction action) const;
    QString summaryText() const;
    // What the last decision's dialog showed (or would have: a test's provider answers instead).
    const DecisionDialog::Context &lastDecisionContext() const { return m_lastDecisionContext; }
    // The links and facts under the summary (a voucher's code and amount, the target's pages).
    QString linksText() const;
    // Why the ledger cannot be trusted (empty: no problem known); decisions are disabled then.
    QString ledgerProblem() const { return m_ledgerProblem; }
    QString reviewer() const { return m_reviewer; }
    // Why the ledger is open read-only (empty: it is not); decisions are disabled then.
    QString readOnlyReason() const { return m_readOnlyReason; }
    void setReadOnlyReason(const QString &reason);
    // File → Open recent: the last ledgers opened, newest first.
    static QStringList recentLedgers();
    // "Rene is looking at this since 14:02" (docs/console.md, "Who holds what").
    static QString lookedAtText(const models::ReviewClaim &claim);
    static void rememberLedger(const QString &location);
    QString selectedOperationId() const;
    bool selectOperation(const QString &operationId);
    // True once the details and decisions shown are the worker's answer for
    // the current selection (they arrive a moment after it changes).
    bool isShowingSelection() const;
    void selectQueue(std::optional<models::OperationState> state);
    QTabWidget *detailTabs() const { return m_tabs; }
    models::TimelineModel *timelineModel() const { return m_timeline; }
    models::LedgerClient *ledger() const { return m_client.get(); }

    // Where target tokens are kept (default: the system keyring). Takes ownership.
    void setTokenStore(TokenStore *store);
    TokenBook *tokens() const { return m_tokens; }
    // The desktop notification and tray icon of newly held work.
    HeldNotifier *heldNotifier() const { return m_heldNotifier; }
    // Reads each configured target's token from the store (where the environment
    // does not set it); asks once, in Check targets, for any still missing.
    void loadTokens();
    // File → Configuration…: the configuration lookups use, where it came from
    // (empty: the ledger's own, or the one given at start), and changing it.
    const app::Configuration *configuration() const { return m_config; }
    QString configurationSource() const { return m_configSource; }
    const app::Configuration *recordedConfiguration() const { return m_recordedConfig ? &*m_recordedConfig : nullptr; }
    // Empty when used; else why not (nothing changed then).
    QString useConfigurationFile(const QString &path);
    void useLedgersConfiguration();
    // Targets → Check targets…; with a target name, asks for its token at once.
    void showTargets(const QString &askTokenFor = {});

    // For tests and scripted use: the dialog step of a decision is skipped.
    void setDecisionProvider(std::function<std::optional<models::DecisionRequest>(models::DecisionAction,
                                                                                 const QString &operationId)> provider);

public Q_SLOTS:
    void refreshIfChanged();
    void setReviewer(const QString &reviewer);

Q_SIGNALS:
    void reconcileFinished(int operations);
    void decisionRefused(const QString &reason); // the ledger refused it; nothing was recorded
    void decisionRecorded(qint64 seq);           // committed, and shown in the status bar
    // File → Open / New / Open recent: the console opens it in a new window
    // (create: the user chose File → New for a path that does not exist).
    void openLedgerRequested(const QString &location, bool create);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // One token prompt after another, for targets that cannot be called without one.
    void askForTokens(QList<app::TargetProfile> profiles);
    QString whoCountersigns(const QString &requester) const;
    std::pair<qint64, qint64> countersignable(const models::QueueCounts &counts) const;
    friend class DecisionController; // one decision, from the button to the ledger
    void applyQueue();
    std::optional<models::OperationState> currentQueue() const;
    QString emptyQueueText() const;
    void updateRecentMenu();
    void updateQueueCounts();
    void showDetails();
    void onDetails(quint64 ticket, const models::OperationDetailsResult &result);
    void renderDetails();
    const models::OperationDetails *detailsOf(const QString &operationId) const;
    // The decision a button stands for at the target: a countersign applies the requested one.
    // The queue of operations whose request waits for a second reviewer (not a state).
    static inline const QString CountersignQueue = QStringLiteral("countersign");
    // Makes current the queue whose StateRole is role (a state's name, CountersignQueue, or empty for All).
    void selectQueueRow(const QString &role);
    bool countersignQueue() const;
    static models::DecisionAction effectiveAction(models::DecisionAction action, const models::OperationDetails &d);
    void restoreSelection();
    void onQueueCounts(quint64 ticket, const models::QueueCountsResult &counts);
    void onCheckpoint(quint64 ticket, const models::CheckpointResult &checkpoint);
    void showOperation(const QString &operationId);
    void onDecided(quint64 ticket, const models::DecisionOutcome &outcome);
    void onProbes(quint64 ticket, const models::ProbesResult &probes);
    void updateActions();
    void decide(models::DecisionAction action);
    void reconcile(const QStringList &operationIds, const QString &rationale);
    // dialog: the decision's dialog, told the outcome while it is open
    // (returns false when it was closed meanwhile).
    void record(const models::DecisionRequest &request, std::function<bool(const models::DecisionOutcome &)> dialog = {});
    QStringList selectedOperationIds() const;
    app::TargetClient *connectorFor(const QString &target);
    void askReviewer();
    // Menus other than Decisions (mainwindowshell.cpp).
    void createMenus(QMenu *decisionsMenu);
    // Size, splitters, operations columns and the current tab, as last closed.
    bool restoreLayout();
    void saveLayout() const;

    std::unique_ptr<models::LedgerClient> m_client;
    QString m_notOnTeam; // on a team ledger whose team does not hold this login: why nothing can be decided
    // What the worker answered for the selection (the first in full).
    QList<models::OperationDetails> m_details;
    QStringList m_detailsAskedFor;
    quint64 m_detailsTicket = 0;
    quint64 m_detailsShown = 0; // the ticket whose answer is on screen
    quint64 m_countsTicket = 0;
    quint64 m_checkpointTicket = 0;
    // After a decision: where its operation went, with a link to it.
    quint64 m_noticeTicket = 0;
    QString m_noticeOperation;
    std::map<quint64, QString> m_decisionOperation;
    QLabel *m_afterDecision = nullptr;
    quint64 m_probesTicket = 0;
    quint64 m_probeNoticeTicket = 0; // the probes read at start, for the notice below
    QLabel *m_probeNotice = nullptr;  // a target whose check is due or failed, with a link to Check targets…
    QString m_askTokenFor;
    // Decisions sent to the worker, with what to do with each answer (empty: show it).
    std::map<quint64, std::function<void(const models::DecisionOutcome &)>> m_decisionsPending;
    std::map<quint64, std::function<bool(const models::DecisionOutcome &)>> m_decisionDialogs;
    QHash<QString, int> m_keepSelected; // across a reload: id -> row it was on
    int m_keepScroll = 0;
    bool m_selectFirst = false;
    QString m_reviewer;
    const app::Configuration *m_config;
    // The ledger's own configuration, when it records one.
    std::optional<app::Configuration> m_recordedConfig;
    std::optional<app::Configuration> m_chosenConfig; // File → Configuration…: a file for this session
    QString m_configSource; // its path, or the --config given at start (empty: the ledger's own)
    // The connector for a step's lookup, or nullptr with why not (no
    // profile, or its target is at another address than the step was sent to).
    app::TargetClient *connectorForStep(const models::StepRecord &open, QString *why = nullptr);
    QListWidget *m_queues = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_reason = nullptr; // Held queue: why held, with counts
    QLabel *m_reviewerLabel = nullptr;
    QLabel *m_checkpointLabel = nullptr;
    QLabel *m_clockLabel = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_noMatches = nullptr; // a search that found nothing, with the way back
    QLabel *m_problem = nullptr; // the ledger cannot be trusted (shown above everything)
    QString m_ledgerProblem;
    QLabel *m_readOnlyBanner = nullptr;
    QMenu *m_recentMenu = nullptr;
    QString m_readOnlyReason;
    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_contentPreview = nullptr; // the selected version as its recipient sees it
    models::OperationsModel *m_model = nullptr;
    QAbstractItemModel *m_proxy = nullptr; // what the table shows: the model plus state icons
    models::StepsModel *m_steps = nullptr;
    models::AttemptsModel *m_attempts = nullptr;
    models::EvidenceModel *m_evidence = nullptr;
    models::ContentVersionsModel *m_content = nullptr;
    models::DecisionsModel *m_decisions = nullptr;
    models::TimelineModel *m_timeline = nullptr;
    std::map<models::DecisionAction, QAction *> m_actions;
    std::map<QString, std::unique_ptr<app::TargetClient>> m_connectors;
    QLabel *m_links = nullptr; // "Open in …" / "Search … for this reference", from the profiles
    std::function<std::optional<models::DecisionRequest>(models::DecisionAction, const QString &)> m_provider;
    DecisionDialog::Context m_lastDecisionContext;
    TokenBook *m_tokens = nullptr;
    HeldNotifier *m_heldNotifier = nullptr;
    // Until the first queue counts arrive and no queue was chosen: an empty
    // Held queue then gives way to the work waiting for a person elsewhere.
    bool m_coldStart = true;
    QTimer *m_windowPasses = nullptr; // fires when a time the details mention passes
    bool m_askedForTokens = false;
    // What a decision dialog's lookup at the target said last, for the
    // summary of that operation (docs/console.md, "A lookup leads to its decision").
    struct LookedUp
    {
        QString operationId;
        QDateTime at;
        QString said;
    } m_lookedUp;
    void noteLookup(const QString &operationId, const QDateTime &at, const QString &said);
    // A held operation whose recommended decision waits for a time (a request
    // may still act, the target's search settles) is told by a notification
    // when that time comes (docs/console.md, "One recommendation per hold").
    // force: when a wait ends; otherwise (beside each reading of the counts)
    // at most every 15 s, so a busy ledger is not read for it on every change.
    void watchWhatBecomesReady(bool force = false);
    QElapsedTimer m_readyReadAge;
    void onReadyPage(quint64 ticket, const models::OperationPageResult &page);
    quint64 m_readyTicket = 0;
    QHash<QString, QDateTime> m_waitingUntil; // held operations seen waiting, and until when
    QTimer *m_readyTimer = nullptr;
public:
    // What the status bar says of the targets' checks (docs/targets-setup.md):
    // the first target whose last probe failed or contradicted its profile,
    // or that was never checked, or not for 30 days; empty when all are
    // current. Runledger's own sandbox needs no check.
    static QString probeNotice(const QList<app::TargetProfile> &targets, const QList<models::ProbeRecord> &probes, const QDateTime &now);
};

} // namespace rl::ui
