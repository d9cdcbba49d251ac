// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxchild.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <csignal>
#include <sys/prctl.h>

namespace rl::app {

QString SandboxChild::locate(const QString &program)
{
    if (!program.isEmpty())
        return QFileInfo(program).isExecutable() ? program : QString();
    const QString here = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("runledger-sandbox"));
    if (QFileInfo(here).isExecutable())
        return here;
    return QStandardPaths::findExecutable(QStringLiteral("runledger-sandbox"));
}

std::unique_ptr<SandboxChild> SandboxChild::start(const QString &program, const QStringList &options, QString *error)
{
    const QString found = locate(program);
    if (found.isEmpty()) {
        *error = QCoreApplication::translate("rl::app", "the sandbox program runledger-sandbox is not installed next to this program "
                                                        "or on the PATH");
        return nullptr;
    }
    std::unique_ptr<SandboxChild> child(new SandboxChild);
    QProcess &p = child->m_process;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // It ends with this process, whatever way this one ends.
    p.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    p.start(found, QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--quiet")} + options);
    // The first line names the address it listens on (its words are
    // translated; the address is not).
    static const QRegularExpression listening(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)"));
    QByteArray said;
    const QDeadlineTimer deadline(10'000);
    while (child->m_port == 0 && !deadline.hasExpired() && p.waitForReadyRead(int(deadline.remainingTime()))) {
        said += p.readAllStandardOutput();
        if (const auto m = listening.match(QString::fromUtf8(said)); m.hasMatch())
            child->m_port = quint16(m.captured(1).toUInt());
    }
    if (child->m_port == 0) {
        *error = QCoreApplication::translate("rl::app", "the sandbox program %1 did not start: %2")
                     .arg(found, p.state() == QProcess::NotRunning ? p.errorString() : QStringLiteral("no address within 10 s"));
        return nullptr;
    }
    // Nothing more is expected on its output; read whatever comes, so it never blocks on a full pipe.
    QObject::connect(&p, &QProcess::readyReadStandardOutput, &p, [&p] { p.readAllStandardOutput(); });
    return child;
}

SandboxChild::~SandboxChild()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.terminate();
    if (!m_process.waitForFinished(5000)) {
        m_process.kill();
        m_process.waitForFinished(2000);
    }
}

} // namespace rl::app
