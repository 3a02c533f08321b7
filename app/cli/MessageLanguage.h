// Which language the command line speaks, from the environment as gettext reads it: LC_ALL, else
// LC_MESSAGES, else LANG names the locale; in a locale other than C or POSIX, LANGUAGE (a list
// such as "zh_CN:en") goes first. The program has English (its source) and Simplified Chinese.
#pragma once

#include <string>

namespace scalescope::cli {

// A variable of the environment, or null when it is not set (std::getenv in `main`; a table in
// tests).
using EnvironmentLookup = const char* (*)(const char* name);

// "zh_CN" for Simplified Chinese (zh_CN, zh_SG, zh_Hans, zh), "" for English (C, POSIX, en_*, a
// language the program does not have, zh_TW and zh_HK among them, or nothing set).
std::string messageLanguage(EnvironmentLookup environment);

} // namespace scalescope::cli
