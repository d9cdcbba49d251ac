// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "connector.h"

namespace rl::app {

// The voucher protocols (docs/targets.md, "Vouchers"): a code derived from
// the step's reference, created once at Shopify (discountCodeBasicCreate) or
// Stripe (POST /v1/promotion_codes), found again by that code.
std::unique_ptr<TargetProtocol> makeShopifyDiscountProtocol();
std::unique_ptr<TargetProtocol> makeStripePromotionCodeProtocol();

// The terms a voucher step's pinned content names: what makes a record at
// the target this step's own (with the reference it carries).
struct VoucherTerms
{
    QString code;
    QString amount; // a decimal, as written ("10.00")
    QString currency;
    int usageLimit = 1;
    QString title;
    QString startsAt;
    static VoucherTerms of(const QByteArray &content);
    // Amounts compared as numbers, to the cent: "10", "10.0" and "10.00" are one amount.
    static bool sameAmount(const QString &a, const QString &b);
};

} // namespace rl::app
