// shogi-cli: the rules library from the command line (see README.md, "Command-line tool").
#include <cstring>
#include <iostream>

#include "Commands.h"
#include "DescribeCommand.h"
#include "EngineCommands.h"
#include "FeaturesCommand.h"
#include "NetworkCommands.h"
#include "ProblemCommands.h"
#include "QuizCommand.h"
#include "RecordCommands.h"

namespace {

const char* kUsage =
    "usage: shogi-cli COMMAND ...\n"
    "  variants                                  list variant ids\n"
    "  pieces VARIANT                            list piece types\n"
    "  describe VARIANT CODE                     a piece face's move in words (CODE: LN, +P)\n"
    "  moves VARIANT [--position POS]            list legal moves\n"
    "  quiz VARIANT [--seed S] [--count N] [--blockers K]\n"
    "                                            where a piece can go: per question 'quiz CODE SQUARE\n"
    "                                            POSITION', then 'answer SQUARE...' (by file, then rank)\n"
    "  perft VARIANT DEPTH [--position POS] [--divide]\n"
    "  play VARIANT [--position POS] MOVE... [--save FILE]\n"
    "                                            apply moves (our text or XBoard's legs), print position\n"
    "                                            and state; save the game\n"
    "  record check FILE                         check a saved game: ok VARIANT PLIES\n"
    "  record moves FILE                         list a saved game's moves\n"
    "  record pgn FILE                           print a saved game as PGN\n"
    "  record import PGNFILE --save FILE         turn a PGN game into a saved game\n"
    "  bench [VARIANT DEPTH]                     perft speed\n"
    "  go VARIANT [--position POS] [--time MS | --depth N] [--nodes N] [--level L] [--seed S] [--threads T]\n"
    "  analyse VARIANT [--position POS] (--time MS | --depth N) [--multipv K] [--threads T] [--level L]\n"
    "                                            one info line per iteration and line, then bestmove\n"
    "  match VARIANT --games N --time MS --first LEVEL --second LEVEL [--seed S] [--max-plies N] [--opening N] [--adjudicate CP] [--show-final 1]\n"
    "        [--position POS] [--threads T] [--first-threads T] [--second-threads T]\n"
    "                                            every game from POS when given (random opening plies only with --opening)\n"
    "  xboard [--level L]                        XBoard/CECP engine on stdin/stdout\n"
    "  features VARIANT [--position POS] [--every-ply] [--search D] [MOVE...]\n"
    "                                            the evaluation's features and eval (side to move's view)\n"
    "  features VARIANT --weights                the variant's evaluation weights\n"
    "  problems list VARIANT                     the problems: problem ID N POSITION (N: moves of the winner)\n"
    "  problems show VARIANT ID                  a problem's key, main line and themes\n"
    "  problems check [VARIANT] [--sample K]     prove the problems again: ok VARIANT COUNT\n"
    "  problems mine VARIANT --out FILE [--seed S] [--games N] [--depth D] [--quota N1,N2,...]\n"
    "                                            find problems in engine games (tools/problems/mine.sh)\n"
    "  host VARIANT [--port P] [--secret S] [--position POS] [--side black|white|random] [--clock TC]\n"
    "       [--level L|human] [--time MS] [--save FILE] [--name N] [--address A,...] [--upnp] [--wait S]\n"
    "                                            host a game for a friend: prints 'invite TEXT', then plays\n"
    "  join INVITE [--level L|human] [--time MS] [--save FILE] [--name N] [--wait S]\n"
    "                                            join a friend's game; both end with 'result OUTCOME REASON'\n";

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << kUsage;
        return 2;
    }
    const std::string command = argv[1];
    const shogi::cli::Args args(argv + 2, argv + argc);
    if (command == "variants") return shogi::cli::variants(args);
    if (command == "pieces") return shogi::cli::pieces(args);
    if (command == "describe") return shogi::cli::describe(args);
    if (command == "moves") return shogi::cli::moves(args);
    if (command == "quiz") return shogi::cli::quiz(args);
    if (command == "perft") return shogi::cli::perft(args);
    if (command == "play") return shogi::cli::play(args);
    if (command == "record") return shogi::cli::record(args);
    if (command == "bench") return shogi::cli::bench(args);
    if (command == "go") return shogi::cli::go(args);
    if (command == "analyse") return shogi::cli::analyse(args);
    if (command == "match") return shogi::cli::match(args);
    if (command == "xboard") return shogi::cli::xboard(args);
    if (command == "features") return shogi::cli::features(args);
    if (command == "problems") return shogi::cli::problems(args);
    if (command == "host") return shogi::cli::host(args);
    if (command == "join") return shogi::cli::join(args);
    if (command == "--help" || command == "help") {
        std::cout << kUsage;
        return 0;
    }
    std::cerr << "shogi-cli: unknown command '" << command << "'\n" << kUsage;
    return 2;
}
