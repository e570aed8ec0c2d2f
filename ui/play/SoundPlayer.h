#pragma once
// The game's sounds: a piece set down, a capture, check, the game's end, and a tick when the
// clock of a human to move runs under ten seconds (once a move). Played with Qt Multimedia
// (QSoundEffect, the WAV files of resources/sounds); the effects are made only once sounds are
// on and the system has an audio output, so the program runs the same without an audio device,
// and the tests, where sounds are off (AppSettings::soundsOn), never touch the audio system.

#include <QList>
#include <QObject>
#include <array>
#include <memory>

#include "variants/Variant.h"

class QSoundEffect;

namespace shogi {
struct Move;
}

namespace ui {

class GameController;

class SoundPlayer : public QObject {
    Q_OBJECT

public:
    enum class Sound { Move, Capture, Check, End, LowTime };
    static constexpr qint64 kLowTimeMs = 10'000;

    explicit SoundPlayer(GameController& controller, QObject* parent = nullptr);
    ~SoundPlayer() override;

    void setEnabled(bool on);
    bool enabled() const { return enabled_; }
    // Whether sound reaches a speaker: on, and an audio output was found.
    bool audible() const;

signals:
    // A sound was due (played if sounds are on and there is an audio output).
    void soundDue(ui::SoundPlayer::Sound sound);

private:
    void movePlayed(const shogi::Move& move);
    void clockChanged();
    void play(Sound sound);
    void makeEffects();

    GameController& controller_;
    bool enabled_ = false;
    bool triedEffects_ = false;
    std::array<QSoundEffect*, 5> effects_{};
    // The move (ply) the low-time tick was given for, -1 for none.
    int warnedPly_ = -1;
};

}  // namespace ui
