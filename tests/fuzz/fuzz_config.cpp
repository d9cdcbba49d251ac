// SPDX-License-Identifier: GPL-3.0-or-later
// Configuration files: JSON → target profiles and flows; a configuration that
// loads also plans the sample order.
#include "config/configuration.h"
#include "fuzzcommon.h"

#include <QJsonDocument>

using namespace rl;

namespace {
QJsonObject g_order;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    g_order = QJsonDocument::fromJson(fuzz::readFile(RUNLEDGER_SOURCE_DIR "/tests/data/samples/shopify-orders-create.json")).object();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(fuzz::bytes(data, size));
    QString error;
    const auto config = app::Configuration::fromJson(doc.object(), &error);
    if (!config) {
        if (error.isEmpty())
            __builtin_trap(); // a refused configuration says why
        return 0;
    }
    for (const app::Flow &flow : config->flows())
        for (const app::FlowTrigger &t : flow.triggers)
            config->plansFor(t.kind, t.value, t.source, g_order);
    return 0;
}
