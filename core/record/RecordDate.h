#pragma once
// The date of a saved game: one instant, kept and written in UTC as "YYYY-MM-DDTHH:MM:SSZ"
// (ISO 8601), so that a record reads back equal to what was written on any machine.

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace shogi {

// `time` in the record's form, to the second.
std::string formatRecordDate(std::chrono::system_clock::time_point time);

// An ISO 8601 date and time in the record's form, converted to UTC; nullopt unless it is a
// real calendar date (years 0001-9999) and time of day. Accepted: "YYYY-MM-DD", optionally
// followed by "T" (or a space) and "HH:MM", ":SS" and a fraction of a second (dropped), then
// a zone: "Z", "+HH:MM", "+HHMM" or "+HH" (or "-"). A time without a zone is taken as UTC;
// a date without a time is its midnight.
std::optional<std::string> parseRecordDate(std::string_view text);

}  // namespace shogi
