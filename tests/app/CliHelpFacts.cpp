#include "CliHelpFacts.h"

#include "cli/Cli.h"
#include "cli/CommandHelp.h"
#include "cli/ManPage.h"

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

QStringList optionLines(const std::vector<scalescope::cli::OptionHelp>& options)
{
    QStringList lines;
    for (const scalescope::cli::OptionHelp& option : options)
        lines << text(option.spec + " " + scalescope::cli::optionText(option));
    return lines;
}

HelpFacts facts(const scalescope::cli::CommandHelp& help)
{
    HelpFacts result { text(help.name), text(help.summary), text(help.description), {}, optionLines(help.options) };
    for (const scalescope::cli::OptionHelp& option : help.options)
        result.optionSpecs << text(option.spec);
    return result;
}

} // namespace

QStringList cliCommandNames()
{
    QStringList names;
    for (const std::string& name : scalescope::cli::commandNames())
        names << text(name);
    return names;
}

HelpFacts cliCommandHelp(const QString& name)
{
    const scalescope::cli::CommandHelp* help = scalescope::cli::findCommandHelp(name.toStdString());
    return help ? facts(*help) : HelpFacts {};
}

QVector<HelpFacts> cliCommandHelps()
{
    QVector<HelpFacts> helps;
    for (const scalescope::cli::CommandHelp& help : scalescope::cli::commandHelps())
        helps << facts(help);
    return helps;
}

QStringList cliFabricOptions()
{
    return optionLines(scalescope::cli::fabricOptionHelp());
}

QString cliRoffEscape(const QString& s)
{
    return text(scalescope::cli::roffEscape(s.toStdString()));
}
