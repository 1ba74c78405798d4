<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Not allowed: {detail}</source>
        <extracomment>The refusals of the shared rules (meld primitives, actions, turns) as sentences; each game&apos;s table package has its own (`GameController.sentences`), looked up first.</extracomment>
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
        <source>Staging area: build the meld that takes the pile</source>
        <extracomment>Refusals about a meld&apos;s shape, as opposed to the rules of the turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staging area: drag cards here to build a new meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a run</source>
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
        <source>{name} took the muerto and play on.</source>
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
    <message>
        <source>a canasta limpa (or de mil)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team has no canasta to close with: running out now needs {need}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the top card of the pile and cards from your hand may make that meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each new meld needs its own reading: {n} melds.</source>
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
        <source>{w} closed the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: the deal ends with no close.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuracoZones</name>
    <message>
        <source>Take the pile: {card} goes down in the staged meld and the pile&apos;s other {n} cards come to your hand — or Take back.</source>
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
        <source>1 canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} canastas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>muerto taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>muerto waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limpa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suja</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De mil</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CanastaController</name>
    <message>
        <source>{name} did not take the pile.</source>
        <extracomment>Take the pile: sends the staged meld that holds the pile&apos;s top card. The game&apos;s classes of the actions every canasta game describes and sends alike.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} drew from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took the pile (1 card), melding {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took the pile ({n} cards), melding {card}.</source>
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
        <source>You</source>
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
        <source>your partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent</source>
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
    <name>CuatroPalosController</name>
    <message>
        <source>Played for you (the only move): </source>
        <extracomment>Delay before a forced move is played for the person (ms), so it can be seen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played {card} {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} kept {card} on the waste pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} turned a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the {suit} foundation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on {name}&apos;s pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal stalled: nobody wins it, everybody scores his cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} ran out of cards and wins the deal.</source>
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
    <name>MainWindow</name>
    <message>
        <source>Sort by suit</source>
        <extracomment>The window&apos;s size when the screen has room for it (else the screen&apos;s available area). Asked to close (`close_soon`): what a dismissed dialog would start, does not.</extracomment>
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
        <source>set</source>
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
        <source>Staging area: build the meld that takes the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staging area: drag cards here to build a new meld</source>
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
        <source>{name} said no: you cannot go out this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} said yes: {asker} may go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} said no: {asker} plays on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} picked up the foot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} placed a red 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} placed {n} red 3s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} went out.</source>
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
        <source>{asker} asks to go out. Books: {books}. You hold {n} cards ({points} points against your team){foot}. Let {asker} go out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and your foot</source>
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
        <source>one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
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
        <source>To take the pile, meld its top card with {n} {kind} from your hand.</source>
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
        <source>Your team has an open meld of {kind} already: add to it; a new one starts once it is a book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an open meld of {kind} already: add to it; a new one starts once it is a book.</source>
        <translation type="unfinished"></translation>
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
        <source>wild cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{c} clean · {d} dirty · {w} wild</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManoYPieZones</name>
    <message>
        <source>clean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dirty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wild</source>
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
        <source>{w} closed in hand: every payment is doubled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} went out.</source>
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
        <source>Bot pace</source>
        <extracomment>Per game, its page&apos;s rows by name, and the option (and item) each sets.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
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
    <name>ResultDialog</name>
    <message>
        <source>&lt;h3&gt;A draw&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
        <extracomment>The translation context of every action&apos;s label.</extracomment>
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
        <source>&lt;h3&gt;{w} win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
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
    <name>Scala40Controller</name>
    <message>
        <source>Staging area: drag cards here to build a new meld</source>
        <extracomment>Refusals about a meld&apos;s shape, as opposed to the rules of the turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staging area — opening {v} / {n}</source>
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
        <source>{name} took {card} and opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} opened with {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} laid down {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} laid off {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} exchanged {card} for a joker.</source>
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
        <source>{w} went out. The match is over: Game ▸ New game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} went out. Close the match table for the next deal.</source>
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
        <source>{name} ({level}) — {cards} · {paid} paid{opened}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · opened</source>
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
        <source>{name} — {cards} · {paid} paid</source>
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
    <name>StagingController</name>
    <message>
        <source>Staging area: drag cards here to build a new meld</source>
        <extracomment>Refusals about a meld&apos;s shape, as opposed to the rules of the turn: when no candidate action fits, a rule of the turn tells the person more (each game adds its own codes). The commands every staging game has (its controller supplies `draw_stock`/`can_draw`). The game&apos;s staging area, given the options of the deal in play (a staticmethod).</extracomment>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you and your partner lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you and your partner shared the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you and your partner won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match of {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
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
    <name>TableZones</name>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards</source>
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
<context>
    <name>d</name>
    <message>
        <source> points</source>
        <extracomment>The score table&apos;s lines (§4.8), by the result&apos;s field, before the deal&apos;s total. The deals whose first-meld minimum has a row of its own (the last: every later deal).</extracomment>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta limpa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta suja</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta de mil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canasta de mil also scores as a canasta limpa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team that never takes a muerto loses</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw takes</source>
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
        <source>no timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals in the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play to a score of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
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
</TS>
