// SPDX-License-Identifier: GPL-3.0-or-later
// `runledgerctl import` lines: {"path", "headers", "body_base64"} per line.
#include "config/configuration.h"
#include "fuzzcommon.h"
#include "intake/intakeserver.h"

using namespace rl;

namespace {
app::IntakeServer *g_intake = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    const QByteArray whsec = "whsec_" + QByteArrayLiteral("fuzz-webhook-secret").toBase64();
    g_intake = fuzz::exampleIntake(app::IntakeSecrets{{QByteArrayLiteral("test")}, whsec, {}});
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (const QByteArray &line : fuzz::bytes(data, size).split('\n')) {
        const app::ParsedDelivery p = g_intake->parseCaptured(line.trimmed());
        if (p.status != 200 && p.error.isEmpty())
            __builtin_trap(); // every refusal says why
    }
    return 0;
}
