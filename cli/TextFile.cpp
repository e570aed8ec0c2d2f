#include "TextFile.h"

#include "files/FileRead.h"
#include "files/FileWrite.h"
#include "record/GameRecord.h"

namespace shogi::cli {

std::optional<std::string> readTextFile(const std::string& path, std::string& error) {
    files::FileError why;
    std::optional<std::string> text = files::readFileUpTo(path, kMaxGameTextBytes, why);
    if (!text) error = "cannot read " + path + ": " + why.text();
    return text;
}

bool writeTextFile(const std::string& path, const std::string& text, std::string& error) {
    files::FileError why;
    if (files::writeFileAtomically(path, text, why)) return true;
    error = "cannot write " + path + ": " + why.text();
    return false;
}

}  // namespace shogi::cli
