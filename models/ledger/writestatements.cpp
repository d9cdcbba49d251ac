// SPDX-License-Identifier: GPL-3.0-or-later
#include "writestatements.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QVariant>

#include <dlfcn.h>
#include <link.h>
#include <sqlite3.h>

namespace rl::models {

namespace {

// A sqlite3* from Qt's driver may only be used through the very library
// that made it. True when the loaded Qt SQLite plugin resolves SQLite's
// functions to the library this program links (Debian's plugin links the
// system libsqlite3; a plugin with SQLite built in does not).
bool driverSharesOurSqlite()
{
    static const bool shared = [] {
        QByteArray pluginPath;
        dl_iterate_phdr(
            [](dl_phdr_info *info, size_t, void *data) {
                const QByteArray name(info->dlpi_name ? info->dlpi_name : "");
                if (name.endsWith("/libqsqlite.so")) {
                    *static_cast<QByteArray *>(data) = name;
                    return 1;
                }
                return 0;
            },
            &pluginPath);
        if (pluginPath.isEmpty())
            return false;
        void *plugin = dlopen(pluginPath.constData(), RTLD_LAZY | RTLD_NOLOAD);
        if (!plugin)
            return false;
        // dlsym on a library handle searches the library and its dependencies.
        const void *theirs = dlsym(plugin, "sqlite3_libversion_number");
        dlclose(plugin);
        return theirs == reinterpret_cast<const void *>(&sqlite3_libversion_number);
    }();
    return shared;
}

// Worded and translated as Qt's SQLite driver words its own (context QSQLiteResult).
QSqlError nativeError(sqlite3 *db, const QString &what)
{
    const int code = sqlite3_extended_errcode(db);
    return QSqlError(what, QString::fromUtf8(sqlite3_errmsg(db)), QSqlError::StatementError, QString::number(code));
}

} // namespace

WriteStatements::WriteStatements(QSqlDatabase db, Path path)
    : m_db(std::move(db))
{
    if (path == Path::QtOnly || m_db.driverName() != QLatin1String("QSQLITE") || !driverSharesOurSqlite())
        return;
    const QVariant handle = m_db.driver()->handle();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        m_sqlite = *static_cast<sqlite3 *const *>(handle.constData());
}

WriteStatements::~WriteStatements()
{
    for (auto &[sql, stmt] : m_native)
        sqlite3_finalize(stmt);
}

std::optional<WriteStatements::Result> WriteStatements::run(const QString &sqlIn, std::initializer_list<SqlValue> values, bool wantRowId)
{
    const bool returning = wantRowId && !m_sqlite && m_db.driverName() == QLatin1String("QPSQL");
    const QString sql = returning ? sqlIn + QStringLiteral(" RETURNING id") : sqlIn;
    Result result;
    if (m_sqlite) {
        auto it = m_native.find(sql);
        if (it == m_native.end()) {
            sqlite3_stmt *stmt = nullptr;
            if (sqlite3_prepare16_v3(m_sqlite, sql.utf16(), int(sql.size() * 2), SQLITE_PREPARE_PERSISTENT, &stmt, nullptr)
                != SQLITE_OK) {
                m_error = nativeError(m_sqlite, QCoreApplication::translate("QSQLiteResult", "Unable to execute statement"));
                return std::nullopt;
            }
            it = m_native.emplace(sql, stmt).first;
        }
        sqlite3_stmt *stmt = it->second;
        int index = 0;
        int rc = SQLITE_OK;
        for (const SqlValue &v : values) {
            ++index;
            switch (v.kind()) {
            case SqlValue::Kind::Null:
                rc = sqlite3_bind_null(stmt, index);
                break;
            case SqlValue::Kind::Integer:
                rc = sqlite3_bind_int64(stmt, index, v.integer());
                break;
            case SqlValue::Kind::Text:
                rc = sqlite3_bind_text16(stmt, index, v.text().utf16(), int(v.text().size() * 2), SQLITE_STATIC);
                break;
            case SqlValue::Kind::Blob:
                rc = sqlite3_bind_blob(stmt, index, v.blob().constData(), int(v.blob().size()), SQLITE_STATIC);
                break;
            }
            if (rc != SQLITE_OK)
                break;
        }
        if (rc == SQLITE_OK)
            rc = sqlite3_step(stmt);
        if (rc == SQLITE_DONE) {
            result.changes = sqlite3_changes(m_sqlite);
            result.rowId = result.changes > 0 ? sqlite3_last_insert_rowid(m_sqlite) : 0;
        } else {
            m_error = nativeError(m_sqlite, QCoreApplication::translate("QSQLiteResult", "Unable to fetch row"));
        }
        // Never keep the caller's buffers or a read snapshot past this call.
        sqlite3_reset(stmt);
        sqlite3_clear_bindings(stmt);
        if (rc != SQLITE_DONE)
            return std::nullopt;
        return result;
    }

    auto it = m_queries.find(sql);
    if (it == m_queries.end()) {
        auto q = std::make_unique<QSqlQuery>(m_db);
        if (!q->prepare(sql)) {
            m_error = q->lastError();
            return std::nullopt;
        }
        it = m_queries.emplace(sql, std::move(q)).first;
    }
    QSqlQuery &q = *it->second;
    for (const SqlValue &v : values) {
        switch (v.kind()) {
        case SqlValue::Kind::Null:
            q.addBindValue(QVariant(QMetaType(QMetaType::QString)));
            break;
        case SqlValue::Kind::Integer:
            q.addBindValue(v.integer());
            break;
        case SqlValue::Kind::Text:
            q.addBindValue(v.text());
            break;
        case SqlValue::Kind::Blob:
            q.addBindValue(v.blob());
            break;
        }
    }
    if (!q.exec()) {
        m_error = q.lastError();
        q.finish();
        return std::nullopt;
    }
    result.changes = q.numRowsAffected();
    if (returning) {
        if (q.next())
            result.rowId = q.value(0).toLongLong();
    } else if (result.changes > 0 && m_db.driverName() != QLatin1String("QPSQL") && q.lastInsertId().isValid()) {
        // Not on PostgreSQL: Qt's driver asks the server for lastval(), an
        // error that aborts the transaction in a session that has not used a
        // sequence yet (a team member's first decision starting an operation).
        result.rowId = q.lastInsertId().toLongLong();
    }
    q.finish();
    return result;
}

} // namespace rl::models
