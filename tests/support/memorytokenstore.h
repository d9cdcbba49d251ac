// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenstore.h"

#include <QHash>
#include <QTimer>

namespace rl::testing {

// A keyring in memory, answering asynchronously like the real one; it can be
// "unavailable" (no Secret Service, locked), as on a machine without a keyring.
class MemoryTokenStore final : public rl::ui::TokenStore
{
public:
    using TokenStore::TokenStore;
    bool available = true;
    QHash<QString, QByteArray> entries;
    int reads = 0, writes = 0;

    QString name() const override { return QStringLiteral("the test keyring"); }
    void read(const QString &account, Done done) override
    {
        ++reads;
        answer(std::move(done), [this, account](Result &r) {
            r.found = entries.contains(account);
            r.token = entries.value(account);
        });
    }
    void write(const QString &account, const QByteArray &token, Done done) override
    {
        ++writes;
        answer(std::move(done), [this, account, token](Result &) { entries.insert(account, token); });
    }
    void remove(const QString &account, Done done) override
    {
        answer(std::move(done), [this, account](Result &) { entries.remove(account); });
    }

private:
    void answer(Done done, std::function<void(Result &)> change)
    {
        QTimer::singleShot(0, this, [this, done = std::move(done), change = std::move(change)] {
            Result r;
            r.ok = available;
            if (available)
                change(r);
            else
                r.error = QStringLiteral("No keyring daemon");
            done(r);
        });
    }
};

} // namespace rl::testing
