#include "util/JsonDocument.h"

#include "model/InputError.h"
#include "model/Localized.h"
#include "model/NameCheck.h"
#include "util/JsonSyntaxText.h"

#include <optional>
#include <unordered_set>
#include <vector>

namespace scalescope {
namespace {

using json = nlohmann::json;

// Where a structural problem was found, counted in the events seen so far: the n-th container
// opened (too deep) or the n-th key (given twice).
struct StructureProblem {
    enum class Kind { TooDeep, DuplicateKey } kind = Kind::TooDeep;
    std::size_t ordinal = 0;
    std::string key;
    std::string objectPointer;
};

struct SyntaxProblem {
    std::size_t position = 0;
    std::string message;
    bool quotesLiteral = false; // a number the parser cannot hold: located by the literal it quotes
};

// nlohmann's DOM builder behind checks of depth and duplicate keys; stops at the first problem.
class StrictSax {
public:
    explicit StrictSax(json& result)
        : m_dom(result, false)
    {
    }

    bool null() { return value() && m_dom.null(); }
    bool boolean(bool v) { return value() && m_dom.boolean(v); }
    bool number_integer(json::number_integer_t v) { return value() && m_dom.number_integer(v); }
    bool number_unsigned(json::number_unsigned_t v) { return value() && m_dom.number_unsigned(v); }
    bool number_float(json::number_float_t v, const std::string& s) { return value() && m_dom.number_float(v, s); }
    bool string(std::string& v) { return value() && m_dom.string(v); }
    bool binary(json::binary_t& v) { return value() && m_dom.binary(v); }
    bool start_object(std::size_t n) { return open(true) && m_dom.start_object(n); }
    bool start_array(std::size_t n) { return open(false) && m_dom.start_array(n); }
    bool end_object() { return close() && m_dom.end_object(); }
    bool end_array() { return close() && m_dom.end_array(); }
    bool key(std::string& k)
    {
        ++m_keys;
        Frame& frame = m_frames.back();
        if (!frame.keys.insert(k).second) {
            m_structure = StructureProblem { StructureProblem::Kind::DuplicateKey, m_keys, k, pointer(false) };
            return false;
        }
        frame.token = jsonPointerToken(k);
        return m_dom.key(k);
    }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& error)
    {
        const std::string what = error.what();
        const auto bracket = what.find("] ");
        std::string message = bracket == std::string::npos ? what : what.substr(bracket + 2);
        const bool syntax = dynamic_cast<const json::parse_error*>(&error) != nullptr;
        if (syntax) { // "parse error at line L, column C: message"
            const auto colon = message.find(": ");
            message = jsonSyntaxErrorText(colon == std::string::npos ? message : message.substr(colon + 2));
        }
        m_syntax = SyntaxProblem { position, std::move(message), !syntax };
        return false;
    }

    const std::optional<StructureProblem>& structure() const { return m_structure; }
    const std::optional<SyntaxProblem>& syntax() const { return m_syntax; }

private:
    struct Frame {
        bool object = false;
        std::size_t count = 0;
        std::string token;
        std::unordered_set<std::string> keys;
    };

    bool value()
    {
        if (!m_frames.empty() && !m_frames.back().object)
            m_frames.back().token = std::to_string(m_frames.back().count++);
        return true;
    }
    bool open(bool object)
    {
        value();
        ++m_containers;
        if (m_frames.size() >= static_cast<std::size_t>(kMaxJsonDepth)) {
            m_structure = StructureProblem { StructureProblem::Kind::TooDeep, m_containers, {}, pointer(true) };
            return false;
        }
        m_frames.push_back(Frame { object, 0, {}, {} });
        return true;
    }
    bool close()
    {
        m_frames.pop_back();
        return true;
    }
    // The pointer of the innermost object (or of the value being read when withLast).
    std::string pointer(bool withLast) const
    {
        std::string out;
        const std::size_t count = withLast ? m_frames.size() : m_frames.size() - 1;
        for (std::size_t i = 0; i < count; ++i)
            out += '/' + m_frames[i].token;
        return out;
    }

    nlohmann::detail::json_sax_dom_parser<json> m_dom;
    std::vector<Frame> m_frames;
    std::size_t m_containers = 0;
    std::size_t m_keys = 0;
    std::optional<StructureProblem> m_structure;
    std::optional<SyntaxProblem> m_syntax;
};

// The end of the string that starts at text[at] (the opening quote), past its closing quote.
std::size_t skipString(std::string_view text, std::size_t at)
{
    for (++at; at < text.size(); ++at) {
        if (text[at] == '\\')
            ++at;
        else if (text[at] == '"')
            return at + 1;
    }
    return text.size();
}

// The byte offset of the n-th container opened, or of the n-th key, in text the parser read
// without a syntax error up to there.
std::size_t offsetOf(std::string_view text, const StructureProblem& problem)
{
    std::size_t seen = 0;
    for (std::size_t at = 0; at < text.size();) {
        const char c = text[at];
        if (c == '"') {
            const std::size_t end = skipString(text, at);
            const std::size_t next = text.find_first_not_of(" \t\r\n", end);
            const bool isKey = next != std::string_view::npos && text[next] == ':';
            if (isKey && problem.kind == StructureProblem::Kind::DuplicateKey && ++seen == problem.ordinal)
                return at;
            at = end;
            continue;
        }
        if ((c == '{' || c == '[') && problem.kind == StructureProblem::Kind::TooDeep && ++seen == problem.ordinal)
            return at;
        ++at;
    }
    return text.size();
}

std::string structureMessage(const StructureProblem& problem)
{
    if (problem.kind == StructureProblem::Kind::TooDeep)
        return localized(
            QT_TRANSLATE_NOOP("scalescope-core", "nested more than %1 levels deep"), { std::to_string(kMaxJsonDepth) });
    if (problem.objectPointer.empty())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "duplicate key \"%1\" in the object at the top"),
            { printableText(problem.key, 40) });
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "duplicate key \"%1\" in the object at %2"),
        { printableText(problem.key, 40), problem.objectPointer });
}

std::size_t syntaxOffset(std::string_view text, const SyntaxProblem& problem)
{
    if (problem.quotesLiteral) {
        const auto open = problem.message.find('\'');
        const auto close = problem.message.rfind('\'');
        if (open != std::string::npos && close > open + 1) {
            const auto found = text.find(std::string_view(problem.message).substr(open + 1, close - open - 1));
            if (found != std::string_view::npos)
                return found;
        }
        return 0;
    }
    return problem.position > 0 ? problem.position - 1 : 0;
}

} // namespace

json parseJsonDocument(std::string_view text, const std::string& origin)
{
    json result;
    StrictSax sax(result);
    json::sax_parse(text, &sax);
    std::optional<std::pair<std::size_t, std::string>> problem;
    if (sax.syntax())
        problem.emplace(syntaxOffset(text, *sax.syntax()), sax.syntax()->message);
    else if (sax.structure())
        problem.emplace(offsetOf(text, *sax.structure()), structureMessage(*sax.structure()));
    if (problem) {
        const auto [line, column] = lineAndColumnAt(text, problem->first);
        throw InputError(origin, std::vector<Problem> { Problem { "", line, column, problem->second } });
    }
    return result;
}

std::string describeJsonValue(const json& value)
{
    switch (value.type()) {
    case json::value_t::string:
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a string \"%1\""),
            { printableText(value.get_ref<const std::string&>(), 40) });
    case json::value_t::array:
        return localized(value.size() == 1 ? QT_TRANSLATE_NOOP("scalescope-core", "an array of %1 element")
                                           : QT_TRANSLATE_NOOP("scalescope-core", "an array of %1 elements"),
            { std::to_string(value.size()) });
    case json::value_t::object:
        return localized(value.size() == 1 ? QT_TRANSLATE_NOOP("scalescope-core", "an object of %1 property")
                                           : QT_TRANSLATE_NOOP("scalescope-core", "an object of %1 properties"),
            { std::to_string(value.size()) });
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "an integer %1"), { value.dump() });
    case json::value_t::number_float:
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a number %1"), { value.dump() });
    case json::value_t::boolean:
        return value.dump(); // true or false: JSON's own words
    default:
        return "null";
    }
}

} // namespace scalescope
