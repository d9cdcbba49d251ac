// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A loopback relay in front of a target that counts the HTTP requests it has
// handed on whole, every byte of them written to the target's socket. A test
// that needs one request to have reached the target before it sends the next
// (a key still in use, a slot still taken) sends the first through a tap and
// waits with QTRY_COMPARE(tap.handedOn(), 1), not for a fixed time
// (docs/testing.md, "Waiting").

#include <QHostAddress>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

#include <memory>

namespace rl::testing {

class RequestTap final : public QTcpServer
{
public:
    // target: the base URL the tap stands in front of, e.g. a sandbox's.
    explicit RequestTap(const QString &target)
        : m_target(target)
    {
        listen(QHostAddress::LocalHost, 0);
    }
    // The tap's base URL, in the target's place in a profile or a request.
    QString base() const { return QStringLiteral("http://127.0.0.1:%1").arg(serverPort()); }
    // Requests whose every byte the target's socket has taken.
    int handedOn() const { return m_handedOn; }

protected:
    void incomingConnection(qintptr fd) override
    {
        auto *client = new QTcpSocket(this);
        client->setSocketDescriptor(fd);
        auto *target = new QTcpSocket(this);
        target->connectToHost(m_target.host(), quint16(m_target.port()));
        // What the client sent, and where each whole request in it ends.
        struct Stream
        {
            QByteArray bytes;
            qsizetype parsed = 0;
            QList<qint64> ends;
            qint64 written = 0;
        };
        auto s = std::make_shared<Stream>();
        connect(client, &QTcpSocket::readyRead, target, [client, target, s] {
            const QByteArray chunk = client->readAll();
            s->bytes += chunk;
            // A request is its head, then Content-Length bytes of body.
            for (;;) {
                const qsizetype head = s->bytes.indexOf("\r\n\r\n", s->parsed);
                if (head < 0)
                    break;
                qint64 length = 0;
                for (const QByteArray &line : s->bytes.mid(s->parsed, head - s->parsed).split('\n')) {
                    const QByteArray field = line.trimmed().toLower();
                    if (field.startsWith("content-length:"))
                        length = field.mid(int(qstrlen("content-length:"))).trimmed().toLongLong();
                }
                const qint64 end = head + 4 + length;
                if (end > s->bytes.size())
                    break;
                s->ends.append(end);
                s->parsed = end;
            }
            target->write(chunk); // kept by the socket until it is connected
        });
        connect(target, &QTcpSocket::bytesWritten, this, [this, s](qint64 n) {
            s->written += n;
            while (!s->ends.isEmpty() && s->ends.first() <= s->written) {
                s->ends.removeFirst();
                ++m_handedOn;
            }
        });
        connect(target, &QTcpSocket::readyRead, client, [client, target] { client->write(target->readAll()); });
        connect(client, &QTcpSocket::disconnected, target, &QTcpSocket::disconnectFromHost);
        connect(target, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
        connect(target, &QTcpSocket::errorOccurred, client, &QTcpSocket::disconnectFromHost); // e.g. refused: nobody to relay to
        connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
        connect(target, &QTcpSocket::disconnected, target, &QObject::deleteLater);
    }

private:
    QUrl m_target;
    int m_handedOn = 0;
};

} // namespace rl::testing
