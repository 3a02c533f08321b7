#include "cli/HelpText.h"

#include <algorithm>
#include <sstream>

namespace scalescope::cli {
namespace {

constexpr std::size_t kWidth = 100;
constexpr std::size_t kOptionColumn = 30; // where an option's text starts

// Words in lines of at most `width` columns; the first line starts at `column`, where the caller
// left it.
void wrapWords(
    const std::vector<std::string>& words, std::size_t width, std::size_t indent, std::size_t column, std::string& out)
{
    bool lineEmpty = true;
    for (const std::string& word : words) {
        if (!lineEmpty && column + 1 + word.size() > width) {
            out += '\n' + std::string(indent, ' ');
            column = indent;
            lineEmpty = true;
        }
        if (!lineEmpty) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
        lineEmpty = false;
    }
}

std::vector<std::string> splitWords(std::string_view text)
{
    std::vector<std::string> words;
    std::istringstream stream { std::string(text) };
    for (std::string word; stream >> word;)
        words.push_back(word);
    return words;
}

} // namespace

std::vector<std::string> usageParts(std::string_view line)
{
    std::vector<std::string> parts;
    int depth = 0;
    bool optionWithoutValue = false;
    for (const std::string& word : splitWords(line)) {
        const bool isValue = word.find_first_of("-[(|") != 0;
        if (depth > 0 || (optionWithoutValue && isValue))
            parts.back() += ' ' + word;
        else
            parts.push_back(word);
        optionWithoutValue = depth == 0 && word.front() == '-';
        for (char c : word)
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
    }
    return parts;
}

namespace {

std::string wrapUsage(std::string_view line, std::size_t indent, std::size_t firstColumn)
{
    std::string out;
    wrapWords(usageParts(line), kWidth, indent, firstColumn, out);
    return out;
}

// "  --spec    text", the text wrapped in its column (below the spec when the spec is too wide).
std::string optionLines(const OptionHelp& option)
{
    std::string line = "  " + option.spec;
    if (line.size() + 2 > kOptionColumn)
        line += '\n' + std::string(kOptionColumn, ' ');
    else
        line += std::string(kOptionColumn - line.size(), ' ');
    return line + wrapText(option.text, kWidth, kOptionColumn, kOptionColumn) + '\n';
}

std::string optionBlock(const std::string& title, const std::vector<OptionHelp>& options)
{
    std::string text = title + ":\n";
    for (const OptionHelp& option : options)
        text += optionLines(option);
    return text;
}

std::string notesText()
{
    std::string text;
    for (const HelpNote& note : closingNotes())
        text += wrapText(note.title + ": " + note.text, kWidth, 2) + '\n';
    return text;
}

// A command in the overview: its usage lines, then its summary below them.
std::string overviewEntry(const CommandHelp& help)
{
    std::string text;
    for (const std::string& line : usageLines(help))
        text += "  " + wrapUsage(line, 6, 2) + '\n';
    return text + std::string(8, ' ') + wrapText(help.summary, kWidth, 8, 8) + '\n';
}

} // namespace

std::string wrapText(std::string_view text, std::size_t width, std::size_t indent, std::size_t firstColumn)
{
    std::string out;
    std::size_t start = 0;
    std::size_t column = firstColumn;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find("\n\n", start), text.size());
        if (start > 0) {
            out += "\n\n" + std::string(indent, ' ');
            column = indent;
        }
        wrapWords(splitWords(text.substr(start, end - start)), width, indent, column, out);
        start = end + 2;
    }
    return out;
}

std::vector<std::string> usageLines(const CommandHelp& help)
{
    std::vector<std::string> lines;
    for (const std::string& synopsis : help.synopses) {
        std::string line = "scalescope";
        for (const std::string& part : { help.name, synopsis })
            if (!part.empty())
                line += ' ' + part;
        lines.push_back(line);
    }
    return lines;
}

std::string overviewHelpText()
{
    std::string text = "ScaleScope: explore AI-cluster topologies (NVLink scale-up, InfiniBand scale-out, "
                       "Ethernet).\n\nUsage:\n";
    text += overviewEntry(desktopHelp());
    for (const CommandHelp& help : commandHelps())
        text += overviewEntry(help);
    text += "  scalescope --version | --help\n\n";
    text += "'scalescope COMMAND --help' (or -h) tells more of each command; 'man scalescope', of all of them.\n\n";
    text += optionBlock("Desktop options", desktopHelp().options) + '\n';
    text += optionBlock("Fabric options (new, simulate, sweep)", fabricOptionHelp()) + '\n';
    return text + notesText();
}

std::string commandHelpText(const CommandHelp& help)
{
    std::string text;
    const std::vector<std::string> lines = usageLines(help);
    for (std::size_t i = 0; i < lines.size(); ++i)
        text += (i == 0 ? "Usage: " : "       ") + wrapUsage(lines[i], 11, 7) + '\n';
    text += '\n' + wrapText(help.description, kWidth) + "\n\n";
    if (!help.options.empty())
        text += optionBlock("Options", help.options) + '\n';
    if (help.takesFabricOptions)
        text += optionBlock("Fabric options", fabricOptionHelp()) + '\n';
    return text + notesText();
}

} // namespace scalescope::cli
