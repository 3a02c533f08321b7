// What the program's help says, read from the command line's own table (CommandHelp.h) in Qt
// types, for tst_cli_help, which also runs the program (CliFixtures.h's `scalescope()`, whose name
// the core's namespace would clash with in one file).
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

struct HelpFacts {
    QString name;
    QString summary;
    QString description;
    QStringList optionSpecs;
    QStringList options; // each "SPEC TEXT"
};

// Every command the program dispatches (cli::commandNames()).
QStringList cliCommandNames();
// The help of one command; an empty name when it has none.
HelpFacts cliCommandHelp(const QString& name);
// Every command's help, in the order of the help table.
QVector<HelpFacts> cliCommandHelps();
QStringList cliFabricOptions(); // each "SPEC TEXT"
QString cliRoffEscape(const QString& text);
