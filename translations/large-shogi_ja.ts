<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>GameArguments</name>
    <message>
        <source>Start a game of VARIANT.</source>
        <translation>種類 VARIANT の対局を始めます。</translation>
    </message>
    <message>
        <source>Who plays Black in this game: human or a computer level (random, ...).</source>
        <translation>この対局の先手：human（人間）またはコンピューターのレベル（random など）。</translation>
    </message>
    <message>
        <source>Who plays White in this game, as --black.</source>
        <translation>この対局の後手。指定方法は --black と同じです。</translation>
    </message>
    <message>
        <source>Give this game clocks: none, sudden-death MAIN, byoyomi MAIN PERIOD PERIODS or fischer MAIN INCREMENT (seconds).</source>
        <translation>この対局に時計を付けます：none、sudden-death MAIN（切れ負け）、byoyomi MAIN PERIOD PERIODS（秒読み）、fischer MAIN INCREMENT（フィッシャー）。単位は秒。</translation>
    </message>
    <message>
        <source>Play these moves (core move text) first.</source>
        <translation>最初にこれらの指し手（コアの指し手表記）を指します。</translation>
    </message>
    <message>
        <source>Select the piece on SQUARE.</source>
        <translation>マス SQUARE の駒を選択します。</translation>
    </message>
    <message>
        <source>Point at SQUARE (shows the paths to it).</source>
        <translation>マス SQUARE を指します（そこへの経路を表示）。</translation>
    </message>
    <message>
        <source>Draw the pieces with SET (kanji, kanji1 or mnemonic) and remember the choice.</source>
        <translation>駒を SET（kanji、kanji1 または mnemonic）で描き、その選択を記憶します。</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos;</source>
        <translation>不明な種類 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown player &apos;%1&apos; (human or a computer level)</source>
        <translation>不明な対局者 &apos;%1&apos;（human またはコンピューターのレベル）</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; is not the human&apos;s to play</source>
        <translation>指し手 &apos;%1&apos; は人間の手番ではありません</translation>
    </message>
    <message>
        <source>bad square &apos;%1&apos;</source>
        <translation>不正なマス &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown piece set &apos;%1&apos; (kanji, kanji1 or mnemonic)</source>
        <translation>不明な駒セット &apos;%1&apos;（kanji、kanji1 または mnemonic）</translation>
    </message>
    <message>
        <source>Start the game at once (without it, it waits for Start or a human&apos;s move).</source>
        <translation>対局をすぐに始めます（指定しないと、「対局開始」か人間の最初の手を待ちます）。</translation>
    </message>
</context>
<context>
    <name>ScreenshotRun</name>
    <message>
        <source>Save a picture of the window to FILE and quit.</source>
        <translation>ウィンドウの画像を FILE に保存して終了します。</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>--screenshot のウィンドウの大きさ。</translation>
    </message>
    <message>
        <source>With --screenshot: also save the piece reference window to FILE.</source>
        <translation>--screenshot と併用：駒の一覧ウィンドウも FILE に保存します。</translation>
    </message>
    <message>
        <source>With --screenshot: also save the help window (the variant&apos;s rules) to FILE.</source>
        <translation>--screenshot と併用：ヘルプウィンドウ（その種類のルール）も FILE に保存します。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Large shogi variants</source>
        <translation>大型将棋を指すプログラム</translation>
    </message>
    <message>
        <source>Show the program in LANGUAGE (system, en or ja), without changing the settings.</source>
        <translation>LANGUAGE（system、en、ja）の言語で表示します。設定は変更しません。</translation>
    </message>
    <message>
        <source>Use a dark colour scheme (to check the board on dark desktops).</source>
        <translation>暗い配色を使います（暗いデスクトップでの盤の見え方の確認用）。</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (system, en or ja)</source>
        <translation>不明な言語 &apos;%1&apos;（system、en、ja のいずれか）</translation>
    </message>
</context>
<context>
    <name>shogi::net::Connection</name>
    <message>
        <source>the other side did not finish the handshake in time</source>
        <translation>相手側が時間内に接続の確認（ハンドシェイク）を終えませんでした</translation>
    </message>
    <message>
        <source>the other side closed the connection</source>
        <translation>相手側が接続を閉じました</translation>
    </message>
    <message>
        <source>a message too long to send (%1 bytes)</source>
        <translation>送るには長すぎるメッセージです（%1 バイト）</translation>
    </message>
</context>
<context>
    <name>shogi::net::NetGame</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒以内に応答がありません</translation>
    </message>
    <message>
        <source>the friend&apos;s old connection stopped answering</source>
        <translation>友達の以前の接続が応答しなくなりました</translation>
    </message>
    <message>
        <source>the cryptography library (libsodium) cannot run on this system</source>
        <translation>暗号ライブラリ（libsodium）がこのシステムでは動きません</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>ポート %1 で接続を待てません：%2</translation>
    </message>
    <message>
        <source>no more connections are taken after %1 wrong secrets</source>
        <translation>間違った合言葉が %1 回あったため、これ以上の接続は受け付けません</translation>
    </message>
    <message>
        <source>%1, port %2</source>
        <translation>%1、ポート %2</translation>
    </message>
    <message>
        <source>could not reach the host at %1, port %2: %3</source>
        <translation>主催者 %1（ポート %2）に接続できませんでした：%3</translation>
    </message>
    <message>
        <source>%1; trying again in %2 s</source>
        <translation>%1。%2 秒後にもう一度試します</translation>
    </message>
    <message>
        <source>the connection closed</source>
        <translation>接続が閉じられました</translation>
    </message>
    <message>
        <source>the other program sent %1</source>
        <translation>相手のプログラムから不正なデータが届きました：%1</translation>
    </message>
    <message>
        <source>saved, to be resumed later</source>
        <translation>保存しました（後で再開できます）</translation>
    </message>
    <message>
        <source>left</source>
        <translation>対局を離れました</translation>
    </message>
    <message>
        <source>the host refused: %1</source>
        <translation>主催者が拒否しました：%1</translation>
    </message>
    <message>
        <source>the game was stopped: %1</source>
        <translation>対局が止められました：%1</translation>
    </message>
    <message>
        <source>your friend saved the game to resume it later</source>
        <translation>友達が後で再開するために対局を保存しました</translation>
    </message>
    <message>
        <source>your friend left</source>
        <translation>友達が対局を離れました</translation>
    </message>
    <message>
        <source>no word from the other side for %1 s</source>
        <translation>相手から %1 秒間応答がありません</translation>
    </message>
    <message>
        <source>could not save the game to %1: %2</source>
        <translation>対局を %1 に保存できませんでした：%2</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>接続が切断されました</translation>
    </message>
    <message>
        <source>the host refused the connection: wrong secret</source>
        <translation>主催者が接続を拒否しました：合言葉が違います</translation>
    </message>
</context>
<context>
    <name>shogi::net::PortMapper</name>
    <message>
        <source>No router on this network answered UPnP (it may have UPnP switched off)</source>
        <translation>このネットワークのルーターが UPnP に応答しませんでした（UPnP が無効になっているのかもしれません）</translation>
    </message>
    <message>
        <source>A UPnP device answered, but it is not an internet gateway</source>
        <translation>UPnP 機器が応答しましたが、インターネットへのゲートウェイではありません</translation>
    </message>
    <message>
        <source>The router refused to open port %1: %2</source>
        <translation>ルーターがポート %1 の開放を拒否しました：%2</translation>
    </message>
    <message>
        <source>The router opened port %1 but did not say its internet address</source>
        <translation>ルーターはポート %1 を開放しましたが、インターネット側のアドレスを返しませんでした</translation>
    </message>
    <message>
        <source>The router opened port %1, but its own address %2 is private: another router stands before the internet, and friends outside cannot reach this one</source>
        <translation>ルーターはポート %1 を開放しましたが、そのアドレス %2 はプライベートアドレスです。インターネットとの間に別のルーターがあるため、外部の友達はこのルーターに届きません</translation>
    </message>
    <message>
        <source>The router opened port %1; its internet address is %2</source>
        <translation>ルーターがポート %1 を開放しました。インターネット側のアドレスは %2 です</translation>
    </message>
</context>
<context>
    <name>ui::AboutDialog</name>
    <message>
        <source>About Large Shogi</source>
        <translation>大型将棋について</translation>
    </message>
    <message>
        <source>Large Shogi</source>
        <translation>大型将棋</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Shogi variants from 4x5 to 19x19: Micro, Heian Dai, Macadamia, Hook and Maka Dai Dai Shogi.</source>
        <translation>4×5から19×19までの将棋：五分摩訶将棋、平安大将棋、マカダミア将棋、鉤行将棋、摩訶大大将棋。</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>ライセンス：GNU 一般公衆利用許諾書 第3版以降（GPL-3.0-or-later）。</translation>
    </message>
    <message>
        <source>Built with Qt %1 (LGPL-3.0).</source>
        <translation>Qt %1（LGPL-3.0）を使っています。</translation>
    </message>
    <message>
        <source>The piece art is drawn from outlines of the fonts Noto Serif CJK JP (SIL Open Font License 1.1) and DejaVu Sans (Bitstream Vera licence); their licences are under Licences.</source>
        <translation>駒の絵は、フォント Noto Serif CJK JP（SIL Open Font License 1.1）と DejaVu Sans（Bitstream Vera ライセンス）の字形から作っています。それぞれのライセンスは「ライセンス」にあります。</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>情報(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Licences</source>
        <translation>ライセンス(&amp;L)</translation>
    </message>
</context>
<context>
    <name>ui::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <translation>検討</translation>
    </message>
</context>
<context>
    <name>ui::ChoicePage</name>
    <message>
        <source>Which piece is this?</source>
        <translation>この駒は？</translation>
    </message>
    <message>
        <source>Which is the %1?</source>
        <translation>%1はどれ？</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not this one: it is the piece framed in green.</source>
        <translation>違います。正解は緑の枠の駒です。</translation>
    </message>
</context>
<context>
    <name>ui::BoardTheme</name>
    <message>
        <source>Plain</source>
        <translation>無地</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高コントラスト</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木目</translation>
    </message>
</context>
<context>
    <name>ui::ClockText</name>
    <message>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1分%2秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>sudden death</source>
        <translation>切れ負け</translation>
    </message>
    <message>
        <source>+%1 s a move</source>
        <translation>1手ごとに%1秒加算</translation>
    </message>
    <message>
        <source>byoyomi, period %1/%2</source>
        <translation>秒読み：%2回中%1回目</translation>
    </message>
    <message>
        <source>then byoyomi %1 × %2</source>
        <translation>その後、秒読み%2を%1回</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>時計なし</translation>
    </message>
    <message>
        <source>%1 sudden death</source>
        <translation>持ち時間%1・切れ負け</translation>
    </message>
    <message>
        <source>%1 + %2 a move</source>
        <translation>持ち時間%1・1手ごとに%2加算</translation>
    </message>
    <message>
        <source>byoyomi %1 × %2</source>
        <translation>秒読み%2を%1回</translation>
    </message>
    <message>
        <source>%1, then byoyomi %2 × %3</source>
        <translation>持ち時間%1、その後、秒読み%3を%2回</translation>
    </message>
</context>
<context>
    <name>ui::DiagramLegend</name>
    <message>
        <source>steps here</source>
        <translation>ここへ1歩動ける</translation>
    </message>
    <message>
        <source>goes up to here, stopping at a piece in the way</source>
        <translation>ここまで進める（途中に駒があればそこで止まる）</translation>
    </message>
    <message>
        <source>slides any distance, stopping at a piece in the way</source>
        <translation>何マスでも進める（途中に駒があればそこで止まる）</translation>
    </message>
    <message>
        <source>slides up to the number of squares shown</source>
        <translation>数字のマス数まで進める</translation>
    </message>
    <message>
        <source>jumps here, over anything in between</source>
        <translation>ここへ跳べる（間の駒は飛び越える）</translation>
    </message>
    <message>
        <source>double move: steps or captures here, then may step again</source>
        <translation>二度動き：ここへ動くか取って、もう1歩動ける</translation>
    </message>
    <message>
        <source>reached by two steps in one turn, or by a jump</source>
        <translation>1手に2歩か、跳んで届くマス</translation>
    </message>
    <message>
        <source>steps along the line, several per turn, capturing on the way</source>
        <translation>一直線上を1手に何歩か進み、途中の駒も取れる</translation>
    </message>
    <message>
        <source>captures here and returns to its square (igui)</source>
        <translation>ここの駒を取って元のマスに戻る（居食い）</translation>
    </message>
    <message>
        <source>may pass: steps out and back</source>
        <translation>パスできる（出て戻る）</translation>
    </message>
    <message>
        <source>slides, may turn a right angle once (either way: the short arrow), slides on</source>
        <translation>進んで一度だけ直角に曲がり（短い矢印の向きにも曲がれる）、さらに進める</translation>
    </message>
    <message>
        <source>any empty square, any unprotected piece</source>
        <translation>どの空きマスへも、守られていないどの駒へも</translation>
    </message>
    <message>
        <source>moves only, without capturing</source>
        <translation>移動のみ（取れない）</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>取るときのみ</translation>
    </message>
</context>
<context>
    <name>ui::DiagramPainter</name>
    <message>
        <source>any empty square</source>
        <translation>どの空きマスへも</translation>
    </message>
    <message>
        <source>any unprotected piece</source>
        <translation>守られていないどの駒へも</translation>
    </message>
</context>
<context>
    <name>ui::DiagramWindow</name>
    <message>
        <source>%1 — move diagram</source>
        <translation>%1 — 動きの図</translation>
    </message>
    <message>
        <source>The whole move (choose a part to see it alone)</source>
        <translation>動き全体（部分を選ぶとその部分だけを示します）</translation>
    </message>
</context>
<context>
    <name>ui::DialogMoveChooser</name>
    <message>
        <source>Leave your royal capturable?</source>
        <translation>王駒を取られる形にしますか？</translation>
    </message>
    <message>
        <source>After %1 your opponent can capture your last royal piece and win. Play it anyway?</source>
        <translation>%1 と指すと、相手は最後の王駒を取って勝つことができます。それでも指しますか？</translation>
    </message>
    <message>
        <source>Pass?</source>
        <translation>パスしますか？</translation>
    </message>
    <message>
        <source>Pass this turn (%1)? The piece stays where it is. Press Esc or right-click to put a piece down instead.</source>
        <translation>この手番をパスしますか（%1）？ 駒はその場に留まります。パスせずに駒を置くには Esc キーを押すか右クリックしてください。</translation>
    </message>
</context>
<context>
    <name>ui::DialogPlayQuestions</name>
    <message>
        <source>Unfinished game</source>
        <translation>対局中の棋譜</translation>
    </message>
    <message>
        <source>A game that is not saved stays under Game &gt; Resume, with the last unfinished games.</source>
        <translation>保存しない対局も、最近の未完の対局とともに「対局」の「再開」に残ります。</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Do&amp;n&apos;t Save</source>
        <translation>保存しない(&amp;N)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Resign this game as %1?</source>
        <translation>%1として投了しますか？</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>ここから指し継ぐ</translation>
    </message>
    <message>
        <source>Play on from the start position?</source>
        <translation>開始局面から指し継ぎますか？</translation>
    </message>
    <message>
        <source>Play on from move %1?</source>
        <translation>%1手目から指し継ぎますか？</translation>
    </message>
    <message>
        <source>The move after it will be dropped.</source>
        <translation>その後の1手は消えます。</translation>
    </message>
    <message>
        <source>The %1 moves after it will be dropped.</source>
        <translation>その後の%1手は消えます。</translation>
    </message>
    <message>
        <source>&amp;Play On</source>
        <translation>指し継ぐ(&amp;P)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>振り返る(&amp;V)</translation>
    </message>
</context>
<context>
    <name>ui::DisplayNames</name>
    <message>
        <source>Random moves</source>
        <comment>computer level</comment>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Beginner</source>
        <comment>computer level</comment>
        <translation>入門</translation>
    </message>
    <message>
        <source>Casual</source>
        <comment>computer level</comment>
        <translation>初級</translation>
    </message>
    <message>
        <source>Strong</source>
        <comment>computer level</comment>
        <translation>上級</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>computer level</comment>
        <translation>名人</translation>
    </message>
    <message>
        <source>PIECE_NAME_STYLE</source>
        <comment>Translate as KANJI to name pieces by their kanji name and reading, as ENGLISH to keep the English piece names</comment>
        <translation>KANJI</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>piece name: kanji, reading</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ui::EnginePanel</name>
    <message>
        <source>Computer&apos;s thinking</source>
        <translation>コンピューターの読み</translation>
    </message>
    <message>
        <source>Nothing searched yet. Press Analyse or Hint, or let the computer move.</source>
        <translation>まだ何も読んでいません。「検討」か「ヒント」を押すか、コンピューターに指させてください。</translation>
    </message>
    <message>
        <source>Computer, %1 to move</source>
        <translation>コンピューター（%1の手番）</translation>
    </message>
    <message>
        <source>Hint, %1 to move</source>
        <translation>ヒント（%1の手番）</translation>
    </message>
    <message>
        <source>Analysis, %1 to move</source>
        <translation>検討（%1の手番）</translation>
    </message>
    <message>
        <source>%1 (searching, %2 s)</source>
        <translation>%1 — 読み中 %2 秒</translation>
    </message>
    <message>
        <source>The game is over in this position: nothing to search.</source>
        <translation>この局面で対局は終わっています。読む手はありません。</translation>
    </message>
    <message>
        <source>Waiting for the first iteration…</source>
        <translation>最初の読みの結果を待っています…</translation>
    </message>
    <message>
        <source>Stopped before a result.</source>
        <translation>結果が出る前に止めました。</translation>
    </message>
    <message>
        <source>Depth %1 · %2 nodes · %3/s · %4 s</source>
        <translation>深さ %1 · %2 局面 · %3/秒 · %4 秒</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <translation>深さ %1：%2</translation>
    </message>
    <message>
        <source>Stop Analysis</source>
        <translation>検討をやめる</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>Stop Evaluating</source>
        <translation>評価をやめる</translation>
    </message>
    <message>
        <source>Evaluate Game</source>
        <translation>全局面を評価</translation>
    </message>
    <message>
        <source>%1 of %2 positions</source>
        <translation>%2 局面中 %1</translation>
    </message>
    <message>
        <source>Search the position shown without a time limit, and follow it as you step through the game</source>
        <translation>表示中の局面を時間の制限なしに読み、棋譜をたどるとその局面に付いていきます</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>候補数(&amp;L):</translation>
    </message>
    <message>
        <source>How many best lines the analysis shows</source>
        <translation>検討で表示する最善手順の数</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>A short search; the best move is drawn on the board</source>
        <translation>短く読み、最善手を盤上に矢印で示します</translation>
    </message>
    <message>
        <source>Give every position of the game a score with a short search</source>
        <translation>対局のすべての局面を短く読んで評価値を付けます</translation>
    </message>
</context>
<context>
    <name>ui::EngineRunner</name>
    <message>
        <source>Unknown computer level &apos;%1&apos;.</source>
        <translation>コンピューターのレベル &apos;%1&apos; は不明です。</translation>
    </message>
    <message>
        <source>The computer found no move.</source>
        <translation>コンピューターは指し手を見つけられませんでした。</translation>
    </message>
    <message>
        <source>Computer: depth %1, score %2 (Black&apos;s side), %3 nodes, %4 ms</source>
        <translation>コンピューター：深さ %1、評価値 %2（先手から見て）、%3 局面、%4 ミリ秒</translation>
    </message>
</context>
<context>
    <name>ui::EvalGraph</name>
    <message>
        <source>No scores yet: analyse, or evaluate the game.</source>
        <translation>評価値はまだありません。検討するか、全局面を評価してください。</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>開始局面：%1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>%1手目：%2</translation>
    </message>
    <message>
        <source>no score yet</source>
        <translation>評価値なし</translation>
    </message>
</context>
<context>
    <name>ui::FaceChoiceDialog</name>
    <message>
        <source>Promote?</source>
        <translation>成りますか？</translation>
    </message>
    <message>
        <source>Drop which face?</source>
        <translation>どちらの面で打ちますか？</translation>
    </message>
    <message>
        <source>Choose the face the piece shows after this move:</source>
        <translation>この手のあとに駒が見せる面を選んでください：</translation>
    </message>
    <message>
        <source>Choose the face to drop the piece with:</source>
        <translation>駒を打つ面を選んでください：</translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation>成る：%1</translation>
    </message>
    <message>
        <source>Stay %1</source>
        <translation>不成：%1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>ui::FriendMoves</name>
    <message>
        <source>This game is played online: its moves come over the connection.</source>
        <translation>この対局はオンライン対局です。指し手は接続を通じて届きます。</translation>
    </message>
    <message>
        <source>The clipboard holds no friend&apos;s move (a line &quot;large-shogi move …&quot;): %1</source>
        <translation>クリップボードに友達の指し手（「large-shogi move …」の行）がありません：%1</translation>
    </message>
    <message>
        <source>This move is for game %1; the game here is game %2.</source>
        <translation>この指し手は対局 %1 のものです。ここの対局は対局 %2 です。</translation>
    </message>
    <message>
        <source>This move is for a game of %1; the game here is %2.</source>
        <translation>この指し手は %1 の対局のものです。ここの対局は %2 です。</translation>
    </message>
    <message>
        <source>The game here is over.</source>
        <translation>ここの対局は終わっています。</translation>
    </message>
    <message>
        <source>Move %1 (%2) is on the board already.</source>
        <translation>%1 手目（%2）はすでに盤上にあります。</translation>
    </message>
    <message>
        <source>The game here has another move %1 (%2, not %3): the two copies differ.</source>
        <translation>ここの対局の %1 手目は別の手（%3 ではなく %2）です。二つの棋譜が食い違っています。</translation>
    </message>
    <message>
        <source>This is move %1, but the game here is at move %2: the moves between are missing.</source>
        <translation>これは %1 手目ですが、ここの対局は %2 手目までです。間の指し手が抜けています。</translation>
    </message>
    <message>
        <source>Move %1 (%2) is not legal here: %3</source>
        <translation>%1 手目（%2）はここでは指せません：%3</translation>
    </message>
    <message>
        <source>After move %1 (%2) the position here differs from your friend&apos;s: the two copies are not the same game.</source>
        <translation>%1 手目（%2）の後の局面が友達の局面と違います。二つの棋譜は同じ対局ではありません。</translation>
    </message>
</context>
<context>
    <name>ui::GameExchange</name>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>PGN に書き出す</translation>
    </message>
    <message>
        <source>PGN games (*.pgn)</source>
        <translation>PGN 棋譜 (*.pgn)</translation>
    </message>
    <message>
        <source>Could not export %1:
%2</source>
        <translation>%1 に書き出せませんでした：
%2</translation>
    </message>
    <message>
        <source>Import PGN</source>
        <translation>PGN を読み込む</translation>
    </message>
    <message>
        <source>PGN games (*.pgn);;All files (*)</source>
        <translation>PGN 棋譜 (*.pgn);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>%1 を読み込めませんでした：
%2</translation>
    </message>
</context>
<context>
    <name>ui::GameFile</name>
    <message>
        <source>The file is read-only; it was left as it was.</source>
        <translation>ファイルは読み取り専用です。元のまま残しました。</translation>
    </message>
    <message>
        <source>It is not a regular file (a device, a pipe or a socket); nothing was written.</source>
        <translation>通常のファイルではありません（デバイス、パイプまたはソケット）。何も書き込みませんでした。</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, more than a game can be.</source>
        <translation>ファイルが %1 MiB を超えています。棋譜としては大きすぎます。</translation>
    </message>
</context>
<context>
    <name>ui::HelpWindow</name>
    <message>
        <source>Help — %1</source>
        <translation>ヘルプ — %1</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1のルール</translation>
    </message>
</context>
<context>
    <name>ui::Language</name>
    <message>
        <source>System (%1)</source>
        <translation>システム（%1）</translation>
    </message>
</context>
<context>
    <name>ui::LearnProgressFile</name>
    <message>
        <source>the file is %1 bytes long, far more than any progress</source>
        <translation>ファイルが %1 バイトもあり、学習の記録にしては大きすぎます</translation>
    </message>
    <message>
        <source>Your learning progress could not be read (%1: %2). It was kept as %3, and a new record of your progress has been started.</source>
        <translation>学習の記録を読めませんでした（%1：%2）。元のファイルは %3 として残し、新しい記録を始めました。</translation>
    </message>
    <message>
        <source>Your learning progress could not be read (%1: %2), and a new record of your progress has been started.</source>
        <translation>学習の記録を読めませんでした（%1：%2）。新しい記録を始めました。</translation>
    </message>
</context>
<context>
    <name>ui::LearnTexts</name>
    <message>
        <source>&amp;Next question (Enter)</source>
        <translation>次の問題(&amp;N)（Enter）</translation>
    </message>
</context>
<context>
    <name>ui::LearnWindow</name>
    <message>
        <source>%1 — %2 of %3 mastered</source>
        <translation>%1 — %3枚中%2枚を習得</translation>
    </message>
    <message>
        <source>Learn Pieces</source>
        <translation>駒を覚える</translation>
    </message>
    <message>
        <source>&amp;Where can it go?</source>
        <translation>どこへ行ける？(&amp;W)</translation>
    </message>
    <message>
        <source>Mark every square a piece can go to</source>
        <translation>駒が行けるマスすべてに印を付けます</translation>
    </message>
    <message>
        <source>W&amp;hich piece is this?</source>
        <translation>この駒は？(&amp;H)</translation>
    </message>
    <message>
        <source>Tell a piece by its face, and find the face of a name</source>
        <translation>駒の顔からその駒を当て、名前からその駒の顔を探します</translation>
    </message>
    <message>
        <source>&amp;Most common pieces first</source>
        <translation>数の多い駒から(&amp;M)</translation>
    </message>
    <message>
        <source>New pieces in the order of how many stand on the board at the start</source>
        <translation>新しい駒を、初期配置に並ぶ枚数の多い順に出します</translation>
    </message>
    <message>
        <source>Your learning progress could not be saved to %1: %2</source>
        <translation>学習の記録を %1 に保存できませんでした：%2</translation>
    </message>
    <message>
        <source>%1 of %2 mastered</source>
        <translation>%2枚中%1枚を習得</translation>
    </message>
    <message>
        <source>%1: %2 mastered, %3 learning, %4 not asked yet. This sitting: %5 of %6 right.</source>
        <translation>%1：習得%2枚、学習中%3枚、未出題%4枚。今回：%6問中%5問正解。</translation>
    </message>
</context>
<context>
    <name>ui::LegendWindow</name>
    <message>
        <source>Legend: marks on the board</source>
        <translation>凡例：盤上の印</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move&lt;/b&gt;: the piece you picked up can move to this empty square. Click it, or drop the piece there.</source>
        <translation>&lt;b&gt;移動&lt;/b&gt;：持ち上げた駒がこの空きマスへ動けます。マスをクリックするか、駒をここへドロップします。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture&lt;/b&gt;: red corners around an opponent&apos;s piece the picked-up piece can capture.</source>
        <translation>&lt;b&gt;駒取り&lt;/b&gt;：持ち上げた駒が取れる相手の駒を、四隅の赤い三角で囲みます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Goes on&lt;/b&gt;: blue marks a square from which a multi-step move (Lion, Lion Dog, eagles) goes on: click it, then the next square. With red corners: it captures there on the way.</source>
        <translation>&lt;b&gt;続きあり&lt;/b&gt;：青い枠は、二歩以上の動き（獅子・狛犬・鷲など）がそこから続くマスです。そのマスをクリックしてから次のマスをクリックします。赤い隅もあれば、途中でそこの駒を取ります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Promotion&lt;/b&gt;: the orange badge says a move ending here may or must promote; you are asked which face to take.</source>
        <translation>&lt;b&gt;成り&lt;/b&gt;：橙色の印は、ここで終わる手で成れる（または成らなければならない）ことを示します。どちらの面にするかを尋ねます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pass&lt;/b&gt;: a dotted frame on the piece itself: it can pass (step out and back), or capture and return (igui). Click the piece again.</source>
        <translation>&lt;b&gt;パス&lt;/b&gt;：駒自身のマスの点線の枠は、パス（出て戻る）や居食い（取って元の位置に戻る）ができることを示します。その駒をもう一度クリックします。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Picked up&lt;/b&gt;: the piece (or the piece in hand) being moved. Esc or a right click puts it down.</source>
        <translation>&lt;b&gt;選択中&lt;/b&gt;：動かそうとしている駒（または持ち駒）。Esc か右クリックで戻します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Steps so far&lt;/b&gt;: the blue line joins the squares of a multi-step move clicked so far.</source>
        <translation>&lt;b&gt;ここまでの経路&lt;/b&gt;：二歩以上の動きで、これまでにクリックしたマスを青い線で結びます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Way there&lt;/b&gt;: pointing at a target draws the way the piece takes to it in orange; a small box marks where a hook mover turns or a Lion touches down.</source>
        <translation>&lt;b&gt;行き方&lt;/b&gt;：移動先を指すと、駒がそこへ行く道筋を橙色の線で描きます。小さな四角は、鉤行が曲がる所や獅子が一度着地する所です。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Captured&lt;/b&gt;: a red cross where the last move captured.</source>
        <translation>&lt;b&gt;取られた駒&lt;/b&gt;：直前の手で駒を取ったマスに赤い×印を付けます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Study&lt;/b&gt;: click an opponent&apos;s piece, or Ctrl-click any piece, to see in purple where it could go (dots, red corners for captures, a dotted frame for a pass). Nothing is moved.</source>
        <translation>&lt;b&gt;駒の研究&lt;/b&gt;：相手の駒をクリックするか、どの駒でも Ctrl を押しながらクリックすると、行けるマスを紫で示します（点、取れる駒は赤い隅、パスは点線の枠）。駒は動きません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Threat&lt;/b&gt; (View &gt; Show Threats): red hatching on every square the opponent of the side to move could capture on next move, empty or not. Shift-click a square to list the pieces that can go there.</source>
        <translation>&lt;b&gt;利き&lt;/b&gt;（表示 &amp;gt; 利きを表示）：手番でない側が次の手で駒を取れるマスすべて（空きマスも）に赤い斜線を引きます。Shift を押しながらマスをクリックすると、そこへ行ける駒の一覧が出ます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt; (position editor): a red dashed frame on a square named in the list of problems.</source>
        <translation>&lt;b&gt;問題&lt;/b&gt;（局面の編集）：問題の一覧に挙がったマスを赤い破線の枠で示します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint&lt;/b&gt; (Analysis &gt; Hint) and the analysis&apos;s best move: a green arrow along the way the move goes, with a dot where a leg ends (a Lion touching down, a hook mover turning).</source>
        <translation>&lt;b&gt;ヒント&lt;/b&gt;（検討 &gt; ヒント）と検討の最善手：手の進む経路に沿った緑の矢印です。一歩ごとの区切り（獅子が着地するマス、鉤行が曲がるマス）には点を打ちます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Last move&lt;/b&gt;: yellow with an amber frame on the squares where it started and ended (the frame shows around the piece), pale yellow on the squares it passed.</source>
        <translation>&lt;b&gt;直前の手&lt;/b&gt;：動き始めたマスと止まったマスを黄色にし、琥珀色の枠で囲みます（枠は駒の周りに見えます）。通ったマスは薄い黄色です。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Check&lt;/b&gt;: a red glow and a red frame around a royal piece that can be captured.</source>
        <translation>&lt;b&gt;王手&lt;/b&gt;：取られうる王駒を赤くぼかし、赤い枠で囲みます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Royal attacked&lt;/b&gt;: a red dashed frame around a King or Prince the opponent attacks where that is not check (the other royal would still be left).</source>
        <translation>&lt;b&gt;王駒に利き&lt;/b&gt;：王手ではないが相手の利きがある玉や太子を赤い破線の枠で囲みます（もう一方の王駒が残る場合）。</translation>
    </message>
</context>
<context>
    <name>ui::MainMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>局面を編集(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>棋譜を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近の棋譜(&amp;R)</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>再開(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>棋譜を保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Resi&amp;gn…</source>
        <translation>投了(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>E&amp;xport PGN…</source>
        <translation>PGN に書き出す(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Import PGN…</source>
        <translation>PGN を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>棋譜をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>棋譜を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>指し手(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Computer: Move &amp;Now</source>
        <translation>コンピューター：すぐに指す(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Cancel Move Entry</source>
        <translation>指し手の入力を取り消す(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Computer: &amp;Step One Move</source>
        <translation>コンピューター：1手だけ進める(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>最初の局面(&amp;F)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Move</source>
        <translation>前の手(&amp;V)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Move</source>
        <translation>次の手(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>最後の局面(&amp;L)</translation>
    </message>
    <message>
        <source>Play &amp;On From Here…</source>
        <translation>ここから指し継ぐ(&amp;O)…</translation>
    </message>
    <message>
        <source>Cop&amp;y Moves</source>
        <translation>棋譜をコピー(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>検討(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Analyse Position Shown</source>
        <translation>表示中の局面を検討(&amp;A)</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>&amp;Evaluate Game</source>
        <translation>全局面を評価(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Entering Moves</source>
        <translation>指し手の入力方法(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Large Shogi</source>
        <translation>大型将棋について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>%1のルール(&amp;R)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Move Now</source>
        <translation>すぐに指す</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>1手進める</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>最近の棋譜はありません</translation>
    </message>
    <message>
        <source>%1, 1 move, %2</source>
        <translation>%1、1手、%2</translation>
    </message>
    <message>
        <source>%1, %2 moves, %3</source>
        <translation>%1、%2手、%3</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>未完の対局はありません</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>盤を反転(&amp;F)</translation>
    </message>
    <message>
        <source>Turn Board for the &amp;Human Player</source>
        <translation>人間の側を手前に表示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <source>Chess (a–s, 1–19)</source>
        <translation>チェス式（a〜s、1〜19）</translation>
    </message>
    <message>
        <source>Shogi (numbers, letters)</source>
        <translation>将棋式（筋は数字、段は英字）</translation>
    </message>
    <message>
        <source>Shogi (numbers, kanji numerals)</source>
        <translation>将棋式（筋は数字、段は漢数字）</translation>
    </message>
    <message>
        <source>&amp;Piece Set</source>
        <translation>駒の絵柄(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;anels</source>
        <translation>パネル(&amp;A)</translation>
    </message>
    <message>
        <source>Piece &amp;Reference…</source>
        <translation>駒の一覧(&amp;R)…</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>全画面表示(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>棋譜の表記(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Western (P e5-e6)</source>
        <translation>西洋式（P e5-e6）(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Japanese (▲７六歩)</source>
        <translation>日本式（▲７六歩）(&amp;J)</translation>
    </message>
    <message>
        <source>Show &amp;Threats</source>
        <translation>利きを表示(&amp;T)</translation>
    </message>
    <message>
        <source>Shade the squares the opponent of the side to move attacks; Shift-click a square to see which pieces can go there</source>
        <translation>手番でない側の利きのあるマスに斜線を引きます。Shift を押しながらマスをクリックすると、そこへ行ける駒がわかります</translation>
    </message>
    <message>
        <source>&amp;Legend…</source>
        <translation>凡例(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>学習(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Learn Pieces…</source>
        <translation>駒を覚える(&amp;L)…</translation>
    </message>
    <message>
        <source>Questions about the pieces of the variant: where each can go, which piece is which</source>
        <translation>その将棋の駒についての問題：どこへ行けるか、どれがどの駒か</translation>
    </message>
    <message>
        <source>&amp;Problems…</source>
        <translation>問題集(&amp;P)…</translation>
    </message>
    <message>
        <source>S&amp;tart Game</source>
        <translation>対局開始(&amp;T)</translation>
    </message>
    <message>
        <source>The game was copied to the clipboard (PGN).</source>
        <translation>棋譜をクリップボードにコピーしました（PGN）。</translation>
    </message>
    <message>
        <source>&amp;Type a Move</source>
        <translation>指し手を入力(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>In One &amp;Tab Strip</source>
        <translation>タブにまとめる(&amp;T)</translation>
    </message>
    <message>
        <source>Play a Friend On&amp;line</source>
        <translation>友達とオンライン対局(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Host a Game…</source>
        <translation>対局を主催(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>対局に参加(&amp;J)…</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>引き分けを提案(&amp;D)</translation>
    </message>
    <message>
        <source>Ask to &amp;Take Back</source>
        <translation>待ったを申し込む(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Save and End</source>
        <translation>保存して終了(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;ounds</source>
        <translation>効果音(&amp;O)</translation>
    </message>
    <message>
        <source>Copy Move for &amp;Friend</source>
        <translation>友達用に指し手をコピー(&amp;F)</translation>
    </message>
    <message>
        <source>Paste Friend&apos;s Mo&amp;ve</source>
        <translation>友達の指し手を貼り付け(&amp;V)</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Computer is thinking…</source>
        <translation>コンピューターが考慮中…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>駒</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Paste Game</source>
        <translation>棋譜を貼り付け</translation>
    </message>
    <message>
        <source>The clipboard holds no game that can be read:
%1</source>
        <translation>クリップボードに読み込める棋譜がありません：
%1</translation>
    </message>
    <message>
        <source>Showing move %1 of %2 — click the last move to return.</source>
        <translation>%2 手中 %1 手目の局面を表示中 — 最後の手をクリックすると現局面に戻ります。</translation>
    </message>
    <message>
        <source>%1 (computer, %2) to move</source>
        <translation>%1（コンピューター・%2）の手番</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <source> — check!</source>
        <translation> — 王手！</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Shogi games (*.lsg);;All files (*)</source>
        <translation>将棋の棋譜 (*.lsg);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>%1 を開けませんでした：
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Shogi games (*.lsg)</source>
        <translation>将棋の棋譜 (*.lsg)</translation>
    </message>
    <message>
        <source>Could not save %1:
%2</source>
        <translation>%1 を保存できませんでした：
%2</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>対局を再開しますか？</translation>
    </message>
    <message>
        <source>The game in progress when the program closed could not be read:
%1
The file was kept as %2.</source>
        <translation>前回プログラムを終了したときの対局を読み込めませんでした：
%1
ファイルは %2 として残してあります。</translation>
    </message>
    <message>
        <source>A game of %1 with %2 moves was in progress when the program closed. Resume it?</source>
        <translation>前回プログラムを終了したとき、%1の対局（%2 手）が進行中でした。再開しますか？</translation>
    </message>
    <message>
        <source>Showing move %1 of %2 (%3) — click the last move to return.</source>
        <translation>%2 手中 %1 手目（%3）の局面を表示中 — 最後の手をクリックすると現局面に戻ります。</translation>
    </message>
    <message>
        <source>Paused — Move &gt; Pause goes on.</source>
        <translation>一時停止中 — 「指し手」の「一時停止」で再開します。</translation>
    </message>
    <message>
        <source>Save the game in progress before starting a new one?</source>
        <translation>新しい対局を始める前に、対局中の棋譜を保存しますか？</translation>
    </message>
    <message>
        <source>Save the game in progress before opening another?</source>
        <translation>別の棋譜を開く前に、対局中の棋譜を保存しますか？</translation>
    </message>
    <message>
        <source>%1[*] — Large Shogi</source>
        <translation>%1[*] — 大型将棋</translation>
    </message>
    <message>
        <source>%1[*] (%2) — Large Shogi</source>
        <translation>%1[*]（%2） — 大型将棋</translation>
    </message>
    <message>
        <source>Save the game in progress before quitting?</source>
        <translation>終了する前に、対局中の棋譜を保存しますか？</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考慮中…</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>対局の再開</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 はもうありません。</translation>
    </message>
    <message>
        <source>The moves were copied.</source>
        <translation>棋譜をコピーしました。</translation>
    </message>
    <message>
        <source>Ready — make your move, or press Start Game.</source>
        <translation>準備完了 — 最初の手を指すか、「対局開始」を押してください。</translation>
    </message>
    <message>
        <source>Ready — press Start Game: nothing runs before you do.</source>
        <translation>準備完了 — 「対局開始」を押してください。押すまでは何も動きません。</translation>
    </message>
</context>
<context>
    <name>ui::MoveInputBox</name>
    <message>
        <source>No move can be entered now (not a human&apos;s turn, an earlier position shown, or the game over).</source>
        <translation>今は指し手を入力できません（人間の手番でない、前の局面を表示中、または対局終了）。</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>…ほか %n 手</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a move.</source>
        <translation>指し手を入力してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n moves begin so: type more, or pick one with Up and Down.</source>
        <translation>
            <numerusform>%n 手がこう始まります。続けて入力するか、上下キーで選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a move ( / )</source>
        <translation>指し手を入力（ / ）</translation>
    </message>
    <message>
        <source>A move as the move list writes it (e5-e6, P*b3, ７六歩), or XBoard&apos;s legs (e5e6,e6e7). The moves it can still become are listed; Enter plays, Esc goes back to the board.</source>
        <translation>棋譜欄と同じ表記の指し手（e5-e6、P*b3、７六歩）か、XBoard の区間表記（e5e6,e6e7）。続きの候補が一覧に出ます。Enter で指し、Esc で盤に戻ります。</translation>
    </message>
</context>
<context>
    <name>ui::MoveDiagram</name>
    <message>
        <source>Click (or press Enter) to see the diagram large</source>
        <translation>クリック（または Enter）で図を大きく表示します</translation>
    </message>
    <message>
        <source>Save the game in progress before playing a friend?</source>
        <translation>友達と対局する前に、対局中のゲームを保存しますか？</translation>
    </message>
</context>
<context>
    <name>ui::MoveListView</name>
    <message>
        <source>Start</source>
        <translation>開始局面</translation>
    </message>
</context>
<context>
    <name>ui::MoveNotation</name>
    <message>
        <source>%1. %2</source>
        <comment>move number, Japanese move</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <comment>move number, side mark, move</comment>
        <translation>%1. %2 %3</translation>
    </message>
</context>
<context>
    <name>ui::NetworkGameController</name>
    <message>
        <source>Someone tried a wrong secret %1 times: no more connections are taken. Host again to give your friend a new invitation.</source>
        <translation>誰かが間違った合言葉を %1 回試しました。これ以上の接続は受け付けません。もう一度主催して、友達に新しい招待を送ってください。</translation>
    </message>
    <message>
        <source>Someone tried to join with a wrong secret (%1 so far).</source>
        <translation>誰かが間違った合言葉で参加しようとしました（これまでに %1 回）。</translation>
    </message>
    <message>
        <source>The move was not made: %1</source>
        <translation>指し手は指されませんでした：%1</translation>
    </message>
    <message>
        <source>Your friend is back: the game goes on from move %1.</source>
        <translation>友達が戻りました。%1 手目から対局を続けます。</translation>
    </message>
    <message>
        <source>Your move %1 crossed the host&apos;s decision and was taken back.</source>
        <translation>あなたの %1 手目は主催者の決定と行き違ったため、取り消されました。</translation>
    </message>
    <message>
        <source>The game went back to move %1.</source>
        <translation>対局は %1 手目まで戻りました。</translation>
    </message>
    <message>
        <source>Your draw offer was declined, or lapsed with a move.</source>
        <translation>引き分けの提案は断られたか、指し手によって無効になりました。</translation>
    </message>
    <message>
        <source>Your takeback request was declined, or lapsed with a move.</source>
        <translation>待ったの申し込みは断られたか、指し手によって無効になりました。</translation>
    </message>
    <message>
        <source>Your friend saved the game and ended the session: host it again, or join with the same invitation, to go on.</source>
        <translation>友達が対局を保存してセッションを終えました。続けるには、もう一度主催するか、同じ招待で参加してください。</translation>
    </message>
    <message>
        <source>Your friend left the game.</source>
        <translation>友達が対局を離れました。</translation>
    </message>
    <message>
        <source>The game was stopped: %1. Both sides keep it up to the last good move.</source>
        <translation>対局は中断されました：%1。双方とも最後の正しい指し手までの棋譜を保存しています。</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>主催者に断られました：%1</translation>
    </message>
    <message>
        <source>There is no game with a friend going on.</source>
        <translation>友達との対局は行われていません。</translation>
    </message>
</context>
<context>
    <name>ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>%1 (%2x%3)</source>
        <translation>%1（%2×%3）</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>種類(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Black (moves first):</source>
        <translation>先手(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>後手(&amp;W)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Computer &amp;time per move:</source>
        <translation>コンピューターの1手の考慮時間(&amp;T)：</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>局面を編集(&amp;U)…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名前（省略可）</translation>
    </message>
    <message>
        <source>Black&apos;s &amp;name:</source>
        <translation>先手の名前(&amp;N)：</translation>
    </message>
    <message>
        <source>White&apos;s na&amp;me:</source>
        <translation>後手の名前(&amp;M)：</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>時計</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>時計なし</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>切れ負け</translation>
    </message>
    <message>
        <source>Byoyomi (main time, then periods)</source>
        <translation>秒読み（持ち時間の後に秒読み）</translation>
    </message>
    <message>
        <source>Fischer (increment per move)</source>
        <translation>フィッシャー（1手ごとに加算）</translation>
    </message>
    <message>
        <source>Time &amp;control:</source>
        <translation>持ち時間の方式(&amp;C)：</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>M&amp;ain time:</source>
        <translation>持ち時間(&amp;A)：</translation>
    </message>
    <message>
        <source>B&amp;yoyomi period:</source>
        <translation>秒読みの時間(&amp;Y)：</translation>
    </message>
    <message>
        <source>Peri&amp;ods:</source>
        <translation>秒読みの回数(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>1手ごとの加算(&amp;I)：</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Used when the game has no clock; with a clock the computer plans its time from it.</source>
        <translation>時計のない対局で使います。時計があるときは、コンピューターは時計から考慮時間を決めます。</translation>
    </message>
    <message>
        <source>&amp;Pause between computer moves:</source>
        <translation>コンピューター同士の指し手の間隔(&amp;P)：</translation>
    </message>
    <message numerus="yes">
        <source>Processor cores the computer thinks with (this machine has %n).</source>
        <translation>
            <numerusform>コンピューターが思考に使うプロセッサコアの数（このマシンには%n個あります）。</numerusform>
        </translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>スレッド数(&amp;H)：</translation>
    </message>
</context>
<context>
    <name>ui::OnlineHostDialog</name>
    <message>
        <source>Host a game for a friend</source>
        <translation>友達のために対局を主催</translation>
    </message>
    <message>
        <source>Router: %1.</source>
        <translation>ルーター：%1。</translation>
    </message>
    <message>
        <source>Router: %1. Friends outside your network can join only if your port %2 is forwarded by hand or you both have IPv6.</source>
        <translation>ルーター：%1。ネットワークの外の友達が参加できるのは、ポート %2 を手動で転送した場合か、双方が IPv6 を使える場合だけです。</translation>
    </message>
    <message>
        <source>Hosting stopped: %1</source>
        <translation>主催を停止しました：%1</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Go on with %1, %2 moves, %3</source>
        <translation>続きから：%1、%2 手、%3</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>対局(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>種類(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>開始局面(&amp;S)：</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation>先手（先に指す）</translation>
    </message>
    <message>
        <source>White</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>ランダムに決める</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>あなたの手番(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>持ち時間(&amp;C)：</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名前（省略可）</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>空いている任意のポート</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Open the port on the router (UPnP)</source>
        <translation>ルーターのポートを開く（UPnP）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>主催(&amp;H)</translation>
    </message>
    <message>
        <source>Send this invitation to your friend by any messenger. Whoever has it can join, so send it to them alone. They choose Game &gt; Play a Friend Online &gt; Join a Game and paste it.</source>
        <translation>この招待を好きなメッセンジャーで友達に送ってください。招待を持っている人は誰でも参加できるので、その友達だけに送ってください。友達は「対局 &gt; 友達とオンライン対局 &gt; 対局に参加」を選んで貼り付けます。</translation>
    </message>
    <message>
        <source>&amp;Copy Invitation</source>
        <translation>招待をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Stop Hosting</source>
        <translation>主催をやめる(&amp;S)</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>The position on the board</source>
        <translation>盤上の局面</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1</source>
        <translation>保存された対局を読み込めませんでした：%1</translation>
    </message>
    <message>
        <source>Could not host: %1</source>
        <translation>主催できませんでした：%1</translation>
    </message>
    <message>
        <source>You play %1. Listening on port %2: waiting for your friend to join…</source>
        <translation>あなたは%1です。ポート %2 で待機中：友達の参加を待っています…</translation>
    </message>
    <message>
        <source>Opening the port on the router…</source>
        <translation>ルーターのポートを開いています…</translation>
    </message>
    <message>
        <source>The port is not opened on the router (UPnP is off).</source>
        <translation>ルーターのポートは開いていません（UPnP はオフです）。</translation>
    </message>
</context>
<context>
    <name>ui::OnlineJoinDialog</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>友達の対局に参加</translation>
    </message>
    <message>
        <source>Paste the invitation your friend sent you (it starts with &quot;lshogi1:&quot;).</source>
        <translation>友達から届いた招待を貼り付けてください（「lshogi1:」で始まります）。</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名前（省略可）</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>参加(&amp;J)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>Connected to %1; receiving the game…</source>
        <translation>%1 に接続しました。対局を受信しています…</translation>
    </message>
    <message>
        <source>Could not join: %1</source>
        <translation>参加できませんでした：%1</translation>
    </message>
    <message>
        <source>This is not an invitation that can be used: %1</source>
        <translation>使える招待ではありません：%1</translation>
    </message>
</context>
<context>
    <name>ui::OnlinePanel</name>
    <message>
        <source>Reconnect &amp;Now</source>
        <translation>今すぐ再接続(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>受ける(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>断る(&amp;D)</translation>
    </message>
    <message>
        <source>Offer a Dra&amp;w</source>
        <translation>引き分けを提案(&amp;W)</translation>
    </message>
    <message>
        <source>Ask to &amp;Take Back</source>
        <translation>待ったを申し込む(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Save and End</source>
        <translation>保存して終了(&amp;S)</translation>
    </message>
    <message>
        <source>End the session and keep the game: host it again, or join with the same invitation, to go on later.</source>
        <translation>セッションを終えて対局を保存します。後で続けるには、もう一度主催するか、同じ招待で参加してください。</translation>
    </message>
    <message>
        <source>A message to your friend (Enter sends it)</source>
        <translation>友達へのメッセージ（Enter で送信）</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>あなた：%1</translation>
    </message>
    <message>
        <source>Friend: %1</source>
        <translation>友達：%1</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続しています…</translation>
    </message>
    <message>
        <source>Connection lost (%1). Waiting for your friend to come back; the clocks are stopped.</source>
        <translation>接続が切れました（%1）。友達が戻るのを待っています。時計は止まっています。</translation>
    </message>
    <message>
        <source>Waiting for your friend to join.</source>
        <translation>友達の参加を待っています。</translation>
    </message>
    <message>
        <source>Connected to %1 (round trip %2 ms).</source>
        <translation>%1 に接続中（往復 %2 ミリ秒）。</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>%1 に接続中。</translation>
    </message>
    <message>
        <source>Connection lost: %1. The game is paused and the clocks are stopped.</source>
        <translation>接続が切れました：%1。対局は一時停止し、時計は止まっています。</translation>
    </message>
    <message>
        <source>The session has ended: %1.</source>
        <translation>セッションは終了しました：%1。</translation>
    </message>
    <message>
        <source>Your friend asks to take back their last move.</source>
        <translation>友達が最後の指し手の待ったを申し込んでいます。</translation>
    </message>
    <message>
        <source>Your friend offers a draw.</source>
        <translation>友達が引き分けを提案しています。</translation>
    </message>
    <message>
        <source>You asked to take back your last move; waiting for the answer.</source>
        <translation>最後の指し手の待ったを申し込みました。返事を待っています。</translation>
    </message>
    <message>
        <source>You offered a draw.</source>
        <translation>引き分けを提案しました。</translation>
    </message>
    <message>
        <source>Friend Online</source>
        <translation>オンライン対局</translation>
    </message>
</context>
<context>
    <name>ui::PieceFacts</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3 &lt;i&gt;%4&lt;/i&gt;</source>
        <comment>piece heading: English name, code, kanji name, reading</comment>
        <translation>&lt;b&gt;%3&lt;/b&gt;（&lt;i&gt;%4&lt;/i&gt;）&lt;br&gt;%1（%2）</translation>
    </message>
    <message>
        <source>Betza: %1</source>
        <translation>ベッツァ記法：%1</translation>
    </message>
    <message>
        <source>Promoted %1</source>
        <translation>%1の成り駒</translation>
    </message>
    <message>
        <source>Promotes to: %1</source>
        <translation>成ると：%1</translation>
    </message>
    <message>
        <source>Turns back into: %1</source>
        <translation>裏返ると：%1</translation>
    </message>
    <message>
        <source>Does not promote</source>
        <translation>成らない駒</translation>
    </message>
    <message>
        <source>Royal: losing it can lose the game</source>
        <translation>王駒：失うと負けになることがあります</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 (%3)</source>
        <comment>help: piece name, kanji, code</comment>
        <translation>&lt;b&gt;%2&lt;/b&gt;（%3）%1</translation>
    </message>
    <message>
        <source>promoted: %1</source>
        <comment>help: a promoted face</comment>
        <translation>成り：%1</translation>
    </message>
    <message>
        <source>How every piece moves</source>
        <translation>全駒の動き</translation>
    </message>
    <message>
        <source>Promoted face of: %1</source>
        <translation>成る前：%1</translation>
    </message>
    <message>
        <source>Every face of every piece, its move in words, made from the same description the program plays by. Study &gt; Piece Reference shows the move diagrams.</source>
        <translation>すべての駒の表と裏について、その動きを言葉で示します。プログラムが指すときと同じ記述から作っています。動きの図は「学習 &gt; 駒の一覧」で見られます。</translation>
    </message>
    <message>
        <source>White&apos;s piece: forward is down</source>
        <translation>後手の駒：前は下向き</translation>
    </message>
    <message>
        <source>Black&apos;s piece: forward is up</source>
        <translation>先手の駒：前は上向き</translation>
    </message>
</context>
<context>
    <name>ui::PiecePalette</name>
    <message>
        <source>Royal pieces</source>
        <translation>王駒</translation>
    </message>
    <message>
        <source>Pieces of the start position</source>
        <translation>初期配置の駒</translation>
    </message>
    <message>
        <source>Other pieces</source>
        <translation>その他の駒</translation>
    </message>
    <message>
        <source>Eraser: click a piece on the board to remove it.</source>
        <translation>消しゴム：盤上の駒をクリックすると取り除きます。</translation>
    </message>
    <message>
        <source>Click squares to place: &lt;b&gt;%1&lt;/b&gt; %2 (%3)</source>
        <translation>マスをクリックして置く駒：&lt;b&gt;%2&lt;/b&gt;（%1、%3）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>White</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Choose a piece, then click squares to place it, or drag it to the board.</source>
        <translation>駒を選んでからマスをクリックして置くか、駒を盤へドラッグします。</translation>
    </message>
    <message>
        <source>Place Black&apos;s pieces (sente, pointing up)</source>
        <translation>先手の駒（上向き）を置きます</translation>
    </message>
    <message>
        <source>Place White&apos;s pieces (gote, pointing down)</source>
        <translation>後手の駒（下向き）を置きます</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>消しゴム</translation>
    </message>
    <message>
        <source>Clicks remove pieces (a right click always does)</source>
        <translation>クリックで駒を取り除きます（右クリックはいつでも取り除きます）</translation>
    </message>
</context>
<context>
    <name>ui::PiecePanel</name>
    <message>
        <source>Click a piece to see how it moves.</source>
        <translation>駒をクリックすると動き方を表示します。</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1のルール</translation>
    </message>
</context>
<context>
    <name>ui::PieceReferenceWindow</name>
    <message>
        <source>Pieces of %1</source>
        <translation>%1の駒</translation>
    </message>
    <message>
        <source>Marks in the diagrams</source>
        <translation>図の記号</translation>
    </message>
    <message>
        <source>Search: name, kanji, reading or code (Ctrl+F)</source>
        <translation>検索：名前・漢字・読み・略号（Ctrl+F）</translation>
    </message>
    <message>
        <source>Shows the pieces whose English name, kanji name, reading or code begins with what you type</source>
        <translation>英語名・漢字名・読み・略号が入力した文字で始まる駒を表示します</translation>
    </message>
    <message>
        <source>Show only the pieces with this kind of move</source>
        <translation>この種類の動きをする駒だけを表示します</translation>
    </message>
    <message>
        <source>The face they promote to</source>
        <translation>成った先の駒</translation>
    </message>
    <message>
        <source>No piece matches. Clear the search field or choose &quot;All pieces&quot;.</source>
        <translation>当てはまる駒はありません。検索欄を空にするか「すべての駒」を選んでください。</translation>
    </message>
    <message>
        <source>%1 of %2 pieces</source>
        <translation>%2枚中%1枚</translation>
    </message>
</context>
<context>
    <name>ui::PieceToolTip</name>
    <message>
        <source>%1 — %2 %3</source>
        <comment>piece tooltip, the other face: English name, kanji, reading</comment>
        <translation>%2（%3）— %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 &lt;i&gt;%3&lt;/i&gt;</source>
        <comment>piece tooltip heading: English name, kanji, reading</comment>
        <translation>&lt;b&gt;%2&lt;/b&gt;（&lt;i&gt;%3&lt;/i&gt;）&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Black&apos;s piece (sente)</source>
        <translation>先手の駒</translation>
    </message>
    <message>
        <source>White&apos;s piece (gote)</source>
        <translation>後手の駒</translation>
    </message>
    <message>
        <source>Promoted from: %1</source>
        <translation>成る前：%1</translation>
    </message>
    <message>
        <source>Promotes to: %1</source>
        <translation>成ると：%1</translation>
    </message>
    <message>
        <source>Turns back into: %1</source>
        <translation>裏返ると：%1</translation>
    </message>
    <message>
        <source>Does not promote</source>
        <translation>成らない駒</translation>
    </message>
    <message>
        <source>Royal: losing it can lose the game</source>
        <translation>王駒：失うと負けになることがあります</translation>
    </message>
</context>
<context>
    <name>ui::PlayFriendUi</name>
    <message>
        <source>The game with your friend has ended its session: %1</source>
        <translation>友達との対局のセッションが終了しました：%1</translation>
    </message>
    <message>
        <source>Connection to your friend lost (%1): the game and its clocks are paused.</source>
        <translation>友達との接続が切れました（%1）。対局と時計は一時停止しています。</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>対局を主催</translation>
    </message>
    <message>
        <source>End the game with your friend (it is saved, to go on later)?</source>
        <translation>友達との対局を終えますか（後で続けられるよう保存されます）？</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>対局に参加</translation>
    </message>
    <message>
        <source>No move has been played yet.</source>
        <translation>まだ一手も指されていません。</translation>
    </message>
    <message>
        <source>Copied for your friend: %1</source>
        <translation>友達用にコピーしました：%1</translation>
    </message>
    <message>
        <source>Paste Friend&apos;s Move</source>
        <translation>友達の指し手を貼り付け</translation>
    </message>
    <message>
        <source>Your friend&apos;s move %1 was played.</source>
        <translation>友達の %1 手目を指しました。</translation>
    </message>
</context>
<context>
    <name>ui::PlayerCombo</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer (%1, about %2 Elo)</source>
        <translation>コンピューター（%1、約%2 Elo）</translation>
    </message>
    <message>
        <source>Elo estimated from matches in Micro Shogi at 0.2 s per move, on a scale where Fairy-Stockfish at the same time is 2000.</source>
        <translation>Eloは一手0.2秒のマイクロ将棋の対局から見積もったもので、同じ持ち時間のFairy-Stockfishを2000とする尺度です。</translation>
    </message>
    <message>
        <source>Elo estimated from matches between the levels in %1 at 0.2 s per move, with the random mover at its Elo in Micro Shogi. Each level won nearly every game against the one below it, so the gaps are at least these; at that time the two strongest levels play alike.</source>
        <translation>Eloは%1での一手0.2秒のレベル同士の対局から見積もったもので、ランダムな指し手をマイクロ将棋でのEloに置いた尺度です。各レベルは一つ下のレベルにほぼ全勝したので、レベル間の差は少なくともこの大きさです。この持ち時間では上の二つのレベルは同じように指します。</translation>
    </message>
    <message>
        <source>%1 plays any legal move, at random.</source>
        <translation>%1は合法手をでたらめに指します。</translation>
    </message>
    <message>
        <source>%1 looks one move ahead and moves at once: more time does not make it stronger.</source>
        <translation>%1は一手先だけを読んですぐに指します。持ち時間を増やしても強くなりません。</translation>
    </message>
    <message>
        <source>%1 looks at most %2 plies ahead, and moves as soon as it has: more time does not make it stronger.</source>
        <translation>%1は最大%2手先まで読み、読み終えるとすぐに指します。持ち時間を増やしても強くなりません。</translation>
    </message>
</context>
<context>
    <name>ui::PositionEditor</name>
    <message>
        <source>Set Up Position — %1</source>
        <translation>局面の編集 — %1</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>始める局面：</translation>
    </message>
    <message>
        <source>&amp;Current Position</source>
        <translation>現在の局面(&amp;C)</translation>
    </message>
    <message>
        <source>The position shown in the game window</source>
        <translation>対局画面に表示中の局面</translation>
    </message>
    <message>
        <source>The game window shows another variant</source>
        <translation>対局画面は別の種類の将棋を表示しています</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>初期配置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Empty Board</source>
        <translation>空の盤(&amp;E)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo the last change (%1)</source>
        <translation>最後の変更を元に戻します（%1）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Redo (%1)</source>
        <translation>やり直します（%1）</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>反転</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>盤の向きを逆にします</translation>
    </message>
    <message>
        <source>Position &amp;text:</source>
        <translation>局面の文字列(&amp;T)：</translation>
    </message>
    <message>
        <source>The position as text (docs/formats.md); edit it and press Enter to set it up</source>
        <translation>局面を文字列で表したもの（docs/formats.md）。書き換えて Enter キーを押すとその局面になります</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the position text to the clipboard</source>
        <translation>局面の文字列をクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Set up the position text on the clipboard</source>
        <translation>クリップボードの文字列の局面にします</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Black (sente)</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>White (gote)</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Black passed last turn</source>
        <translation>先手は直前の手番でパスした</translation>
    </message>
    <message>
        <source>White passed last turn</source>
        <translation>後手は直前の手番でパスした</translation>
    </message>
    <message>
        <source>A side that passed on its last turn may not pass again now</source>
        <translation>直前の手番でパスした側は、続けてパスできません</translation>
    </message>
    <message>
        <source>Pieces in hand</source>
        <translation>持ち駒</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>White</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題点</translation>
    </message>
    <message>
        <source>Players: &amp;Black</source>
        <translation>対局者：先手(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>後手(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>この局面から対局(&amp;P)</translation>
    </message>
    <message>
        <source>Start a game from this position with the players chosen</source>
        <translation>選んだ対局者で、この局面から対局を始めます</translation>
    </message>
    <message>
        <source>S&amp;tudy</source>
        <translation>検討(&amp;T)</translation>
    </message>
    <message>
        <source>Open the position on the board to try moves for both sides</source>
        <translation>この局面を盤に出して、両方の側の手を試せるようにします</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Could not read the position text: %1</source>
        <translation>局面の文字列を読めませんでした：%1</translation>
    </message>
    <message>
        <source>No problems: the position can be played.</source>
        <translation>問題はありません。この局面で対局できます。</translation>
    </message>
</context>
<context>
    <name>ui::ProblemList</name>
    <message>
        <source>Solved</source>
        <translation>解決</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主題</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <source>not solved</source>
        <translation>未解決</translation>
    </message>
</context>
<context>
    <name>ui::ProblemProgress</name>
    <message>
        <source>line %1 is not &quot;solved VARIANT ID FINGERPRINT&quot;</source>
        <translation>%1 行目が「solved 種類 番号 指紋」の形ではありません</translation>
    </message>
    <message>
        <source>The record of solved problems could not be read (%1). It was kept as %2 and a new record was begun.</source>
        <translation>解いた問題の記録を読めませんでした（%1）。元のファイルは %2 として残し、新しい記録を始めました。</translation>
    </message>
    <message>
        <source>The record of solved problems could not be read (%1), and a new record was begun.</source>
        <translation>解いた問題の記録を読めませんでした（%1）。新しい記録を始めました。</translation>
    </message>
    <message>
        <source>The record of solved problems could not be saved to %1: %2</source>
        <translation>解いた問題の記録を %1 に保存できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>ui::ProblemText</name>
    <message>
        <source>, </source>
        <comment>between square names</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between piece names</comment>
        <translation>・</translation>
    </message>
    <message>
        <source>%1 has no royal piece on the board (%2): place one.</source>
        <translation>%1の王駒（%2）が盤上にありません。置いてください。</translation>
    </message>
    <message>
        <source>%1 has %2 royal pieces (%3); %4 allows only one.</source>
        <translation>%1の王駒が %2 枚あります（%3）。%4では1枚だけです。</translation>
    </message>
    <message>
        <source>%1 to move could capture %2&apos;s %3 on %4 at once (from %5): the side that has just moved may not leave its King in check.</source>
        <translation>手番の%1が、%2の%4の%3をすぐに取れます（%5から）。直前に指した側は、自分の玉を王手のまま残せません。</translation>
    </message>
    <message>
        <source>%1 holds %2 × %3 in hand, but %4 has no drops.</source>
        <translation>%1が%3を %2 枚持っていますが、%4には持ち駒がありません。</translation>
    </message>
    <message>
        <source>%1 holds a %2 in hand: a royal piece is never captured into a hand.</source>
        <translation>%1が%2を持ち駒にしています。王駒が取られて持ち駒になることはありません。</translation>
    </message>
    <message>
        <source>%1 holds %2 × %3 in hand; a hand holds at most %4 of a kind.</source>
        <translation>%1が%3を %2 枚持っています。同じ駒は %4 枚までしか持てません。</translation>
    </message>
    <message>
        <source>%1 × %2 in play (on the board: %3; the rest in hand), but the start position has %4: with drops every piece stays in play.</source>
        <translation>%2が %1 枚あります（盤上：%3、残りは持ち駒）が、初期配置では %4 枚です。持ち駒のある将棋では駒は盤から消えません。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 is marked as having passed on its last turn, but %2 has no rule about passes.</source>
        <translation>%1が直前の手番でパスしたことになっていますが、%2にはパスの規則がありません。</translation>
    </message>
    <message>
        <source>Note: %1&apos;s %2 on %3 can never move from there (allowed: it stays trapped).</source>
        <translation>注意：%3の%1の%2は、そこから二度と動けません（置くことはできますが、動けないままです）。</translation>
    </message>
</context>
<context>
    <name>ui::ReferenceFilter</name>
    <message>
        <source>All pieces</source>
        <translation>すべての駒</translation>
    </message>
    <message>
        <source>Royal pieces</source>
        <translation>王駒</translation>
    </message>
    <message>
        <source>Lion power (two steps a turn)</source>
        <translation>獅子の力（1手に2歩）</translation>
    </message>
    <message>
        <source>Lion Dog moves (along a line)</source>
        <translation>狛犬の動き（一直線上）</translation>
    </message>
    <message>
        <source>Hook moves (turning a corner)</source>
        <translation>鉤の動き（直角に曲がる）</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>跳ぶ駒</translation>
    </message>
    <message>
        <source>Ranging slides</source>
        <translation>走る駒（何マスも進む）</translation>
    </message>
    <message>
        <source>Steppers (one square at a time)</source>
        <translation>歩む駒（1マスずつ）</translation>
    </message>
    <message>
        <source>Pieces that promote to…</source>
        <translation>成るとこの駒になる駒…</translation>
    </message>
</context>
<context>
    <name>ui::ProblemThemes</name>
    <message>
        <source>Lion double capture</source>
        <comment>problem theme</comment>
        <translation>獅子の二枚取り</translation>
    </message>
    <message>
        <source>Igui</source>
        <comment>problem theme: a capture without moving</comment>
        <translation>居喰い</translation>
    </message>
    <message>
        <source>Lion Dog line</source>
        <comment>problem theme</comment>
        <translation>狛犬の直進</translation>
    </message>
    <message>
        <source>Hook bend</source>
        <comment>problem theme: a hook mover turns a corner</comment>
        <translation>鉤行の曲がり</translation>
    </message>
    <message>
        <source>Emperor capture</source>
        <comment>problem theme</comment>
        <translation>自在天王の遠取り</translation>
    </message>
    <message>
        <source>Contagion</source>
        <comment>problem theme</comment>
        <translation>感染する成り</translation>
    </message>
    <message>
        <source>Drop</source>
        <comment>problem theme</comment>
        <translation>駒打ち</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>problem theme</comment>
        <translation>じっと（パス）</translation>
    </message>
    <message>
        <source>Quiet key</source>
        <comment>problem theme: the first move neither captures nor checks</comment>
        <translation>静かな初手</translation>
    </message>
    <message>
        <source>Bare King</source>
        <comment>problem theme</comment>
        <translation>裸玉</translation>
    </message>
    <message>
        <source>Last royal taken</source>
        <comment>problem theme</comment>
        <translation>最後の玉を取る</translation>
    </message>
    <message>
        <source>No move left</source>
        <comment>problem theme: the loser has no legal move</comment>
        <translation>指し手なし</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <comment>problem theme</comment>
        <translation>詰み</translation>
    </message>
    <message>
        <source>Promotion</source>
        <comment>problem theme</comment>
        <translation>成り</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <comment>problem theme</comment>
        <translation>捨て駒</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between theme names</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>ui::ProblemsWindow</name>
    <message>
        <source>Solved: %1 of %2</source>
        <translation>解決：%2 問中 %1 問</translation>
    </message>
    <message>
        <source>No problems for this variant.</source>
        <translation>この将棋には問題がありません。</translation>
    </message>
    <message>
        <source>Weighing %1…</source>
        <translation>%1 を検証しています…</translation>
    </message>
    <message>
        <source>%1 does not win in time. Retry takes it back.</source>
        <translation>%1 では手数内に勝てません。「やり直し」で一手戻せます。</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>終局：%1</translation>
    </message>
    <message>
        <source>Solved! %1</source>
        <translation>正解！%1</translation>
    </message>
    <message>
        <source>Solution: %1 moves of both sides; Forward plays them.</source>
        <translation>正解手順：双方合わせて %1 手。「進む」で一手ずつ進めます。</translation>
    </message>
    <message>
        <source>Solution, move %1 of %2: %3</source>
        <translation>正解手順 %2 手中 %1 手目：%3</translation>
    </message>
    <message>
        <source>Right! %1 answered %2.</source>
        <translation>正しい手です！%1は %2 と応じました。</translation>
    </message>
    <message>
        <source>%1 to move: win in 1 move.</source>
        <translation>%1番：1 手で勝ち。</translation>
    </message>
    <message>
        <source>%1 to move: win in %2 moves.</source>
        <translation>%1番：%2 手で勝ち。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>Hint: a drop from the hand (%1).</source>
        <translation>ヒント：持ち駒を打ちます（%1）。</translation>
    </message>
    <message>
        <source>Hint: the piece on %1 moves.</source>
        <translation>ヒント：%1 の駒を動かします。</translation>
    </message>
    <message>
        <source>Problem %1 of %2 — %3 to move and win in 1 move</source>
        <translation>問題 %1（全 %2 問）— %3番、1 手で勝ち</translation>
    </message>
    <message>
        <source>Problem %1 of %2 — %3 to move and win in %4 moves</source>
        <translation>問題 %1（全 %2 問）— %3番、%4 手で勝ち</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <translation>主題：%1</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題集</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>First the piece to move, then the move</source>
        <translation>まず動かす駒を、次に指し手を示します</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>正解手順(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Take the wrong move back and try again</source>
        <translation>誤った手を戻してもう一度考えます</translation>
    </message>
    <message>
        <source>Res&amp;tart</source>
        <translation>最初から(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Next Problem</source>
        <translation>次の問題(&amp;N)</translation>
    </message>
</context>
<context>
    <name>ui::ResultText</name>
    <message>
        <source>checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <source>the last royal piece was captured</source>
        <translation>最後の王駒が取られた</translation>
    </message>
    <message>
        <source>bare King</source>
        <translation>裸玉</translation>
    </message>
    <message>
        <source>both Kings bared</source>
        <translation>双方裸玉</translation>
    </message>
    <message>
        <source>no legal move (stalemate)</source>
        <translation>指せる手がない（ステイルメイト）</translation>
    </message>
    <message>
        <source>fourfold repetition</source>
        <translation>千日手</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>連続王手の千日手</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>White</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>Black wins: %1.</source>
        <translation>先手の勝ち（%1）。</translation>
    </message>
    <message>
        <source>White wins: %1.</source>
        <translation>後手の勝ち（%1）。</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <translation>引き分け（%1）。</translation>
    </message>
    <message>
        <source>Black&apos;s time ran out</source>
        <translation>先手の時間切れ</translation>
    </message>
    <message>
        <source>White&apos;s time ran out</source>
        <translation>後手の時間切れ</translation>
    </message>
    <message>
        <source>agreed by both players</source>
        <translation>双方の合意</translation>
    </message>
</context>
<context>
    <name>ui::ScoreText</name>
    <message>
        <source>Scores are in pawns from Black&apos;s side: + means Black is better, - means White is better. #+3: Black mates in 3 moves; #-2: White mates in 2.</source>
        <translation>評価値は先手から見た歩の枚数です。+ は先手が有利、- は後手が有利。#+3 は先手が自分の3手以内で勝ち、#-2 は後手が自分の2手以内で勝ちを意味します。</translation>
    </message>
</context>
<context>
    <name>ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>駒(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>盤(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>配色(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Sounds (moves, captures, check, the end, low time)</source>
        <translation>効果音（指し手、駒取り、王手、終局、残り時間）(&amp;S)</translation>
    </message>
    <message>
        <source>Every choice takes effect in every window when you press OK; no restart is needed. “System” follows the language of the desktop, and the desktop&apos;s colours are light or dark as the desktop is.</source>
        <translation>OK を押すと、どの設定もすべてのウィンドウに反映されます。再起動は不要です。「システム」はデスクトップの言語に従い、「デスクトップに合わせる」配色はデスクトップの明暗に従います。</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <translation>デスクトップに合わせる</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>明るい</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>暗い</translation>
    </message>
</context>
<context>
    <name>ui::SquareQueryPopup</name>
    <message>
        <source>Black (sente)</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>White (gote)</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>drop from hand</source>
        <translation>打つ</translation>
    </message>
    <message>
        <source>protects</source>
        <translation>ひもを付けている</translation>
    </message>
    <message>
        <source>captures</source>
        <translation>取れる</translation>
    </message>
    <message>
        <source>moves there, attacks</source>
        <translation>行ける・利いている</translation>
    </message>
    <message>
        <source>moves there</source>
        <translation>行ける</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>利いている</translation>
    </message>
    <message>
        <source>Pieces that can go to %1</source>
        <translation>%1へ行ける駒</translation>
    </message>
    <message>
        <source>%1 stands there (%2)</source>
        <translation>%1がいます（%2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>持ち駒</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <comment>piece name, its square, how it gets there</comment>
        <translation>%2の%1：%3</translation>
    </message>
</context>
<context>
    <name>ui::StartPrompt</name>
    <message>
        <source>Nothing runs yet: your first move, or Start, begins the game.</source>
        <translation>まだ何も動いていません。最初の手を指すか「対局開始」で対局が始まります。</translation>
    </message>
    <message>
        <source>Nothing runs yet: the computer moves and the clocks run once you start.</source>
        <translation>まだ何も動いていません。「対局開始」を押すと、コンピューターが指し、時計が動き始めます。</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>新規対局…</translation>
    </message>
</context>
<context>
    <name>ui::SvgPieceArt</name>
    <message>
        <source>Mnemonic (Moves Shown)</source>
        <translation>動きの図（ニーモニック）</translation>
    </message>
    <message>
        <source>Kanji (one character on small squares)</source>
        <translation>漢字（小さなマスでは一文字）</translation>
    </message>
    <message>
        <source>Kanji, One Character</source>
        <translation>漢字一文字</translation>
    </message>
</context>
<context>
    <name>ui::TextPieceArt</name>
    <message>
        <source>Letters</source>
        <translation>英字の略号</translation>
    </message>
</context>
<context>
    <name>ui::WherePage</name>
    <message>
        <source>&amp;Check (Enter)</source>
        <translation>答え合わせ(&amp;C)（Enter）</translation>
    </message>
    <message>
        <source>C&amp;lear (Del)</source>
        <translation>印を消す(&amp;L)（Del）</translation>
    </message>
    <message>
        <source>Mark every &amp;empty square (Ctrl+A)</source>
        <translation>空きマスすべてに印(&amp;E)（Ctrl+A）</translation>
    </message>
    <message>
        <source>For pieces that go almost anywhere: mark every empty square, then take off the marks you do not want</source>
        <translation>ほとんどどこへでも行ける駒のために：空きマスすべてに印を付けてから、要らない印を外します</translation>
    </message>
    <message>
        <source>Where can it go?</source>
        <translation>どこへ行ける？</translation>
    </message>
    <message>
        <source>Mark every square the &lt;b&gt;%1&lt;/b&gt; on %2 can go to with one move. A piece of the other side marked is a capture.</source>
        <translation>%2の&lt;b&gt;%1&lt;/b&gt;が1手で行けるマスすべてに印を付けてください。相手の駒に印を付けると、その駒を取ることになります。</translation>
    </message>
    <message>
        <source>Click a square (drag for a line of squares), or move with the arrow keys and press Space.</source>
        <translation>マスをクリック（なぞると一列に）、または矢印キーで動かして Space を押します。</translation>
    </message>
    <message>
        <source>Marked: %1 squares, %2 of them captures</source>
        <translation>印：%1マス（うち駒を取るマス%2）</translation>
    </message>
    <message>
        <source>Right! The %1 can go to these %2 squares.</source>
        <translation>正解！ %1はこの%2マスへ行けます。</translation>
    </message>
    <message>
        <source>%1 of %2 squares found.</source>
        <translation>%2マス中%1マスを正解。</translation>
    </message>
    <message numerus="yes">
        <source>%n missed (orange rings)</source>
        <translation>
            <numerusform>見落とし%nマス（オレンジの輪）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong (red crosses)</source>
        <translation>
            <numerusform>誤り%nマス（赤い×）</numerusform>
        </translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>惜しい。</translation>
    </message>
</context>
</TS>
