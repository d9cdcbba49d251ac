// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <initializer_list>
#include <memory>
#include <optional>
#include <unordered_map>

class QSqlQuery;
struct sqlite3;
struct sqlite3_stmt;

namespace rl::models {

// One value bound to a write statement. Refers to the caller's data, which
// must outlive the run() call (temporaries in the call expression do).
class SqlValue
{
public:
    enum class Kind { Null, Integer, Text, Blob };
    SqlValue(std::nullptr_t) { }
    SqlValue(int v) : m_kind(Kind::Integer), m_integer(v) { }
    SqlValue(qint64 v) : m_kind(Kind::Integer), m_integer(v) { }
    SqlValue(const QString &v) : m_kind(Kind::Text), m_text(&v) { }
    SqlValue(const QByteArray &v) : m_kind(Kind::Blob), m_blob(&v) { }
    // An empty text is stored as NULL.
    static SqlValue textOrNull(const QString &v) { return v.isEmpty() ? SqlValue(nullptr) : SqlValue(v); }

    Kind kind() const { return m_kind; }
    qint64 integer() const { return m_integer; }
    const QString &text() const { return *m_text; }
    const QByteArray &blob() const { return *m_blob; }

private:
    Kind m_kind = Kind::Null;
    qint64 m_integer = 0;
    const QString *m_text = nullptr;
    const QByteArray *m_blob = nullptr;
};

// The ledger's hot write statements (intake: events, deliveries, operations,
// steps, content), prepared once per connection. On SQLite they are bound and
// stepped through SQLite's C API on the connection Qt opened, in the same
// transaction: Qt 6.4 builds a QString and a hash entry for every positional
// bind, which cost more than the inserts themselves. Elsewhere (PostgreSQL),
// and if the Qt SQLite driver does not use the SQLite library this program
// links, the same statements run through QSqlQuery.
class WriteStatements
{
public:
    enum class Path { Fastest, QtOnly }; // QtOnly: what PostgreSQL gets (for tests on SQLite)
    explicit WriteStatements(QSqlDatabase db, Path path = Path::Fastest);
    ~WriteStatements(); // finalizes; must run before the connection closes
    Q_DISABLE_COPY_MOVE(WriteStatements)

    struct Result
    {
        int changes = 0;
        qint64 rowId = 0; // the new row's id after an INSERT that inserted
    };
    // nullopt on failure; error() then tells why.
    // wantRowId: the new row's id is needed (an INSERT into a table with an
    // id column). PostgreSQL then asks for it with RETURNING id in the same
    // round trip; SQLite has it anyway.
    std::optional<Result> run(const QString &sql, std::initializer_list<SqlValue> values, bool wantRowId = false);
    const QSqlError &error() const { return m_error; }
    bool native() const { return m_sqlite != nullptr; }
    // SQLite's own handle on Qt's connection, where native(); else null.
    sqlite3 *nativeHandle() const { return m_sqlite; }

private:
    QSqlDatabase m_db;
    sqlite3 *m_sqlite = nullptr;
    std::unordered_map<QString, sqlite3_stmt *> m_native;
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_queries;
    QSqlError m_error;
};

} // namespace rl::models
