#include "cli/HelpText.h"

#include "cli/TextWidth.h"
#include "cli/Translate.h"

#include <algorithm>
#include <sstream>

namespace scalescope::cli {
namespace {

constexpr std::size_t kWidth = 100;
constexpr std::size_t kOptionColumn = 30; // where an option's text starts

// Pieces in lines of at most `width` columns (as the terminal shows them: a Chinese character takes
// two); the first line starts at `column`, where the caller left it.
void wrapPieces(
    const std::vector<LinePiece>& pieces, std::size_t width, std::size_t indent, std::size_t column, std::string& out)
{
    bool lineEmpty = true;
    for (const LinePiece& piece : pieces) {
        const std::size_t space = piece.spaceBefore ? 1 : 0;
        const std::size_t columns = displayWidth(piece.text);
        if (!lineEmpty && column + space + columns > width) {
            out += '\n' + std::string(indent, ' ');
            column = indent;
            lineEmpty = true;
        }
        if (!lineEmpty && space) {
            out += ' ';
            ++column;
        }
        out += piece.text;
        column += columns;
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

// The help's own text in the user's language (Translate.h).
std::string local(const std::string& source)
{
    return translated(kHelpContext, source);
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
    std::vector<LinePiece> pieces;
    for (std::string& part : usageParts(line))
        pieces.push_back({ std::move(part), true });
    std::string out;
    wrapPieces(pieces, kWidth, indent, firstColumn, out);
    return out;
}

// "  --spec    text", the text wrapped in its column (below the spec when the spec is too wide).
std::string optionLines(const OptionHelp& option)
{
    std::string line = "  " + option.spec;
    const std::size_t columns = displayWidth(line);
    if (columns + 2 > kOptionColumn)
        line += '\n' + std::string(kOptionColumn, ' ');
    else
        line += std::string(kOptionColumn - columns, ' ');
    return line + wrapText(optionText(option, local(option.text)), kWidth, kOptionColumn, kOptionColumn) + '\n';
}

std::string optionBlock(const std::string& title, const std::vector<OptionHelp>& options)
{
    std::string text = substitute(local(QT_TRANSLATE_NOOP("scalescope-help", "%1:")), { local(title) }) + '\n';
    for (const OptionHelp& option : options)
        text += optionLines(option);
    return text;
}

std::string notesText()
{
    std::string text;
    for (const HelpNote& note : closingNotes())
        text += wrapText(substitute(local(QT_TRANSLATE_NOOP("scalescope-help", "%1: %2")),
                             { local(note.title), local(note.text) }),
                    kWidth, 2)
            + '\n';
    return text;
}

// A command in the overview: its usage lines, then its summary below them.
std::string overviewEntry(const CommandHelp& help)
{
    std::string text;
    for (const std::string& line : usageLines(help))
        text += "  " + wrapUsage(line, 6, 2) + '\n';
    return text + std::string(8, ' ') + wrapText(local(help.summary), kWidth, 8, 8) + '\n';
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
        wrapPieces(linePieces(text.substr(start, end - start)), width, indent, column, out);
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
    std::string text
        = local(QT_TRANSLATE_NOOP("scalescope-help",
              "ScaleScope: explore AI-cluster topologies (NVLink scale-up, InfiniBand scale-out, Ethernet)."))
        + "\n\n" + local(QT_TRANSLATE_NOOP("scalescope-help", "Usage:")) + '\n';
    text += overviewEntry(desktopHelp());
    for (const CommandHelp& help : commandHelps())
        text += overviewEntry(help);
    text += "  scalescope --version | --help\n\n";
    text += wrapText(local(QT_TRANSLATE_NOOP("scalescope-help",
                         "'scalescope COMMAND --help' (or -h) tells more of each command; 'man scalescope', of all "
                         "of them.")),
                kWidth)
        + "\n\n";
    text += optionBlock(QT_TRANSLATE_NOOP("scalescope-help", "Desktop options"), desktopHelp().options) + '\n';
    text += optionBlock(
                QT_TRANSLATE_NOOP("scalescope-help", "Fabric options (new, simulate, sweep)"), fabricOptionHelp())
        + '\n';
    return text + notesText();
}

std::string commandHelpText(const CommandHelp& help)
{
    std::string text;
    // "Usage: " before the first usage line; a label ending in a fullwidth colon ("用法：") takes no space.
    std::string usage = local(QT_TRANSLATE_NOOP("scalescope-help", "Usage:"));
    if (!usage.empty() && usage.back() == ':')
        usage += ' ';
    const std::size_t column = displayWidth(usage);
    const std::vector<std::string> lines = usageLines(help);
    for (std::size_t i = 0; i < lines.size(); ++i)
        text += (i == 0 ? usage : std::string(column, ' ')) + wrapUsage(lines[i], column + 4, column) + '\n';
    text += '\n' + wrapText(local(help.description), kWidth) + "\n\n";
    if (!help.options.empty())
        text += optionBlock(QT_TRANSLATE_NOOP("scalescope-help", "Options"), help.options) + '\n';
    if (help.takesFabricOptions)
        text += optionBlock(QT_TRANSLATE_NOOP("scalescope-help", "Fabric options"), fabricOptionHelp()) + '\n';
    return text + notesText();
}

} // namespace scalescope::cli
