#include "CliTranslation.h"

#include "cli/MessageLanguage.h"
#include "cli/Translate.h"

#include <QString>
#include <QTranslator>

#include <cstdlib>
#include <memory>

namespace scalescope {
namespace {

// Kept for the life of the program: the lookup below reads it at any time.
std::unique_ptr<QTranslator>& commandLineTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

std::string translate(const char* context, const char* source)
{
    return commandLineTranslator()->translate(context, source).toStdString();
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
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QString::fromStdString(":/i18n/cli/scalescope_cli_" + language + ".qm")))
        return; // a build without it speaks English
    commandLineTranslator() = std::move(translator);
    cli::setTranslateFunction(translate);
}

} // namespace scalescope
