// SPDX-License-Identifier: GPL-3.0-or-later
// Content templates: {{a.b|c}} placeholders over a payload.
// Input: the template on the first line, the payload JSON after it.
#include "config/configuration.h"
#include "fuzzcommon.h"

#include <QJsonDocument>

using namespace rl;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto [text, payload] = fuzz::cut(fuzz::bytes(data, size), '\n');
    const QString rendered = app::Configuration::render(QString::fromUtf8(text), QJsonDocument::fromJson(payload).object(),
                                                        QStringLiteral("rl-ref"));
    // Text without a placeholder is left as it is.
    if (!text.contains("{{") && rendered != QString::fromUtf8(text))
        __builtin_trap();
    return 0;
}
