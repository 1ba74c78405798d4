<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>BotLevel</name>
    <message>
        <source>easy</source>
        <extracomment>Each level&apos;s name for a person, marked for translation in the context &quot;BotLevel&quot; (the interface shows `QCoreApplication.translate(&quot;BotLevel&quot;, LEVEL_LABELS[level])`; the level itself, a word of files and command lines, is never translated).
----------
A bot&apos;s level as a seat&apos;s label says it (&quot;Ana (easy)&quot;), by the level&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown bot level {level} (choose from {levels})</source>
        <extracomment>The level&apos;s own budget, used when `choose` is given none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer players of {game} play {levels} only, not {level} yet</source>
        <extracomment>The game&apos;s entry (`app.core.game_info.GameInfo`); its name is `game_name`, its levels `offered`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bots names {levels} levels for {seats} players (give one level for all, or one for each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bots names {levels} levels for {seats} computer players (give one level for all, or one for each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bots names {levels} levels for {seats} seats (give one level for all, or one for each)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotTurns</name>
    <message>
        <source>{name} (a computer player) failed: {what}. Start a new game.</source>
        <extracomment>What a bot&apos;s decision may cost at the table: its level&apos;s own budget, never more than a second of the person&apos;s time. While a dialog of the window is open or the window is minimised, nothing moves on the table: bot moves and moves played for the person wait here.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuracoController</name>
    <message>
        <source>not a run</source>
        <extracomment>Refusals about a meld&apos;s shape, as opposed to the rules of the turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many wild cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the muerto and play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took the muerto and plays on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the muerto: it is yours at the start of your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took the muerto (picked up next turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: a muerto is the stock now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would leave you a single card: you may run out only with a muerto to take or a canasta to close, so keep at least two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your team has no canasta to close with: running out now needs a canasta limpa (or de mil).</source>
        <comment>limpa, de mil: Buraco&apos;s own (Portuguese) words for a canasta with no wild card, and one from ace to ace</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your team has no canasta to close with: running out now needs a canasta.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each new meld needs its own reading: %n meld(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You closed the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} closed the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the top card of the pile and cards from your hand may make that meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw first: from the stock, or take the pile with its top card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn already this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{cards}] does not fit that meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{cards}] can be read more than one way: click the reading you mean under the staging area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{cards}] holds too many wild cards: a meld may have {n} (a 2 of the run&apos;s suit in its own place is natural).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: the deal ends with no close.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuracoPage</name>
    <message>
        <source> points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets (three or more of a rank) may be melded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A set of seven or more is a canasta too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild cards per meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A natural card takes a wild card&apos;s place, the wild card moving to an end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a canasta limpa (or de mil)</source>
        <comment>limpa, de mil: Buraco&apos;s own (Portuguese) words for a canasta with no wild card, and one from ace to ace</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta limpa</source>
        <comment>limpa: Buraco&apos;s own (Portuguese) word for a canasta with no wild card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta suja</source>
        <comment>suja: Buraco&apos;s own (Portuguese) word for a canasta with a wild card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta de mil</source>
        <comment>de mil: Buraco&apos;s own (Portuguese) words for a canasta from ace to ace, with no wild card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canasta de mil also scores as a canasta limpa</source>
        <comment>de mil, limpa: Buraco&apos;s own (Portuguese) words for a canasta from ace to ace, and one with no wild card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team that never takes a muerto loses</source>
        <comment>muerto: Buraco&apos;s own (Spanish) word for a reserve packet of 11 cards a team takes once a player runs out</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play deals until a team has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuracoScore</name>
    <message>
        <source>Cards in melds</source>
        <extracomment>The score table&apos;s lines (§5.7), by the result&apos;s field, before the deal&apos;s total.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muerto not taken</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuracoZones</name>
    <message>
        <source>Take the pile: {card} goes down in the staged meld and the pile&apos;s other %n card(s) come to your hand — or Take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To take the pile, meld {card} now: stage hand cards with it, or drop it on your meld; then Take the pile (or Take back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is out: take the pile (drag its top card onto one of your melds or into the staging area), or Draw to end the deal without a close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: draw — drag the stock to your hand (or double-click it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: draw (drag the stock to your hand, or double-click it), or take the pile: drag its top card onto one of your melds or into the staging area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld in the staging area or add to your melds, then discard: drag a card onto the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running out of cards takes the muerto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With your canasta, running out of cards closes the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No canasta to close with yet: keep at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took the muerto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your muerto waits: your hand next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>muerto waiting beside him</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muerto {i}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muerto, counted as held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muerto not taken: cards not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no canasta yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n canasta(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limpa</source>
        <comment>Buraco&apos;s (Portuguese) word for a canasta with no wild card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suja</source>
        <comment>Buraco&apos;s (Portuguese) word for a canasta with a wild card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>De mil</source>
        <comment>Buraco&apos;s (Portuguese) word for a canasta from ace to ace with no wild card</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>muerto taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>muerto waiting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CanastaController</name>
    <message>
        <source>{name} did not take the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} drew from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} laid down {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} added {cards} to a meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} discarded {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner {name} is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — with {partner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staging area: build the meld that takes the pile</source>
        <extracomment>The game&apos;s classes of the actions every canasta game describes and sends alike.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You did not take the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the pile (%n card(s)), melding {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took the pile (%n card(s)), melding {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You laid down {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You added {cards} to a meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level}) — your partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level}) — opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over: Game ▸ New game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the score table for the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hand is laid down face up to be counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pile&apos;s top card must be melded at once: drag it onto one of your melds or into the staging area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That meld is the other team&apos;s: you add only to your team&apos;s melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pile is empty: draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards into the staging area first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is used twice: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{cards}]: those cards cannot stand in those places of the meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{cards}] can join that meld in more than one way: drop it at the end it goes to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That meld is closed: it takes no more cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} on top blocks the pile: draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To take the pile, meld its top card with {n} cards of your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the pile with the staged top card first, or Take back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardNotation</name>
    <message>
        <source>not a card: {token}</source>
        <extracomment>Why a token is not a card, by the reason&apos;s English (the interface says `REASONS[reason]`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a joker has no suit: {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card without a suit: {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: the pack holds only {copies} cards of this kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} appears twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliStats</name>
    <message>
        <source>game</source>
        <extracomment>The headings of the table&apos;s columns, as a person reads them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against bots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Tapete&apos;s headless tools: bot matches and the Quita y Pon table solver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play seeded deals between bots and report their strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play N full deals between bots with seats rotated, checking card conservation after every action. Prints, per bot level: seats, win share with its 95% confidence interval (Wilson; a seat wins when its team wins, and a win shared by k teams counts 1/k), mean deal score, decision time p50/p95/max in ms; and deals per second. One deal is one deal of the game. Higher scores are better: in games that count paid points or cards left ({games}) the deal score is minus those (0 for the player who went out); a void or stalled deal has no winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of: {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of seats ({counts})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bot level per seat, comma separated (easy, normal, hard); one level fills every seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of deals to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match seed (deal i uses deal index i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game option of RULES.md, e.g. -o must_play_if_able=full or -o opening_min=51 (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processes to spread deals over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no progress line even on a terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the saved scoreboard&apos;s statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per game: played, won, win share, best and average score, streaks and results against each bot level, from the scoreboard the table keeps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many past matches to list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scoreboard file (default: the user data folder, or $TAPETE_DATA_DIR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown game {game} (available: {games})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--workers must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{done}/{total} deals, {rate} deals/s</source>
        <extracomment>Deals per task handed to a worker process: small, so that an interrupted run stops within one short task per worker.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished match yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} is a folder, not a scoreboard file ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scoreboard {place} cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}: skipped {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data folder {folder} cannot hold a scoreboard: {place} is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <extracomment>The help of every tool&apos;s `--json` (the tool says it in its language).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find the best Quita y Pon commit for a table and a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the optimal commit: the new table&apos;s melds and the hand cards placed. The table is either melds separated by &apos;|&apos; (each must be a valid meld), e.g. &quot;3S 4S 5S | 7C 7D 7H&quot;, or a flat list of cards, which the solver then arranges into valid melds itself. Cards: ranks A 2-9 T J Q K, suits S H D C, a prime for the second copy (7H&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table cards: melds split by &apos;|&apos;, or a flat list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand cards, e.g. &quot;5S&apos; KD&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most hand cards placed (ties: most points), or most points (ties: most cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{options} (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option {option} does not change the solver (use {options})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table meld [{meld}] is not valid: {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table cannot be arranged into valid melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No legal commit: no hand card can be placed. Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {cards} (%n card(s), {points} points):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty meld between &apos;|&apos; in --table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CuatroPalosController</name>
    <message>
        <source>{name} kept {card} on the waste pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} turned a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal stalled: nobody wins it, everybody scores his cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played for you (the only move): {move}</source>
        <extracomment>Delay before a forced move is played for the person (ms), so it can be seen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You kept {card} on the waste pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You turned a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You played {card} on the {suit} foundation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played {card} on the {suit} foundation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played {card} on your pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You played {card} on {owner}&apos;s pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played {card} on {owner}&apos;s pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You played {card} {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played {card} {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ran out of cards and win the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ran out of cards and wins the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}: drag it to a foundation or onto an opponent&apos;s pile (one rank up or down, any suit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: first play {card} from your waste pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: click your stock — your waste pile turns over into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: click your stock to turn up a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: click the stock to turn up a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your stock {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {cards} · {t} pts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CuatroPalosPage</name>
    <message>
        <source>French 52</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish 40</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish 48</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counter-clockwise (to the right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K and A adjacent on waste piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must play a playable card (forced play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card that fits a foundation must go there (foundation priority)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stall cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> turns per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules&apos; formula</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>Take the pile</source>
        <extracomment>Take the pile: sends the staged meld that holds the pile&apos;s top card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the &amp;pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ask partner to go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes, my partner may go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No, my partner plays on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>the verb: take a card from the stock (a command button and its menu entry)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;raw</source>
        <extracomment>the verb: take a card from the stock (the Game menu&apos;s entry, &amp; marks its key)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <extracomment>Refusals about a meld&apos;s shape, as opposed to the rules of the turn: when no candidate action fits, a rule of the turn tells the person more (each game adds its own codes). The commands every staging game has (its controller supplies `draw_stock`/`can_draw`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lay down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>It is not your turn.</source>
        <extracomment>What a game&apos;s controller plays: its deal (engine), match and bot classes. (what: &quot;scoreboard&quot; or &quot;saved game&quot;, one line saying what cannot be saved and where, or &quot;&quot; once it can be saved again). The game&apos;s registry id; its options, engine, match and bot classes come from its registry entry (`info`). Whether the person holds a hand (the sort buttons apply). The game&apos;s own refusals as sentences, by `IllegalMove` code (the shared ones are `app.ui.messages`&apos;); a game whose sentences depend on the table overrides `sentence`. Refusals about a meld&apos;s shape rather than the rules of the turn: when several readings of a gesture are refused, `first_legal` tells a rule of the turn first. Where sessions save (the window shares one between its controllers). The person&apos;s seat for the next new game (a saved game says its own).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards cannot go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ▸ New game to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>{counts} or {last}</source>
        <extracomment>Modules of the game&apos;s own `tapete-cli` sub-commands (see quita_y_pon/tools.py).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language (from the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tapete will speak {language} from its next start. Start again now? The game in progress is kept and goes on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>--lang {name}: Tapete speaks {codes} ({languages})</source>
        <extracomment>The languages Tapete speaks, each named in its own words (as the menu lists them). A language&apos;s first part -&gt; the catalogue that serves it. Where View ▸ Language keeps its choice (&quot;&quot; or missing: the system&apos;s language). A language for every run, over the menu&apos;s choice and the system&apos;s (the tests set &quot;en&quot;, so that no verdict depends on the language of the machine they run on).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sort by suit</source>
        <extracomment>The window&apos;s size when the screen has room for it (else the screen&apos;s available area). Asked to close (`close_soon`): what a dismissed dialog would start, does not. View &gt; Language asked to start again in the new language once closed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tapete — {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished deal kept for the scoreboard was lost: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tapete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the game in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match cannot be played again: the options it was played with are refused now ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play forced moves for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tapete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tapete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tapete&lt;/b&gt; {version} — a card table for games of Spain, Italy, Brazil and the River Plate, played offline against computer opponents. Card art drawn by the project; cards use the DejaVu Sans font.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManoYPieController</name>
    <message>
        <source>wild meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wild meld · {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3s never meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many wild cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first melds {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} asked to go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} said yes: you may go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set</source>
        <comment>a meld: cards of one rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} said no: you cannot go out this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You said yes: {asker} may go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} said yes: {asker} may go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You said no: {asker} plays on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} said no: {asker} plays on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You asked to go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} picked up the foot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You picked up the foot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} placed a red 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hand and foot is laid down face up to be counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You asked to go out: {name} answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asker} asked to go out: {name} answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asker} asks to go out: Yes, go out — or No, play on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the pile: {card} goes down in the staged meld, the pile&apos;s next cards come to your hand — or Take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To take the pile, stage two matching cards from your hand with {card}, then Take the pile (or Take back). {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You placed a red 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You placed %n red 3s.</source>
        <extracomment>said for two red 3s or more (&quot;a red 3&quot; is a sentence of its own)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} placed %n red 3s.</source>
        <extracomment>said for two red 3s or more (&quot;a red 3&quot; is a sentence of its own)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team). Let {asker} go out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team) and your foot. Let {asker} go out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one</source>
        <comment>how many cards a draw takes: draw one (card)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <comment>how many cards a draw takes: draw two (cards)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <comment>how many cards a draw takes: draw three (cards)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is out: take the pile (drag its top card onto your meld or into the staging area), or Draw to end the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: drag the stock to your hand to draw {n} (the {card} on top blocks the pile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: drag the stock to your hand to draw {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: drag the stock to your hand to draw {n}, or the pile&apos;s top card onto your meld of its rank or into the staging area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld in the staging area or on your melds, then discard onto the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team&apos;s first melds must make {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first melds must make {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play out your hand to pick up your foot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may go out: discard your last card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner said no: keep two cards this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your books are done: Ask partner to go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your foot: keep two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the request to go out first: yes or no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First melds: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManoYPiePage</name>
    <message>
        <source> points</source>
        <extracomment>The deals whose first-meld minimum has a row of its own (the last: every later deal).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three teams of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two teams of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six players sit as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks (each with two jokers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <comment>the cards each player is dealt to play first (how many)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot</source>
        <comment>the second packet each player is dealt, played once the hand is gone (how many cards)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw takes</source>
        <comment>a draw: the cards a player takes from the stock at the start of a turn (a noun)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking the pile takes its top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First melds, deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First melds, deal {n} and later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out needs clean books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… dirty books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… wild books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural cards per wild card in a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is taken with two of its kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocks the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wild card on top of the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out waits until every partner has played a turn from their foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out needs the partner&apos;s permission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn either starts new melds or adds to melds, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 3s count against a player who had not picked up the foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dirty book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A red 3 is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie for the lead plays further deals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManoYPieRefusals</name>
    <message>
        <source>The {card} on top blocks the pile: draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wild card on top blocks the pile at this table: draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team&apos;s first melds this deal must be worth {minimum}: these make {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first melds this deal must be worth {minimum}: these make {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your foot you must keep a card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner said no: you cannot go out this turn, so keep two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your foot you must keep two cards (one to discard, one to play on) until you may go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To take the pile, meld its top card with %n joker(s) from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To take the pile, meld its top card with %n {rank}(s) from your hand.</source>
        <comment>{rank}: a card&apos;s rank (A, 2 … 10, J, Q, K)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To take the pile, meld its top card with %n wild card(s) from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team has an open meld of wild cards already: add to it; a new one starts once it is a book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an open meld of wild cards already: add to it; a new one starts once it is a book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your team has an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
        <comment>{rank}: a card&apos;s rank (A, 2 … 10, J, Q, K)</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
        <comment>{rank}: a card&apos;s rank (A, 2 … 10, J, Q, K)</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>[{cards}] does not fit that meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That book is closed: a meld of seven takes no more cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3s are never melded: a black 3 can only be discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{cards}] has too many wild cards: a meld needs at least {n} natural cards for each wild card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{cards}] mixes ranks: a meld is one rank (or all wild cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw first: drag the stock to your hand, or take the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the request to go out first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn already this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have asked already this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That foot is picked up already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this table you need not ask: go out by discarding your last card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the pile&apos;s top card and cards from your hand may meld in the take: the other cards of the pile come to your hand afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking the pile, its top card goes only onto a meld of its rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this table a turn either starts new melds or adds to melds, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You go out only from your foot: keep a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team cannot go out before its books make {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot go out before your books make {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot go out before your partner has picked up the foot and discarded from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner said no: you cannot go out this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask your partner first (Ask partner), then discard your last card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{c} clean · {d} dirty · {w} wild</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManoYPieScore</name>
    <message>
        <source>Cards in melds</source>
        <extracomment>The score table&apos;s lines (§4.8), by the result&apos;s field, before the deal&apos;s total.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards held (hand and foot)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManoYPieZones</name>
    <message>
        <source>clean {have}/{need}</source>
        <comment>clean books made / needed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dirty {have}/{need}</source>
        <comment>dirty books made / needed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wild {have}/{need}</source>
        <comment>wild books made / needed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to open: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red 3s: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>foot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dirty book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchTableDialog</name>
    <message>
        <source>&lt;h3&gt;Void deal&lt;/h3&gt;&lt;p&gt;The stock and the discard pile ran out.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You closed in hand: every payment is doubled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} closed in hand: every payment is doubled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;You win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins the match ★</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in ({left} to go)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who has paid more than {t} points is out; the last one in wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>A row&apos;s box (a number box, a check box, a choice).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <comment>the unit of the bot pace: milliseconds</comment>
        <extracomment>Per game, its page&apos;s rows by name, and the option (and item) each sets.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <comment>the seed box left empty: a random seed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These options cannot be played: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionProblem</name>
    <message>
        <source>{option} must be true or false, not {value}</source>
        <extracomment>The context of every sentence saying what is wrong with an option.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be one of {choices}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be {one} or {other}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be a positive whole number, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>num_players must be {players}, not {value}</source>
        <extracomment>The game&apos;s entry (`app.core.game_info.GameInfo`); its name is `game_name`. The lowest and highest value of each whole-number option (of each item, for an option that is a list or a table of numbers); an option that may be none is bounded when it is a number. Every such option of a game has its bounds here, so that no deal takes long to deal or play (the decks, the hands) and no score grows past what a file keeps; the New-game page&apos;s boxes take their ranges from here.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be 0 or more, not {value}</source>
        <extracomment>Buraco&apos;s canasta names for the family&apos;s kinds of complete meld.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be a whole number from {low} to {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each of {option} must be a whole number from {low} to {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option {option} for {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option {option} should be written name=value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be {low} to {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must map {keys} to points, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} knows {some} and {last}, not {unknown}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be none or a positive whole number, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be a whole number from {low} to {high} or none (the 2T+2 formula), not {value}</source>
        <extracomment>The longest stall cap (turns per player without a foundation play, §3.4): ten times the formula&apos;s largest value (2T + 2 for the 52 cards), so that every deal ends soon. None: the 2T+2 formula of §3.4; an int overrides it. The cap is N times this.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teams {teams} needs six players, not {players}</source>
        <extracomment>Cards of one 54-card deck that are neither a 3 nor a wild card (HF-A13). The family&apos;s kinds of book by the names the options use. `teams`: &quot;auto&quot; sits partners where the count allows (4: 2x2, 6: 3x2), else everyone alone; &quot;2x3&quot; is six players in two teams of three; &quot;3x2&quot; says the default for six. Twelve decks (648 cards) at most: a bot&apos;s every decision reads the unseen cards, so a deal&apos;s time grows with the pack (3,000 decks ran for minutes).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be a list of points, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} lists at most {most} minimums, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be (clean, dirty, wild) book counts, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{decks} decks cannot deal {hand} + {foot} cards to {players} players and turn an up-card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be a whole number of at least 1, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand_size {hand}: {players} hands leave no stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} is fixed at {fixed} in {game}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} is played without jokers (jokers: 0), not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be none or {low} to {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be none or a positive number, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be a whole number of at least {least} (a meld takes 3 cards and one must be kept to discard), not {value}</source>
        <extracomment>The fewest cards dealt that let a player meld and still discard (RULES.md §2.4). The most a card is worth in an opening (an ace after the K or in a set, §2.3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand_size {hand} for {players} players leaves no up-card and stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opening_min {opening} can never be reached: {hand} cards are worth at most {reachable} (no deal could ever be won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be 1, 2 or unlimited, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <source>Qt cannot open a window: the system library {library} is missing (on Debian or Ubuntu install the package {package}, or run scripts/install-system-deps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt cannot open a window: the system library {library} is missing (on Debian or Ubuntu install the package {package})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no display to open the window on (DISPLAY is not set); --screenshot PATH renders the table without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cause}: is the display running and reachable?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not connect to the Wayland display {display} ({why}): is the display running and reachable?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not connect to the Wayland display {display}: is the display running and reachable?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaySummary</name>
    <message>
        <source>level</source>
        <extracomment>The headings of the summary&apos;s columns, as a person reads them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}: {deals} deals, {rate} deals/s ({workers} worker(s)), card conservation violations: {violations}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuitaYPonController</name>
    <message>
        <source>Time is up: your turn was reset and you drew a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You placed {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} drew a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} placed {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn reset: the table is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card of yours can be placed: draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: place {cards}. Accept the hint to lay it out, or keep playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint laid out: press Done to play it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuitaYPonPage</name>
    <message>
        <source>off</source>
        <extracomment>The choices of the &quot;must play&quot; and &quot;deal ends&quot; rows as the page shows them, by the option&apos;s value (translated when shown). must play when able: never</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simple</source>
        <extracomment>must play when able: a simple play (a new group of hand cards, or one card added to a table meld)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <extracomment>must play when able: any play, rearranging the table too</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on_last_draw</source>
        <extracomment>the deal ends when the last card of the stock is drawn</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on_empty_draw_attempt</source>
        <extracomment>the deal ends when a player would draw from an empty stock</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no largest set: any size</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs may turn the corner (K-A-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace may sit at both ends of a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must play when able</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First play worth at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rearrange the table before your first play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, the turn timer&apos;s unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals in the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play to a score of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no target score: the match is its deals</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuitaYPonZones</name>
    <message>
        <source>Deal over — winner: {w}. Close the score table for the next deal.</source>
        <extracomment>The drop target that starts a new group.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal over — winner: {w}. Game ▸ New game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{seconds} s]</source>
        <comment>the turn timer: seconds left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: press Done (Enter) to play these cards, or Reset turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: not yet valid — {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: drag cards to the table (split and rebuild melds freely), then Done — or Draw (D) if you cannot play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level}) — {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop here to start a new group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {cards}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>{card} does not go on {top}: a pile takes one rank up or down, any suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty waste pile cannot be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own pile takes only a card you cannot play, at the end of your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your waste pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an ace starts a foundation, not {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} does not follow {top} on its foundation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not of this foundation&apos;s suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That foundation is complete: it ends with the king.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} fits a foundation, so it must go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First play {card} from your waste pile: it has a place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}, the card you turned up: it has a place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn up a card first: click the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card left to turn up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} can be played, so it may not stay on your pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards cannot go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards that were on the table must stay on it: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place at least one card from your hand, or Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first play must be worth at least {minimum} points; {cards} is worth {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before your first play you may not change the table&apos;s melds ([{group}]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot draw while you can play: for example {cards} (highlighted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cards you placed this turn can go back to your hand, not {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no turn timer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That group is not on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opening is worth {points}: it needs at least {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opening needs a run or a set of four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not opened yet: lay down your opening first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You opened this turn: lay-offs and joker exchanges wait until your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody may go out in the first round: keep a card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would leave you no card you may discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not opened: you may take {card} only to open with it at once — drag it to the staging area and build your opening.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opening must use the card you took ({card}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took {card} from the discard pile this turn: discard another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} could be laid off on the table, so it may not be discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would leave you only {card}, which could be laid off: it may not be discarded, and laying it off would leave you nothing to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each new meld needs its own reading: {melds} melds, {readings} readings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} must be melded this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld {cards} before you discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} must be melded this turn, and no play here can do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last discard may not be a joker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw first: from the stock, or take the discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] has too few cards: a group needs at least {minimum}.</source>
        <extracomment>The refusals of the shared rules (meld primitives, actions, turns) as sentences; each game&apos;s table package has its own (`GameController.sentences`), looked up first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] is too large: a set may hold at most {maximum} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] is too long: a meld may hold at most {maximum} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] is neither a set (one rank) nor a run (one suit, consecutive ranks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] is not a run: ranks must follow each other in one suit, with no K-A-2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] mixes ranks: a set is one rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] mixes suits: a run is one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] has a gap: a run&apos;s ranks follow each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] repeats a suit: this set needs different suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] goes round the corner (K-A-2), which is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] uses an ace at both ends, which is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] holds a wild card; this game has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] holds too many wild cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] needs at least one natural card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}]: that rank can never be melded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A meld is read as a set or as a run, not as {reading}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker is exchanged for a natural card, not {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] has no joker to exchange.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not the card the joker in [{group}] stands for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] would run past the ace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That meld is not on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] is a set, and sets are not melded at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] is a run, and runs are not melded at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] is too long: a run may hold at most {maximum} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card goes at the low or the high end of a run, not at {end}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move ({action}) cannot be read: its {field} is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move ({action}) is not one of this game&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{group}] can be read more than one way: click the reading you mean in the staging area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards into the staging area first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>&lt;h3&gt;A draw&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
        <comment>a tied deal: nobody wins it</comment>
        <extracomment>The translation context of every action&apos;s label and menu text: each is marked where it is written with `QT_TRANSLATE_NOOP(&quot;GameActions&quot;, &quot;…&quot;)` and translated when the window shows it (`GameAction.translated`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You and your partner win the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team wins the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;{w} win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over: you win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over: {w} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over: {w} win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK deals the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>The rules cannot be shown: the file {path} is missing or cannot be read.</source>
        <extracomment>The games whose rules Help shows: every game of the registry (`rules` names them). A link to another language&apos;s page.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>it holds an illegal move ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not hold a game this version can resume ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no valid {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a game of {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a game this version does not know ({game})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no valid seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no valid match id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its match cannot be rebuilt ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it lists {seats} seats for a game of {players} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has a seat {seat} that is not [name, level]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it gives seat {seat} no valid name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it gives seat {seat} an unknown bot level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no seat for the person: seat 0 to seat {last} are bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it makes seat {first} and seat {second} the person, who sits in one seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds an illegal move at action {action} ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds an illegal move in deal {deal}, action {action} ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it keeps the finished deals&apos; actions in no list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it keeps the actions of {deals} deals for {results} results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it keeps deal {deal}&apos;s actions in no list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it gives deal {deal} a result its actions do not end in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress cannot be saved in {place}: {reason}</source>
        <extracomment>Saved-game slots of windows running at once on one data folder. Why the game in progress cannot be saved (`{place}`: its folder or file).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be read ({error})</source>
        <extracomment>What became of a saved game that could not be resumed, whole sentences for the interface (their English is `notice`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid JSON (it is truncated or garbled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is nested too deeply to be a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not hold a saved game (not a JSON object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no valid format number ({format})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer version of Tapete (format {format}; this version reads up to {newest})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finished game cannot be removed from {place}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game {place} could not be resumed, and it could not be moved aside ({error}): {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be resumed, so it was moved to {place}: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be resumed ({error})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scala40Controller</name>
    <message>
        <source>Staging area — opening {v} / {n}</source>
        <extracomment>Refusals about a meld&apos;s shape, as opposed to the rules of the turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suit repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} drew from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took {card} and opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took {card} and opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took {card} from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You opened with {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} opened with {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You laid down {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} laid down {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You laid off {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} laid off {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You exchanged {card} for a joker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} exchanged {card} for a joker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} discarded {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down your opening with the staged discard, or Take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is staged: build your opening with it (at least {n}), then Lay down — or Take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is void: the stock and the discard pile ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over: Game ▸ New game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the match table for the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level}) — {cards} · {paid} paid · opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level}) — {cards} · {paid} paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: draw — drag the stock or the discard&apos;s top card to your hand (or double-click it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (drag it to your hand or double-click it). You may take the discard only to open with it: drag it to the staging area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld in the staging area, lay off on any meld, exchange a joker, then discard: drag a card onto the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open with melds worth {n} or more (build them in the staging area), or discard: drag a card onto the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — out ({paid} paid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JK = {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {cards} · {paid} paid · opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {cards} · {paid} paid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scala40Page</name>
    <message>
        <source> points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 (106 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 (108 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers in the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening worth at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opening needs a set of four or a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers per meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay off and swap jokers in the turn you open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing in hand needs the opening minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing in hand multiplies payments by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card taken from the discard pile may not be discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card that could be laid off may not be discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card taken from the discard pile must be melded that turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker won by exchange must be melded the same turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker may not be the last discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody may go out in the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker left in hand costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace left in hand costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace left alone in hand costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the match above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> points paid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No finished match yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>You went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: the fewest hand points win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Winner: {w}&lt;/h3&gt;&lt;p&gt;{r}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal score = the worst hand&apos;s points − your hand&apos;s points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreTableDialog</name>
    <message>
        <source>{w} closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: nobody closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match goes to {t} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One deal decides the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: nobody went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total after deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n} of {deals}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>there is no scoreboard file at {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a whole Tapete scoreboard (it lacks the table {table})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a whole Tapete scoreboard (it lacks the column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{why}, and it could not be moved aside ({reason})</source>
        <extracomment>What became of the file at start (moved aside, left as it is, cannot be written), whole sentences for the interface; their English is `notice`. Why writing fails now (one sentence, for the interface; its English is `problem`), or None while writes work. Rows the last reads skipped because a value in them could not be read. The copy of an older file kept byte for byte before this version upgraded it. Whether queries read the file (False: it could not be opened at all, and the scoreboard shows nothing until it can).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scoreboard file could not be used, so it was moved to {place} and a new scoreboard was started: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new one could not be started ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scoreboard {place} is open to be read only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scoreboard file {place} cannot be read, and it was left as it is: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scoreboard {place} cannot be written: {reason}. Finished deals are kept and will be written when it works again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it must be upgraded for this version, and its copy as it was cannot be kept ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a database (it is garbled or truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is damaged ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a database but not a Tapete scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer version of Tapete (schema {version}; this version reads up to {newest})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scoreboard {place} cannot be read: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seed</name>
    <message>
        <source>a seed is a whole number or a word, not {kind}</source>
        <extracomment>Spanish 40-card deck in French notation: 1-7 and sota, caballo, rey as J Q K (CP-A1). The packs of the five games (RULES.md §1.1, §2.1, §3.1, §4.1, §5.1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed {seed}: a seed is a whole number written with 0-9, or a word of plain letters and digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed {seed} is longer than {most} characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StagingController</name>
    <message>
        <source>Staging area: drag cards here to build a new meld</source>
        <extracomment>The game&apos;s staging area, given the options of the deal in play (a staticmethod).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards into the staging area first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The staged cards are back in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{cards}] is read as {reading}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too few cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a set or run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gap in the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no K-A-2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <comment>a meld: cards of one suit in sequence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set</source>
        <comment>a meld: cards of one rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set of {rank} · {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run {low}–{high} · {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down the staged melds, or Take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staged melds not yet playable — {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set or run? pick one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <comment>a column: the best match total</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <comment>a column: the average match total</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak</source>
        <comment>a column: matches won in a row, up to now</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest</source>
        <comment>a column: the longest streak of matches won</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your match totals over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past matches (double-click for the deal-by-deal table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <comment>a match&apos;s result</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a match&apos;s result: you lost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared win</source>
        <comment>a match&apos;s result</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <comment>a match&apos;s result: you won</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level} {won}/{played}</source>
        <comment>against a bot level: matches won/played</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}%</source>
        <comment>a win share</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>a column: the deal&apos;s number in the match</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you and your partner lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you and your partner shared the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you and your partner won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match of {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed: {s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete every recorded match and deal? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StorageReason</name>
    <message>
        <source>it is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>Why a file operation failed, by its error number, as a person reads it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission is denied (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder stands where the file should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program has kept it locked for more than {seconds} seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be opened (its folder is missing, read-only or a file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableZones</name>
    <message>
        <source>%n card(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TotalsDialog</name>
    <message>
        <source>&lt;h3&gt;Stalled deal&lt;/h3&gt;&lt;p&gt;Nobody wins it: everyone scores his cards.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;You ran out of cards&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;{w} ran out of cards&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match ends when someone reaches {t}; the lowest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
