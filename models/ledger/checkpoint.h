// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

namespace rl::models {

// An anchored checkpoint: the chain's head (seq, hash) at a moment, signed
// with an Ed25519 key the ledger never holds. Kept elsewhere, it proves later
// that the ledger still contains that head unchanged, so truncating the chain
// or rewriting it before the head (both invisible to the chain alone) is found.
struct Checkpoint
{
    Q_DECLARE_TR_FUNCTIONS(Checkpoint)
public:
    qint64 seq = 0;
    QString hash;
    QDateTime at;
    QByteArray publicKeyPem; // of the key that signed it
    QByteArray signature;    // Ed25519 over signedBytes()

    // The exact bytes signed (documented in docs/ledger.md, "The decision chain").
    QByteArray signedBytes() const;
    QByteArray toJson() const;
    static std::optional<Checkpoint> fromJson(const QByteArray &json, QString *error);

    // A new Ed25519 private key (PEM, PKCS#8); empty on failure.
    static QByteArray newPrivateKeyPem();
    static QByteArray publicKeyPemOf(const QByteArray &privateKeyPem);
    bool sign(const QByteArray &privateKeyPem);
    // True when signature is a valid Ed25519 signature of signedBytes() under publicKeyPem.
    bool signatureValid(const QByteArray &publicKeyPem) const;
    // The public key in one canonical PEM form; empty when pem is not an
    // Ed25519 public key. Two keys are the same when these are equal.
    static QByteArray canonicalPublicKey(const QByteArray &pem);
    // A short name of a public key a person can compare: the first 16 hex
    // digits of the SHA-256 of its canonical PEM.
    static QString fingerprint(const QByteArray &publicKeyPem);
};

} // namespace rl::models
