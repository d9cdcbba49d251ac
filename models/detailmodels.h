// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "contenthtml.h"
#include "domain.h"
#include "ledgertypes.h"

#include <QAbstractTableModel>

namespace rl::models {

struct OperationDetails;

// Shared storage for the small per-operation tables: plain rows, replaced
// whole when the selection or the ledger changes.
template<typename Row>
class RowsModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setRows(QList<Row> rows)
    {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    const QList<Row> &rows() const { return m_rows; }
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }

protected:
    QList<Row> m_rows;
};

class StepsModel final : public RowsModel<StepRecord>
{
    Q_OBJECT
public:
    enum Column { Position, Kind, Target, State, TargetReference, Attempts, IdempotencyKey, ColumnCount };
    using RowsModel::RowsModel;
    void setSteps(QList<StepRecord> steps, const QDateTime &now);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    static QString kindText(const QString &kind);
    static QString stateText(StepState s, HoldReason r);
    static QString confirmedText(const QString &verification);
    static QString deliveryText(const QString &delivery);

private:
    QDateTime m_now;
};

class AttemptsModel final : public RowsModel<Attempt>
{
    Q_OBJECT
public:
    enum Column { AttemptId, Step, Started, Duration, OutcomeClass, HttpStatus, Error, ColumnCount };
    using RowsModel::RowsModel;
    void setAttempts(QList<Attempt> attempts, QHash<qint64, int> stepPositions);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QHash<qint64, int> m_positions;
};

class EvidenceModel final : public RowsModel<Evidence>
{
    Q_OBJECT
public:
    enum Column { Step, Kind, ObservedAt, Result, Summary, TargetReference, ColumnCount };
    using RowsModel::RowsModel;
    // A stored result (a lookup's or an attempt's outcome class) in words.
    static QString resultText(const QString &stored);
    void setEvidence(QList<Evidence> evidence, QHash<qint64, int> stepPositions);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QHash<qint64, int> m_positions;
};

class ContentVersionsModel final : public RowsModel<ContentVersion>
{
    Q_OBJECT
public:
    enum Column { Step, Version, ApprovedBy, ApprovedAt, Sha256, ColumnCount };
    using RowsModel::RowsModel;
    void setVersions(QList<ContentVersion> versions, QHash<qint64, int> stepPositions);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QHash<qint64, int> m_positions;
};

class DecisionsModel final : public RowsModel<Decision>
{
    Q_OBJECT
public:
    enum Column { Seq, DecidedAt, Reviewer, Action, Step, Rationale, Hash, ColumnCount };
    using RowsModel::RowsModel;
    // The decision in words; the stored code is its tooltip.
    static QString actionText(DecisionAction action);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};

// Everything that happened to one operation in one chronological list: the
// event, every delivery of it, the operation, each attempt, each piece of
// evidence, each content approval and each decision, in plain sentences.
struct TimelineEntry
{
    enum class Kind { Event, Delivery, Operation, Attempt, AttemptEnd, Evidence, Content, Decision, Outcome };
    QDateTime at;
    Kind kind = Kind::Event;
    int step = 0;      // 0: the whole operation
    QString sentence;  // for a person, in the UI's language
    QString detail;    // the stored codes and ids behind it (tooltip)
};

class TimelineModel final : public RowsModel<TimelineEntry>
{
    Q_OBJECT
public:
    enum Column { When, What, Step, Sentence, ColumnCount };
    using RowsModel::RowsModel;
    // Builds the entries, sorted by time; equal times keep the order in
    // which things happen (event before its delivery before the operation…).
    static QList<TimelineEntry> entries(const OperationDetails &details);
    void setDetails(const OperationDetails &details) { setRows(entries(details)); }
    static QString kindText(TimelineEntry::Kind kind);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};

// The last probe of each target: declared against observed.
class ProbesModel final : public RowsModel<ProbeRecord>
{
    Q_OBJECT
public:
    enum Column { Target, ProbedAt, Declared, Observed, Verdict, ColumnCount };
    using RowsModel::RowsModel;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};

} // namespace rl::models
