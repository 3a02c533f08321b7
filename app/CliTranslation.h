// The command line in the user's language: the translation for the locale (cli/MessageLanguage.h),
// and of the core's messages, compiled from resources/translations/scalescope_cli_*.ts and
// scalescope_core_*.ts into the program's resources, set as the lookup of model/Localized.h. Qt's QTranslator reads it;
// the command line itself has no Qt.
#pragma once

namespace scalescope {

// Reads the locale from the environment (the one place it is read) and, for a language the
// program has, installs its translation of the command line; English otherwise.
void installCommandLineTranslation();

} // namespace scalescope
