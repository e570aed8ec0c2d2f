#include "play/SoundPlayer.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include "movegen/Legality.h"
#include "play/GameController.h"

// The sounds live in the static library shogi_ui; naming their initialiser here keeps them in
// every program that plays them. Q_INIT_RESOURCE must be used outside any namespace.
static void initSoundResources() { Q_INIT_RESOURCE(sounds); }

namespace ui {
namespace {

const char* const kFiles[] = {"move", "capture", "check", "end", "lowtime"};

}  // namespace

SoundPlayer::SoundPlayer(GameController& controller, QObject* parent) : QObject(parent), controller_(controller) {
    initSoundResources();
    connect(&controller_, &GameController::movePlayed, this, &SoundPlayer::movePlayed);
    connect(&controller_, &GameController::gameEnded, this, [this] { play(Sound::End); });
    connect(&controller_, &GameController::clockChanged, this, &SoundPlayer::clockChanged);
}

SoundPlayer::~SoundPlayer() = default;

void SoundPlayer::setEnabled(bool on) {
    enabled_ = on;
    if (on) makeEffects();
}

bool SoundPlayer::audible() const { return enabled_ && effects_.front(); }

void SoundPlayer::makeEffects() {
    if (triedEffects_) return;
    triedEffects_ = true;
    // No audio output (a server without sound, a session without a sound server): stay silent.
    const QAudioDevice output = QMediaDevices::defaultAudioOutput();
    if (output.isNull()) return;
    for (std::size_t i = 0; i < effects_.size(); ++i) {
        auto* effect = new QSoundEffect(output, this);
        effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(kFiles[i]))));
        effect->setVolume(0.6f);
        effects_[i] = effect;
    }
}

void SoundPlayer::movePlayed(const shogi::Move& move) {
    const shogi::Game& game = controller_.game();
    if (game.result().over()) return;  // the end's own sound comes with gameEnded
    if (shogi::inCheck(game.position(), game.sideToMove())) play(Sound::Check);
    else play(move.captureCount > 0 ? Sound::Capture : Sound::Move);
}

void SoundPlayer::clockChanged() {
    const shogi::GameClock& clock = controller_.clock();
    const std::optional<shogi::Side> running = clock.running();
    if (!running || controller_.player(*running).computer || controller_.game().result().over()) return;
    const int ply = controller_.moveCount();
    if (warnedPly_ == ply || clock.shownMs(*running) >= kLowTimeMs) return;
    warnedPly_ = ply;
    play(Sound::LowTime);
}

void SoundPlayer::play(Sound sound) {
    emit soundDue(sound);
    if (!enabled_) return;
    if (QSoundEffect* effect = effects_[static_cast<std::size_t>(sound)]) effect->play();
}

}  // namespace ui
