// SPDX-License-Identifier: GPL-3.0-or-later
#include "httpservice.h"

#include <QJsonObject>
#include <QTcpServer>
#include <QTimer>

#include <algorithm>
#include <utility>

#ifdef Q_OS_UNIX
#include <sys/socket.h>
#endif

namespace rl::app {

PendingReply::PendingReply(QHttpServerResponder &&r)
    : m_responder(std::move(r))
    , m_socket(m_responder.socket())
{
}

bool PendingReply::connected() const
{
    return m_socket && m_socket->state() == QAbstractSocket::ConnectedState;
}

void PendingReply::raw(const QByteArray &body, const QByteArray &contentType, int status,
                       const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    if (m_done || !connected())
        return;
    m_done = true;
    m_responder.writeStatusLine(QHttpServerResponder::StatusCode(status));
    m_responder.writeHeader(QByteArrayLiteral("Content-Type"), contentType);
    m_responder.writeHeader(QByteArrayLiteral("Content-Length"), QByteArray::number(body.size()));
    for (const auto &[name, value] : extraHeaders)
        m_responder.writeHeader(name, value);
    m_responder.writeBody(body);
}

void PendingReply::json(const QJsonDocument &doc, int status, const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    raw(doc.toJson(QJsonDocument::Compact), QByteArrayLiteral("application/json"), status, extraHeaders);
}

namespace {
const QString kIdleTimer = QStringLiteral("runledger-idle");
const QString kFraming = QStringLiteral("runledger-framing");
void requestArrived(QTcpSocket *socket);
} // namespace

HttpService::HttpService(QObject *parent)
    : QObject(parent)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    m_server.setMissingHandler(this, [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
        requestArrived(responder.socket());
        handle(request, std::make_shared<PendingReply>(std::move(responder)));
    });
#else
    m_server.setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        requestArrived(responder.socket());
        handle(request, std::make_shared<PendingReply>(std::move(responder)));
    });
#endif
}

HttpService::~HttpService() = default;

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 400: return QByteArrayLiteral("Bad Request");
    case 411: return QByteArrayLiteral("Length Required");
    case 413: return QByteArrayLiteral("Content Too Large");
    default: return QByteArrayLiteral("Request Header Fields Too Large");
    }
}

// Watches the bytes of one connection before Qt HTTP Server reads them, only
// far enough to find where each request's header block ends and what it
// declares about its body; the request itself is still parsed by Qt HTTP
// Server alone. Qt HTTP Server 6.4 offers no hook before it reads a body whole
// (into its socket transaction and again into the request), nor a header size
// limit, nor a check of Content-Length beyond taking the first one. So each
// request's header block is looked at here as it arrives:
// - over MaxHeaderBytes without its end: 431;
// - Content-Length not a plain number, or several that differ: 400 (RFC 9112
//   §6.3: the framing is invalid, answer 400 and close);
// - Transfer-Encoding at all: 411 (webhook senders declare their length; a
//   chunked body's size is unknown until it has been read);
// - a declared body over MaxBodyBytes: 413, before a byte of it is read.
// A refused request gets its answer and the connection is closed; Qt HTTP
// Server never sees it, nothing more of it is read. A request that passes is
// left to Qt HTTP Server untouched: this class only counts past its body.
class RequestFraming final : public QObject
{
public:
    RequestFraming(QTcpSocket *socket, std::function<void(int, const QString &)> refused)
        : QObject(socket)
        , m_socket(socket)
        , m_refused(std::move(refused))
    {
        setObjectName(kFraming);
        connect(socket, &QIODevice::bytesWritten, this, &RequestFraming::written);
    }

    // Connected to readyRead before Qt HTTP Server's own slot. It reads one
    // request at a time and leaves a pipelined next one unread; so the bytes
    // looked at here are those not seen yet, up to the end of one request.
    void beforeServerReads()
    {
        m_unreadBefore = m_socket->bytesAvailable();
        const QByteArray bytes = m_socket->peek(m_unreadBefore);
        const auto [scanned, status, why] = scan(QByteArrayView(bytes).sliced(qMin<qint64>(m_seen, bytes.size())));
        m_seen += scanned;
        if (status != 0)
            refuse(status, why);
    }
    // Connected after it: what it read of the bytes seen here is gone.
    void afterServerRead()
    {
        const qint64 consumed = m_unreadBefore - m_socket->bytesAvailable();
        m_seen = qMax<qint64>(0, m_seen - consumed);
    }
    // The handler got a complete request; the next bytes written answer it.
    void handed() { ++m_answersDue; }

private:
    struct Scan
    {
        qint64 bytes = 0;
        int status = 0;
        QString why;
    };

    // Up to the end of the first request that ends in data.
    Scan scan(QByteArrayView data)
    {
        qint64 at = 0;
        while (at < data.size()) {
            if (m_bodyLeft > 0) {
                const qint64 n = qMin<qint64>(m_bodyLeft, data.size() - at);
                m_bodyLeft -= n;
                at += n;
                if (m_bodyLeft == 0)
                    break; // one request: the next one once Qt HTTP Server has read this one
                continue;
            }
            const char c = data.at(at++);
            // Qt HTTP Server skips white space before a request line; so do we.
            if (m_head.isEmpty() && (c == '\r' || c == '\n' || c == ' ' || c == '\t' || c == '\v'))
                continue;
            m_head.append(c);
            if (c == '\n' && (m_head.endsWith("\n\r\n") || m_head.endsWith("\n\n"))) {
                auto [status, why] = judge(m_head);
                m_head.clear();
                if (status != 0 || m_bodyLeft == 0)
                    return {at, status, why};
            } else if (m_head.size() > HttpService::MaxHeaderBytes) {
                return {at, 431, QStringLiteral("request headers over %1 KiB").arg(HttpService::MaxHeaderBytes / 1024)};
            }
        }
        return {at, 0, {}};
    }

    // One complete header block (request line first): its body's framing.
    std::pair<int, QString> judge(const QByteArray &head)
    {
        QByteArray length;
        bool first = true;
        for (const QByteArray &line : head.split('\n')) {
            if (std::exchange(first, false))
                continue; // the request line
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0)
                continue;
            const QByteArray name = line.first(colon).trimmed();
            const QByteArray value = line.sliced(colon + 1).trimmed();
            if (name.compare("transfer-encoding", Qt::CaseInsensitive) == 0)
                return {411, QStringLiteral("send the body with a Content-Length, not a Transfer-Encoding")};
            if (name.compare("content-length", Qt::CaseInsensitive) != 0)
                continue;
            const bool number = !value.isEmpty() && value.size() <= 18
                && std::all_of(value.begin(), value.end(), [](char d) { return d >= '0' && d <= '9'; });
            if (!number)
                return {400, QStringLiteral("Content-Length is not a number of bytes")};
            if (!length.isNull() && length.toLongLong() != value.toLongLong())
                return {400, QStringLiteral("conflicting Content-Length headers")};
            length = value;
        }
        const qint64 declared = length.isNull() ? 0 : length.toLongLong();
        if (declared > HttpService::MaxBodyBytes)
            return {413, QStringLiteral("body over %1 MiB").arg(HttpService::MaxBodyBytes / (1024 * 1024))};
        m_bodyLeft = declared;
        return {0, {}};
    }

    void refuse(int status, const QString &why)
    {
        // Qt HTTP Server must not read this request or any after it: every
        // reader of readyRead is let go (it is being emitted now; a slot
        // disconnected meanwhile is not called). What the client still sends
        // is read and dropped (see linger()).
        disconnect(m_socket, &QIODevice::readyRead, nullptr, nullptr);
        connect(m_socket, &QIODevice::readyRead, this, &RequestFraming::discard);
        const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("error"), why}}).toJson(QJsonDocument::Compact);
        m_refusal = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status)
            + "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size())
            + "\r\nConnection: close\r\n\r\n" + body;
        if (m_refused)
            m_refused(status, why);
        // An earlier request on this connection still being answered gets
        // its answer first.
        if (m_answersDue == 0)
            sendRefusal();
    }

    void sendRefusal()
    {
        m_socket->write(std::exchange(m_refusal, {}));
        m_refusalSent = true;
        m_socket->flush();
        if (m_socket->bytesToWrite() == 0)
            linger();
    }

    void written()
    {
        if (m_socket->bytesToWrite() > 0)
            return;
        if (m_answersDue > 0)
            --m_answersDue; // answers are written whole, in one turn of the event loop
        if (!m_refusal.isEmpty() && m_answersDue == 0)
            sendRefusal();
        else if (m_refusalSent && !m_lingering)
            linger();
    }

    // Closing a socket with unread bytes makes the kernel send a reset, and
    // the client may then never read the refusal. So the answer's side is
    // shut, what still arrives is dropped, and the connection closed at the
    // latest after LingerMs (or when the client closes it).
    void linger()
    {
        m_lingering = true;
#ifdef Q_OS_UNIX
        ::shutdown(int(m_socket->socketDescriptor()), SHUT_WR);
#endif
        discard();
        QTimer::singleShot(LingerMs, m_socket, &QTcpSocket::abort);
    }

    void discard()
    {
        // Qt HTTP Server reads inside a socket transaction, which would keep
        // every byte; the transaction is over for this connection.
        if (m_socket->isTransactionStarted())
            m_socket->commitTransaction();
        m_socket->skip(m_socket->bytesAvailable());
    }

    static constexpr int LingerMs = 2000;
    QTcpSocket *m_socket;
    std::function<void(int, const QString &)> m_refused;
    QByteArray m_head;      // the header block so far
    qint64 m_bodyLeft = 0;  // body bytes of the current request still to come
    qint64 m_seen = 0;      // unread bytes at the socket's front already scanned
    qint64 m_unreadBefore = 0;
    int m_answersDue = 0;
    QByteArray m_refusal;
    bool m_refusalSent = false;
    bool m_lingering = false;
};

// A complete request arrived: its answer may take as long as it takes; the
// idle time starts again once the answer is written.
void requestArrived(QTcpSocket *socket)
{
    if (!socket)
        return;
    if (auto *idle = socket->findChild<QTimer *>(kIdleTimer, Qt::FindDirectChildrenOnly))
        idle->stop();
    if (auto *framing = socket->findChild<QObject *>(kFraming, Qt::FindDirectChildrenOnly))
        static_cast<RequestFraming *>(framing)->handed();
}

// Connections a hostile or broken client holds open cost a file descriptor
// each. Every connection must bring a complete request within IdleTimeoutMs
// of connecting or of its previous answer, or it is closed (a request being
// answered is never cut off). At most MaxConnections are open at once: a new
// one beyond takes the place of the oldest that is still waiting for its
// request (one whose request is being answered is never cut off), so clients
// that hold connections open cannot lock out one that sends its request at
// once; only when every connection has a request being answered is the new
// one closed. Each request's framing is checked by RequestFraming before Qt
// HTTP Server reads it.
class GuardedTcpServer final : public QTcpServer
{
public:
    GuardedTcpServer(int idleTimeoutMs, int maxConnections, std::function<void(int, const QString &)> refused,
                     QObject *parent)
        : QTcpServer(parent)
        , m_idleTimeoutMs(idleTimeoutMs)
        , m_maxConnections(maxConnections)
        , m_refused(std::move(refused))
    {
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        if (!makeRoom()) {
            socket->abort();
            socket->deleteLater();
            return;
        }
        m_sockets.append(socket);
        auto *idle = new QTimer(socket);
        idle->setObjectName(kIdleTimer);
        idle->setSingleShot(true);
        idle->setInterval(m_idleTimeoutMs);
        connect(idle, &QTimer::timeout, socket, &QTcpSocket::abort);
        // An answer written: the next request gets its own time.
        connect(socket, &QTcpSocket::bytesWritten, idle, qOverload<>(&QTimer::start));
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        idle->start();
        // Slots run in the order they were connected: the framing check
        // before Qt HTTP Server's reader, which addPendingConnection connects
        // (Qt 6.4: pendingConnectionAvailable is emitted from it, and the
        // server connects readyRead there), and its bookkeeping after.
        auto *framing = new RequestFraming(socket, m_refused);
        connect(socket, &QIODevice::readyRead, framing, &RequestFraming::beforeServerReads);
        addPendingConnection(socket);
        connect(socket, &QIODevice::readyRead, framing, &RequestFraming::afterServerRead);
    }

private:
    bool makeRoom()
    {
        m_sockets.removeIf([](const QPointer<QTcpSocket> &s) { return s.isNull(); });
        if (m_sockets.size() < m_maxConnections)
            return true;
        for (qsizetype i = 0; i < m_sockets.size(); ++i) {
            QTcpSocket *s = m_sockets.at(i);
            const auto *idle = s->findChild<QTimer *>(kIdleTimer, Qt::FindDirectChildrenOnly);
            if (idle && idle->isActive()) {
                m_sockets.removeAt(i);
                s->abort();
                return true;
            }
        }
        return false;
    }

    int m_idleTimeoutMs;
    int m_maxConnections;
    std::function<void(int, const QString &)> m_refused;
    QList<QPointer<QTcpSocket>> m_sockets; // open ones, oldest first
};

} // namespace

quint16 HttpService::listen(const QHostAddress &address, quint16 port)
{
    auto *tcp = new GuardedTcpServer(
        IdleTimeoutMs, MaxConnections, [this](int status, const QString &why) { framingRefused(status, why); }, this);
    if (!tcp->listen(address, port)) {
        delete tcp;
        return 0;
    }
    m_server.bind(tcp);
    m_port = tcp->serverPort();
    return m_port;
}

QByteArray HttpService::header(const QHttpServerRequest &request, const QByteArray &name)
{
    // Header names are case-insensitive (RFC 9110); do not rely on the server's storage.
    for (const auto &[key, value] : request.headers()) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

QString HttpService::methodName(const QHttpServerRequest &request)
{
    switch (request.method()) {
    case QHttpServerRequest::Method::Get: return QStringLiteral("GET");
    case QHttpServerRequest::Method::Put: return QStringLiteral("PUT");
    case QHttpServerRequest::Method::Delete: return QStringLiteral("DELETE");
    case QHttpServerRequest::Method::Post: return QStringLiteral("POST");
    case QHttpServerRequest::Method::Head: return QStringLiteral("HEAD");
    case QHttpServerRequest::Method::Options: return QStringLiteral("OPTIONS");
    case QHttpServerRequest::Method::Patch: return QStringLiteral("PATCH");
    default: return QStringLiteral("OTHER");
    }
}

QJsonDocument HttpService::errorDocument(const QString &type, const QString &message, const QString &code)
{
    QJsonObject e{{QStringLiteral("type"), type}, {QStringLiteral("message"), message}};
    if (!code.isEmpty())
        e.insert(QStringLiteral("code"), code);
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), e}});
}

} // namespace rl::app
