#include "CliTranslation.h"

#include "cli/MessageLanguage.h"
#include "cli/Translate.h"

#include <QString>
#include <QTranslator>

#include <cstdlib>
#include <memory>
#include <vector>

namespace scalescope {
namespace {

// The command line's own translation and the core's, kept for the life of the program: the lookup
// below reads them at any time, from any thread.
std::vector<std::unique_ptr<QTranslator>>& commandLineTranslators()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

std::string translate(const char* context, const char* source)
{
    for (const std::unique_ptr<QTranslator>& translator : commandLineTranslators()) {
        const QString text = translator->translate(context, source);
        if (!text.isEmpty())
            return text.toStdString();
    }
    return {};
}

const char* environmentVariable(const char* name)
{
    return std::getenv(name);
}

} // namespace

void installCommandLineTranslation()
{
    const std::string language = cli::messageLanguage(environmentVariable);
    if (language.empty())
        return;
    for (const char* name : { "scalescope_cli_", "scalescope_core_" }) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(QString::fromStdString(":/i18n/cli/" + (name + language) + ".qm")))
            commandLineTranslators().push_back(std::move(translator));
    }
    if (!commandLineTranslators().empty()) // a build without them speaks English
        setTranslateFunction(translate);
}

} // namespace scalescope
