#include "CliLocaleFacts.h"

#include "cli/HelpText.h"
#include "cli/MessageLanguage.h"
#include "cli/TextWidth.h"

#include <map>
#include <string>

namespace {

std::map<std::string, std::string> g_environment;

const char* lookup(const char* name)
{
    const auto found = g_environment.find(name);
    return found == g_environment.end() ? nullptr : found->second.c_str();
}

} // namespace

QString cliMessageLanguage(const QStringList& variables)
{
    g_environment.clear();
    for (const QString& variable : variables)
        g_environment[variable.section('=', 0, 0).toStdString()] = variable.section('=', 1).toStdString();
    return QString::fromStdString(scalescope::cli::messageLanguage(lookup));
}

int cliDisplayWidth(const QByteArray& utf8)
{
    return static_cast<int>(scalescope::displayWidth(std::string_view(utf8.constData(), utf8.size())));
}

QString cliWrapText(const QString& text, int width, int indent)
{
    return QString::fromStdString(scalescope::cli::wrapText(
        text.toStdString(), static_cast<std::size_t>(width), static_cast<std::size_t>(indent)));
}
