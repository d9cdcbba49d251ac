// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestframing.h"
#include "guardedserver.h"
#include "httpservice.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <tuple>
#include <vector>
#include <utility>

#ifdef Q_OS_UNIX
#include <sys/socket.h>
#endif

namespace rl::app {

namespace {

const QString kFraming = QStringLiteral("runledger-framing");


QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 400: return QByteArrayLiteral("Bad Request");
    case 408: return QByteArrayLiteral("Request Timeout");
    case 429: return QByteArrayLiteral("Too Many Requests");
    case 411: return QByteArrayLiteral("Length Required");
    case 413: return QByteArrayLiteral("Content Too Large");
    case 503: return QByteArrayLiteral("Service Unavailable");
    default: return QByteArrayLiteral("Request Header Fields Too Large");
    }
}

// Checks each request's framing before Qt HTTP Server reads it, strictly
// enough that the two parsers can never disagree about where a request ends:
// anything this check would have to interpret the way one parser and not
// another does is refused (docs/intake.md, "One parser per byte stream"). The request
// itself is still parsed by Qt HTTP Server alone, which offers (6.4) no hook
// before it reads a body whole, no header size or count limit, and takes the
// first of several Content-Length headers. Refused here, with nothing read
// beyond:
// - a header block over MaxHeaderBytes, or over MaxHeaderLines fields: 431;
// - anything but the plain grammar of RFC 9112: a request line that is not
//   "METHOD SP target SP HTTP/1.x", a line not ended by CRLF (a bare LF or
//   CR), a folded line (obs-fold, a line that starts with a space or tab), a
//   field name that is not a token, a control character (NUL among them) in
//   a value: 400;
// - Content-Length not a plain number, or given more than once: 400 (RFC
//   9112 §6.3: the framing is invalid, answer 400 and close);
// - Transfer-Encoding at all: 411 (webhook senders declare their length; a
//   chunked body's size is unknown until it has been read);
// - a declared body over MaxBodyBytes: 413, before a byte of it is read;
// - a request that would take the bytes in flight of all connections over
//   MaxBytesInFlight: 503;
// - a client with maxPerClient requests in flight already: 429;
// - a head not complete within HeaderDeadlineMs of its first byte, a body
//   slower than its deadline (BodyGraceMs plus MinBodyBytesPerSecond): 408;
// - over MaxBytesBeforeRequestLine bytes of empty lines before a request: 400.
// A refused request gets its answer and the connection is closed; Qt HTTP
// Server never sees it. A request that passes is left to Qt HTTP Server
// untouched: this class only counts past its body.
//
// Cost: linear in the bytes received. Only a header block is looked at (at
// most MaxHeaderBytes of it, through peek from the front of what is unread);
// a body is counted, never copied, and requests queued behind the one being
// checked are not touched until Qt HTTP Server has read the ones before.
class RequestFraming final : public QObject
{
public:
    // refused: the status, why, and the request's target where its request line came.
    RequestFraming(QTcpSocket *socket, InFlightBudget *budget, ClientBook *clients, const QByteArray &peer,
                   std::function<void(int, const QString &, const QByteArray &)> refused)
        : QObject(socket)
        , m_socket(socket)
        , m_budget(budget)
        , m_clients(clients)
        , m_peer(peer)
        , m_viaProxy(clients->isProxy(peer))
        , m_refused(std::move(refused))
    {
        setObjectName(kFraming);
        connect(socket, &QIODevice::bytesWritten, this, &RequestFraming::written);
        m_deadline.setSingleShot(true);
        connect(&m_deadline, &QTimer::timeout, this, &RequestFraming::late);
        connect(&m_drainCheck, &QTimer::timeout, this, &RequestFraming::checkDrain);
        // What Qt reads from the kernel ahead of the request being read: a
        // head, or a head and its declared body (see judge()).
        m_socket->setReadBufferSize(HeadReadBuffer);
    }
    ~RequestFraming() override
    {
        for (qint64 bytes : std::as_const(m_reserved))
            m_budget->release(bytes);
        for (const QByteArray &client : std::as_const(m_clientOf))
            m_clients->endRequest(client);
    }
    Q_DISABLE_COPY_MOVE(RequestFraming)

    // Connected to readyRead before Qt HTTP Server's own slot, which reads one
    // request at a time and leaves a pipelined next one unread (emitting
    // readyRead again for it). So the bytes looked at here are those not
    // seen yet, up to the end of one request.
    void beforeServerReads()
    {
        m_unreadBefore = m_socket->bytesAvailable();
        if (m_socket->bytesToWrite() > HttpService::MaxUnsentAnswerBytes)
            pause();
        if (m_refusing || m_seen >= m_unreadBefore)
            return;
        if (m_bodyLeft > 0) { // counted, not read
            const qint64 n = qMin(m_bodyLeft, m_unreadBefore - m_seen);
            m_bodyLeft -= n;
            m_seen += n;
            if (m_bodyLeft == 0)
                bodyComplete();
            return;
        }
        if (m_completeEnd > 0)
            return; // the next request once Qt HTTP Server has read the one before
        const qint64 want = qMin(m_unreadBefore, m_seen + (HttpService::MaxHeaderBytes + 2 - m_head.size()));
        const QByteArray bytes = m_socket->peek(want);
        const QByteArrayView fresh = QByteArrayView(bytes).sliced(qMin<qint64>(m_seen, bytes.size()));
        const auto [scanned, status, why] = scanHead(fresh);
        m_seen += scanned;
        if (status != 0)
            return refuse(status, why);
        if (m_headDone) {
            m_headDone = false;
            const qint64 n = qMin(m_bodyLeft, m_unreadBefore - m_seen);
            m_bodyLeft -= n;
            m_seen += n;
            if (m_bodyLeft == 0)
                bodyComplete();
        }
    }
    // Connected after it: what it read of the bytes seen here is gone.
    void afterServerRead()
    {
        const qint64 consumed = m_unreadBefore - m_socket->bytesAvailable();
        m_seen = qMax<qint64>(0, m_seen - consumed);
        m_completeEnd = qMax<qint64>(0, m_completeEnd - consumed);
    }
    // The handler got a complete request; the next bytes written answer it.
    // A request that is the connection's last stops the reading: one
    // pipelined behind it is never read (RFC 9112 §9.6).
    void handed()
    {
        ++m_answersDue;
        const Persistence p = m_judged.isEmpty() ? Persistence::KeepOpen : m_judged.takeFirst();
        m_persistence.append(p);
        if (p == Persistence::Close && !m_refusing) {
            m_refusing = true;
            disconnect(m_socket, &QIODevice::readyRead, nullptr, nullptr);
            connect(m_socket, &QIODevice::readyRead, this, &RequestFraming::discard);
        }
    }
    // The answer now being written: whether it is the connection's last
    // (then the connection closes once it is written).
    Persistence answering()
    {
        const Persistence p = m_persistence.isEmpty() ? Persistence::KeepOpen : m_persistence.takeFirst();
        if (p == Persistence::Close)
            m_closeAfterAnswer = true;
        return p;
    }
    // Whether a complete request head came on this connection that is not
    // answered yet: such a connection is never closed to make room.
    // A head whose body has not all come is not a complete request.
    bool hasRequest() const { return m_answersDue > 0 || m_judged.size() > (m_bodyLeft > 0 ? 1 : 0); }
    // An answer of this many bytes was queued: where it ends among all the
    // bytes of answers given to the socket.
    void queued(qint64 bytes)
    {
        m_given += bytes;
        m_answerEnds.append(m_given);
        if (m_socket->bytesToWrite() > HttpService::MaxUnsentAnswerBytes)
            pause();
    }
    // Whether any byte of a request came (or waits in the kernel) on it.
    bool sentAnything()
    {
        if (m_anyByte || m_socket->bytesAvailable() > 0)
            return true;
#ifdef Q_OS_UNIX
        char c;
        m_anyByte = ::recv(int(m_socket->socketDescriptor()), &c, 1, MSG_PEEK | MSG_DONTWAIT) > 0;
#endif
        return m_anyByte;
    }

private:
    struct Scan
    {
        qint64 bytes = 0;
        int status = 0;
        QString why;
    };

    static bool isTokenChar(char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
    }
    static bool isControl(char c) { return (uchar(c) < 0x20 && c != '\t') || c == 0x7f; }

    // The header block's bytes up to its end (sets m_headDone) or the data's.
    Scan scanHead(QByteArrayView data)
    {
        qint64 at = 0;
        while (at < data.size()) {
            const char c = data.at(at++);
            m_anyByte = true;
            // Empty lines before a request line are skipped (RFC 9112 §2.2), a few.
            if (m_head.isEmpty() && (c == '\r' || c == '\n')) {
                if (++m_skipped > HttpService::MaxBytesBeforeRequestLine)
                    return {at, 400, QStringLiteral("over %1 bytes of empty lines before a request line").arg(HttpService::MaxBytesBeforeRequestLine)};
                continue;
            }
            if (m_head.isEmpty()) // the head's time runs from its first byte, once per request
                m_deadline.start(HttpService::HeaderDeadlineMs);
            m_head.append(c);
            if (m_head.size() > HttpService::MaxHeaderBytes)
                return {at, 431, QStringLiteral("request headers over %1 KiB").arg(HttpService::MaxHeaderBytes / 1024)};
            if (c != '\n')
                continue;
            const QByteArrayView line = QByteArrayView(m_head).sliced(m_lineStart);
            m_lineStart = m_head.size();
            if (auto [status, why] = checkLine(line); status != 0)
                return {at, status, why};
            if (line.size() == 2) { // the empty line: the header block is complete
                auto [status, why] = judge();
                m_head.clear();
                m_lineStart = 0;
                m_lines = 0;
                m_length = -1;
                if (status != 0)
                    return {at, status, why};
                m_headDone = true;
                return {at, 0, {}};
            }
        }
        return {at, 0, {}};
    }

    // One line of the header block, CRLF included.
    std::pair<int, QString> checkLine(QByteArrayView line)
    {
        if (line.size() < 2 || line.at(line.size() - 2) != '\r')
            return {400, QStringLiteral("a header line does not end with CRLF")};
        const QByteArrayView text = line.first(line.size() - 2);
        if (std::any_of(text.begin(), text.end(), isControl))
            return {400, QStringLiteral("a control character in the request head")};
        if (text.isEmpty())
            return {0, {}};
        if (m_lines++ == 0) { // the request line
            const qsizetype sp1 = text.indexOf(' ');
            const qsizetype sp2 = sp1 < 0 ? -1 : text.indexOf(' ', sp1 + 1);
            const bool ok = sp1 > 0 && sp2 > sp1 + 1 && text.indexOf(' ', sp2 + 1) < 0
                && std::all_of(text.begin(), text.begin() + sp1, isTokenChar)
                && (text.sliced(sp2 + 1) == "HTTP/1.1" || text.sliced(sp2 + 1) == "HTTP/1.0");
            m_target = ok ? text.sliced(sp1 + 1, sp2 - sp1 - 1).toByteArray() : QByteArray();
            m_http10 = ok && text.sliced(sp2 + 1) == "HTTP/1.0";
            return ok ? std::pair<int, QString>{0, {}} : std::pair<int, QString>{400, QStringLiteral("malformed request line")};
        }
        if (m_lines - 1 > HttpService::MaxHeaderLines)
            return {431, QStringLiteral("over %1 header fields").arg(HttpService::MaxHeaderLines)};
        if (text.front() == ' ' || text.front() == '\t')
            return {400, QStringLiteral("a folded header line (obsolete line folding is not accepted)")};
        const qsizetype colon = text.indexOf(':');
        if (colon <= 0 || !std::all_of(text.begin(), text.begin() + colon, isTokenChar))
            return {400, QStringLiteral("a header field without a valid name")};
        const QByteArrayView name = text.first(colon);
        const QByteArrayView value = text.sliced(colon + 1).trimmed();
        if (name.compare("transfer-encoding", Qt::CaseInsensitive) == 0)
            return {411, QStringLiteral("send the body with a Content-Length, not a Transfer-Encoding")};
        if (m_viaProxy && name.compare("x-forwarded-for", Qt::CaseInsensitive) == 0)
            m_forwardedFor = value.toByteArray(); // the last one counts, as it is the proxy's
        if (name.compare("connection", Qt::CaseInsensitive) == 0) {
            // A list of options (RFC 9110 §7.6.1), case-insensitive.
            for (const QByteArray &option : value.toByteArray().split(',')) {
                const QByteArray o = option.trimmed().toLower();
                m_closeAsked |= o == "close";
                m_keepAliveAsked |= o == "keep-alive";
            }
        }
        if (name.compare("content-length", Qt::CaseInsensitive) == 0) {
            if (m_length >= 0)
                return {400, QStringLiteral("more than one Content-Length header")};
            const bool number = !value.isEmpty() && value.size() <= 18
                && std::all_of(value.begin(), value.end(), [](char d) { return d >= '0' && d <= '9'; });
            if (!number)
                return {400, QStringLiteral("Content-Length is not a number of bytes")};
            m_length = value.toLongLong();
        }
        return {0, {}};
    }

    // The complete header block: its body's size, and room for it.
    std::pair<int, QString> judge()
    {
        const qint64 declared = qMax<qint64>(0, m_length);
        if (declared > HttpService::MaxBodyBytes)
            return {413, QStringLiteral("body over %1 MiB").arg(HttpService::MaxBodyBytes / (1024 * 1024))};
        const qint64 bytes = m_head.size() + declared;
        const QByteArray client = clientOfRequest();
        m_forwardedFor.clear();
        m_skipped = 0;
        if (!m_clients->startRequest(client))
            return {429, QStringLiteral("too many requests in flight from this client, retry")};
        if (!m_budget->reserve(bytes)) {
            m_clients->endRequest(client);
            return {503, QStringLiteral("too many request bytes in flight, retry")};
        }
        m_reserved.append(bytes);
        m_clientOf.append(client);
        m_bodyLeft = declared;
        if (declared > 0) {
            // The body in the time its size needs at the slowest rate taken
            // (that deadline, not the idle cut, governs it now); Qt may read
            // ahead the whole request (its transaction keeps it).
            m_deadline.start(int(HttpService::BodyGraceMs + declared * 1000 / HttpService::MinBodyBytesPerSecond));
            if (auto *idle = m_socket->findChild<QTimer *>(kIdleTimer, Qt::FindDirectChildrenOnly))
                idle->stop();
            m_socket->setReadBufferSize(bytes + HeadReadBuffer);
        } else {
            m_deadline.stop();
        }
        // RFC 9112 §9.3: HTTP/1.1 persists unless "close"; HTTP/1.0 only with "keep-alive".
        m_judged.append(m_closeAsked || (m_http10 && !m_keepAliveAsked) ? Persistence::Close
                             : m_http10                                   ? Persistence::KeepAlive10
                                                                          : Persistence::KeepOpen);
        m_closeAsked = m_keepAliveAsked = m_http10 = false;
        return {0, {}};
    }

    void refuse(int status, const QString &why)
    {
        // Qt HTTP Server must not read this request or any after it: every
        // reader of readyRead is let go (it is being emitted now; a slot
        // disconnected meanwhile is not called). What the client still sends
        // is read and dropped (see linger()).
        m_refusing = true;
        disconnect(m_socket, &QIODevice::readyRead, nullptr, nullptr);
        connect(m_socket, &QIODevice::readyRead, this, &RequestFraming::discard);
        const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("error"), why}}).toJson(QJsonDocument::Compact);
        m_refusal = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status)
            + "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size())
            + (status == 503 ? "\r\nRetry-After: 1" : "") + "\r\nConnection: close\r\n\r\n" + body;
        if (m_refused)
            m_refused(status, why, m_target);
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
        // Answers wholly written give back what their requests held.
        const qint64 sent = m_given - m_socket->bytesToWrite();
        while (!m_answerEnds.isEmpty() && m_answerEnds.first() <= sent) {
            m_answerEnds.removeFirst();
            if (m_answersDue > 0) {
                --m_answersDue;
                if (!m_reserved.isEmpty())
                    m_budget->release(m_reserved.takeFirst());
                if (!m_clientOf.isEmpty())
                    m_clients->endRequest(m_clientOf.takeFirst());
            }
        }
        if (m_socket->bytesToWrite() > 0)
            return;
        if (!m_refusal.isEmpty() && m_answersDue == 0)
            sendRefusal();
        else if ((m_refusalSent || (m_closeAfterAnswer && m_answersDue == 0)) && !m_lingering)
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

    // The client the request now judged counts against: its peer, or what a
    // declared proxy says it forwards for (the last address it names).
    QByteArray clientOfRequest() const
    {
        if (!m_viaProxy || m_forwardedFor.isEmpty())
            return m_peer;
        const QByteArray last = m_forwardedFor.split(',').last().trimmed();
        QHostAddress a;
        return a.setAddress(QString::fromLatin1(last)) ? ClientBook::key(a) : m_peer;
    }

    void bodyComplete()
    {
        m_completeEnd = m_seen;
        m_deadline.stop();
        m_socket->setReadBufferSize(HeadReadBuffer);
    }

    // The request did not come in its time: a head within HeaderDeadlineMs of
    // its first byte, a body within its own deadline.
    void late()
    {
        if (m_refusing)
            return;
        refuse(408, m_bodyLeft > 0 ? QStringLiteral("the body did not arrive in time (at least %1 KiB/s)").arg(HttpService::MinBodyBytesPerSecond / 1024)
                                   : QStringLiteral("the request head did not arrive within %1 s").arg(HttpService::HeaderDeadlineMs / 1000));
    }

    // Unsent answers past their bound: the connection's signals are held, so
    // neither Qt HTTP Server nor this check reads another request (its
    // pending readyRead included); Qt fills at most its read buffer, then
    // leaves the rest in the kernel, and the client's sending stalls. Its
    // answers still go out (writing needs no signal); a check every
    // DrainCheckMs resumes the reading once they are down to half the bound,
    // and closes the connection if that takes over IdleTimeoutMs (a client
    // reads its answers at 12.8 KiB/s at least). The request being read
    // meanwhile keeps the rest of its time for when reading resumes.
    void pause()
    {
        if (m_paused)
            return;
        m_paused = true;
        m_socket->blockSignals(true);
        m_deadlineLeft = m_deadline.isActive() ? m_deadline.remainingTime() : -1;
        m_deadline.stop();
        m_progress.start();
        m_drainCheck.start(DrainCheckMs);
    }
    void checkDrain()
    {
        if (m_socket->state() != QAbstractSocket::ConnectedState) { // its disconnected() was held
            m_drainCheck.stop();
            m_socket->blockSignals(false);
            m_socket->deleteLater();
            return;
        }
        const qint64 unsent = m_socket->bytesToWrite();
        if (unsent <= HttpService::MaxUnsentAnswerBytes / 2)
            return resume();
        if (m_progress.elapsed() > HttpService::IdleTimeoutMs) {
            m_drainCheck.stop();
            m_socket->blockSignals(false);
            m_socket->abort();
        }
    }
    void resume()
    {
        m_drainCheck.stop();
        m_paused = false;
        m_socket->blockSignals(false);
        if (m_deadlineLeft >= 0)
            m_deadline.start(int(m_deadlineLeft));
        written();
        if (auto *idle = m_socket->findChild<QTimer *>(kIdleTimer, Qt::FindDirectChildrenOnly))
            idle->start();
        if (m_socket->bytesAvailable() > 0) // what came meanwhile, as Qt itself re-emits it
            QMetaObject::invokeMethod(m_socket, &QAbstractSocket::readyRead, Qt::QueuedConnection);
    }

    static constexpr int LingerMs = 2000;
    static constexpr qint64 HeadReadBuffer = HttpService::MaxHeaderBytes + 4096;
    QTcpSocket *m_socket;
    InFlightBudget *m_budget;
    ClientBook *m_clients;
    QByteArray m_peer;        // the client address of the connection
    bool m_viaProxy;          // it is a declared proxy's
    QByteArray m_forwardedFor; // the current head's X-Forwarded-For, from a declared proxy
    QList<QByteArray> m_clientOf; // the client of each request not answered yet, oldest first
    QTimer m_deadline;        // the current request's head or body
    int m_skipped = 0;        // empty-line bytes before the current request line
    bool m_paused = false;    // not read: its unsent answers are over their bound
    QTimer m_drainCheck;      // while paused
    QElapsedTimer m_progress; // since it was paused
    qint64 m_deadlineLeft = -1; // what its request had left of its time when paused
    static constexpr int DrainCheckMs = 50;
    qint64 m_given = 0;            // bytes of answers given to the socket so far
    QList<qint64> m_answerEnds;    // where each queued answer not yet written ends in them, oldest first
    std::function<void(int, const QString &, const QByteArray &)> m_refused;
    QByteArray m_target;      // the current request's target, once its request line came
    bool m_http10 = false;    // the current request came as HTTP/1.0
    bool m_closeAsked = false, m_keepAliveAsked = false; // its Connection options
    QList<Persistence> m_judged;      // of each request judged and not handed to the server's handler yet, oldest first
    QList<Persistence> m_persistence; // of each request handed and not answered yet, oldest first
    bool m_closeAfterAnswer = false;
    QByteArray m_head;        // the header block so far
    qsizetype m_lineStart = 0; // where its current line starts
    int m_lines = 0;          // its lines so far, the request line included
    qint64 m_length = -1;     // its Content-Length, -1 while none
    bool m_headDone = false;
    qint64 m_bodyLeft = 0;    // body bytes of the current request still to come
    qint64 m_seen = 0;        // unread bytes at the socket's front already checked
    qint64 m_completeEnd = 0; // of those, the end of a complete request not read yet
    qint64 m_unreadBefore = 0;
    int m_answersDue = 0;
    QList<qint64> m_reserved; // in-flight bytes of each request not answered yet, oldest first
    bool m_anyByte = false;
    QByteArray m_refusal;
    bool m_refusing = false;
    bool m_refusalSent = false;
    bool m_lingering = false;
};

} // namespace

void answerQueued(QTcpSocket *socket, qint64 unsentBefore)
{
    if (auto *framing = socket ? socket->findChild<QObject *>(kFraming, Qt::FindDirectChildrenOnly) : nullptr)
        static_cast<RequestFraming *>(framing)->queued(socket->bytesToWrite() - unsentBefore);
}

Persistence answerPersistence(QTcpSocket *socket)
{
    auto *framing = socket ? socket->findChild<QObject *>(kFraming, Qt::FindDirectChildrenOnly) : nullptr;
    return framing ? static_cast<RequestFraming *>(framing)->answering() : Persistence::KeepOpen;
}

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

QObject *frameRequests(QTcpSocket *socket, InFlightBudget *budget, ClientBook *clients, const QByteArray &peer,
                       std::function<void(int, const QString &, const QByteArray &)> refused)
{
    auto *framing = new RequestFraming(socket, budget, clients, peer, std::move(refused));
    QObject::connect(socket, &QIODevice::readyRead, framing, &RequestFraming::beforeServerReads);
    return framing;
}

void followServerReads(QObject *framing)
{
    auto *f = static_cast<RequestFraming *>(framing);
    QObject::connect(static_cast<QTcpSocket *>(f->parent()), &QIODevice::readyRead, f, &RequestFraming::afterServerRead);
}

bool hasRequest(QObject *framing)
{
    return static_cast<RequestFraming *>(framing)->hasRequest();
}

bool sentAnything(QObject *framing)
{
    return static_cast<RequestFraming *>(framing)->sentAnything();
}

} // namespace rl::app
