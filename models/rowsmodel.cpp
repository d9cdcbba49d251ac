// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowsmodel.h"

namespace rl::models {

QString columnGlossary(const char *title)
{
    const QLatin1String t(title);
    if (t == QLatin1String("Reference"))
        return QCoreApplication::translate("rl::models", "Idempotency key: the unique reference Runledger gives this step. The "
                                                         "target uses it to recognise a repeated request, and Runledger searches "
                                                         "the target for it before anything is sent again.");
    if (t == QLatin1String("Answer code"))
        return QCoreApplication::translate("rl::models", "HTTP status: the target's answer code. 2xx: done (201: created); "
                                                         "4xx: refused; 5xx: the target had a problem (503: unavailable).");
    if (t == QLatin1String("Fingerprint"))
        return QCoreApplication::translate("rl::models", "SHA-256 of the content: any change to the text gives another fingerprint.");
    if (t == QLatin1String("Target reference"))
        return QCoreApplication::translate("rl::models", "The record's own id at the target (the CRM task, the e-mail), once it is known.");
    if (t == QLatin1String("Outcome"))
        return QCoreApplication::translate("rl::models", "What the attempt's answer proves: done, refused before acting (nothing "
                                                         "happened), or no clear answer (it may have happened).");
    return {};
}

} // namespace rl::models
