#include "cli/ManPage.h"

#include "cli/CommandHelp.h"
#include "cli/HelpText.h"

#include <cctype>

namespace scalescope::cli {
namespace {

std::string upper(std::string text)
{
    for (char& c : text)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

// Paragraphs (separated by a blank line) as roff paragraphs; words on one line, roff fills them.
std::string paragraphs(std::string_view text)
{
    std::string roff;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find("\n\n", start), text.size());
        roff += ".PP\n" + roffEscape(wrapText(text.substr(start, end - start), 1000)) + '\n';
        start = end + 2;
    }
    return roff;
}

// A synopsis that roff breaks only where the terminal help does (HelpText.h's usageParts): the
// spaces within a part are unbreakable ("\ ").
std::string unbreakableParts(std::string_view line)
{
    std::string roff;
    for (const std::string& part : usageParts(line)) {
        std::string escaped = roffEscape(part);
        for (std::size_t at = escaped.find(' '); at != std::string::npos; at = escaped.find(' ', at + 2))
            escaped.replace(at, 1, "\\ ");
        roff += (roff.empty() ? "" : " ") + escaped;
    }
    return roff;
}

// Each way to call the command on a line of its own, the program and command in bold; the first
// line after `firstRequest` (a new paragraph, or a line break within one).
std::string synopsis(const CommandHelp& help, const char* firstRequest = ".PP\n")
{
    std::string roff;
    const std::string command = help.name.empty() ? "scalescope" : "scalescope " + help.name;
    for (const std::string& line : help.synopses)
        roff += (roff.empty() ? firstRequest : ".br\n")
            + ("\\fB" + roffEscape(command) + "\\fR " + unbreakableParts(line)) + '\n';
    return roff;
}

std::string optionList(const std::vector<OptionHelp>& options)
{
    std::string roff;
    for (const OptionHelp& option : options)
        roff += ".TP\n\\fB" + roffEscape(option.spec) + "\\fR\n" + roffEscape(optionText(option)) + '\n';
    return roff;
}

std::string commandSection(const CommandHelp& help)
{
    std::string roff = ".SS " + roffEscape(help.name) + '\n' + synopsis(help) + paragraphs(help.description);
    roff += optionList(help.options);
    if (help.takesFabricOptions)
        roff += ".PP\nAnd the fabric options (see \\fBFABRIC OPTIONS\\fR).\n";
    return roff;
}

} // namespace

std::string roffEscape(std::string_view text)
{
    std::string roff;
    for (char c : text) {
        if (c == '\\')
            roff += "\\e";
        else if (c == '-')
            roff += "\\-";
        else
            roff += c;
    }
    // A line may not start with a control character: "\&" before it makes it text.
    std::string safe;
    bool lineStart = true;
    for (char c : roff) {
        if (lineStart && (c == '.' || c == '\''))
            safe += "\\&";
        safe += c;
        lineStart = c == '\n';
    }
    return safe;
}

std::string manPage(std::string_view version)
{
    std::string roff = ".TH SCALESCOPE 1 \"\" \"ScaleScope " + roffEscape(version) + "\" \"User Commands\"\n";
    roff += ".nh\n.ad l\n";
    roff += ".SH NAME\nscalescope \\- explore AI\\-cluster topologies (NVLink scale\\-up, InfiniBand scale\\-out, "
            "Ethernet)\n";
    roff += ".SH SYNOPSIS\n" + synopsis(desktopHelp());
    for (const CommandHelp& help : commandHelps())
        roff += synopsis(help, ".br\n");
    roff += ".br\n\\fBscalescope\\fR \\-\\-version | \\-\\-help\n";
    roff += ".SH DESCRIPTION\n" + paragraphs(desktopHelp().description);
    roff += paragraphs("With a command, scalescope works without a display. Every command answers --help (or -h) "
                       "with the text of its section below.");
    roff += ".SH COMMANDS\n";
    for (const CommandHelp& help : commandHelps())
        roff += commandSection(help);
    roff += ".SH DESKTOP OPTIONS\n" + optionList(desktopHelp().options);
    roff += ".SH FABRIC OPTIONS\nThe commands that build a preset (new, simulate, sweep) take these.\n"
        + optionList(fabricOptionHelp());
    for (const HelpNote& note : closingNotes())
        roff += ".SH " + upper(note.title) + '\n' + paragraphs(note.text);
    return roff;
}

} // namespace scalescope::cli
