// The command line's language choice, column count and wrapping (cli/MessageLanguage.h,
// cli/TextWidth.h, cli/HelpText.h) in Qt types, for tst_cli_locale, which also runs the program
// (CliFixtures.h's `scalescope()`, whose name the core's namespace would clash with in one file).
#pragma once

#include <QString>
#include <QStringList>

// What messageLanguage answers for an environment of these NAME=VALUE variables alone.
QString cliMessageLanguage(const QStringList& variables);
int cliDisplayWidth(const QByteArray& utf8);
QString cliWrapText(const QString& text, int width, int indent);
