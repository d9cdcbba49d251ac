// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QObject>
#include <QString>
#include <optional>

class QLineEdit;
class QWidget;

namespace rl::ui {

// The console's command line: `runledger [FILE]` (what a file manager and the
// .desktop file's %f pass) or `--ledger FILE`, plus the options below.
class ConsoleCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(ConsoleCommandLine)
public:
    ConsoleCommandLine();
    // True when the arguments ask only for --help or --version: these are
    // answered without a display (a QApplication would need one).
    static bool asksForHelpOrVersion(int argc, char **argv);
    // False with error(): an unknown option, or a FILE together with --ledger.
    bool parse(const QStringList &arguments);
    QString error() const { return m_error; }
    QCommandLineParser &parser() { return m_parser; }

    QString ledger() const;  // empty: the default ledger
    bool ledgerNamed() const; // the person named it (a mistyped one is never silently a new ledger)
    QString reviewer() const { return m_parser.value(m_reviewer); }
    QString config() const { return m_parser.value(m_config); }
    bool demo() const { return m_parser.isSet(m_demo); }
    QString palette() const { return m_parser.value(m_palette); }
    bool paletteSet() const { return m_parser.isSet(m_palette); }
    QString screenshot() const { return m_parser.value(m_screenshot); }
    bool measure() const { return m_parser.isSet(m_measure); }

private:
    QCommandLineParser m_parser;
    QCommandLineOption m_ledger;
    QCommandLineOption m_reviewer;
    QCommandLineOption m_config;
    QCommandLineOption m_demo;
    QCommandLineOption m_palette;
    QCommandLineOption m_measure;
    QCommandLineOption m_screenshot;
    QString m_error;
};

// Light or dark: as the desktop says (System, the default), or as chosen in
// View → Theme; remembered.
enum class Theme { System, Light, Dark };

// What the freedesktop portal's org.freedesktop.appearance color-scheme
// (1 dark, 2 light, 0 or absent no preference) and GTK_THEME (":dark")
// prefer; the portal wins where it has a preference.
bool desktopPrefersDark(std::optional<uint> portalColorScheme, const QString &gtkTheme);

// The saved choice (System when none), and saving it.
Theme savedTheme();
void saveTheme(Theme theme);
// Applies a theme to the application now. System asks the desktop (the portal
// over the session bus, when there is one) and keeps following it while the
// console runs.
void applyTheme(Theme theme);
// True when the palette in use is a dark one.
bool darkPaletteInUse();

// Help → About and Help → Manual.
// A line edit's clear button (setClearButtonEnabled) with an accessible
// name: Qt gives it none, and a screen reader says only "button".
void nameClearButton(QLineEdit *edit);

void showAbout(QWidget *parent);
void showManual(QWidget *parent);
// Help → Keyboard shortcuts: every shortcut of the window's actions, read
// from the actions themselves (so the map cannot drift from the keys), and
// the keys every decision dialog knows.
void showKeyboardMap(QWidget *window);
// The reviewer's manual as Markdown (built into the program).
QString manualMarkdown();

} // namespace rl::ui
