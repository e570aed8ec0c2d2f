<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>main</name>
    <message>
        <source>Large shogi variants</source>
        <translation>大型将棋を指すプログラム</translation>
    </message>
    <message>
        <source>Start a game of VARIANT.</source>
        <translation>種類 VARIANT の対局を始めます。</translation>
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
        <source>Save a picture of the window to FILE and quit.</source>
        <translation>ウィンドウの画像を FILE に保存して終了します。</translation>
    </message>
    <message>
        <source>With --screenshot: also save the piece reference window to FILE.</source>
        <translation>--screenshot と併用：駒の一覧ウィンドウも FILE に保存します。</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>--screenshot のウィンドウの大きさ。</translation>
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
        <source>Show the program in LANGUAGE (system, en or ja), without changing the settings.</source>
        <translation>LANGUAGE（system、en、ja）の言語で表示します。設定は変更しません。</translation>
    </message>
    <message>
        <source>Use a dark colour scheme (to check the board on dark desktops).</source>
        <translation>暗い配色を使います（暗いデスクトップでの盤の見え方の確認用）。</translation>
    </message>
    <message>
        <source>With --screenshot: also save the help window (the variant&apos;s rules) to FILE.</source>
        <translation>--screenshot と併用：ヘルプウィンドウ（その種類のルール）も FILE に保存します。</translation>
    </message>
    <message>
        <source>Draw the pieces with SET (kanji or mnemonic) and remember the choice.</source>
        <translation>駒を SET（kanji または mnemonic）で描き、その選択を記憶します。</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (system, en or ja)</source>
        <translation>不明な言語 &apos;%1&apos;（system、en、ja のいずれか）</translation>
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
        <source>unknown piece set &apos;%1&apos; (kanji or mnemonic)</source>
        <translation>不明な駒セット &apos;%1&apos;（kanji または mnemonic）</translation>
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
        <source>Computer: depth %1, %2 nodes, score %3, %4 ms</source>
        <translation>コンピューター：深さ %1、%2 局面、評価値 %3、%4 ミリ秒</translation>
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
    <name>ui::GameExchange</name>
    <message>
        <source>the disk is full or the file could not be written</source>
        <translation>ディスクが一杯か、ファイルに書き込めませんでした</translation>
    </message>
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
        <source>Large Shogi game record; the format is described in docs/game-format.md</source>
        <translation>大型将棋の棋譜。形式は docs/game-format.md に説明があります</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目：%2</translation>
    </message>
    <message>
        <source>text after the End line</source>
        <translation>End 行のあとに文字があります</translation>
    </message>
    <message>
        <source>not a game file (expected &apos;%1&apos;)</source>
        <translation>棋譜ファイルではありません（&apos;%1&apos; が必要です）</translation>
    </message>
    <message>
        <source>expected &apos;Key: value&apos;, found &apos;%1&apos;</source>
        <translation>&apos;キー: 値&apos; の形式が必要ですが、&apos;%1&apos; がありました</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos;</source>
        <translation>不明な種類 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown player &apos;%1&apos; (expected Human or Computer LEVEL)</source>
        <translation>不明な対局者 &apos;%1&apos;（Human または Computer レベル が必要です）</translation>
    </message>
    <message>
        <source>bad date &apos;%1&apos;</source>
        <translation>不正な日付 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Resigned must be black or white, found &apos;%1&apos;</source>
        <translation>Resigned は black か white でなければなりませんが、&apos;%1&apos; がありました</translation>
    </message>
    <message>
        <source>Start comes before Variant</source>
        <translation>Start が Variant より前にあります</translation>
    </message>
    <message>
        <source>Moves come before Variant</source>
        <translation>Moves が Variant より前にあります</translation>
    </message>
    <message>
        <source>moves start on the line after &apos;Moves:&apos;</source>
        <translation>指し手は &apos;Moves:&apos; の次の行から書きます</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>不明なキー &apos;%1&apos;</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>空のファイルです</translation>
    </message>
    <message>
        <source>no Variant line</source>
        <translation>Variant 行がありません</translation>
    </message>
    <message>
        <source>the file is incomplete: it ends before the &apos;Moves:&apos; line</source>
        <translation>ファイルが不完全です：&apos;Moves:&apos; 行の前で終わっています</translation>
    </message>
    <message>
        <source>the file is incomplete: it ends before the &apos;End&apos; line after the moves</source>
        <translation>ファイルが不完全です：指し手のあとの &apos;End&apos; 行の前で終わっています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>&apos;%1&apos; が二度指定されています</translation>
    </message>
    <message>
        <source>the disk is full or the file could not be written</source>
        <translation>ディスクがいっぱいか、ファイルに書き込めませんでした</translation>
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
        <source>%1 — Large Shogi</source>
        <translation>%1 — 大型将棋</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>棋譜を開く(&amp;O)…</translation>
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
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
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
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>盤を反転(&amp;F)</translation>
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
        <source>Piece &amp;Reference…</source>
        <translation>駒の一覧(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
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
        <source>Game over</source>
        <translation>終局</translation>
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
        <source>F&amp;ull Screen</source>
        <translation>全画面表示(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language…</source>
        <translation>言語(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>%1のルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Entering Moves</source>
        <translation>指し手の入力方法(&amp;E)</translation>
    </message>
</context>
<context>
    <name>ui::MoveListView</name>
    <message>
        <source>Start</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
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
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Computer &amp;time per move:</source>
        <translation>コンピューターの1手の考慮時間(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>ui::PieceFacts</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3 &lt;i&gt;%4&lt;/i&gt;</source>
        <comment>piece heading: English name, code, kanji name, reading</comment>
        <translation>&lt;b&gt;%3&lt;/b&gt;（&lt;i&gt;%4&lt;/i&gt;）&lt;br&gt;%1 (%2)</translation>
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
        <source>Every face of every piece, its move in words, made from the same description the program plays by. View &gt; Piece Reference shows the move diagrams.</source>
        <translation>すべての駒の表と裏の動きを、このプログラムが指すときと同じ定義から言葉にしたものです。動きの図は「表示 &gt; 駒の一覧」にあります。</translation>
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
    <name>ui::PieceReferenceWindow</name>
    <message>
        <source>Pieces of %1</source>
        <translation>%1の駒</translation>
    </message>
    <message>
        <source>Marks in the diagrams</source>
        <translation>図の記号</translation>
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
        <source>The new language takes effect at once, in every window; no restart is needed. “System” follows the language of the desktop.</source>
        <translation>新しい言語はすべてのウィンドウにすぐに反映されます。再起動は不要です。「システム」はデスクトップの言語に従います。</translation>
    </message>
</context>
<context>
    <name>ui::SvgPieceArt</name>
    <message>
        <source>Kanji</source>
        <translation>漢字</translation>
    </message>
    <message>
        <source>Mnemonic (Moves Shown)</source>
        <translation>動きの図（ニーモニック）</translation>
    </message>
</context>
<context>
    <name>ui::TextPieceArt</name>
    <message>
        <source>Letters</source>
        <translation>英字の略号</translation>
    </message>
</context>
</TS>
