// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkpoint.h"

#include "ids.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <memory>

namespace rl::models {

namespace {

struct KeyFree
{
    void operator()(EVP_PKEY *k) const { EVP_PKEY_free(k); }
};
struct BioFree
{
    void operator()(BIO *b) const { BIO_free(b); }
};
struct CtxFree
{
    void operator()(EVP_MD_CTX *c) const { EVP_MD_CTX_free(c); }
};
using Key = std::unique_ptr<EVP_PKEY, KeyFree>;

QByteArray bioBytes(BIO *bio)
{
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio, &data);
    return n > 0 ? QByteArray(data, int(n)) : QByteArray();
}

Key readKey(const QByteArray &pem, bool isPrivate)
{
    std::unique_ptr<BIO, BioFree> bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    if (!bio)
        return nullptr;
    Key key(isPrivate ? PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr)
                      : PEM_read_bio_PUBKEY(bio.get(), nullptr, nullptr, nullptr));
    if (key && EVP_PKEY_id(key.get()) != EVP_PKEY_ED25519)
        return nullptr; // only Ed25519
    return key;
}

} // namespace

QByteArray Checkpoint::signedBytes() const
{
    return "runledger-checkpoint-v1\nseq=" + QByteArray::number(seq) + "\nhash=" + hash.toLatin1() + "\nat=" + isoUtc(at).toLatin1()
        + '\n';
}

QByteArray Checkpoint::toJson() const
{
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("runledger-checkpoint-v1")},
                                     {QStringLiteral("seq"), seq},
                                     {QStringLiteral("hash"), hash},
                                     {QStringLiteral("at"), isoUtc(at)},
                                     {QStringLiteral("public_key"), QString::fromLatin1(publicKeyPem)},
                                     {QStringLiteral("signature"), QString::fromLatin1(signature.toBase64())}})
        .toJson(QJsonDocument::Indented);
}

std::optional<Checkpoint> Checkpoint::fromJson(const QByteArray &json, QString *error)
{
    const auto failWith = [&](const QString &why) -> std::optional<Checkpoint> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError pe{};
    const QJsonObject o = QJsonDocument::fromJson(json, &pe).object();
    if (pe.error != QJsonParseError::NoError || o.value(QStringLiteral("format")).toString() != QLatin1String("runledger-checkpoint-v1"))
        return failWith(tr("not a Runledger checkpoint (format runledger-checkpoint-v1)"));
    Checkpoint c;
    c.seq = o.value(QStringLiteral("seq")).toInteger(-1);
    c.hash = o.value(QStringLiteral("hash")).toString();
    c.at = fromIsoUtc(o.value(QStringLiteral("at")).toString());
    c.publicKeyPem = o.value(QStringLiteral("public_key")).toString().toLatin1();
    const auto sig = QByteArray::fromBase64Encoding(o.value(QStringLiteral("signature")).toString().toLatin1(),
                                                    QByteArray::AbortOnBase64DecodingErrors);
    if (c.seq < 0 || c.hash.size() != 64 || !c.at.isValid() || !sig || sig.decoded.size() != 64)
        return failWith(tr("the checkpoint is incomplete (seq, hash, at and a 64-byte signature are required)"));
    c.signature = sig.decoded;
    return c;
}

QByteArray Checkpoint::newPrivateKeyPem()
{
    EVP_PKEY *raw = nullptr;
    std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(EVP_PKEY_CTX_new_id(EVP_PKEY_ED25519, nullptr), &EVP_PKEY_CTX_free);
    if (!ctx || EVP_PKEY_keygen_init(ctx.get()) <= 0 || EVP_PKEY_keygen(ctx.get(), &raw) <= 0)
        return {};
    Key key(raw);
    std::unique_ptr<BIO, BioFree> bio(BIO_new(BIO_s_mem()));
    if (!bio || PEM_write_bio_PrivateKey(bio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1)
        return {};
    return bioBytes(bio.get());
}

namespace {
// The public half of a key (read from a private or a public PEM), written as PEM.
QByteArray publicPemOf(const QByteArray &pem, bool isPrivate)
{
    const Key key = readKey(pem, isPrivate);
    std::unique_ptr<BIO, BioFree> bio(BIO_new(BIO_s_mem()));
    if (!key || !bio || PEM_write_bio_PUBKEY(bio.get(), key.get()) != 1)
        return {};
    return bioBytes(bio.get());
}
} // namespace

QByteArray Checkpoint::publicKeyPemOf(const QByteArray &privateKeyPem) { return publicPemOf(privateKeyPem, true); }

bool Checkpoint::sign(const QByteArray &privateKeyPem)
{
    const Key key = readKey(privateKeyPem, true);
    std::unique_ptr<EVP_MD_CTX, CtxFree> ctx(EVP_MD_CTX_new());
    if (!key || !ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1)
        return false;
    const QByteArray bytes = signedBytes();
    size_t length = 64;
    QByteArray sig(64, '\0');
    if (EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(sig.data()), &length,
                       reinterpret_cast<const unsigned char *>(bytes.constData()), size_t(bytes.size())) != 1
        || length != 64)
        return false;
    signature = sig;
    publicKeyPem = publicKeyPemOf(privateKeyPem);
    return !publicKeyPem.isEmpty();
}

QByteArray Checkpoint::canonicalPublicKey(const QByteArray &pem) { return publicPemOf(pem, false); }

QString Checkpoint::fingerprint(const QByteArray &publicKeyPem)
{
    const QByteArray canonical = canonicalPublicKey(publicKeyPem);
    return canonical.isEmpty() ? QString() : QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex().left(16));
}

bool Checkpoint::signatureValid(const QByteArray &pem) const
{
    const Key key = readKey(pem, false);
    std::unique_ptr<EVP_MD_CTX, CtxFree> ctx(EVP_MD_CTX_new());
    if (!key || !ctx || signature.size() != 64 || EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1)
        return false;
    const QByteArray bytes = signedBytes();
    return EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char *>(signature.constData()), size_t(signature.size()),
                            reinterpret_cast<const unsigned char *>(bytes.constData()), size_t(bytes.size()))
        == 1;
}

} // namespace rl::models
