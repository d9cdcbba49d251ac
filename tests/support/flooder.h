// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Floods one client (or a few) sends against serve, each on its own thread
// (tests/reliability/tst_floods.cpp, tests/bench/bench_floods.cpp).

#include <QHostAddress>
#include <QMetaObject>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <atomic>

namespace rl::testing {

enum class Flood {
    Slowloris,   // half a head, then a byte a second
    HeadNoBody,  // a complete head with Content-Length: 1, and no body
    Pipeline,    // GET /healthz over and over, never reading an answer
    EmptyLines,  // CRLF before any request line, forever
};

// Holds `count` connections of one kind open from the given source addresses,
// reopening each as soon as it is closed, on its own thread and event loop.
class Flooder final : public QObject
{
public:
    Flooder(QString host, quint16 port, Flood kind, int count, QList<QHostAddress> sources)
        : m_host(std::move(host))
        , m_port(port)
        , m_kind(kind)
        , m_count(count)
        , m_sources(std::move(sources))
    {
    }
    // Starts on the flooder's thread.
    void start()
    {
        for (int i = 0; i < m_count; ++i)
            open(i);
        auto *tick = new QTimer(this);
        connect(tick, &QTimer::timeout, this, &Flooder::trickle);
        tick->start(1000);
    }
    int reopened() const { return m_reopened.load(); }

private:
    void open(int i)
    {
        auto *s = new QTcpSocket(this);
        s->setProperty("slot", i);
        s->bind(m_sources.at(i % m_sources.size()));
        connect(s, &QTcpSocket::connected, this, [this, s] { first(s); });
        connect(s, &QTcpSocket::bytesWritten, this, [this, s] { more(s); });
        connect(s, &QTcpSocket::disconnected, this, [this, s] { reopen(s); });
        connect(s, &QTcpSocket::errorOccurred, this, [this, s] {
            if (s->state() != QAbstractSocket::ConnectedState)
                reopen(s);
        });
        s->connectToHost(m_host, m_port);
    }
    void reopen(QTcpSocket *s)
    {
        if (s->property("gone").toBool())
            return;
        s->setProperty("gone", true);
        ++m_reopened;
        const int i = s->property("slot").toInt();
        s->deleteLater();
        QTimer::singleShot(0, this, [this, i] { open(i); });
    }
    void first(QTcpSocket *s)
    {
        switch (m_kind) {
        case Flood::Slowloris: s->write("POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nX-Shopify-Topic: orders/cr"); break;
        case Flood::HeadNoBody: s->write("POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n"); break;
        case Flood::Pipeline:
        case Flood::EmptyLines: more(s); break;
        }
    }
    // Keeps a pipelining or empty-line connection's send queue full.
    void more(QTcpSocket *s)
    {
        if (s->state() != QAbstractSocket::ConnectedState || s->bytesToWrite() > 64 * 1024)
            return;
        if (m_kind == Flood::Pipeline)
            s->write(pipelined());
        else if (m_kind == Flood::EmptyLines)
            s->write(QByteArray("\r\n").repeated(32 * 1024));
    }
    void trickle()
    {
        if (m_kind != Flood::Slowloris)
            return;
        for (QTcpSocket *s : findChildren<QTcpSocket *>()) {
            if (s->state() == QAbstractSocket::ConnectedState)
                s->write("e");
        }
    }
    static QByteArray pipelined()
    {
        static const QByteArray chunk = [] {
            QByteArray c;
            while (c.size() < 64 * 1024)
                c += "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
            return c;
        }();
        return chunk;
    }

    QString m_host;
    quint16 m_port;
    Flood m_kind;
    int m_count;
    QList<QHostAddress> m_sources;
    std::atomic<int> m_reopened{0};
};

// A flood on its own thread for as long as it lives.
class FloodThread
{
public:
    FloodThread(const QString &base, Flood kind, int count, const QList<QHostAddress> &sources)
    {
        const QUrl url(base);
        m_flooder = new Flooder(url.host(), quint16(url.port()), kind, count, sources);
        m_flooder->moveToThread(&m_thread);
        QObject::connect(&m_thread, &QThread::finished, m_flooder, &QObject::deleteLater);
        m_thread.start();
        QMetaObject::invokeMethod(m_flooder, [f = m_flooder] { f->start(); });
    }
    ~FloodThread()
    {
        m_thread.quit();
        m_thread.wait();
    }
    Q_DISABLE_COPY_MOVE(FloodThread)
    int reopened() const { return m_flooder->reopened(); }

private:
    QThread m_thread;
    Flooder *m_flooder;
};

inline QList<QHostAddress> sources(int first, int n)
{
    QList<QHostAddress> list;
    for (int i = 0; i < n; ++i)
        list.append(QHostAddress(QStringLiteral("127.0.0.%1").arg(first + i)));
    return list;
}

} // namespace rl::testing
