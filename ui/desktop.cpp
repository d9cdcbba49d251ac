// SPDX-License-Identifier: GPL-3.0-or-later
#include "desktop.h"

#include "appinfo.h"
#include "decisiondialog.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QTableWidget>
#include <QMessageBox>
#include <QPalette>
#include <QPointer>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QLineEdit>
#include <QLocale>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace rl::ui {

ConsoleCommandLine::ConsoleCommandLine()
    : m_ledger(QStringLiteral("ledger"), tr("Ledger file or postgresql:// URL (the same as giving FILE)."), tr("PATH"))
    , m_reviewer(QStringLiteral("reviewer"), tr("Your name, recorded on every decision."), tr("NAME"))
    , m_config(QStringLiteral("config"), tr("Targets and flows (JSON), for looking steps up."), tr("FILE"))
    , m_demo(QStringLiteral("demo"), tr("Start the sandbox (runledger-sandbox) and a runner on a scratch ledger, seeded with the acceptance cases."))
    , m_palette(QStringLiteral("palette"), tr("light or dark."), tr("NAME"))
    , m_measure(QStringLiteral("measure"), tr("Print start-up, queue and scrolling timings and peak memory, then quit."))
    , m_screenshot(QStringLiteral("screenshot"), tr("Save a picture of the window at 1280 × 720 and quit."), tr("FILE"))
{
    m_parser.setApplicationDescription(tr("Runledger review console"));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addPositionalArgument(QStringLiteral("FILE"), tr("The ledger to open (default: your own ledger)."), tr("[FILE]"));
    for (QCommandLineOption *hidden : {&m_palette, &m_measure, &m_screenshot})
        hidden->setFlags(QCommandLineOption::HiddenFromHelp);
    for (const QCommandLineOption *o : {&m_ledger, &m_reviewer, &m_config, &m_demo, &m_palette, &m_measure, &m_screenshot})
        m_parser.addOption(*o);
}

bool ConsoleCommandLine::asksForHelpOrVersion(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "--help" || a == "-?" || a == "--help-all" || a == "-v" || a == "--version")
            return true;
    }
    return false;
}

bool ConsoleCommandLine::parse(const QStringList &arguments)
{
    if (!m_parser.parse(arguments)) {
        m_error = m_parser.errorText();
        return false;
    }
    const QStringList files = m_parser.positionalArguments();
    if (files.size() > 1) {
        m_error = tr("Give one ledger to open; %n were given.", nullptr, int(files.size()));
        return false;
    }
    if (!files.isEmpty() && m_parser.isSet(m_ledger)) {
        m_error = tr("Give the ledger either as FILE or with --ledger, not both.");
        return false;
    }
    if (!files.isEmpty() && m_parser.isSet(m_demo)) {
        m_error = tr("--demo opens a scratch ledger of its own; it cannot be combined with FILE.");
        return false;
    }
    return true;
}

QString ConsoleCommandLine::ledger() const
{
    if (m_parser.isSet(m_ledger))
        return m_parser.value(m_ledger);
    const QString file = m_parser.positionalArguments().value(0);
    // A file manager may pass a file:// URL.
    if (file.startsWith(QLatin1String("file:")))
        return QUrl(file).toLocalFile();
    return file;
}

bool ConsoleCommandLine::ledgerNamed() const { return !demo() && !ledger().isEmpty(); }

bool desktopPrefersDark(std::optional<uint> portalColorScheme, const QString &gtkTheme)
{
    if (portalColorScheme == 1u)
        return true;
    if (portalColorScheme == 2u)
        return false;
    return gtkTheme.endsWith(QLatin1String(":dark"), Qt::CaseInsensitive);
}

namespace {

const QString kThemeKey = QStringLiteral("view/theme");

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(50, 50, 54));
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Button, QColor(55, 55, 60));
    p.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    p.setColor(QPalette::Highlight, QColor(38, 110, 190));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, QColor(230, 230, 230));
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    p.setColor(QPalette::Link, QColor(120, 170, 255));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(130, 130, 130));
    return p;
}

std::optional<uint> unwrapScheme(QVariant v)
{
    // Read returns the value wrapped in one or two variants.
    while (v.canConvert<QDBusVariant>() && v.userType() == qMetaTypeId<QDBusVariant>())
        v = qvariant_cast<QDBusVariant>(v).variant();
    bool ok = false;
    const uint scheme = v.toUInt(&ok);
    return ok ? std::optional<uint>(scheme) : std::nullopt;
}

// The desktop's colour scheme, followed while the console runs.
class DesktopScheme final : public QObject
{
    Q_OBJECT
public:
    static DesktopScheme *instance()
    {
        static QPointer<DesktopScheme> one;
        if (!one)
            one = new DesktopScheme(qApp);
        return one;
    }
    bool prefersDark() const { return desktopPrefersDark(m_scheme, qEnvironmentVariable("GTK_THEME")); }

public Q_SLOTS:
    void settingChanged(const QString &ns, const QString &key, const QDBusVariant &value)
    {
        if (ns != QLatin1String("org.freedesktop.appearance") || key != QLatin1String("color-scheme"))
            return;
        m_scheme = unwrapScheme(QVariant::fromValue(value));
        if (savedTheme() == Theme::System)
            applyTheme(Theme::System);
    }

private:
    explicit DesktopScheme(QObject *parent)
        : QObject(parent)
    {
        QDBusConnection bus = QDBusConnection::sessionBus();
        if (!bus.isConnected())
            return; // no session bus: GTK_THEME alone
        const QString service = QStringLiteral("org.freedesktop.portal.Desktop");
        const QString path = QStringLiteral("/org/freedesktop/portal/desktop");
        const QString interface = QStringLiteral("org.freedesktop.portal.Settings");
        QDBusMessage read = QDBusMessage::createMethodCall(service, path, interface, QStringLiteral("Read"));
        read << QStringLiteral("org.freedesktop.appearance") << QStringLiteral("color-scheme");
        // Asked without waiting: the GUI thread never blocks on the bus; the
        // answer applies the theme when it comes (GTK_THEME until then).
        auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(read, 2000), this);
        connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
            w->deleteLater();
            const QDBusMessage reply = w->reply();
            if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty())
                return;
            m_scheme = unwrapScheme(reply.arguments().constFirst());
            if (savedTheme() == Theme::System)
                applyTheme(Theme::System);
        });
        bus.connect(service, path, interface, QStringLiteral("SettingChanged"), this,
                    SLOT(settingChanged(QString, QString, QDBusVariant)));
    }

    std::optional<uint> m_scheme;
};

struct PlatformLook
{
    QString style;
    QPalette palette;
};

const PlatformLook &platformLook()
{
    // What the platform gave before any theme was applied.
    static const PlatformLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

} // namespace

Theme savedTheme()
{
    const QString name = QSettings().value(kThemeKey).toString();
    if (name == QLatin1String("dark"))
        return Theme::Dark;
    if (name == QLatin1String("light"))
        return Theme::Light;
    return Theme::System;
}

void saveTheme(Theme theme)
{
    QSettings().setValue(kThemeKey, theme == Theme::Dark ? QStringLiteral("dark")
                                    : theme == Theme::Light ? QStringLiteral("light") : QStringLiteral("system"));
}

void applyTheme(Theme theme)
{
    const PlatformLook &platform = platformLook();
    const bool dark = theme == Theme::Dark || (theme == Theme::System && DesktopScheme::instance()->prefersDark());
    if (dark) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
    } else if (theme == Theme::Light && platform.palette.color(QPalette::Window).lightness() < 128) {
        // The platform itself is dark: Fusion's own light palette.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
    } else {
        QApplication::setStyle(QStyleFactory::create(platform.style));
        QApplication::setPalette(platform.palette);
    }
}

bool darkPaletteInUse() { return QApplication::palette().color(QPalette::Window).lightness() < 128; }

QString manualMarkdown()
{
    // The reader's language as the translations are chosen (QTranslator::load
    // with QLocale()): the first of the locale's languages with a manual of
    // its own, "de-AT" falling back to "de"; English otherwise.
    QStringList names;
    for (const QString &language : QLocale().uiLanguages()) {
        const QString lower = language.toLower();
        names << lower << lower.section(QLatin1Char('-'), 0, 0);
    }
    for (const QString &name : std::as_const(names)) {
        if (name == QLatin1String("en"))
            break;
        QFile f(QStringLiteral(":/manual/manual.%1.md").arg(name));
        if (f.open(QIODevice::ReadOnly))
            return QString::fromUtf8(f.readAll());
    }
    QFile f(QStringLiteral(":/manual/manual.md"));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void nameClearButton(QLineEdit *edit)
{
    for (QToolButton *button : edit->findChildren<QToolButton *>()) {
        button->setAccessibleName(QCoreApplication::translate("rl::ui::Desktop", "Clear"));
        button->setAccessibleDescription(QCoreApplication::translate("rl::ui::Desktop", "Empties this field"));
    }
}

void showAbout(QWidget *parent)
{
    QMessageBox::about(parent, QObject::tr("About Runledger"),
                       QObject::tr("<h3>Runledger %1</h3>"
                                   "<p>Every marketing automation's action is an operation with a stable id; nothing is "
                                   "sent twice, and what no evidence settles waits for a named reviewer.</p>"
                                   "<p>Built with Qt %2 (running on Qt %3).</p>"
                                   "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
                           .arg(app::buildVersion(), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
}

void showManual(QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("manual"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QObject::tr("Runledger manual"));
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QTextBrowser(dialog);
    text->setOpenExternalLinks(true);
    text->setMarkdown(manualMarkdown());
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(720, 600);
    dialog->show();
}

void showKeyboardMap(QWidget *window)
{
    auto *dialog = new QDialog(window);
    dialog->setObjectName(QStringLiteral("keyboardMap"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QObject::tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(dialog);
    auto *table = new QTableWidget(0, 2, dialog);
    table->setAccessibleName(QObject::tr("Keyboard shortcuts"));
    table->setHorizontalHeaderLabels({QObject::tr("Keys"), QObject::tr("What they do")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    const auto add = [table](const QString &keys, const QString &what) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(keys));
        table->setItem(row, 1, new QTableWidgetItem(what));
    };
    // The window's own actions (menus, toolbar, decisions): each key once.
    QSet<QString> seen;
    for (QAction *action : window->findChildren<QAction *>()) {
        const QString what = QString(action->text()).remove(QLatin1Char('&')).remove(QStringLiteral("…"));
        for (const QKeySequence &k : action->shortcuts()) {
            const QString keys = k.toString(QKeySequence::NativeText);
            if (what.isEmpty() || seen.contains(keys))
                continue;
            seen.insert(keys);
            add(keys, what);
        }
    }
    // What every decision dialog knows (docs/console.md).
    const auto native = [](const QKeySequence &k) { return k.toString(QKeySequence::NativeText); };
    add(native(QKeySequence(Qt::CTRL | Qt::Key_Return)), QObject::tr("In a decision dialog: record the decision"));
    add(native(QKeySequence(Qt::Key_Escape)), QObject::tr("In a decision dialog: cancel (asks first when you typed something)"));
    add(native(QKeySequence(Qt::Key_Tab)), QObject::tr("In a decision dialog: next field; from the rationale to Record decision"));
    // Alt and the letter each text marks, in the reader's language.
    add(native(QKeySequence::mnemonic(DecisionDialog::checkedTheTargetText())),
        QObject::tr("Confirm not executed: tick \"I checked the target\""));
    add(native(QKeySequence::mnemonic(DecisionDialog::thenRetryText())), QObject::tr("Confirm not executed: send the step again, or not"));
    add(native(QKeySequence::mnemonic(DecisionDialog::lookAgainText())),
        QObject::tr("Adopt record, Confirm not executed: look the step up again"));
    table->resizeColumnsToContents();
    table->resizeRowsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(640, 560);
    dialog->show();
    table->setFocus();
}

} // namespace rl::ui

#include "desktop.moc"
