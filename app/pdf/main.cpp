// SPDX-License-Identifier: GPL-3.0-or-later
// runledger-pdf: lays a PDF job (JSON on standard input) out as a PDF on
// standard output. runledgerctl starts it, so that runledgerctl itself never
// loads Qt GUI; it needs no display (the offscreen platform).
#include "appinfo.h"
#include "pdf/pdfrender.h"

#include <QFile>
#include <QGuiApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    rl::app::setApplicationIdentity();
    QFile in;
    QFile out;
    if (!in.open(stdin, QIODevice::ReadOnly) || !out.open(stdout, QIODevice::WriteOnly))
        return rl::app::ExitRuntime;
    const QByteArray input = in.read(64 * 1024 * 1024);
    const auto job = rl::app::PdfJob::fromJson(input);
    if (!job) {
        std::fputs("runledger-pdf: the input is not a PDF job\n", stderr);
        return rl::app::ExitUsage;
    }
    QString error;
    const QByteArray pdf = rl::app::renderPdf(*job, &error);
    if (pdf.isEmpty()) {
        std::fprintf(stderr, "runledger-pdf: %s\n", qPrintable(error));
        return rl::app::ExitRuntime;
    }
    return out.write(pdf) == pdf.size() && out.flush() ? rl::app::ExitOk : rl::app::ExitRuntime;
}
