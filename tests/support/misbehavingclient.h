// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "targets/connector.h"

#include <QTimer>

namespace rl::testing {

// A target client with a bug of the kind that would break Runledger's
// guarantee, wrapping the real Connector. Test code only: it proves that each
// acceptance case fails when the part of Runledger it checks is broken, with
// no switch in any shipped binary.
class MisbehavingClient final : public rl::app::TargetClient
{
public:
    enum class Bug {
        None,                     // passes everything through (the control)
        ReportsFailureAfterSuccess, // calls a success "nothing was done": the runner retries
        SendsEverythingTwice,     // a second request under another key
        RetriesAtOnceOnTimeout,   // resends on its own, with a new key, when no answer came
        AltersTheBody,            // sends other bytes than the approved, reserved ones
    };

    MisbehavingClient(const rl::app::TargetProfile &profile, Bug bug, QObject *parent)
        : TargetClient(parent)
        , m_inner(profile, this)
        , m_bug(bug)
    {
    }

    static rl::app::TargetClientFactory factory(Bug bug)
    {
        return [bug](const rl::app::TargetProfile &p, QObject *parent) -> std::unique_ptr<rl::app::TargetClient> {
            return std::make_unique<MisbehavingClient>(p, bug, parent);
        };
    }

    const rl::app::TargetProfile &profile() const override { return m_inner.profile(); }
    QString fingerprint(const QString &reference, const QByteArray &content) const override
    {
        return m_inner.fingerprint(reference, content);
    }
    void lookup(const QString &reference, std::function<void(rl::app::LookupOutcome)> done) override
    {
        m_inner.lookup(reference, std::move(done));
    }
    void create(const QString &reference, const QByteArray &content, const QString &expected,
                std::function<void(rl::app::CallOutcome)> done) override
    {
        using rl::models::Outcome;
        switch (m_bug) {
        case Bug::None:
            return m_inner.create(reference, content, expected, std::move(done));
        case Bug::ReportsFailureAfterSuccess:
            return m_inner.create(reference, content, expected, [done = std::move(done)](rl::app::CallOutcome o) {
                if (o.outcome == Outcome::Succeeded) {
                    o = rl::app::CallOutcome{};
                    o.outcome = Outcome::FailedBeforeAction;
                    o.httpStatus = 503;
                    o.summary = QStringLiteral("lied: nothing was done");
                }
                done(o);
            });
        case Bug::SendsEverythingTwice:
            m_inner.create(reference + QStringLiteral("-again"), content, {}, [](const rl::app::CallOutcome &) {});
            return m_inner.create(reference, content, expected, std::move(done));
        case Bug::RetriesAtOnceOnTimeout:
            return m_inner.create(reference, content, expected,
                                  [this, reference, content, done = std::move(done)](const rl::app::CallOutcome &o) {
                                      if (o.outcome != Outcome::Uncertain)
                                          return done(o);
                                      m_inner.create(reference + QStringLiteral("-resent"), content, {}, done);
                                  });
        case Bug::AltersTheBody: {
            QByteArray other = content;
            other.replace("Thank you", "Thanks");
            return m_inner.create(reference, other, {}, std::move(done));
        }
        }
    }

private:
    rl::app::Connector m_inner;
    Bug m_bug;
};

} // namespace rl::testing
