// What the libraries underneath say about a file they cannot read, taken apart into parts that
// are translated (nlohmann_json's syntax errors, yaml-cpp's messages, the system's file errors);
// a text of another shape is kept whole.
#include "io/import/YamlErrorText.h"
#include "util/JsonSyntaxText.h"
#include "util/SystemErrorText.h"

#include <yaml-cpp/exceptions.h>

#include <cerrno>

#include <QtTest>

using namespace scalescope;

class TestLibraryMessages : public QObject {
    Q_OBJECT
private slots:
    void aSyntaxErrorIsSaidInPartsEachTranslatable()
    {
        // nlohmann::json's own text, taken apart so that each part can be translated; what
        // follows a lexer error's own "expected" is still the parser's.
        QCOMPARE(jsonSyntaxErrorText("syntax error while parsing object key - invalid number; expected digit after "
                                     "'-'; last read: '-x'; expected string literal"),
            std::string("syntax error at an object's key: a number with no digit after '-' (last read: '-x'); "
                        "expected a string"));
        QCOMPARE(jsonSyntaxErrorText("syntax error while parsing value - unexpected ']'"),
            std::string("syntax error in a value: ']' out of place"));
        QCOMPARE(jsonSyntaxErrorText("syntax error - unexpected end of input; expected '[', '{', or a literal"),
            std::string("syntax error: the end of the file where '[', '{' or a value should be"));
        // A text of another shape is kept whole.
        QCOMPARE(jsonSyntaxErrorText("syntax error while parsing a table - unexpected '}'"),
            std::string("syntax error: syntax error while parsing a table - unexpected '}'"));
        QCOMPARE(jsonSyntaxErrorText("invalid UTF-8"), std::string("syntax error: invalid UTF-8"));
    }

    void yamlCppsMessagesAreSaidInWords()
    {
        QCOMPARE(yamlErrorText("end of sequence flow not found"), std::string("a '[' list without its ']'"));
        QCOMPARE(yamlErrorText("unknown escape character: q"), std::string("an unknown escape character: q"));
        QCOMPARE(yamlErrorText("bad conversion"), std::string("bad conversion"));
        // Every parser message of yaml-cpp's ErrorMsg a hand-written file can meet.
        for (const char* message : { YAML::ErrorMsg::YAML_DIRECTIVE_ARGS, YAML::ErrorMsg::TAG_WITH_NO_SUFFIX,
                 YAML::ErrorMsg::MULTIPLE_ANCHORS, YAML::ErrorMsg::ALIAS_CONTENT, YAML::ErrorMsg::INVALID_HEX,
                 YAML::ErrorMsg::ALIAS_NOT_FOUND, YAML::ErrorMsg::CHAR_IN_ANCHOR, YAML::ErrorMsg::ZERO_INDENT_IN_BLOCK,
                 YAML::ErrorMsg::AMBIGUOUS_ANCHOR, YAML::ErrorMsg::END_OF_VERBATIM_TAG })
            QVERIFY2(yamlErrorText(message) != message, message);
        QCOMPARE(yamlErrorText(std::string(YAML::ErrorMsg::YAML_VERSION) + "9.x"),
            std::string("a YAML version that is not one: 9.x"));
    }

    void systemErrorsAreSaidInWords()
    {
        QCOMPARE(systemErrorText(EXDEV), std::string("it cannot be moved to another disk in one step"));
        QCOMPARE(systemErrorText(ENOTEMPTY), std::string("the folder is not empty"));
        QCOMPARE(systemErrorText(ETIMEDOUT), std::string("the disk or network share did not answer in time"));
    }
};

QTEST_GUILESS_MAIN(TestLibraryMessages)
#include "tst_library_messages.moc"
