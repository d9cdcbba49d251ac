// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowsmodel.h"

namespace rl::models {

struct OperationDetails;

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

} // namespace rl::models
