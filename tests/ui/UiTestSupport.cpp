#include "UiTestSupport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include "play/GameController.h"
#include "record/GameText.h"
#include "variants/PieceMoves.h"

#include <algorithm>
#include <cctype>

#include "position/PositionText.h"

namespace uitest {
namespace {

constexpr shogi::PieceType kPieces[] = {
    {"K", "King", "玉将", "gyokushō", "K", nullptr, "", shogi::kRoyal},
    {"LN", "Lion", "獅子", "shishi", shogi::kLionMoves, nullptr, "", 0},
    {"HM", "Hook Mover", "鉤行", "kōgyō", shogi::kHookMoverMoves, nullptr, "", 0},
    {"P", "Pawn", "歩兵", "fuhyō", "fW", nullptr, "", 0},
};

}  // namespace

void onNextModal(std::function<void(QWidget*)> act, int timeoutMs) {
    auto* timer = new QTimer;
    auto* clock = new QElapsedTimer;
    clock->start();
    QObject::connect(timer, &QTimer::timeout, timer, [timer, clock, act, timeoutMs] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal && clock->elapsed() < timeoutMs) return;
        timer->stop();
        timer->deleteLater();
        delete clock;
        if (modal) act(modal);
        else qWarning("onNextModal: no modal window opened within %d ms", timeoutMs);
    });
    timer->start(10);
}

const shogi::Variant& lionTestVariant() {
    static const shogi::VariantDef def{
        "lion-test", "Lion Test", "ライオン試験", 7, 7, kPieces, "3,k,3/7/7/7/7/7/3,K,3 b -",
        {.promotion = shogi::PromotionRule::Zone, .zoneDepth = 0, .royal = shogi::RoyalRule::RoyalCapture},
    };
    static const shogi::Variant variant(def);
    return variant;
}

std::optional<shogi::Position> position(const shogi::Variant& v, const char* text) {
    std::string error;
    auto pos = shogi::parsePosition(v, text, error);
    if (!pos) qWarning("bad test position '%s': %s", text, error.c_str());
    return pos;
}

std::optional<shogi::Position> placed(const shogi::Variant& v,
                                      std::initializer_list<std::pair<const char*, const char*>> pieces) {
    std::vector<std::pair<std::string, std::string>> list;
    for (const auto& [square, code] : pieces) list.emplace_back(square, code);
    return placed(v, list);
}

std::optional<shogi::Position> placed(const shogi::Variant& v, const std::vector<std::pair<std::string, std::string>>& pieces) {
    shogi::Position pos(v);
    pos.clear();
    for (const auto& [square, code] : pieces) {
        const auto sq = v.geometry().parse(square);
        std::string upper = code;
        const bool white = std::any_of(upper.begin(), upper.end(), [](char c) { return c >= 'a' && c <= 'z'; });
        for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        const int kind = v.kindByCode(upper);
        if (!sq || kind < 0) {
            qWarning("bad placement %s %s", square.c_str(), code.c_str());
            return std::nullopt;
        }
        pos.put(sq->first, kind, white ? shogi::kWhite : shogi::kBlack);
    }
    pos.setSideToMove(shogi::kBlack);
    return pos;
}

std::optional<shogi::Move> moveByText(const shogi::Game& game, const std::string& text) {
    for (const shogi::Move& m : game.legalMoves())
        if (moveText(game, m) == text) return m;
    return std::nullopt;
}

std::optional<int> ScriptedChooser::chooseFace(QWidget*, const shogi::Variant& variant, shogi::Side,
                                               const std::vector<int>& kinds, bool) {
    ++faceQuestions;
    lastKinds = kinds;
    if (faces.empty()) return std::nullopt;
    const QString code = faces.front();
    faces.pop_front();
    for (int k : kinds)
        if (QString::fromStdString(variant.kind(k).code) == code) return k;
    return std::nullopt;
}

shogi::Square sq(const shogi::Variant& v, const char* name) { return v.geometry().parse(name)->first; }

const shogi::Variant& variant(const char* id) { return *shogi::findVariant(id); }

bool play(ui::GameController& c, const char* text) {
    const auto m = moveByText(c.game(), text);
    return m && c.playMove(*m);
}

void deliverLanguageChange() {
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
}

}  // namespace uitest
