<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>Appearance</name>
        <message>
            <source>&amp;Green</source>
            <translation>&amp;Verde</translation>
        </message>
        <message>
            <source>&amp;Blue</source>
            <translation>&amp;Blu</translation>
        </message>
        <message>
            <source>Bu&amp;rgundy</source>
            <translation>&amp;Bordeaux</translation>
        </message>
        <message>
            <source>&amp;Charcoal</source>
            <translation>&amp;Antracite</translation>
        </message>
        <message>
            <source>&amp;Lattice (red)</source>
            <translation>&amp;Rombi (rosso)</translation>
        </message>
        <message>
            <source>&amp;Rosette (blue)</source>
            <translation>Ro&amp;sone (blu)</translation>
        </message>
        <message>
            <source>&amp;Table felt</source>
            <translation>&amp;Tappeto</translation>
        </message>
        <message>
            <source>{percent}% (the table scrolls)</source>
            <comment>a card size</comment>
            <translation>{percent}% (il tavolo scorre)</translation>
        </message>
        <message>
            <source>Card &amp;backs</source>
            <translation>&amp;Dorso delle carte</translation>
        </message>
        <message>
            <source>&amp;Tartan (green)</source>
            <translation>S&amp;cozzese (verde)</translation>
        </message>
        <message>
            <source>&amp;Fit the window</source>
            <translation>&amp;Adatta alla finestra</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>D&amp;imensione delle carte</translation>
        </message>
    </context>
    <context>
        <name>BotLevel</name>
        <message>
            <source>easy</source>
            <translation>facile</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>normale</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>difficile</translation>
        </message>
        <message>
            <source>unknown bot level {level} (choose from {levels})</source>
            <translation>livello di bot sconosciuto: {level} (scegli tra {levels})</translation>
        </message>
        <message>
            <source>The computer players of {game} play {levels} only, not {level} yet</source>
            <translation>I giocatori del computer di {game} giocano solo a livello {levels}, non ancora {level}</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} players (give one level for all, or one for each)</source>
            <translation>--bots indica {levels} livelli per {seats} giocatori (dai un livello per tutti, o uno per ciascuno)</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} computer players (give one level for all, or one for each)</source>
            <translation>--bots indica {levels} livelli per {seats} giocatori del computer (dai un livello per tutti, o uno per ciascuno)</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} seats (give one level for all, or one for each)</source>
            <translation>--bots indica {levels} livelli per {seats} posti (dai un livello per tutti, o uno per ciascuno)</translation>
        </message>
    </context>
    <context>
        <name>BotTurns</name>
        <message>
            <source>{name} (a computer player) failed: {what}. Start a new game.</source>
            <translation>{name} (giocatore del computer) ha avuto un errore: {what}. Inizia una nuova partita.</translation>
        </message>
    </context>
    <context>
        <name>BuracoController</name>
        <message>
            <source>not a run</source>
            <translation>non è una scala</translation>
        </message>
        <message>
            <source>too many wild cards</source>
            <translation>troppe matte</translation>
        </message>
        <message>
            <source>no sets</source>
            <translation>niente combinazioni</translation>
        </message>
        <message>
            <source>You took the muerto and play on.</source>
            <translation>Hai preso il pozzetto e continui a giocare.</translation>
        </message>
        <message>
            <source>{name} took the muerto and plays on.</source>
            <translation>{name} ha preso il pozzetto e continua a giocare.</translation>
        </message>
        <message>
            <source>You took the muerto: it is yours at the start of your next turn.</source>
            <translation>Hai preso il pozzetto: lo avrai in mano all'inizio del tuo prossimo turno.</translation>
        </message>
        <message>
            <source>{name} took the muerto (picked up next turn).</source>
            <translation>{name} ha preso il pozzetto (lo prende in mano al prossimo turno).</translation>
        </message>
        <message>
            <source>The stock ran out: a muerto is the stock now.</source>
            <extracomment>a muerto became the stock</extracomment>
            <translation>Il tallone è finito: ora un pozzetto fa da tallone.</translation>
        </message>
        <message>
            <source>That would leave you a single card: you may run out only with a muerto to take or a canasta to close, so keep at least two.</source>
            <translation>Così ti resterebbe una carta sola: puoi restare senza carte solo con un pozzetto da prendere o una canasta per chiudere, quindi tienine almeno due.</translation>
        </message>
        <message>
            <source>Your team has no canasta to close with: running out now needs a canasta limpa (or de mil).</source>
            <comment>limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild card, and one from ace to ace</comment>
            <translation>La tua coppia non ha una canasta per chiudere: per restare senza carte ora serve una canasta pulita (o de mil).</translation>
        </message>
        <message>
            <source>Your team has no canasta to close with: running out now needs a canasta.</source>
            <translation>La tua coppia non ha una canasta per chiudere: per restare senza carte ora serve una canasta.</translation>
        </message>
        <message numerus="yes">
            <source>Each new meld needs its own reading: %n meld(s).</source>
            <translation>
                <numerusform>Ogni nuovo gioco richiede la sua lettura: %n gioco.</numerusform>
                <numerusform>Ogni nuovo gioco richiede la sua lettura: %n giochi.</numerusform>
            </translation>
        </message>
        <message>
            <source>You closed the deal.</source>
            <translation>Hai chiuso la smazzata.</translation>
        </message>
        <message>
            <source>{name} closed the deal.</source>
            <translation>{name} ha chiuso la smazzata.</translation>
        </message>
        <message>
            <source>Only the top card of the pile and cards from your hand may make that meld.</source>
            <translation>Quel gioco si può fare solo con la carta in cima agli scarti e carte della tua mano.</translation>
        </message>
        <message>
            <source>Draw first: from the stock, or take the pile with its top card.</source>
            <translation>Prima pesca dal tallone, o raccogli gli scarti calando la carta in cima.</translation>
        </message>
        <message>
            <source>You have drawn already this turn.</source>
            <translation>Hai già pescato in questo turno.</translation>
        </message>
        <message>
            <source>[{cards}] does not fit that meld.</source>
            <translation>[{cards}] non va in quel gioco.</translation>
        </message>
        <message>
            <source>[{cards}] can be read more than one way: click the reading you mean under the staging area.</source>
            <translation>[{cards}] si può leggere in più modi: clicca la lettura che vuoi sotto l'area di preparazione.</translation>
        </message>
        <message>
            <source>[{cards}] holds too many wild cards: a meld may have {n} (a 2 of the run's suit in its own place is natural).</source>
            <translation>[{cards}] ha troppe matte: un gioco può averne {n} (una pinella del seme della scala al suo posto è una carta naturale).</translation>
        </message>
        <message>
            <source>The stock ran out: the deal ends with no close.</source>
            <translation>Il tallone è finito: la smazzata finisce senza chiusura.</translation>
        </message>
    </context>
    <context>
        <name>BuracoPage</name>
        <message>
            <source>A joker is worth</source>
            <translation>Un jolly vale</translation>
        </message>
        <message>
            <source>What a joker counts, in melds or left in hand (2s and 8 to K count 10, aces 15, 3 to 7 count 5).</source>
            <translation>Quanto vale un jolly, nei giochi o rimasto in mano (le pinelle e dall'8 al K valgono 10, gli assi 15, dal 3 al 7 valgono 5).</translation>
        </message>
        <message>
            <source>Sets (three or more of a rank) may be melded</source>
            <translation>Ammesse le combinazioni (tre o più carte di un valore)</translation>
        </message>
        <message>
            <source>With this on, three or more cards of one rank may be melded; off, runs only.</source>
            <translation>Attivo, si possono calare tre o più carte dello stesso valore; disattivo, solo scale.</translation>
        </message>
        <message>
            <source>A set of seven or more is a canasta too</source>
            <translation>Anche una combinazione di sette o più è una canasta</translation>
        </message>
        <message>
            <source>With this on, a set of seven or more cards is a canasta too (limpa or suja, never de mil); otherwise only runs make canastas.</source>
            <translation>Attivo, una combinazione di sette o più carte è anche canasta (pulita o sporca, mai de mil); altrimenti solo le scale fanno canasta.</translation>
        </message>
        <message>
            <source>Wild cards per meld</source>
            <translation>Matte per gioco</translation>
        </message>
        <message>
            <source>How many wild cards (jokers, and 2s standing in for another card) one meld may hold.</source>
            <translation>Quante matte (jolly, e pinelle al posto di un'altra carta) può avere un gioco.</translation>
        </message>
        <message>
            <source>A natural card takes a wild card's place, the wild card moving to an end</source>
            <translation>Una carta naturale prende il posto della matta, che va a un capo</translation>
        </message>
        <message>
            <source>With this on, a natural card may take the place a wild card holds in a run, the wild card moving to an end; off, a wild card stays where it was played.</source>
            <translation>Attivo, una carta naturale può prendere il posto di una matta in una scala, e la matta va a un capo; disattivo, la matta resta dove è stata giocata.</translation>
        </message>
        <message>
            <source>any canasta</source>
            <translation>una canasta qualsiasi</translation>
        </message>
        <message>
            <source>a canasta limpa (or de mil)</source>
            <extracomment>limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild card, and one from ace to ace</extracomment>
            <translation>una canasta pulita (o de mil)</translation>
        </message>
        <message>
            <source>To close (go out), a team needs at least one canasta: any canasta, or a clean one.</source>
            <translation>Per chiudere, una coppia ha bisogno di almeno una canasta: una qualsiasi, o una pulita.</translation>
        </message>
        <message>
            <source>The bonus for a canasta limpa: seven or more cards with no wild card.</source>
            <extracomment>limpa: Buraco's own (Portuguese) word for a canasta with no wild card</extracomment>
            <translation>Il premio di una canasta pulita: sette o più carte senza matta.</translation>
        </message>
        <message>
            <source>The bonus for a canasta suja: seven or more cards with a wild card.</source>
            <extracomment>suja: Buraco's own (Portuguese) word for a canasta with a wild card</extracomment>
            <translation>Il premio di una canasta sporca: sette o più carte con una matta.</translation>
        </message>
        <message>
            <source>The bonus for a canasta de mil: a whole suit from ace to ace, with no wild card.</source>
            <extracomment>de mil: Buraco's own (Portuguese) words for a canasta from ace to ace, with no wild card</extracomment>
            <translation>Il premio di una canasta de mil: un seme intero dall'asso all'asso, senza matta.</translation>
        </message>
        <message>
            <source>With this on, a canasta de mil scores a canasta limpa's bonus as well as its own.</source>
            <extracomment>de mil, limpa: Buraco's own (Portuguese) words for a canasta from ace to ace, and one with no wild card</extracomment>
            <translation>Attivo, una canasta de mil vale anche il premio di una canasta pulita, oltre al proprio.</translation>
        </message>
        <message>
            <source>The bonus the team that closes scores.</source>
            <translation>Il premio che segna la coppia che chiude.</translation>
        </message>
        <message>
            <source>Points a team loses when the deal ends and it never took its muerto.</source>
            <extracomment>muerto: Buraco's own (Spanish) word for a reserve packet of 11 cards a team takes once a player runs out</extracomment>
            <translation>I punti che perde una coppia se la smazzata finisce senza che abbia preso il suo pozzetto.</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>Partita a</translation>
        </message>
        <message>
            <source>a single deal</source>
            <translation>una sola smazzata</translation>
        </message>
        <message>
            <source>The match goes on, deal after deal, until a team reaches this score; the highest total wins, and a tie plays another deal.</source>
            <translation>La partita continua, smazzata dopo smazzata, finché una coppia arriva a questo punteggio; vince il totale più alto, e in caso di parità si gioca un'altra smazzata.</translation>
        </message>
        <message>
            <source>Draw by dragging the stock to your hand (or double-click it).</source>
            <translation>Pesca trascinando il tallone nella tua mano (o con un doppio clic).</translation>
        </message>
        <message>
            <source>Take the pile by dragging its top card onto your team's meld, or into the staging area to build a new meld around it, then Take the pile.</source>
            <translation>Raccogli gli scarti trascinando la carta in cima su un gioco della tua coppia, o nell'area di preparazione per farci un gioco nuovo, poi Raccogli gli scarti.</translation>
        </message>
        <message>
            <source>Build new melds in the staging area and Lay down; drop a card on your team's meld to lay it off (a wild card it replaces moves to the nearer end).</source>
            <translation>Prepara giochi nuovi nell'area di preparazione e premi Cala; rilascia una carta su un gioco della tua coppia per attaccarla (la matta di cui prende il posto va al capo più vicino).</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it.</source>
            <translation>Rilascia una carta sugli scarti per scartarla.</translation>
        </message>
        <message>
            <source>Brazilian canasta in pairs: melds of a suit, canastas of seven, a muerto to take, and the pile taken whole.</source>
            <translation>Canasta brasiliana a coppie: giochi di un seme, canaste da sette, un pozzetto da prendere e gli scarti raccolti tutti insieme.</translation>
        </message>
        <message>
            <source>Match to 3000</source>
            <translation>Partita a 3000</translation>
        </message>
        <message>
            <source>Deal after deal until a team reaches 3000 points, as commonly played in Brazil.</source>
            <translation>Smazzata dopo smazzata finché una coppia arriva a 3000 punti, come si gioca spesso in Brasile.</translation>
        </message>
        <message>
            <source>Clean close</source>
            <translation>Chiusura pulita</translation>
        </message>
        <message>
            <source>Closing needs a clean canasta (limpa or de mil), as other versions of Buraco require.</source>
            <translation>Per chiudere serve una canasta pulita (o de mil), come chiedono altre versioni del Buraco.</translation>
        </message>
        <message>
            <source>Runs only</source>
            <translation>Solo scale</translation>
        </message>
        <message>
            <source>Runs only: no sets of one rank may be melded.</source>
            <translation>Solo scale: non si calano combinazioni di un solo valore.</translation>
        </message>
        <message>
            <source>Closing needs</source>
            <translation>Per chiudere serve</translation>
        </message>
        <message>
            <source>Canasta limpa</source>
            <extracomment>limpa: Buraco's own (Portuguese) word for a canasta with no wild card</extracomment>
            <translation>Canasta pulita</translation>
        </message>
        <message>
            <source>Canasta suja</source>
            <extracomment>suja: Buraco's own (Portuguese) word for a canasta with a wild card</extracomment>
            <translation>Canasta sporca</translation>
        </message>
        <message>
            <source>Canasta de mil</source>
            <extracomment>de mil: Buraco's own (Portuguese) words for a canasta from ace to ace, with no wild card</extracomment>
            <translation>Canasta de mil</translation>
        </message>
        <message>
            <source>The canasta de mil also scores as a canasta limpa</source>
            <extracomment>de mil, limpa: Buraco's own (Portuguese) words for a canasta from ace to ace, and one with no wild card</extracomment>
            <translation>La canasta de mil vale anche come canasta pulita</translation>
        </message>
        <message>
            <source>Closing is worth</source>
            <translation>La chiusura vale</translation>
        </message>
        <message>
            <source>A team that never takes a muerto loses</source>
            <extracomment>muerto: Buraco's own (Spanish) word for a reserve packet of 11 cards a team takes once a player runs out</extracomment>
            <translation>Chi non prende mai il pozzetto perde</translation>
        </message>
    </context>
    <context>
        <name>BuracoScore</name>
        <message>
            <source>Cards in melds</source>
            <translation>Carte calate</translation>
        </message>
        <message>
            <source>Canasta bonuses</source>
            <translation>Premi delle canaste</translation>
        </message>
        <message>
            <source>Closing</source>
            <translation>Chiusura</translation>
        </message>
        <message>
            <source>Cards held</source>
            <translation>Carte in mano</translation>
        </message>
        <message>
            <source>Muerto not taken</source>
            <translation>Pozzetto non preso</translation>
        </message>
    </context>
    <context>
        <name>BuracoZones</name>
        <message>
            <source>To take the pile, meld {card} now: stage hand cards with it, or drop it on your meld; then Take the pile (or Take back).</source>
            <translation>Per raccogliere gli scarti, cala subito {card}: prepara con lei carte della tua mano, o lasciala su un tuo gioco; poi Raccogli gli scarti (o Riprendi).</translation>
        </message>
        <message>
            <source>The stock is out: take the pile (drag its top card onto one of your melds or into the staging area), or Draw to end the deal without a close.</source>
            <translation>Il tallone è finito: raccogli gli scarti (trascina la carta in cima su un tuo gioco o nell'area di preparazione), o Pesca per finire la smazzata senza chiusura.</translation>
        </message>
        <message>
            <source>Your turn: draw — drag the stock to your hand (or double-click it).</source>
            <translation>Tocca a te: pesca — trascina il tallone sulla tua mano (o fai doppio clic).</translation>
        </message>
        <message>
            <source>Your turn: draw (drag the stock to your hand, or double-click it), or take the pile: drag its top card onto one of your melds or into the staging area.</source>
            <translation>Tocca a te: pesca (trascina il tallone sulla mano o doppio clic) o raccogli gli scarti: trascina la carta in cima su un tuo gioco o nell'area di preparazione.</translation>
        </message>
        <message>
            <source>Meld in the staging area or add to your melds, then discard: drag a card onto the pile.</source>
            <translation>Cala nell'area di preparazione o attacca ai tuoi giochi, poi scarta: trascina una carta sugli scarti.</translation>
        </message>
        <message>
            <source>Running out of cards takes the muerto.</source>
            <translation>Se resti senza carte prendi il pozzetto.</translation>
        </message>
        <message>
            <source>With your canasta, running out of cards closes the deal.</source>
            <translation>Con la tua canasta, se resti senza carte chiudi la smazzata.</translation>
        </message>
        <message>
            <source>No canasta to close with yet: keep at least one card.</source>
            <translation>Ancora nessuna canasta per chiudere: tieni almeno una carta.</translation>
        </message>
        <message>
            <source>took the muerto</source>
            <translation>ha preso il pozzetto</translation>
        </message>
        <message>
            <source>your muerto waits: your hand next turn</source>
            <translation>pozzetto in attesa: in mano al prossimo turno</translation>
        </message>
        <message>
            <source>muerto waiting beside him</source>
            <translation>pozzetto accanto</translation>
        </message>
        <message>
            <source>holds {points}</source>
            <translation>in mano {points}</translation>
        </message>
        <message>
            <source>Pile {n}</source>
            <translation>Scarti {n}</translation>
        </message>
        <message>
            <source>Pile empty</source>
            <translation>Nessuno scarto</translation>
        </message>
        <message>
            <source>Muerto {i}</source>
            <translation>Pozzetto {i}</translation>
        </message>
        <message>
            <source>Muerto, counted as held</source>
            <translation>Pozzetto, contato in mano</translation>
        </message>
        <message>
            <source>Muerto not taken: cards not counted</source>
            <translation>Pozzetto non preso: carte non contate</translation>
        </message>
        <message>
            <source>no canasta yet</source>
            <translation>nessuna canasta</translation>
        </message>
        <message>
            <source>Limpa</source>
            <comment>Buraco's word (Portuguese): a canasta with no wild card</comment>
            <translation>Pulita</translation>
        </message>
        <message>
            <source>Suja</source>
            <comment>Buraco's word (Portuguese): a canasta with a wild card</comment>
            <translation>Sporca</translation>
        </message>
        <message>
            <source>De mil</source>
            <comment>Buraco's words (Portuguese): a canasta from ace to ace, no wild card</comment>
            <translation>De mil</translation>
        </message>
        <message>
            <source>muerto taken</source>
            <translation>pozzetto preso</translation>
        </message>
        <message>
            <source>Take the pile: {card}, its only card, goes down in the staged meld — or Take back.</source>
            <translation>Raccogli gli scarti: {card}, l'unica carta, va nel gioco preparato — oppure Riprendi.</translation>
        </message>
        <message>
            <source>muerto waiting</source>
            <translation>pozzetto in attesa</translation>
        </message>
    </context>
    <context>
        <name>CanastaController</name>
        <message>
            <source>{name} did not take the pile.</source>
            <extracomment>a draw once the stock is gone: the player chose not to take the pile</extracomment>
            <translation>{name} non ha preso gli scarti.</translation>
        </message>
        <message>
            <source>{name} drew from the stock.</source>
            <translation>{name} ha pescato dal tallone.</translation>
        </message>
        <message>
            <source>{name} laid down {cards}.</source>
            <translation>{name} ha calato {cards}.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} ha scartato {card}.</translation>
        </message>
        <message>
            <source>Your partner {name} is playing…</source>
            <translation>Il tuo compagno {name} sta giocando…</translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} sta giocando…</translation>
        </message>
        <message>
            <source>{name} — with {partner}</source>
            <translation>{name} — con {partner}</translation>
        </message>
        <message>
            <source>{name} ({level})</source>
            <translation>{name} ({level})</translation>
        </message>
        <message>
            <source>Staging area: build the meld that takes the pile</source>
            <translation>Area di preparazione: forma il gioco che raccoglie gli scarti</translation>
        </message>
        <message>
            <source>You did not take the pile.</source>
            <extracomment>a draw once the stock is gone: the player chose not to take the pile</extracomment>
            <translation>Non hai preso gli scarti.</translation>
        </message>
        <message>
            <source>You drew from the stock.</source>
            <translation>Hai pescato dal tallone.</translation>
        </message>
        <message numerus="yes">
            <source>You took the pile (%n card(s)), melding {card}.</source>
            <translation>
                <numerusform>Hai preso gli scarti (%n carta), calando {card}.</numerusform>
                <numerusform>Hai preso gli scarti (%n carte), calando {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} took the pile (%n card(s)), melding {card}.</source>
            <translation>
                <numerusform>{name} ha preso gli scarti (%n carta), calando {card}.</numerusform>
                <numerusform>{name} ha preso gli scarti (%n carte), calando {card}.</numerusform>
            </translation>
        </message>
        <message>
            <source>You laid down {cards}.</source>
            <translation>Hai calato {cards}.</translation>
        </message>
        <message>
            <source>You added {cards} to {meld}.</source>
            <translation>Hai attaccato {cards} a {meld}.</translation>
        </message>
        <message>
            <source>{name} added {cards} to {meld}.</source>
            <translation>{name} ha attaccato {cards} a {meld}.</translation>
        </message>
        <message>
            <source>You drew {cards}.</source>
            <extracomment>The person's own draw from the stock: they know the cards.</extracomment>
            <translation>Hai pescato {cards}.</translation>
        </message>
        <message>
            <source>You moved {wild} to an end: it stands for {card} now.</source>
            <translation>Hai spostato {wild} a un'estremità: ora vale {card}.</translation>
        </message>
        <message>
            <source>{name} moved {wild} to an end: it stands for {card} now.</source>
            <translation>{name} ha spostato {wild} a un'estremità: ora vale {card}.</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Hai scartato {card}.</translation>
        </message>
        <message>
            <source>{name} ({level}) — your partner</source>
            <translation>{name} ({level}) — il tuo compagno</translation>
        </message>
        <message>
            <source>{name} ({level}) — opponent</source>
            <translation>{name} ({level}) — avversario</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>La smazzata è finita.</translation>
        </message>
        <message>
            <source>Every hand is laid down face up to be counted.</source>
            <translation>Tutte le mani si scoprono per il conteggio.</translation>
        </message>
        <message>
            <source>The pile's top card must be melded at once: drag it onto one of your melds or into the staging area.</source>
            <translation>La carta in cima agli scarti va calata subito: trascinala su un tuo gioco o nell'area di preparazione.</translation>
        </message>
        <message>
            <source>That meld is the other team's: you add only to your team's melds.</source>
            <translation>Quel gioco è degli avversari: puoi attaccare solo ai giochi della tua squadra.</translation>
        </message>
        <message>
            <source>The pile is empty: draw from the stock.</source>
            <translation>Non ci sono scarti: pesca dal tallone.</translation>
        </message>
        <message>
            <source>{cards} is not in your hand.</source>
            <translation>Non hai in mano {cards}.</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Prima trascina delle carte nell'area di preparazione.</translation>
        </message>
        <message>
            <source>Next deal, in the score table, goes on.</source>
            <translation>«Smazzata successiva», nella tabella dei punti, prosegue.</translation>
        </message>
        <message>
            <source>A card is used twice: {cards}.</source>
            <translation>Una carta è usata due volte: {cards}.</translation>
        </message>
        <message>
            <source>[{cards}]: those cards cannot stand in those places of the meld.</source>
            <translation>[{cards}]: quelle carte non possono stare in quei posti del gioco.</translation>
        </message>
        <message>
            <source>[{cards}] can join that meld in more than one way: drop it at the end it goes to.</source>
            <translation>[{cards}] si può unire a quel gioco in più modi: rilascia le carte sul capo giusto.</translation>
        </message>
        <message>
            <source>That meld is closed: it takes no more cards.</source>
            <translation>Quel gioco è chiuso: non prende altre carte.</translation>
        </message>
        <message>
            <source>{card} on top blocks the pile: draw from the stock.</source>
            <translation>{card} in cima blocca il pozzo: pesca dal tallone.</translation>
        </message>
        <message>
            <source>To take the pile, meld its top card with {n} cards of your hand.</source>
            <translation>Per prendere il pozzo, cala la sua carta in cima con {n} carte della tua mano.</translation>
        </message>
        <message>
            <source>Take the pile with the staged top card first, or Take back.</source>
            <translation>Prima Raccogli gli scarti con la carta in cima preparata, o Riprendi.</translation>
        </message>
        <message numerus="yes">
            <source>Take the pile: {card} goes down in the staged meld and the pile's other %n card(s) come to your hand — or Take back.</source>
            <translation>
                <numerusform>Raccogli gli scarti: {card} va nel gioco preparato e %n altra carta degli scarti ti va in mano — oppure Riprendi.</numerusform>
                <numerusform>Raccogli gli scarti: {card} va nel gioco preparato e le altre %n carte degli scarti ti vanno in mano — oppure Riprendi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n canasta(s)</source>
            <translation>
                <numerusform>%n canasta</numerusform>
                <numerusform>%n canaste</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n joker(s) from your hand.</source>
            <translation>
                <numerusform>Per prendere il pozzo, cala la carta in cima con %n jolly della tua mano.</numerusform>
                <numerusform>Per prendere il pozzo, cala la carta in cima con %n jolly della tua mano.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n {rank}(s) from your hand.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>
                <numerusform>Per prendere il pozzo, cala la carta in cima con %n {rank} della tua mano.</numerusform>
                <numerusform>Per prendere il pozzo, cala la carta in cima con %n {rank} della tua mano.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n wild card(s) from your hand.</source>
            <translation>
                <numerusform>Per prendere il pozzo, cala la carta in cima con %n matta della tua mano.</numerusform>
                <numerusform>Per prendere il pozzo, cala la carta in cima con %n matte della tua mano.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardNotation</name>
        <message>
            <source>not a card: {token}</source>
            <translation>non è una carta: {token}</translation>
        </message>
        <message>
            <source>a joker has no suit: {token}</source>
            <translation>un jolly non ha seme: {token}</translation>
        </message>
        <message>
            <source>card without a suit: {token}</source>
            <translation>carta senza seme: {token}</translation>
        </message>
        <message>
            <source>{card} is not in this game's pack</source>
            <translation>{card} non è nel mazzo di questo gioco</translation>
        </message>
        <message>
            <source>{card}: the pack holds only {copies} cards of this kind</source>
            <translation>{card}: il mazzo ha solo {copies} carte di questo tipo</translation>
        </message>
        <message>
            <source>{card} appears twice</source>
            <translation>{card} compare due volte</translation>
        </message>
    </context>
    <context>
        <name>CliStats</name>
        <message>
            <source>game</source>
            <extracomment>The headings of the table's columns, as a person reads them.</extracomment>
            <translation>gioco</translation>
        </message>
        <message>
            <source>played</source>
            <translation>giocate</translation>
        </message>
        <message>
            <source>won</source>
            <translation>vinte</translation>
        </message>
        <message>
            <source>share</source>
            <translation>% vinte</translation>
        </message>
        <message>
            <source>best</source>
            <translation>migliore</translation>
        </message>
        <message>
            <source>average</source>
            <translation>media</translation>
        </message>
        <message>
            <source>streak</source>
            <translation>serie</translation>
        </message>
        <message>
            <source>longest</source>
            <translation>record</translation>
        </message>
        <message>
            <source>against bots</source>
            <translation>contro i bot</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>Tapete's headless tools: bot matches and the Quita y Pon table solver.</source>
            <translation>Gli strumenti senza finestra di Tapete: partite tra bot e il risolutore del tavolo di Quita y Pon.</translation>
        </message>
        <message>
            <source>play seeded deals between bots and report their strength</source>
            <translation>gioca smazzate con seed fisso tra bot e misura la loro forza</translation>
        </message>
        <message>
            <source>Play N full deals between bots with seats rotated, checking card conservation after every action. Prints, per bot level: seats, win share with its 95% confidence interval (Wilson; a seat wins when its team wins, and a win shared by k teams counts 1/k), mean deal score, decision time p50/p95/max in ms; and deals per second. One deal is one deal of the game. Higher scores are better: in games that count paid points or cards left ({games}) the deal score is minus those (0 for the player who went out); a void or stalled deal has no winner.</source>
            <translation>Gioca N smazzate complete tra bot, ruotando i posti e controllando la conservazione delle carte dopo ogni azione. Stampa, per livello di bot: posti, quota di vittorie con il suo intervallo di confidenza al 95% (Wilson; un posto vince quando vince la sua squadra, e una vittoria condivisa da k squadre conta 1/k), punteggio medio per smazzata, tempo di decisione p50/p95/max in ms; e smazzate al secondo. Una smazzata è una smazzata del gioco. I punteggi più alti sono migliori: nei giochi che contano punti pagati o carte rimaste ({games}) il punteggio della smazzata è il loro opposto (0 per chi ha chiuso); una smazzata nulla o bloccata non ha vincitore.</translation>
        </message>
        <message>
            <source>one of: {games}</source>
            <translation>uno tra: {games}</translation>
        </message>
        <message>
            <source>number of seats ({counts})</source>
            <translation>numero di posti ({counts})</translation>
        </message>
        <message>
            <source>bot level per seat, comma separated (easy, normal, hard); one level fills every seat (default: the game's usual level, normal where it has one)</source>
            <translation>livello dei bot per posto, separati da virgole (easy, normal, hard); un solo livello vale per tutti i posti (predefinito: il livello abituale del gioco, normal se lo ha)</translation>
        </message>
        <message>
            <source>number of deals to play</source>
            <translation>numero di smazzate da giocare</translation>
        </message>
        <message>
            <source>match seed (deal i uses deal index i)</source>
            <translation>seed della partita (la smazzata i usa l'indice di smazzata i)</translation>
        </message>
        <message>
            <source>a game option of RULES.md, e.g. -o must_play_if_able=full or -o opening_min=51 (repeatable)</source>
            <translation>un'opzione di gioco di RULES.md, p. es. -o must_play_if_able=full o -o opening_min=51 (ripetibile)</translation>
        </message>
        <message>
            <source>processes to spread deals over</source>
            <translation>processi tra cui distribuire le smazzate</translation>
        </message>
        <message>
            <source>print every deal's log: a line per action, as the first seat may know it</source>
            <translation>stampa la cronaca di ogni smazzata: una riga per mossa, come la può conoscere il primo posto</translation>
        </message>
        <message>
            <source>no progress line even on a terminal</source>
            <translation>nessuna riga di avanzamento, neanche su un terminale</translation>
        </message>
        <message>
            <source>print the log of a saved game or a replay record</source>
            <translation>stampa il registro di una partita salvata o di una registrazione</translation>
        </message>
        <message>
            <source>Print a line per action of a saved game (every deal of its match, as the person's seat knew it) or of a replay record (one deal), in the game's words: a card another seat drew from the stock is never named.</source>
            <translation>Stampa una riga per mossa di una partita salvata (ogni smazzata della partita, come la conosceva il posto della persona) o di una registrazione (una smazzata), con le parole del gioco: una carta che un altro posto ha pescato dal tallone non è mai nominata.</translation>
        </message>
        <message>
            <source>print the hard bot's advice for your move in a saved game</source>
            <translation>stampa il consiglio del computer a livello difficile per la tua mossa in una partita salvata</translation>
        </message>
        <message>
            <source>Print the hints the table gives (H) for your move in a saved game: the hard bot's moves, searched from your seat's view only, one per line, the best first, in the table's words.</source>
            <translation>Stampa i suggerimenti che il tavolo dà (H) per la tua mossa in una partita salvata: le mosse del computer a livello difficile, cercate solo da ciò che vede il tuo posto, una per riga, la migliore per prima, con le parole del tavolo.</translation>
        </message>
        <message>
            <source>print the saved scoreboard's statistics</source>
            <translation>stampa le statistiche del registro dei punteggi salvato</translation>
        </message>
        <message>
            <source>Per game: played, won, win share, best and average score, streaks and results against each bot level, from the scoreboard the table keeps.</source>
            <translation>Per gioco: partite giocate e vinte, quota di vittorie, punteggio migliore e medio, serie e risultati contro ogni livello di bot, dal registro dei punteggi che tiene il tavolo.</translation>
        </message>
        <message>
            <source>how many past matches to list</source>
            <translation>quante partite passate elencare</translation>
        </message>
        <message>
            <source>a scoreboard file (default: the user data folder, or $TAPETE_DATA_DIR)</source>
            <translation>un file di registro dei punteggi (predefinito: la cartella dei dati dell'utente, o $TAPETE_DATA_DIR)</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>interrotto</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <extracomment>A deal's heading in the log.</extracomment>
            <translation>Smazzata {n}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <extracomment>A seat of a bot match, as its log names it.</extracomment>
            <translation>Posto {n}</translation>
        </message>
        <message>
            <source>unknown game {game} (available: {games})</source>
            <translation>gioco sconosciuto {game} (disponibili: {games})</translation>
        </message>
        <message>
            <source>--games must be at least 1</source>
            <translation>--games deve essere almeno 1</translation>
        </message>
        <message>
            <source>--workers must be at least 1</source>
            <translation>--workers deve essere almeno 1</translation>
        </message>
        <message>
            <source>{done}/{total} deals, {rate} deals/s</source>
            <translation>{done}/{total} smazzate, {rate} smazzate/s</translation>
        </message>
        <message>
            <source>No finished match yet.</source>
            <translation>Ancora nessuna partita finita.</translation>
        </message>
        <message>
            <source>{place} is a folder, not a scoreboard file ({name})</source>
            <translation>{place} è una cartella, non un file di registro dei punteggi ({name})</translation>
        </message>
        <message>
            <source>the scoreboard {place} cannot be read</source>
            <translation>il registro dei punteggi {place} non si può leggere</translation>
        </message>
        <message>
            <source>{place}: skipped {what}</source>
            <translation>{place}: saltato {what}</translation>
        </message>
        <message>
            <source>the data folder {folder} cannot hold a scoreboard: {place} is a file, not a folder</source>
            <translation>la cartella dei dati {folder} non può contenere un registro dei punteggi: {place} è un file, non una cartella</translation>
        </message>
        <message>
            <source>print one JSON object</source>
            <extracomment>The help of every tool's `--json` (the tool says it in its language).</extracomment>
            <translation>stampa un solo oggetto JSON</translation>
        </message>
        <message>
            <source>find the best Quita y Pon commit for a table and a hand</source>
            <translation>trova la giocata migliore di Quita y Pon per un tavolo e una mano</translation>
        </message>
        <message>
            <source>Print the optimal commit: the new table's melds and the hand cards placed. The table is either melds separated by '|' (each must be a valid meld), e.g. "3S 4S 5S | 7C 7D 7H", or a flat list of cards, which the solver then arranges into valid melds itself. Cards: ranks A 2-9 T J Q K, suits S H D C, a prime for the second copy (7H').</source>
            <translation>Stampa la giocata ottimale: i giochi del nuovo tavolo e le carte della mano calate. Il tavolo è o una serie di giochi separati da '|' (ognuno deve essere valido), p. es. "3S 4S 5S | 7C 7D 7H", o un semplice elenco di carte, che il risolutore dispone da sé in giochi validi. Carte: valori A 2-9 T J Q K, semi S H D C, un apice per la seconda copia (7H').</translation>
        </message>
        <message>
            <source>table cards: melds split by '|', or a flat list</source>
            <translation>carte del tavolo: giochi separati da '|', o un semplice elenco</translation>
        </message>
        <message>
            <source>hand cards, e.g. "5S' KD"</source>
            <translation>carte della mano, p. es. "5S' KD"</translation>
        </message>
        <message>
            <source>most hand cards placed (ties: most points), or most points (ties: most cards)</source>
            <translation>più carte della mano calate (a parità: più punti), o più punti (a parità: più carte)</translation>
        </message>
        <message>
            <source>{options} (repeatable)</source>
            <translation>{options} (ripetibile)</translation>
        </message>
        <message>
            <source>option {option} does not change the solver (use {options})</source>
            <translation>l'opzione {option} non cambia il risolutore (usa {options})</translation>
        </message>
        <message>
            <source>table meld [{meld}] is not valid: {code}</source>
            <translation>il gioco del tavolo [{meld}] non è valido: {code}</translation>
        </message>
        <message>
            <source>the table cannot be arranged into valid melds</source>
            <translation>le carte del tavolo non si possono disporre in giochi validi</translation>
        </message>
        <message>
            <source>No legal commit: no hand card can be placed. Draw.</source>
            <translation>Nessuna giocata legale: nessuna carta della mano si può calare. Pesca.</translation>
        </message>
        <message numerus="yes">
            <source>Place {cards} (%n card(s), {points} points):</source>
            <translation>
                <numerusform>Cala {cards} (%n carta, {points} punti):</numerusform>
                <numerusform>Cala {cards} (%n carte, {points} punti):</numerusform>
            </translation>
        </message>
        <message>
            <source>empty meld between '|' in --table</source>
            <translation>gioco vuoto tra '|' in --table</translation>
        </message>
        <message>
            <source>Deal {n} (in play)</source>
            <extracomment>The heading of the deal a saved game was in the middle of.</extracomment>
            <translation>Smazzata {n} (in corso)</translation>
        </message>
        <message>
            <source>only its result was kept</source>
            <extracomment>A finished deal whose actions an old saved game did not keep.</extracomment>
            <translation>ne è stato conservato solo il risultato</translation>
        </message>
        <message>
            <source>a saved game or a replay record (JSON)</source>
            <translation>una partita salvata o una registrazione (JSON)</translation>
        </message>
        <message>
            <source>the seat whose knowledge the log keeps, from 1 (default: the person's seat of a saved game, seat 1 of a replay record)</source>
            <translation>il posto di cui il registro tiene la conoscenza, da 1 (predefinito: il posto della persona in una partita salvata, il posto 1 in una registrazione)</translation>
        </message>
        <message>
            <source>print JSON: the game and each deal's lines</source>
            <translation>stampa JSON: il gioco e le righe di ogni smazzata</translation>
        </message>
        <message>
            <source>{path} cannot be read: {why}</source>
            <translation>impossibile leggere {path}: {why}</translation>
        </message>
        <message>
            <source>{path} is neither a saved game nor a replay record: {why}</source>
            <translation>{path} non è né una partita salvata né una registrazione: {why}</translation>
        </message>
        <message>
            <source>--seat must be from 1 to {players}</source>
            <translation>--seat deve essere da 1 a {players}</translation>
        </message>
        <message>
            <source>{path} is not a saved game: {why}</source>
            <translation>{path} non è una partita salvata: {why}</translation>
        </message>
        <message>
            <source>the saved game {path} cannot be read: {why}</source>
            <translation>impossibile leggere la partita salvata {path}: {why}</translation>
        </message>
        <message>
            <source>the game in {path} is over: there is no move to hint</source>
            <translation>la partita in {path} è finita: non c'è mossa da suggerire</translation>
        </message>
        <message>
            <source>it is not your turn in {path}: seat {seat} is to play (a hint is for your own turn)</source>
            <translation>non è il tuo turno in {path}: gioca il posto {seat} (i suggerimenti sono per il tuo turno)</translation>
        </message>
        <message>
            <source>a saved game (saved-game.json in the data folder, or $TAPETE_DATA_DIR)</source>
            <translation>una partita salvata (saved-game.json nella cartella dei dati, o $TAPETE_DATA_DIR)</translation>
        </message>
        <message>
            <source>how many hints to print at most, the best first (default: {n})</source>
            <translation>quanti suggerimenti stampare al massimo, il migliore per primo (predefinito: {n})</translation>
        </message>
        <message>
            <source>the replay record {path} cannot be read: {why}</source>
            <translation>impossibile leggere la registrazione {path}: {why}</translation>
        </message>
        <message>
            <source>the replay record {path} holds an illegal move at action {action}: {why}</source>
            <translation>la registrazione {path} contiene una mossa non valida all'azione {action}: {why}</translation>
        </message>
        <message>
            <source>print a Quita y Pon puzzle: a table, a hand, the best answer</source>
            <translation>mostra un problema di Quita y Pon: un tavolo, una mano, la risposta migliore</translation>
        </message>
        <message>
            <source>Print a puzzle made from a level and a seed: the table's groups, the hand, the most hand cards that can be placed and one commit that places them. Level 1 needs one table group changed, level 2 two, level 3 three or more; the hand alone always melds fewer. Without --seed, the puzzle of the day.</source>
            <translation>Mostra un problema fatto da un livello e da un seed: i gruppi del tavolo, la mano, quante carte della mano si possono mettere al massimo e una giocata che le mette. Il livello 1 richiede di cambiare un gruppo del tavolo, il 2 due, il 3 tre o più; la mano da sola cala sempre meno. Senza --seed, il problema del giorno.</translation>
        </message>
        <message>
            <source>how much of the table the answer changes (1 to 3)</source>
            <translation>quanto del tavolo cambia la risposta (da 1 a 3)</translation>
        </message>
        <message>
            <source>the puzzle's seed (default: today)</source>
            <translation>il seed del problema (predefinito: oggi)</translation>
        </message>
        <message>
            <source>print JSON</source>
            <translation>stampa JSON</translation>
        </message>
    </context>
    <context>
        <name>ControlsDialog</name>
        <message>
            <source>Drag cards with the mouse: while you drag, the places they may go light up; dropped where the rules refuse them, they go back and the line under the table says why.</source>
            <translation>Trascina le carte con il mouse: mentre trascini si illuminano i posti dove possono andare; rilasciate dove le regole non lo permettono, tornano indietro e la riga sotto il tavolo dice perché.</translation>
        </message>
        <message>
            <source>Click a line of the game log (View menu, Ctrl+L) to see the table just after it; its last line shows the table as it is now.</source>
            <translation>Fai clic su una riga della cronaca della partita (menu Visualizza, Ctrl+L) per vedere il tavolo subito dopo; l'ultima riga mostra il tavolo com'è adesso.</translation>
        </message>
        <message>
            <source>{entry} (practice table only)</source>
            <extracomment>A command offered at a practice table only, as Controls lists it: {entry} is its Game-menu entry ("Play this turn for me")</extracomment>
            <translation>{entry} (solo al tavolo di allenamento)</translation>
        </message>
        <message>
            <source>Buttons and keys</source>
            <translation>Pulsanti e tasti</translation>
        </message>
        <message>
            <source>Button</source>
            <translation>Pulsante</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Tasto</translation>
        </message>
        <message>
            <source>Game menu</source>
            <translation>Menu Partita</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>Al tavolo</translation>
        </message>
        <message>
            <source>Menus and shortcuts</source>
            <translation>Menu e scorciatoie</translation>
        </message>
        <message>
            <source>Controls</source>
            <translation>Comandi</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>Finestra</translation>
        </message>
    </context>
    <context>
        <name>CuatroPalosController</name>
        <message>
            <source>{name} kept {card} on the waste pile.</source>
            <translation>{name} ha messo {card} sul suo mucchio.</translation>
        </message>
        <message>
            <source>{name} turned a card.</source>
            <translation>{name} ha scoperto una carta.</translation>
        </message>
        <message>
            <source>The deal stalled: nobody wins it, everybody scores his cards.</source>
            <translation>La smazzata è bloccata: non la vince nessuno, ognuno segna le sue carte.</translation>
        </message>
        <message>
            <source>Played for you (the only move): {move}</source>
            <translation>Giocata per te (l'unica mossa): {move}</translation>
        </message>
        <message>
            <source>You kept {card} on the waste pile.</source>
            <translation>Hai messo {card} sul tuo mucchio.</translation>
        </message>
        <message>
            <source>You turned a card.</source>
            <translation>Hai scoperto una carta.</translation>
        </message>
        <message>
            <source>You played {card} on the {suit} foundation.</source>
            <translation>Hai giocato {card} sulla base di {suit}.</translation>
        </message>
        <message>
            <source>{name} played {card} on the {suit} foundation.</source>
            <translation>{name} ha giocato {card} sulla base di {suit}.</translation>
        </message>
        <message>
            <source>{name} played {card} on your pile.</source>
            <extracomment>another seat played on the person's own pile</extracomment>
            <translation>{name} ha giocato {card} sul tuo mucchio.</translation>
        </message>
        <message>
            <source>You played {card} on {owner}'s pile.</source>
            <translation>Hai giocato {card} sul mucchio di {owner}.</translation>
        </message>
        <message>
            <source>You turned {card}.</source>
            <translation>Hai scoperto {card}.</translation>
        </message>
        <message>
            <source>{name} turned {card}.</source>
            <translation>{name} ha scoperto {card}.</translation>
        </message>
        <message>
            <source>You turned {card} onto your pile.</source>
            <translation>Hai scoperto {card}, che va sul tuo mucchio.</translation>
        </message>
        <message>
            <source>{name} turned {card} onto their pile.</source>
            <translation>{name} ha scoperto {card}, che va sul suo mucchio.</translation>
        </message>
        <message>
            <source>{name} played {card} on {owner}'s pile.</source>
            <translation>{name} ha giocato {card} sul mucchio di {owner}.</translation>
        </message>
        <message>
            <source>You played {card} {to}.</source>
            <translation>Hai giocato {card} {to}.</translation>
        </message>
        <message>
            <source>{name} played {card} {to}.</source>
            <translation>{name} ha giocato {card} {to}.</translation>
        </message>
        <message>
            <source>You ran out of cards and win the deal.</source>
            <translation>Hai finito le carte e vinci la smazzata.</translation>
        </message>
        <message>
            <source>{name} ran out of cards and wins the deal.</source>
            <translation>{name} ha finito le carte e vince la smazzata.</translation>
        </message>
        <message>
            <source>Play {card}: drag it to a foundation or onto an opponent's pile (one rank up or down, any suit).</source>
            <translation>Gioca {card}: trascinala su una base o sul mucchio di un avversario (di un valore in più o in meno, qualsiasi seme).</translation>
        </message>
        <message>
            <source>Your turn: first play {card} from your waste pile.</source>
            <translation>Tocca a te: prima gioca {card} dal tuo mucchio.</translation>
        </message>
        <message>
            <source>Your turn: click your stock — your waste pile turns over into it.</source>
            <translation>Tocca a te: clicca il tuo mazzo — il tuo mucchio si gira e diventa il mazzo.</translation>
        </message>
        <message>
            <source>Your turn: click your stock to turn up a card.</source>
            <translation>Tocca a te: clicca il tuo mazzo per scoprire una carta.</translation>
        </message>
        <message>
            <source>Your turn: click the stock to turn up a card.</source>
            <translation>Tocca a te: clicca il mazzo centrale per scoprire una carta.</translation>
        </message>
        <message>
            <source>Stock {n}</source>
            <translation>Mazzo {n}</translation>
        </message>
        <message>
            <source>Stock empty</source>
            <translation>Mazzo vuoto</translation>
        </message>
        <message>
            <source>Turned card</source>
            <translation>Carta scoperta</translation>
        </message>
        <message>
            <source>Your stock {n}</source>
            <translation>Il tuo mazzo {n}</translation>
        </message>
        <message>
            <source>{name} — {cards} · {t} pts</source>
            <translation>{name} — {cards} · {t} pt</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {t} pts</source>
            <translation>{name} ({level}) — {cards} · {t} pt</translation>
        </message>
    </context>
    <context>
        <name>CuatroPalosPage</name>
        <message>
            <source>French 52</source>
            <translation>Francese da 52</translation>
        </message>
        <message>
            <source>Spanish 40</source>
            <translation>Spagnolo da 40</translation>
        </message>
        <message>
            <source>Spanish 48</source>
            <translation>Spagnolo da 48</translation>
        </message>
        <message>
            <source>counter-clockwise (to the right)</source>
            <translation>antiorario (verso destra)</translation>
        </message>
        <message>
            <source>clockwise</source>
            <translation>orario</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Mazzo</translation>
        </message>
        <message>
            <source>The pack: a French deck of 52 cards, or a Spanish deck of 40 (the 7 followed by the jack) or of 48, without jokers.</source>
            <translation>Il mazzo: francese da 52 carte, o spagnolo da 40 (dopo il 7 viene il fante) o da 48, senza jolly.</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>Senso di gioco</translation>
        </message>
        <message>
            <source>The order of play; the rules' is counter-clockwise, the player on the dealer's right playing first.</source>
            <translation>L'ordine di gioco; quello delle regole è in senso antiorario, e comincia il giocatore alla destra del mazziere.</translation>
        </message>
        <message>
            <source>K and A adjacent on waste piles</source>
            <translation>K e A consecutivi sui mucchi</translation>
        </message>
        <message>
            <source>With this on, a king and an ace count as next to each other on the players' piles (a king on an ace, an ace on a king).</source>
            <translation>Attivo, un re e un asso contano come vicini sui mucchi dei giocatori (un re su un asso, un asso su un re).</translation>
        </message>
        <message>
            <source>Must play a playable card (forced play)</source>
            <translation>Obbligo di giocare una carta giocabile</translation>
        </message>
        <message>
            <source>With this on, a card that can be played must be played; off, a player may put a playable card on his own pile and end his turn.</source>
            <translation>Attivo, una carta che si può giocare va giocata; disattivo, un giocatore può mettere una carta giocabile sul proprio mucchio e finire il turno.</translation>
        </message>
        <message>
            <source>A card that fits a foundation must go there (foundation priority)</source>
            <translation>Una carta che va su una base deve andarci (priorità alle basi)</translation>
        </message>
        <message>
            <source>With this on, a card that fits a foundation must go there, not on a player's pile.</source>
            <translation>Attivo, una carta che va su una base deve andarci, non sul mucchio di un giocatore.</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>Partita a</translation>
        </message>
        <message>
            <source>After each deal everyone adds the cards left to him; the match ends when a total reaches this, and the lowest total wins.</source>
            <translation>Dopo ogni smazzata ciascuno somma le carte che gli sono rimaste; la partita finisce quando un totale arriva a questa cifra, e vince il totale più basso.</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) per player</source>
            <translation>
                <numerusform>%n turno a testa</numerusform>
                <numerusform>%n turni a testa</numerusform>
            </translation>
        </message>
        <message>
            <source>With no foundation play, the deal stops after</source>
            <translation>Senza giocate sulle basi, la smazzata si ferma dopo</translation>
        </message>
        <message>
            <source>the rules' count (2 per card held, plus 2)</source>
            <translation>il conto delle regole (2 per carta in mano, più 2)</translation>
        </message>
        <message>
            <source>Once the stock is gone, a deal in which no card reaches a foundation for this many turns per player stops with no winner, everyone scoring his cards.</source>
            <translation>Finito il mazzo centrale, una smazzata in cui nessuna carta arriva a una base per questo numero di turni per giocatore si ferma senza vincitore, e ciascuno segna le sue carte.</translation>
        </message>
        <message>
            <source>Click the stock to turn up a card.</source>
            <translation>Fai clic sul mazzo centrale per scoprire una carta.</translation>
        </message>
        <message>
            <source>Drag a playable card (the one you turned, or first the top of your own pile) to a foundation in the centre, or onto an opponent's pile: one rank up or down, any suit.</source>
            <translation>Trascina una carta giocabile (quella scoperta, o prima quella in cima al tuo mucchio) su una base al centro, o sul mucchio di un avversario: un valore in più o in meno, di qualsiasi seme.</translation>
        </message>
        <message>
            <source>A card with no place lands on your own pile and the turn passes.</source>
            <translation>Una carta senza posto va sul tuo mucchio e il turno passa.</translation>
        </message>
        <message>
            <source>Once the stock is gone, click your own stock at the bottom right.</source>
            <translation>Finito il mazzo centrale, fai clic sul tuo mazzo, in basso a destra.</translation>
        </message>
        <message>
            <source>River Plate patience for several: build the four suits up from the ace, and load your cards onto the others' piles.</source>
            <translation>Solitario del Río de la Plata per più giocatori: costruisci i quattro semi dall'asso e liberati delle tue carte sui mucchi degli altri.</translation>
        </message>
        <message>
            <source>Spanish deck</source>
            <translation>Mazzo spagnolo</translation>
        </message>
        <message>
            <source>With the Spanish deck of 40 cards, common in the River Plate: the 7 is followed by the jack.</source>
            <translation>Con il mazzo spagnolo da 40 carte, diffuso nell'area del Río de la Plata: dopo il 7 viene il fante.</translation>
        </message>
    </context>
    <context>
        <name>DealReplayDialog</name>
        <message>
            <source>Replay — {game}</source>
            <translation>Rivedi — {game}</translation>
        </message>
        <message>
            <source>As dealt</source>
            <translation>Come è stata distribuita</translation>
        </message>
        <message>
            <source>(a move that shows nothing)</source>
            <translation>(una mossa che non mostra nulla)</translation>
        </message>
        <message>
            <source>The hard bot's view of this move</source>
            <translation>Il parere del bot difficile su questa mossa</translation>
        </message>
        <message>
            <source>N: the next marked decision; Shift+N: the one before</source>
            <translation>N: la prossima decisione segnata; Maiusc+N: quella prima</translation>
        </message>
        <message>
            <source>Show the better move (B)</source>
            <translation>Mostra la mossa migliore (B)</translation>
        </message>
        <message>
            <source>Lay out the hard bot's move on the table, in place of yours (B)</source>
            <translation>Mostra sul tavolo la mossa del bot difficile al posto della tua (B)</translation>
        </message>
        <message>
            <source>To the deal as dealt (Home)</source>
            <translation>Alla smazzata appena distribuita (Home)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Una mossa indietro (Sinistra)</translation>
        </message>
        <message>
            <source>One move on (Right)</source>
            <translation>Una mossa avanti (Destra)</translation>
        </message>
        <message>
            <source>To the end of the deal (End)</source>
            <translation>Alla fine della smazzata (Fine)</translation>
        </message>
        <message>
            <source>Mark my decisions</source>
            <translation>Segna le mie decisioni</translation>
        </message>
        <message>
            <source>Set each of your decisions beside what the hard bot would have played</source>
            <translation>Confronta ogni tua decisione con ciò che avrebbe giocato il computer a livello difficile</translation>
        </message>
        <message>
            <source>As you saw it: the other hands stay hidden until the deal shows them.</source>
            <translation>Come l'hai vista tu: le altre mani restano nascoste finché la smazzata non le mostra.</translation>
        </message>
        <message>
            <source>Show every hand</source>
            <translation>Mostra tutte le mani</translation>
        </message>
        <message>
            <source>Lay every hidden card face up, as at the end of the deal</source>
            <translation>Scopre ogni carta nascosta, come alla fine della smazzata</translation>
        </message>
        <message>
            <source>Move {n} of {total}</source>
            <translation>Mossa {n} di {total}</translation>
        </message>
        <message>
            <source>Every hand shown: the players did not see these cards during the deal.</source>
            <translation>Tutte le mani scoperte: i giocatori non hanno visto queste carte durante la smazzata.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>it holds lists or objects nested too deeply</source>
            <translation>contiene liste o oggetti con troppi livelli annidati</translation>
        </message>
        <message>
            <source>its field {field} holds lists or objects nested too deeply</source>
            <translation>il suo campo {field} contiene liste o oggetti con troppi livelli annidati</translation>
        </message>
    </context>
    <context>
        <name>GameActions</name>
        <message>
            <source>Take the pile</source>
            <translation>Raccogli gli scarti</translation>
        </message>
        <message>
            <source>Take the &amp;pile</source>
            <translation>Raccogli &amp;gli scarti</translation>
        </message>
        <message>
            <source>Turn a card</source>
            <translation>Scopri una carta</translation>
        </message>
        <message>
            <source>&amp;Turn a card</source>
            <translation>Scopri una &amp;carta</translation>
        </message>
        <message>
            <source>Take the pile</source>
            <comment>Mano y Pie's discard pile</comment>
            <translation>Prendi il pozzo</translation>
        </message>
        <message>
            <source>Take the &amp;pile</source>
            <comment>Mano y Pie's discard pile</comment>
            <translation>Prendi il &amp;pozzo</translation>
        </message>
        <message>
            <source>Ask partner</source>
            <translation>Chiedi al compagno</translation>
        </message>
        <message>
            <source>&amp;Ask partner to go out</source>
            <translation>C&amp;hiedi al compagno di chiudere</translation>
        </message>
        <message>
            <source>Yes, go out</source>
            <translation>Sì, chiudi</translation>
        </message>
        <message>
            <source>&amp;Yes, my partner may go out</source>
            <translation>Sì, il &amp;mio compagno può chiudere</translation>
        </message>
        <message>
            <source>No, play on</source>
            <translation>No, continua</translation>
        </message>
        <message>
            <source>&amp;No, my partner plays on</source>
            <translation>N&amp;o, il mio compagno continua</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>S&amp;uggerimento</translation>
        </message>
        <message>
            <source>Accept hint</source>
            <translation>Accetta</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Ignora</translation>
        </message>
        <message>
            <source>Reset turn</source>
            <translation>Ricomincia il turno</translation>
        </message>
        <message>
            <source>&amp;Reset turn</source>
            <translation>&amp;Ricomincia il turno</translation>
        </message>
        <message>
            <source>Draw</source>
            <extracomment>the verb: take a card from the stock (a command button and its menu entry)</extracomment>
            <translation>Pesca</translation>
        </message>
        <message>
            <source>D&amp;raw</source>
            <extracomment>the verb: take a card from the stock (the Game menu's entry, &amp; marks its key)</extracomment>
            <translation>&amp;Pesca</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fatto</translation>
        </message>
        <message>
            <source>&amp;Done</source>
            <translation>&amp;Fatto</translation>
        </message>
        <message>
            <source>Show the solution</source>
            <translation>Mostra la soluzione</translation>
        </message>
        <message>
            <source>Puzzle, level 1</source>
            <translation>Problema, livello 1</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;1</source>
            <translation>Problema, livello &amp;1</translation>
        </message>
        <message>
            <source>Puzzle, level 2</source>
            <translation>Problema, livello 2</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;2</source>
            <translation>Problema, livello &amp;2</translation>
        </message>
        <message>
            <source>Puzzle, level 3</source>
            <translation>Problema, livello 3</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;3</source>
            <translation>Problema, livello &amp;3</translation>
        </message>
        <message>
            <source>Puzzle of the day</source>
            <translation>Problema del giorno</translation>
        </message>
        <message>
            <source>Puzzle of the &amp;day</source>
            <translation>Problema del &amp;giorno</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Riprendi</translation>
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation>&amp;Riprendi</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Cala</translation>
        </message>
        <message>
            <source>&amp;Lay down</source>
            <translation>&amp;Cala</translation>
        </message>
        <message>
            <source>Play the hint</source>
            <translation>Gioca il suggerimento</translation>
        </message>
        <message>
            <source>Dis&amp;miss the hint</source>
            <translation>&amp;Togli il suggerimento</translation>
        </message>
        <message>
            <source>Play this turn for me</source>
            <translation>Gioca questo turno per me</translation>
        </message>
        <message>
            <source>Play this turn &amp;for me</source>
            <translation>Gioca &amp;questo turno per me</translation>
        </message>
        <message>
            <source>Take back my last move</source>
            <translation>Riprendi la mia ultima mossa</translation>
        </message>
        <message>
            <source>Take &amp;back my last move</source>
            <translation>Riprendi la mia u&amp;ltima mossa</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>Cards cannot go there.</source>
            <translation>Lì non si possono mettere carte.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tocca a te</translation>
        </message>
        <message>
            <source>{name} to play</source>
            <translation>Tocca a {name}</translation>
        </message>
        <message>
            <source>Taken back: {move}</source>
            <extracomment>The status line after Take back (Ctrl+Z) undid one of the person's moves ({move}: that move as the log told it, "You laid off 9♠ on Ana's 6♠ 7♠ 8♠.").</extracomment>
            <translation>Annullato: {move}</translation>
        </message>
        <message>
            <source>Your last move is taken back.</source>
            <extracomment>The status line after Take back undid a move the log tells no sentence of.</extracomment>
            <translation>La tua ultima mossa è stata annullata.</translation>
        </message>
        <message>
            <source>Game ▸ New game to start.</source>
            <translation>Partita ▸ Nuova partita per cominciare.</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>The match is over: Game ▸ New game.</source>
            <extracomment>The status line's last sentence once the match is over, a position set up by hand (no match, so no "Play again").</extracomment>
            <translation>La partita è finita: Partita ▸ Nuova partita.</translation>
        </message>
        <message>
            <source>The match is over: “Play again”, in the score table, starts another (or Game ▸ New game).</source>
            <extracomment>... and once a match is over: the score table's "Play again" deals another.</extracomment>
            <translation>La partita è finita: «Un'altra partita», nella tabella dei punti, ne inizia un'altra (o Partita ▸ Nuova partita).</translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} sta giocando…</translation>
        </message>
    </context>
    <context>
        <name>GameInfo</name>
        <message>
            <source>{counts} or {last}</source>
            <translation>{counts} o {last}</translation>
        </message>
        <message>
            <source>{first} to {last}</source>
            <translation>da {first} a {last}</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>Game log</source>
            <translation>Cronaca della partita</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Smazzata {n}</translation>
        </message>
        <message>
            <source>Click to see the table just after this</source>
            <translation>Clicca per vedere il tavolo subito dopo questa mossa</translation>
        </message>
        <message>
            <source>The table as it is now</source>
            <translation>Il tavolo com'è adesso</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the strongest computer player would play this</source>
            <extracomment>The reason of a hint whose game has nothing more specific to say.</extracomment>
            <translation>il giocatore del computer più forte giocherebbe questo</translation>
        </message>
        <message>
            <source>draw from the stock: the pile is not worth taking now</source>
            <translation>pesca dal tallone: ora non conviene raccogliere gli scarti</translation>
        </message>
        <message>
            <source>draw from the stock</source>
            <translation>pesca dal tallone</translation>
        </message>
        <message numerus="yes">
            <source>take the pile with {cards}: it brings %n card(s)</source>
            <translation>
                <numerusform>raccogli gli scarti con {cards}: portano %n carta</numerusform>
                <numerusform>raccogli gli scarti con {cards}: portano %n carte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>take the pile with {cards}: it completes {book} and brings %n card(s)</source>
            <extracomment>{book}: what the move completes, with its article ("a canasta", "a book")</extracomment>
            <translation>
                <numerusform>raccogli gli scarti con {cards}: completa {book} e porta %n carta</numerusform>
                <numerusform>raccogli gli scarti con {cards}: completa {book} e porta %n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>add {cards} to your meld: it completes {book}</source>
            <extracomment>{book}: what the move completes, with its article ("a canasta", "a book")</extracomment>
            <translation>aggiungi {cards} al tuo gioco: completa {book}</translation>
        </message>
        <message>
            <source>a canasta</source>
            <extracomment>What a completed meld is called in the game, with its article, as a hint's {book} says it (Buraco: a canasta, Mano y Pie: a book): each language gives the noun its gender.</extracomment>
            <translation>una canasta</translation>
        </message>
        <message>
            <source>a book</source>
            <extracomment>What a completed meld is called in Mano y Pie, with its article, as a hint's {book} says it</extracomment>
            <translation>una canasta</translation>
        </message>
        <message numerus="yes">
            <source>lay down {cards}: %n card(s) out of your hand</source>
            <translation>
                <numerusform>cala {cards}: %n carta in meno in mano</numerusform>
                <numerusform>cala {cards}: %n carte in meno in mano</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>add {cards} to your meld: %n card(s) out of your hand</source>
            <translation>
                <numerusform>aggiungi {cards} al tuo gioco: %n carta in meno in mano</numerusform>
                <numerusform>aggiungi {cards} al tuo gioco: %n carte in meno in mano</numerusform>
            </translation>
        </message>
        <message>
            <source>discard {card}: the other team has no meld it fits</source>
            <translation>scarta {card}: l'altra squadra non ha giochi dove entri</translation>
        </message>
        <message>
            <source>discard {card}: the card your melds need least</source>
            <translation>scarta {card}: la carta che serve meno ai tuoi giochi</translation>
        </message>
        <message>
            <source>{card} up on its foundation: a card out of play, and you play on</source>
            <extracomment>A hint's reasons (app/core/hints.py): the card played, where it goes, what it does.</extracomment>
            <translation>{card} sulla sua base: una carta fuori gioco, e continui a giocare</translation>
        </message>
        <message>
            <source>{card} onto the pile of the player closest to going out: it slows them down, and you play on</source>
            <translation>{card} sul mucchio del giocatore più vicino a finire: lo rallenta, e continui a giocare</translation>
        </message>
        <message>
            <source>{card} onto an opponent's pile: a card fewer for you, and you play on</source>
            <translation>{card} sul mucchio di un avversario: una carta in meno per te, e continui a giocare</translation>
        </message>
        <message>
            <source>turn up a card: nothing of yours can be played</source>
            <translation>scopri una carta: niente di tuo si può giocare</translation>
        </message>
        <message>
            <source>the card has nowhere to go: it goes on your pile and the turn passes</source>
            <translation>la carta non ha dove andare: va sul tuo mucchio e il turno passa</translation>
        </message>
        <message>
            <source>ask your partner to go out: your team's contract is made</source>
            <extracomment>A hint's reasons for going out's question and its answers.</extracomment>
            <translation>chiedi al compagno di chiudere: la tua squadra ha le canaste richieste</translation>
        </message>
        <message>
            <source>yes, go out: in the deals the search tried, your team does better ending now</source>
            <translation>sì, chiudi: nelle smazzate provate dalla ricerca, alla tua squadra conviene finire ora</translation>
        </message>
        <message>
            <source>no, play on: in the deals the search tried, your team does better playing on</source>
            <translation>no, continua: nelle smazzate provate dalla ricerca, alla tua squadra conviene continuare</translation>
        </message>
        <message>
            <source>discard {card} though it fits your team's meld: what you keep reaches your foot next turn more often</source>
            <extracomment>And for a discard of a card the team's open meld would take, once its contract is made: the hand kept has the better chance of the next turn (`_reach_chance`).</extracomment>
            <translation>scarta {card} anche se va su una combinazione della tua squadra: con quello che tieni arrivi al piede al prossimo turno più spesso</translation>
        </message>
        <message>
            <source>discard {card} though it fits your team's meld: what you keep goes out next turn more often</source>
            <translation>scarta {card} anche se va su una combinazione della tua squadra: con quello che tieni chiudi al prossimo turno più spesso</translation>
        </message>
        <message>
            <source>place {cards}: your whole hand goes down</source>
            <extracomment>A hint's reasons (app/core/hints.py).</extracomment>
            <translation>metti {cards}: cali tutta la mano</translation>
        </message>
        <message numerus="yes">
            <source>place {cards}: %n card(s) left in your hand</source>
            <translation>
                <numerusform>metti {cards}: ti resta %n carta in mano</numerusform>
                <numerusform>metti {cards}: ti restano %n carte in mano</numerusform>
            </translation>
        </message>
        <message>
            <source>draw: no card of yours is worth placing now</source>
            <translation>pesca: ora non conviene mettere nessuna tua carta</translation>
        </message>
        <message>
            <source>draw from the stock: the discard does not help your melds</source>
            <extracomment>A hint's reasons (app/core/hints.py).</extracomment>
            <translation>pesca dal tallone: lo scarto non aiuta i tuoi giochi</translation>
        </message>
        <message>
            <source>take {card} and open with it: {melds}</source>
            <translation>prendi {card} e apri usandola: {melds}</translation>
        </message>
        <message>
            <source>take {card}: it fits your melds</source>
            <translation>prendi {card}: entra nei tuoi giochi</translation>
        </message>
        <message numerus="yes">
            <source>lay down {melds}: %n card(s) out of your hand</source>
            <translation>
                <numerusform>cala {melds}: %n carta in meno in mano</numerusform>
                <numerusform>cala {melds}: %n carte in meno in mano</numerusform>
            </translation>
        </message>
        <message>
            <source>lay off {card}: a card fewer in your hand</source>
            <translation>attacca {card}: una carta in meno in mano</translation>
        </message>
        <message>
            <source>put {card} in place of the joker: the joker comes to your hand</source>
            <translation>metti {card} al posto del jolly: il jolly ti va in mano</translation>
        </message>
        <message>
            <source>discard {card}: the next player cannot lay it off</source>
            <translation>scarta {card}: il giocatore successivo non può attaccarla</translation>
        </message>
        <message>
            <source>discard {card}: the cards you keep are the likeliest to meld</source>
            <translation>scarta {card}: le carte che tieni sono le più facili da calare</translation>
        </message>
        <message>
            <source>Looking for a hint…</source>
            <translation>Cerco un suggerimento…</translation>
        </message>
        <message>
            <source>Hint {n} of {count}: {reason}. Play the hint, or press H for another.</source>
            <translation>Suggerimento {n} di {count}: {reason}. Gioca il suggerimento, o premi H per un altro.</translation>
        </message>
        <message>
            <source>Hint: {reason}. Play the hint, or keep playing.</source>
            <translation>Suggerimento: {reason}. Gioca il suggerimento, o continua a giocare.</translation>
        </message>
        <message>
            <source>A hint is for your own turn.</source>
            <translation>I suggerimenti sono per il tuo turno.</translation>
        </message>
        <message>
            <source>No hint this time: {what}</source>
            <translation>Niente suggerimento questa volta: {what}</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language (from the next start)</source>
            <translation>&amp;Lingua (dal prossimo avvio)</translation>
        </message>
        <message>
            <source>System language ({language})</source>
            <translation>Lingua del sistema ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Lingua</translation>
        </message>
        <message>
            <source>Tapete will speak {language} from its next start. Start again now? The game in progress is kept and goes on.</source>
            <translation>Dal prossimo avvio Tapete userà la lingua {language}. Riavviare adesso? La partita in corso viene conservata e continua.</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <source>--lang {name}: Tapete speaks {codes} ({languages})</source>
            <translation>--lang {name}: Tapete parla {codes} ({languages})</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Sort by suit</source>
            <translation>Ordina per seme</translation>
        </message>
        <message>
            <source>Sort by rank</source>
            <translation>Ordina per valore</translation>
        </message>
        <message>
            <source>Tapete — {game}</source>
            <translation>Tapete — {game}</translation>
        </message>
        <message>
            <source>&amp;Rules of {game}</source>
            <translation>&amp;Regole di {game}</translation>
        </message>
        <message>
            <source>Tapete — {game} (practice)</source>
            <translation>Tapete — {game} (allenamento)</translation>
        </message>
        <message>
            <source>The table just after action {n} of this deal. Click the log's last line to come back.</source>
            <translation>Il tavolo subito dopo la mossa {n} di questa smazzata. Clicca l'ultima riga della cronaca per tornare.</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard was lost: {problem}</source>
            <translation>Una smazzata finita, tenuta da parte per il registro dei punteggi, è andata persa: {problem}</translation>
        </message>
        <message>
            <source>Tapete</source>
            <translation>Tapete</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard in {file} was lost: {problem}</source>
            <translation>Una smazzata finita, tenuta da parte in {file} per il registro dei punteggi, è andata persa: {problem}</translation>
        </message>
        <message>
            <source>Continue?</source>
            <translation>Continuare?</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress? It is your turn.</source>
            <translation>Continuare {game}, smazzata {n} della partita in corso? Tocca a te.</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress?</source>
            <translation>Continuare {game}, smazzata {n} della partita in corso?</translation>
        </message>
        <message>
            <source>Continue the game in progress?</source>
            <translation>Continuare la partita in corso?</translation>
        </message>
        <message>
            <source>The computer players of {game} have changed since this match was saved (their version {then}, now {now}): the match goes on with today's. Tapete's list of changes says how they play now; Help ▸ How the computer plays says what they see.</source>
            <translation>I giocatori del computer di {game} sono cambiati da quando questa partita è stata salvata (era la loro versione {then}, ora la {now}): la partita continua con quelli di oggi. L'elenco delle modifiche di Tapete dice come giocano ora; Aiuto ▸ Come gioca il computer dice che cosa vedono.</translation>
        </message>
        <message>
            <source>This match cannot be played again: the options it was played with are refused now ({problem}).</source>
            <translation>Questa partita non si può più giocare: le opzioni con cui è stata giocata ora non sono accettate ({problem}).</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partita</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nuova partita…</translation>
        </message>
        <message>
            <source>&amp;Choose a game…</source>
            <translation>Scegli un g&amp;ioco…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistiche…</translation>
        </message>
        <message>
            <source>&amp;Open a replay…</source>
            <translation>&amp;Apri una registrazione…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck</source>
            <translation>&amp;Mazzo a quattro colori</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>&amp;Suono</translation>
        </message>
        <message>
            <source>&amp;Play my move for me when it is the only one possible</source>
            <translation>&amp;Gioca per me quando c'è una sola mossa possibile</translation>
        </message>
        <message>
            <source>Show every &amp;hand (practice)</source>
            <translation>Mostra tutte le ma&amp;ni (allenamento)</translation>
        </message>
        <message>
            <source>S&amp;peed</source>
            <translation>V&amp;elocità</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>&amp;Lenta</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normale</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Veloce</translation>
        </message>
        <message>
            <source>&amp;Instant</source>
            <translation>&amp;Istantanea</translation>
        </message>
        <message>
            <source>&amp;Game log</source>
            <translation>&amp;Cronaca della partita</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regole</translation>
        </message>
        <message>
            <source>&amp;Controls</source>
            <translation>Co&amp;mandi</translation>
        </message>
        <message>
            <source>How the co&amp;mputer plays</source>
            <translation>Come gioca il com&amp;puter</translation>
        </message>
        <message>
            <source>&amp;About Tapete</source>
            <translation>&amp;Informazioni su Tapete</translation>
        </message>
        <message>
            <source>Abandon this deal?</source>
            <translation>Abbandonare questa smazzata?</translation>
        </message>
        <message>
            <source>Abandon this deal? The {game} match under way ends here, and Statistics shows it as abandoned.</source>
            <translation>Abbandonare questa smazzata? La partita di {game} in corso finisce qui, e le Statistiche la mostrano come abbandonata.</translation>
        </message>
        <message>
            <source>Open a replay</source>
            <translation>Apri una registrazione</translation>
        </message>
        <message>
            <source>Replays and saved games (*.json)</source>
            <translation>Registrazioni e partite salvate (*.json)</translation>
        </message>
        <message>
            <source>{game}, deal {n}, from {file}</source>
            <translation>{game}, smazzata {n}, da {file}</translation>
        </message>
        <message>
            <source>{game}, deal {n}: the deal just played</source>
            <translation>{game}, smazzata {n}: la smazzata appena giocata</translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation>Regole di {game}</translation>
        </message>
        <message>
            <source>How the computer plays</source>
            <translation>Come gioca il computer</translation>
        </message>
        <message>
            <source>About Tapete</source>
            <translation>Informazioni su Tapete</translation>
        </message>
        <message>
            <source>&lt;b&gt;Tapete&lt;/b&gt; {version} — a card table for games of Spain, Italy, Brazil and the River Plate, played offline against computer opponents. Card art drawn by the project; cards use the DejaVu Sans font.</source>
            <translation>&lt;b&gt;Tapete&lt;/b&gt; {version} — un tavolo per i giochi di carte di Spagna, Italia, Brasile e Río de la Plata, da giocare offline contro avversari del computer. Grafica delle carte disegnata dal progetto; le carte usano il carattere DejaVu Sans.</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieController</name>
        <message>
            <source>wild meld</source>
            <translation>combinazione di matte</translation>
        </message>
        <message>
            <source>wild meld · {points}</source>
            <translation>combinazione di matte · {points}</translation>
        </message>
        <message>
            <source>3s never meld</source>
            <translation>i 3 non si calano</translation>
        </message>
        <message>
            <source>too many wild cards</source>
            <translation>troppe matte</translation>
        </message>
        <message>
            <source>first melds {value}</source>
            <translation>apertura {value}</translation>
        </message>
        <message>
            <source>{name} asked to go out.</source>
            <translation>{name} ha chiesto di chiudere.</translation>
        </message>
        <message>
            <source>{name} said yes: you may go out.</source>
            <extracomment>a partner answers the person's request to go out</extracomment>
            <translation>{name} ha detto sì: puoi chiudere.</translation>
        </message>
        <message>
            <source>set</source>
            <comment>a meld: cards of one rank</comment>
            <translation>combinazione</translation>
        </message>
        <message>
            <source>{name} said no: you cannot go out this turn.</source>
            <extracomment>a partner answers the person's request to go out</extracomment>
            <translation>{name} ha detto no: in questo turno non puoi chiudere.</translation>
        </message>
        <message>
            <source>You said yes: {asker} may go out.</source>
            <translation>Hai detto sì: {asker} può chiudere.</translation>
        </message>
        <message>
            <source>{name} said yes: {asker} may go out.</source>
            <translation>{name} ha detto sì: {asker} può chiudere.</translation>
        </message>
        <message>
            <source>You said no: {asker} plays on.</source>
            <translation>Hai detto no: {asker} continua.</translation>
        </message>
        <message>
            <source>{name} said no: {asker} plays on.</source>
            <translation>{name} ha detto no: {asker} continua.</translation>
        </message>
        <message>
            <source>You asked to go out.</source>
            <translation>Hai chiesto di chiudere.</translation>
        </message>
        <message>
            <source>{name} picked up the foot.</source>
            <translation>{name} ha preso il piede.</translation>
        </message>
        <message>
            <source>You picked up the foot.</source>
            <translation>Hai preso il piede.</translation>
        </message>
        <message>
            <source>{name} placed a red 3.</source>
            <translation>{name} ha messo giù un 3 rosso.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody went out.</source>
            <translation>Il tallone è finito: nessuno ha chiuso.</translation>
        </message>
        <message>
            <source>Every hand and foot is laid down face up to be counted.</source>
            <translation>Tutte le mani e i piedi si scoprono per il conteggio.</translation>
        </message>
        <message>
            <source>{name} answers…</source>
            <translation>{name} risponde…</translation>
        </message>
        <message>
            <source>You asked to go out: {name} answers…</source>
            <translation>Hai chiesto di chiudere: {name} risponde…</translation>
        </message>
        <message>
            <source>{asker} asked to go out: {name} answers…</source>
            <translation>{asker} ha chiesto di chiudere: {name} risponde…</translation>
        </message>
        <message>
            <source>{asker} asks to go out: Yes, go out — or No, play on?</source>
            <translation>{asker} chiede di chiudere: Sì, chiudi — o No, continua?</translation>
        </message>
        <message>
            <source>Take the pile: {card} goes down in the staged meld, the pile's next cards come to your hand — or Take back.</source>
            <translation>Prendi il pozzo: {card} va nella combinazione preparata, le carte seguenti del pozzo ti vanno in mano — oppure Riprendi.</translation>
        </message>
        <message>
            <source>To take the pile, stage two matching cards from your hand with {card}, then Take the pile (or Take back). {why}</source>
            <translation>Per prendere il pozzo, prepara con {card} due carte uguali della tua mano, poi Prendi il pozzo (o Riprendi). {why}</translation>
        </message>
        <message>
            <source>You placed a red 3.</source>
            <translation>Hai messo giù un 3 rosso.</translation>
        </message>
        <message numerus="yes">
            <source>You placed %n red 3s.</source>
            <extracomment>said for two red 3s or more ("a red 3" is a sentence of its own)</extracomment>
            <translation>
                <numerusform>Hai messo giù %n 3 rosso.</numerusform>
                <numerusform>Hai messo giù %n 3 rossi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} placed %n red 3s.</source>
            <extracomment>said for two red 3s or more ("a red 3" is a sentence of its own)</extracomment>
            <translation>
                <numerusform>{name} ha messo giù %n 3 rosso.</numerusform>
                <numerusform>{name} ha messo giù %n 3 rossi.</numerusform>
            </translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Hai chiuso.</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>{name} ha chiuso.</translation>
        </message>
        <message numerus="yes">
            <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team). Let {asker} go out?</source>
            <translation>
                <numerusform>{asker} chiede di chiudere. Canaste: {books}. Hai in mano %n carta ({points} punti contro la tua squadra). Lasci chiudere {asker}?</numerusform>
                <numerusform>{asker} chiede di chiudere. Canaste: {books}. Hai in mano %n carte ({points} punti contro la tua squadra). Lasci chiudere {asker}?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team) and your foot. Let {asker} go out?</source>
            <translation>
                <numerusform>{asker} chiede di chiudere. Canaste: {books}. Hai in mano %n carta ({points} punti contro la tua squadra) e il piede. Lasci chiudere {asker}?</numerusform>
                <numerusform>{asker} chiede di chiudere. Canaste: {books}. Hai in mano %n carte ({points} punti contro la tua squadra) e il piede. Lasci chiudere {asker}?</numerusform>
            </translation>
        </message>
        <message>
            <source>one</source>
            <comment>how many cards a draw takes: draw one (card)</comment>
            <translation>una</translation>
        </message>
        <message>
            <source>two</source>
            <comment>how many cards a draw takes: draw two (cards)</comment>
            <translation>due</translation>
        </message>
        <message>
            <source>three</source>
            <comment>how many cards a draw takes: draw three (cards)</comment>
            <translation>tre</translation>
        </message>
        <message>
            <source>The stock is out: take the pile (drag its top card onto your meld or into the staging area), or Draw to end the deal.</source>
            <translation>Il tallone è finito: prendi il pozzo (trascina la carta in cima sulla tua combinazione o nell'area di preparazione), o Pesca per finire la smazzata.</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n} (the {card} on top blocks the pile).</source>
            <translation>Tocca a te: trascina il tallone sulla tua mano per pescarne {n} (il {card} in cima blocca il pozzo).</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n}.</source>
            <translation>Tocca a te: trascina il tallone sulla tua mano per pescarne {n}.</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n}, or take the pile: stage two of its top card's rank from your hand, then drag the top card onto them or onto your meld of that rank.</source>
            <translation>Tocca a te: pesca {n} (trascina il tallone sulla mano) o prendi il pozzo: prepara due carte della tua mano del valore di quella in cima, poi porta la carta del pozzo su di esse o su una tua combinazione di quel valore.</translation>
        </message>
        <message>
            <source>Meld in the staging area or on your melds, then discard onto the pile.</source>
            <translation>Cala nell'area di preparazione o sulle tue combinazioni, poi scarta sul pozzo.</translation>
        </message>
        <message>
            <source>Your team's first melds must make {n}.</source>
            <translation>L'apertura della tua squadra deve valere {n}.</translation>
        </message>
        <message>
            <source>Your first melds must make {n}.</source>
            <translation>La tua apertura deve valere {n}.</translation>
        </message>
        <message>
            <source>Play out your hand to pick up your foot.</source>
            <translation>Gioca tutta la mano per prendere il piede.</translation>
        </message>
        <message>
            <source>You may go out: discard your last card.</source>
            <translation>Puoi chiudere: scarta l'ultima carta.</translation>
        </message>
        <message>
            <source>Your partner said no: keep two cards this turn.</source>
            <translation>Il tuo compagno ha detto no: in questo turno tieni due carte.</translation>
        </message>
        <message>
            <source>Your books are done: Ask partner to go out.</source>
            <translation>Le canaste ci sono: Chiedi al compagno se puoi chiudere.</translation>
        </message>
        <message>
            <source>On your foot: keep two cards.</source>
            <translation>Con il piede: tieni due carte.</translation>
        </message>
        <message>
            <source>Answer the request to go out first: yes or no.</source>
            <translation>Prima rispondi alla richiesta di chiudere: sì o no.</translation>
        </message>
        <message>
            <source>First melds: {value}.</source>
            <translation>Apertura: {value}.</translation>
        </message>
    </context>
    <context>
        <name>ManoYPiePage</name>
        <message>
            <source>three teams of two</source>
            <translation>tre coppie</translation>
        </message>
        <message>
            <source>two teams of three</source>
            <translation>due squadre da tre</translation>
        </message>
        <message>
            <source>Six players sit as</source>
            <translation>In sei si gioca in</translation>
        </message>
        <message>
            <source>How a table of six plays: three teams of two, or two teams of three.</source>
            <translation>Come gioca un tavolo di sei: tre squadre da due, o due squadre da tre.</translation>
        </message>
        <message>
            <source>Decks (each with two jokers)</source>
            <translation>Mazzi (ognuno con due jolly)</translation>
        </message>
        <message>
            <source>How many decks of 52 cards and two jokers are shuffled together.</source>
            <translation>Quanti mazzi da 52 carte e due jolly si mescolano insieme.</translation>
        </message>
        <message>
            <source>Hand</source>
            <extracomment>the cards each player is dealt to play first (how many)</extracomment>
            <translation>Mano</translation>
        </message>
        <message>
            <source>The cards each player is dealt to play first.</source>
            <extracomment>the cards each player is dealt to play first (how many)</extracomment>
            <translation>Le carte che riceve ogni giocatore per giocare per prime.</translation>
        </message>
        <message>
            <source>Foot</source>
            <extracomment>the second packet each player is dealt, played once the hand is gone (how many cards)</extracomment>
            <translation>Piede</translation>
        </message>
        <message>
            <source>The second packet each player is dealt face down, played once the hand is gone.</source>
            <extracomment>the second packet each player is dealt, played once the hand is gone (how many cards)</extracomment>
            <translation>Il secondo pacchetto che ogni giocatore riceve coperto, da giocare quando la mano è finita.</translation>
        </message>
        <message>
            <source>A draw takes</source>
            <extracomment>a draw: the cards a player takes from the stock at the start of a turn (a noun)</extracomment>
            <translation>Si pescano</translation>
        </message>
        <message>
            <source>A turn begins with drawing this many cards from the stock, unless the player takes the discard pile.</source>
            <extracomment>a draw: the cards a player takes from the stock at the start of a turn (a noun)</extracomment>
            <translation>Un turno comincia pescando questo numero di carte dal tallone, a meno che il giocatore non prenda il pozzo.</translation>
        </message>
        <message>
            <source>Taking the pile takes its top</source>
            <translation>Dal pozzo si prendono le prime</translation>
        </message>
        <message>
            <source>The discard pile is taken with two cards of its top card's rank, melded at once with it; the player takes this many cards from its top.</source>
            <translation>Il pozzo si prende con due carte del valore di quella in cima, calate subito con essa; il giocatore prende questo numero di carte dalla cima.</translation>
        </message>
        <message>
            <source>First melds, deal {n}</source>
            <translation>Apertura, smazzata {n}</translation>
        </message>
        <message>
            <source>A team's first melds of the deal, laid by one player in one turn, must be worth at least this many points (the cards' values; red 3s and book bonuses do not count).</source>
            <translation>Le prime combinazioni di una squadra nella smazzata, calate da un giocatore in un turno, devono valere almeno questi punti (il valore delle carte; i 3 rossi e i premi delle canaste non contano).</translation>
        </message>
        <message>
            <source>First melds, deal {n} and later</source>
            <translation>Apertura, smazzata {n} e seguenti</translation>
        </message>
        <message>
            <source>Deals in a match</source>
            <translation>Smazzate nella partita</translation>
        </message>
        <message>
            <source>The match is this many deals; the highest total wins.</source>
            <translation>La partita dura questo numero di smazzate; vince il totale più alto.</translation>
        </message>
        <message>
            <source>Going out needs clean books</source>
            <translation>Per chiudere servono canaste pulite</translation>
        </message>
        <message>
            <source>To go out, a team needs at least this many clean books (seven natural cards of a rank, no wild card)…</source>
            <translation>Per chiudere, una squadra ha bisogno di almeno questo numero di canaste pulite (sette carte naturali di un valore, senza matta)…</translation>
        </message>
        <message>
            <source>… dirty books</source>
            <translation>… sporche</translation>
        </message>
        <message>
            <source>… and at least this many dirty books (seven cards of a rank, one or two of them wild)…</source>
            <translation>… e di almeno questo numero di canaste sporche (sette carte di un valore, una o due delle quali matte)…</translation>
        </message>
        <message>
            <source>… wild books</source>
            <translation>… di matte</translation>
        </message>
        <message>
            <source>… and at least this many wild books (seven wild cards: jokers and 2s).</source>
            <translation>… e di almeno questo numero di canaste di matte (sette matte: jolly e 2).</translation>
        </message>
        <message>
            <source>Natural cards per wild card in a meld</source>
            <translation>Carte naturali per ogni matta</translation>
        </message>
        <message>
            <source>A meld must hold at least this many natural cards for each wild card in it.</source>
            <translation>Una combinazione deve avere almeno questo numero di carte naturali per ogni matta.</translation>
        </message>
        <message>
            <source>is taken with two of its kind</source>
            <translation>si prende con due uguali</translation>
        </message>
        <message>
            <source>blocks the pile</source>
            <translation>blocca il pozzo</translation>
        </message>
        <message>
            <source>With this on, teams tied for the lead after the last deal play further deals until one leads alone; otherwise they share the win.</source>
            <translation>Attivo, le squadre pari in testa dopo l'ultima smazzata giocano altre smazzate finché una resta sola in testa; altrimenti si dividono la vittoria.</translation>
        </message>
        <message>
            <source>Draw two by dragging the stock to your hand.</source>
            <translation>Pesca due carte trascinando il tallone nella tua mano.</translation>
        </message>
        <message>
            <source>Take the pile by dragging its top card onto your team's meld of its rank, or into the staging area with two matching cards, then Take the pile.</source>
            <translation>Prendi il pozzo trascinando la carta in cima sulla combinazione della tua squadra di quel valore, o nell'area di preparazione con due carte uguali, poi Prendi il pozzo.</translation>
        </message>
        <message>
            <source>Build new melds in the staging area and Lay down; drop cards on your team's meld to add them.</source>
            <translation>Prepara combinazioni nuove nell'area di preparazione e premi Cala; rilascia carte su una combinazione della tua squadra per attaccarle.</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it. Ask partner asks to go out; when your partner asks, answer Yes or No.</source>
            <translation>Rilascia una carta sul pozzo per scartarla. Chiedi al compagno chiede di chiudere; quando è il compagno a chiederlo, rispondi Sì o No.</translation>
        </message>
        <message>
            <source>Hand and Foot: play out a hand, then a second packet, the foot, building books of seven with your team.</source>
            <translation>Gioca una mano e poi un secondo pacchetto, il piede, facendo canaste da sette con la tua squadra.</translation>
        </message>
        <message>
            <source>Quick</source>
            <translation>Rapida</translation>
        </message>
        <message>
            <source>A shorter deal: 11 cards in the hand and 11 in the foot, and going out needs one clean book and one dirty book.</source>
            <translation>Una smazzata più breve: 11 carte nella mano e 11 nel piede, e per chiudere bastano una canasta pulita e una sporca.</translation>
        </message>
        <message>
            <source>A wild card on top of the pile</source>
            <translation>Una matta in cima al pozzo</translation>
        </message>
        <message>
            <source>With a wild card on top of the discard pile, the pile is taken with two cards of that kind (two jokers, two 2s), or it cannot be taken.</source>
            <translation>Con una matta in cima al pozzo, il pozzo si prende con due carte di quel tipo (due jolly, due 2), oppure non si può prendere.</translation>
        </message>
        <message>
            <source>Going out waits until every partner has played a turn from their foot</source>
            <translation>Si chiude solo se ogni compagno ha giocato un turno col piede</translation>
        </message>
        <message>
            <source>With this on, a player may go out only once every partner has picked up their foot and discarded from it at least once.</source>
            <translation>Attivo, un giocatore può chiudere solo quando ogni compagno ha preso il suo piede e ha scartato da esso almeno una volta.</translation>
        </message>
        <message>
            <source>Going out needs the partner's permission</source>
            <translation>Per chiudere serve il permesso del compagno</translation>
        </message>
        <message>
            <source>With this on, a player in a team asks the partners before going out, and goes out only if they agree.</source>
            <translation>Attivo, un giocatore in squadra chiede il permesso ai compagni prima di chiudere, e chiude solo se sono d'accordo.</translation>
        </message>
        <message>
            <source>A turn either starts new melds or adds to melds, not both</source>
            <translation>In un turno: nuove combinazioni o aggiunte, non entrambe</translation>
        </message>
        <message>
            <source>With this on, in one turn a player either starts new melds or adds to the team's melds, not both.</source>
            <translation>Attivo, in un turno un giocatore o comincia nuove combinazioni o attacca a quelle della squadra, non tutte e due le cose.</translation>
        </message>
        <message>
            <source>Red 3s count against a player who had not picked up the foot</source>
            <translation>I 3 rossi contano contro chi non ha preso il piede</translation>
        </message>
        <message>
            <source>With this on, a player's red 3s on the table count against the team when an opponent goes out before that player has picked up the foot.</source>
            <translation>Attivo, i 3 rossi di un giocatore sul tavolo contano contro la squadra se un avversario chiude prima che quel giocatore abbia preso il piede.</translation>
        </message>
        <message>
            <source>Clean book</source>
            <translation>Canasta pulita</translation>
        </message>
        <message>
            <source>The bonus for each clean book: seven natural cards of a rank.</source>
            <translation>Il premio di ogni canasta pulita: sette carte naturali di un valore.</translation>
        </message>
        <message>
            <source>Dirty book</source>
            <translation>Canasta sporca</translation>
        </message>
        <message>
            <source>The bonus for each dirty book: seven cards of a rank, one or two of them wild.</source>
            <translation>Il premio di ogni canasta sporca: sette carte di un valore, una o due delle quali matte.</translation>
        </message>
        <message>
            <source>Wild book</source>
            <translation>Canasta di matte</translation>
        </message>
        <message>
            <source>The bonus for each wild book: seven wild cards.</source>
            <translation>Il premio di ogni canasta di matte: sette matte.</translation>
        </message>
        <message>
            <source>Going out is worth</source>
            <translation>La chiusura vale</translation>
        </message>
        <message>
            <source>The bonus the team of the player who goes out scores.</source>
            <translation>Il premio che segna la squadra di chi chiude.</translation>
        </message>
        <message>
            <source>A red 3 is worth</source>
            <translation>Un 3 rosso vale</translation>
        </message>
        <message>
            <source>What each red 3 on the table scores for its team; a red 3 still in a foot not picked up costs as much.</source>
            <translation>Quanto vale per la sua squadra ogni 3 rosso sul tavolo; un 3 rosso ancora in un piede non preso costa altrettanto.</translation>
        </message>
        <message>
            <source>A tie for the lead plays further deals</source>
            <translation>Con la parità in testa si giocano altre smazzate</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieRefusals</name>
        <message>
            <source>The {card} on top blocks the pile: draw from the stock.</source>
            <translation>Il {card} in cima blocca il pozzo: pesca dal tallone.</translation>
        </message>
        <message>
            <source>A wild card on top blocks the pile at this table: draw from the stock.</source>
            <translation>A questo tavolo una matta in cima blocca il pozzo: pesca dal tallone.</translation>
        </message>
        <message>
            <source>Your team's first melds this deal must be worth {minimum}: these make {points}.</source>
            <translation>L'apertura della tua squadra in questa smazzata deve valere {minimum}: così fai {points}.</translation>
        </message>
        <message>
            <source>Your first melds this deal must be worth {minimum}: these make {points}.</source>
            <translation>La tua apertura in questa smazzata deve valere {minimum}: così fai {points}.</translation>
        </message>
        <message>
            <source>On your foot you must keep a card to discard.</source>
            <translation>Con il piede devi tenere una carta da scartare.</translation>
        </message>
        <message>
            <source>Your partner said no: you cannot go out this turn, so keep two cards.</source>
            <translation>Il tuo compagno ha detto no: in questo turno non puoi chiudere, quindi tieni due carte.</translation>
        </message>
        <message>
            <source>On your foot you must keep two cards (one to discard, one to play on) until you may go out.</source>
            <translation>Con il piede devi tenere due carte (una da scartare e una per continuare) finché non puoi chiudere.</translation>
        </message>
        <message>
            <source>Your team has an open meld of wild cards already: add to it; a new one starts once it is a book.</source>
            <translation>La tua squadra ha già una combinazione di matte incompleta: aggiungi lì; se ne comincia una nuova quando diventa canasta.</translation>
        </message>
        <message>
            <source>You have an open meld of wild cards already: add to it; a new one starts once it is a book.</source>
            <translation>Hai già una combinazione di matte incompleta: aggiungi lì; se ne comincia una nuova quando diventa canasta.</translation>
        </message>
        <message>
            <source>Your team has an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>La tua squadra ha già una combinazione di {rank} incompleta: aggiungi lì; se ne comincia una nuova quando diventa canasta.</translation>
        </message>
        <message>
            <source>You have an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>Hai già una combinazione di {rank} incompleta: aggiungi lì; se ne comincia una nuova quando diventa canasta.</translation>
        </message>
        <message>
            <source>[{cards}] does not fit that meld.</source>
            <translation>[{cards}] non va in quella combinazione.</translation>
        </message>
        <message>
            <source>That book is closed: a meld of seven takes no more cards.</source>
            <translation>Quella canasta è chiusa: una combinazione di sette carte non ne prende altre.</translation>
        </message>
        <message>
            <source>3s are never melded: a black 3 can only be discarded.</source>
            <translation>I 3 non si calano mai: un 3 nero si può solo scartare.</translation>
        </message>
        <message>
            <source>[{cards}] has too many wild cards: a meld needs at least {n} natural cards for each wild card.</source>
            <translation>[{cards}] ha troppe matte: una combinazione vuole almeno {n} carte naturali per ogni matta.</translation>
        </message>
        <message>
            <source>[{cards}] mixes ranks: a meld is one rank (or all wild cards).</source>
            <translation>[{cards}] mescola valori: una combinazione è di un solo valore (o tutta di matte).</translation>
        </message>
        <message>
            <source>Draw first: drag the stock to your hand, or take the pile.</source>
            <translation>Prima pesca: trascina il tallone sulla mano, o prendi il pozzo.</translation>
        </message>
        <message>
            <source>Answer the request to go out first.</source>
            <translation>Prima rispondi alla richiesta di chiudere.</translation>
        </message>
        <message>
            <source>You have drawn already this turn.</source>
            <translation>Hai già pescato in questo turno.</translation>
        </message>
        <message>
            <source>You have asked already this turn.</source>
            <translation>Hai già chiesto in questo turno.</translation>
        </message>
        <message>
            <source>That foot is picked up already.</source>
            <translation>Quel piede è già stato preso.</translation>
        </message>
        <message>
            <source>At this table you need not ask: go out by discarding your last card.</source>
            <translation>A questo tavolo non serve chiedere: chiudi scartando l'ultima carta.</translation>
        </message>
        <message>
            <source>Only the pile's top card and cards from your hand may meld in the take: the other cards of the pile come to your hand afterwards.</source>
            <translation>Prendendo il pozzo, solo la carta in cima e carte della tua mano possono formare la combinazione: le altre carte del pozzo ti vanno in mano dopo.</translation>
        </message>
        <message>
            <source>Taking the pile, its top card goes only onto a meld of its rank.</source>
            <translation>Prendendo il pozzo, la carta in cima va solo su una combinazione del suo valore.</translation>
        </message>
        <message>
            <source>At this table a turn either starts new melds or adds to melds, not both.</source>
            <translation>A questo tavolo in un turno o apri combinazioni nuove o aggiungi a quelle che ci sono, non tutte e due.</translation>
        </message>
        <message>
            <source>You go out only from your foot: keep a card.</source>
            <translation>Chiudi solo con il piede: tieni una carta.</translation>
        </message>
        <message>
            <source>Your team cannot go out before its books make {contract}.</source>
            <translation>La tua squadra non può chiudere senza le canaste richieste: {contract}.</translation>
        </message>
        <message>
            <source>You cannot go out before your books make {contract}.</source>
            <translation>Non puoi chiudere senza le canaste richieste: {contract}.</translation>
        </message>
        <message>
            <source>You cannot go out before your partner has picked up the foot and discarded from it.</source>
            <translation>Non puoi chiudere prima che il tuo compagno abbia preso il piede e ci abbia fatto uno scarto.</translation>
        </message>
        <message>
            <source>Your partner said no: you cannot go out this turn.</source>
            <translation>Il tuo compagno ha detto no: in questo turno non puoi chiudere.</translation>
        </message>
        <message>
            <source>Ask your partner first (Ask partner), then discard your last card.</source>
            <translation>Prima chiedi al compagno (Chiedi al compagno), poi scarta l'ultima carta.</translation>
        </message>
        <message>
            <source>{c} clean · {d} dirty · {w} wild</source>
            <translation>{c} pulite · {d} sporche · {w} di matte</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieScore</name>
        <message>
            <source>Cards in melds</source>
            <translation>Carte nelle combinazioni</translation>
        </message>
        <message>
            <source>Book bonuses</source>
            <translation>Premi delle canaste</translation>
        </message>
        <message>
            <source>Red 3s</source>
            <translation>3 rossi</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Chiusura</translation>
        </message>
        <message>
            <source>Cards held (hand and foot)</source>
            <translation>Carte rimaste (mano e piede)</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieWording</name>
        <message>
            <source>The deal is over.</source>
            <translation>La smazzata è finita.</translation>
        </message>
        <message>
            <source>Next deal, in the score table, goes on.</source>
            <translation>«Smazzata successiva», nella tabella dei punti, prosegue.</translation>
        </message>
        <message>
            <source>To the end of the deal (End)</source>
            <translation>Alla fine della smazzata (Fine)</translation>
        </message>
        <message>
            <source>As you saw it: the other hands stay hidden until the deal shows them.</source>
            <translation>Come l'hai vista tu: le altre mani restano nascoste finché la smazzata non le mostra.</translation>
        </message>
        <message>
            <source>Lay every hidden card face up, as at the end of the deal</source>
            <translation>Scopre ogni carta nascosta, come alla fine della smazzata</translation>
        </message>
        <message>
            <source>Every hand shown: the players did not see these cards during the deal.</source>
            <translation>Tutte le mani scoperte: i giocatori non hanno visto queste carte durante la smazzata.</translation>
        </message>
        <message>
            <source>Cards dealt from seed {seed}, deal {deal}: a new game with this seed and these rules deals the same cards.</source>
            <translation>Carte distribuite dal seed {seed}, smazzata {deal}: una nuova partita con questo seed e queste regole distribuisce le stesse carte.</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Smazzata {n}</translation>
        </message>
        <message>
            <source>Deal {n} (in play)</source>
            <translation>Smazzata {n} (in corso)</translation>
        </message>
        <message>
            <source>The table just after action {n} of this deal. Click the log's last line to come back.</source>
            <translation>Il tavolo subito dopo la mossa {n} di questa smazzata. Clicca l'ultima riga della cronaca per tornare.</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard in {file} was lost: {problem}</source>
            <translation>Una smazzata finita, tenuta da parte in {file} per il registro dei punteggi, è andata persa: {problem}</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard was lost: {problem}</source>
            <translation>Una smazzata finita, tenuta da parte per il registro dei punteggi, è andata persa: {problem}</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress? It is your turn.</source>
            <translation>Continuare {game}, smazzata {n} della partita in corso? Tocca a te.</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress?</source>
            <translation>Continuare {game}, smazzata {n} della partita in corso?</translation>
        </message>
        <message>
            <source>Abandon this deal?</source>
            <translation>Abbandonare questa smazzata?</translation>
        </message>
        <message>
            <source>Abandon this deal? The {game} match under way ends here, and Statistics shows it as abandoned.</source>
            <translation>Abbandonare questa smazzata? La partita di {game} in corso finisce qui, e le Statistiche la mostrano come abbandonata.</translation>
        </message>
        <message>
            <source>{game}, deal {n}, from {file}</source>
            <translation>{game}, smazzata {n}, da {file}</translation>
        </message>
        <message>
            <source>{game}, deal {n}: the deal just played</source>
            <translation>{game}, smazzata {n}: la smazzata appena giocata</translation>
        </message>
        <message>
            <source>This deal cannot be played again: {why}</source>
            <translation>Questa smazzata non si può rivedere: {why}</translation>
        </message>
        <message>
            <source>only the result of this deal was kept, not its moves</source>
            <translation>di questa smazzata è stato tenuto solo il risultato, non le mosse</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Smazzata successiva</translation>
        </message>
        <message>
            <source>Review this deal…</source>
            <translation>Rivedi questa smazzata…</translation>
        </message>
        <message>
            <source>You and your partner win the deal</source>
            <translation>Tu e il tuo compagno avete vinto la smazzata</translation>
        </message>
        <message>
            <source>Your team wins the deal</source>
            <translation>La tua squadra ha vinto la smazzata</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>Hai vinto la smazzata</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ha vinto la smazzata&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} hanno vinto la smazzata&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Questa smazzata</translation>
        </message>
        <message>
            <source>Next deal deals the next hand.</source>
            <translation>Smazzata successiva distribuisce le carte della prossima.</translation>
        </message>
        <message>
            <source>One deal decides the match.</source>
            <translation>Una sola smazzata decide la partita.</translation>
        </message>
        <message>
            <source>Total after deal {n}</source>
            <translation>Totale dopo la smazzata {n}</translation>
        </message>
        <message>
            <source>Deal {n} of {deals}.</source>
            <translation>Smazzata {n} di {deals}.</translation>
        </message>
        <message>
            <source>What it cost, in the deal's points by the hard bot's reckoning: about {points}.</source>
            <translation>Quanto è costato, in punti della smazzata secondo i calcoli del bot difficile: circa {points}.</translation>
        </message>
        <message>
            <source>?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's loser scores).</source>
            <translation>?! un'imprecisione, ? un errore, ?? un errore grave: quanto è costata la decisione in punti della smazzata, secondo i calcoli del bot difficile (un decimo, un quarto, la metà di quanto segna chi perde una smazzata).</translation>
        </message>
        <message>
            <source>its deal {deal}'s action {action} cannot be read: {error}</source>
            <translation>l'azione {action} della sua smazzata {deal} non si può leggere: {error}</translation>
        </message>
        <message>
            <source>it holds an illegal move in deal {deal}, action {action} ({error})</source>
            <translation>contiene una mossa non valida nella smazzata {deal}, azione {action} ({error})</translation>
        </message>
        <message>
            <source>it keeps the finished deals' actions in no list</source>
            <translation>non tiene in un elenco le azioni delle smazzate finite</translation>
        </message>
        <message>
            <source>it keeps the actions of {deals} deals for {results} results</source>
            <translation>tiene le azioni di {deals} smazzate per {results} risultati</translation>
        </message>
        <message>
            <source>it keeps deal {deal}'s actions in no list</source>
            <translation>non tiene in un elenco le azioni della smazzata {deal}</translation>
        </message>
        <message>
            <source>it gives deal {deal} a result its actions do not end in</source>
            <translation>dà alla smazzata {deal} un risultato a cui le sue azioni non portano</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be written: {reason}. Finished deals are kept and will be written when it works again.</source>
            <translation>Il registro dei punteggi {place} non si può scrivere: {reason}. Le smazzate finite restano da parte e verranno scritte quando tornerà a funzionare.</translation>
        </message>
        <message numerus="yes">
            <source>You were shown %n hint(s) in this deal.</source>
            <translation>
                <numerusform>Hai visto %n suggerimento in questa smazzata.</numerusform>
                <numerusform>Hai visto %n suggerimenti in questa smazzata.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played for you in this deal.</source>
            <translation>
                <numerusform>%n turno giocato per te in questa smazzata.</numerusform>
                <numerusform>%n turni giocati per te in questa smazzata.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ManoYPieZones</name>
        <message>
            <source>clean {have}/{need}</source>
            <comment>clean books made / needed</comment>
            <translation>pulite {have}/{need}</translation>
        </message>
        <message>
            <source>dirty {have}/{need}</source>
            <comment>dirty books made / needed</comment>
            <translation>sporche {have}/{need}</translation>
        </message>
        <message>
            <source>wild {have}/{need}</source>
            <comment>wild books made / needed</comment>
            <translation>di matte {have}/{need}</translation>
        </message>
        <message>
            <source>to open: {n}</source>
            <translation>apertura: {n}</translation>
        </message>
        <message>
            <source>red 3s: {n}</source>
            <translation>3 rossi: {n}</translation>
        </message>
        <message>
            <source>holds {points}</source>
            <translation>in mano {points}</translation>
        </message>
        <message>
            <source>on the foot</source>
            <translation>con il piede</translation>
        </message>
        <message>
            <source>foot {n}</source>
            <translation>piede {n}</translation>
        </message>
        <message>
            <source>may go out this turn</source>
            <translation>puoi chiudere in questo turno</translation>
        </message>
        <message>
            <source>may not go out this turn</source>
            <translation>non puoi chiudere in questo turno</translation>
        </message>
        <message>
            <source>Clean book</source>
            <translation>Pulita</translation>
        </message>
        <message>
            <source>Dirty book</source>
            <translation>Sporca</translation>
        </message>
        <message>
            <source>Wild book</source>
            <translation>Di matte</translation>
        </message>
        <message>
            <source>Pile {n}</source>
            <translation>Pozzo {n}</translation>
        </message>
        <message>
            <source>Pile empty</source>
            <translation>Pozzo vuoto</translation>
        </message>
        <message>
            <source>Red 3s</source>
            <translation>3 rossi</translation>
        </message>
    </context>
    <context>
        <name>MatchTableDialog</name>
        <message>
            <source>&lt;h3&gt;Void deal&lt;/h3&gt;&lt;p&gt;The stock and the discard pile ran out.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Smazzata nulla&lt;/h3&gt;&lt;p&gt;Il tallone e il pozzo sono finiti.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>You closed in hand: every payment is doubled.</source>
            <translation>Hai chiuso in mano: ogni pagamento raddoppia.</translation>
        </message>
        <message>
            <source>{w} closed in hand: every payment is doubled.</source>
            <translation>{w} ha chiuso in mano: ogni pagamento raddoppia.</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} ha chiuso.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Hai chiuso.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;You win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hai vinto la smazzata&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ha vinto la smazzata&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Paid this deal</source>
            <translation>Pagati nella smazzata</translation>
        </message>
        <message>
            <source>Total paid</source>
            <translation>Totale pagato</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>wins the match ★</source>
            <translation>vince la partita ★</translation>
        </message>
        <message>
            <source>out now</source>
            <translation>eliminato ora</translation>
        </message>
        <message>
            <source>out</source>
            <translation>eliminato</translation>
        </message>
        <message>
            <source>in ({left} to go)</source>
            <translation>in gioco (margine {left})</translation>
        </message>
        <message>
            <source>A player who has paid more than {t} points is out; the last one in wins.</source>
            <translation>Chi ha pagato più di {t} punti è eliminato; vince l'ultimo rimasto in gioco.</translation>
        </message>
        <message>
            <source>Match table</source>
            <translation>Tabella della partita</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>{first} and {last}</source>
            <extracomment>Two or more things said in one sentence: "3♠ 3♦ 3♣ and A♠ A♦ A♣" ({first} lists all but the last, separated by commas).</extracomment>
            <translation>{first} e {last}</translation>
        </message>
        <message>
            <source>{first}, {next}</source>
            <extracomment>Items of a list before its last: "3♠ 3♦ 3♣, A♠ A♦ A♣" ({first}: those before).</extracomment>
            <translation>{first}, {next}</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Slow</source>
            <translation>Lento</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Veloce</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Istantaneo</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Opponent {n}</source>
            <translation>Avversario {n}</translation>
        </message>
        <message>
            <source>Bot pace</source>
            <translation>Ritmo dei bot</translation>
        </message>
        <message>
            <source>Easy plays the plain moves it sees: a calm table to learn the rules.</source>
            <translation>Facile fa le giocate semplici che vede: un tavolo tranquillo per imparare le regole.</translation>
        </message>
        <message>
            <source>Normal weighs every move by the table it leaves, as a good player does.</source>
            <translation>Normale valuta ogni giocata in base al tavolo che lascia, come un buon giocatore.</translation>
        </message>
        <message>
            <source>Hard looks ahead: it plays its choices out on the cards it may be facing.</source>
            <translation>Difficile guarda avanti: prova le sue scelte sulle carte che gli altri possono avere.</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>The rules as written: every option at its standard value.</source>
            <translation>Le regole come sono scritte: ogni opzione al suo valore standard.</translation>
        </message>
        <message>
            <source>Custom</source>
            <extracomment>The Rules box's last item while the rows match no preset (not chosen: it says so).</extracomment>
            <translation>Personalizzate</translation>
        </message>
        <message>
            <source>Your own rules: the options below as you set them.</source>
            <translation>Le tue regole: le opzioni qui sotto come le hai impostate.</translation>
        </message>
        <message>
            <source>You</source>
            <comment>the person's name left empty</comment>
            <translation>Tu</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Il tuo nome</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <source>random</source>
            <comment>the seed box left empty: a random seed</comment>
            <translation>casuale</translation>
        </message>
        <message>
            <source>Seed (optional)</source>
            <translation>Seed (facoltativo)</translation>
        </message>
        <message>
            <source>&amp;Practice table</source>
            <translation>Tavolo di &amp;allenamento</translation>
        </message>
        <message>
            <source>Take back any of your moves, show every hand, let the hard bot play a turn for you. Practice results are kept apart in Statistics.</source>
            <translation>Riprendi qualsiasi tua mossa, mostra tutte le mani, lascia che il computer a livello difficile giochi un turno per te. I risultati di allenamento restano a parte nelle Statistiche.</translation>
        </message>
        <message>
            <source>Take back any move, see every hand, get help: results kept apart.</source>
            <translation>Riprendi ogni mossa, vedi tutte le mani, chiedi aiuto: risultati a parte.</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Compagno</translation>
        </message>
        <message>
            <source>Partner {n}</source>
            <translation>Compagno {n}</translation>
        </message>
        <message>
            <source>Left opponent</source>
            <translation>Avversario a sinistra</translation>
        </message>
        <message>
            <source>Right opponent</source>
            <translation>Avversario a destra</translation>
        </message>
        <message>
            <source>Opposite opponent</source>
            <translation>Avversario di fronte</translation>
        </message>
        <message>
            <source>the name {name} is a computer player's or has a character that cannot be shown: choose another</source>
            <translation>il nome {name} è di un giocatore del computer o ha un carattere che non si può mostrare: scegline un altro</translation>
        </message>
        <message>
            <source>These options cannot be played: {problem}</source>
            <translation>Queste opzioni non si possono giocare: {problem}</translation>
        </message>
    </context>
    <context>
        <name>OptionProblem</name>
        <message>
            <source>{option} must be true or false, not {value}</source>
            <translation>{option} deve essere true o false, non {value}</translation>
        </message>
        <message>
            <source>{option} must be one of {choices}, not {value}</source>
            <translation>{option} deve essere uno tra {choices}, non {value}</translation>
        </message>
        <message>
            <source>{option} must be {one} or {other}, not {value}</source>
            <translation>{option} deve essere {one} o {other}, non {value}</translation>
        </message>
        <message>
            <source>{option} must be a positive whole number, not {value}</source>
            <translation>{option} deve essere un numero intero positivo, non {value}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true o false</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un numero</translation>
        </message>
        <message>
            <source>a word</source>
            <translation>una parola</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>una lista</translation>
        </message>
        <message>
            <source>a table of values</source>
            <translation>una tabella di valori</translation>
        </message>
        <message>
            <source>a value of another kind</source>
            <translation>un valore di un altro tipo</translation>
        </message>
        <message>
            <source>{option} must be {kind}, not {value}</source>
            <translation>{option} deve essere {kind}, non {value}</translation>
        </message>
        <message>
            <source>the options of {game} cannot be read</source>
            <translation>le opzioni di {game} non si possono leggere</translation>
        </message>
        <message>
            <source>num_players must be {players}, not {value}</source>
            <translation>num_players deve essere {players}, non {value}</translation>
        </message>
        <message>
            <source>{option} must be 0 or more, not {value}</source>
            <translation>{option} deve essere 0 o più, non {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number from {low} to {high}, not {value}</source>
            <translation>{option} deve essere un numero intero da {low} a {high}, non {value}</translation>
        </message>
        <message>
            <source>each of {option} must be a whole number from {low} to {high}, not {value}</source>
            <translation>ogni valore di {option} deve essere un numero intero da {low} a {high}, non {value}</translation>
        </message>
        <message>
            <source>unknown option {option} for {game}</source>
            <translation>opzione sconosciuta {option} per {game}</translation>
        </message>
        <message>
            <source>option {option} should be written name=value</source>
            <translation>l'opzione {option} va scritta nome=valore</translation>
        </message>
        <message>
            <source>{option} must be {low} to {high}, not {value}</source>
            <translation>{option} deve essere tra {low} e {high}, non {value}</translation>
        </message>
        <message>
            <source>{option} must map {keys} to points, not {value}</source>
            <translation>{option} deve associare {keys} a dei punti, non {value}</translation>
        </message>
        <message>
            <source>{option} knows {some} and {last}, not {unknown}</source>
            <translation>{option} conosce {some} e {last}, non {unknown}</translation>
        </message>
        <message>
            <source>{option} must be none or a positive whole number, not {value}</source>
            <translation>{option} deve essere none o un numero intero positivo, non {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number from {low} to {high} or none (the 2T+2 formula), not {value}</source>
            <translation>{option} deve essere un numero intero da {low} a {high} o none (la formula 2T+2), non {value}</translation>
        </message>
        <message>
            <source>teams {teams} needs six players, not {players}</source>
            <translation>teams {teams} richiede sei giocatori, non {players}</translation>
        </message>
        <message>
            <source>{option} must be a list of points, not {value}</source>
            <translation>{option} deve essere un elenco di punti, non {value}</translation>
        </message>
        <message>
            <source>{option} lists at most {most} minimums, not {count}</source>
            <translation>{option} elenca al massimo {most} minimi, non {count}</translation>
        </message>
        <message>
            <source>{option} must be (clean, dirty, wild) book counts, not {value}</source>
            <translation>{option} deve dare il numero di canaste (pulite, sporche, di matte), non {value}</translation>
        </message>
        <message>
            <source>{decks} decks cannot deal {hand} + {foot} cards to {players} players and turn an up-card</source>
            <translation>{decks} mazzi non bastano per dare {hand} + {foot} carte a {players} giocatori e scoprire una carta</translation>
        </message>
        <message>
            <source>{option} must be a whole number of at least 1, not {value}</source>
            <translation>{option} deve essere un numero intero di almeno 1, non {value}</translation>
        </message>
        <message>
            <source>hand_size {hand}: {players} hands leave no stock</source>
            <translation>hand_size {hand}: {players} mani non lasciano tallone</translation>
        </message>
        <message>
            <source>{option} is fixed at {fixed} in {game}, not {value}</source>
            <translation>in {game} {option} è fisso a {fixed}, non {value}</translation>
        </message>
        <message>
            <source>{game} is played without jokers (jokers: 0), not {value}</source>
            <translation>{game} si gioca senza jolly (jokers: 0), non {value}</translation>
        </message>
        <message>
            <source>{option} must be none or {low} to {high}, not {value}</source>
            <translation>{option} deve essere none o tra {low} e {high}, non {value}</translation>
        </message>
        <message>
            <source>{option} must be none or a positive number, not {value}</source>
            <translation>{option} deve essere none o un numero positivo, non {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number of at least {least} (a meld takes 3 cards and one must be kept to discard), not {value}</source>
            <translation>{option} deve essere un numero intero di almeno {least} (un gioco vuole 3 carte e se ne deve tenere una da scartare), non {value}</translation>
        </message>
        <message>
            <source>hand_size {hand} for {players} players leaves no up-card and stock</source>
            <translation>hand_size {hand} per {players} giocatori non lascia né carta scoperta né tallone</translation>
        </message>
        <message>
            <source>opening_min {opening} can never be reached: {hand} cards are worth at most {reachable} (no deal could ever be won)</source>
            <translation>opening_min {opening} non si può mai raggiungere: {hand} carte valgono al massimo {reachable} (nessuna smazzata si potrebbe vincere)</translation>
        </message>
        <message>
            <source>{option} must be 1, 2 or unlimited, not {value}</source>
            <translation>{option} deve essere 1, 2 o unlimited, non {value}</translation>
        </message>
    </context>
    <context>
        <name>OptionRows</name>
        <message>
            <source>Standard: {value}</source>
            <extracomment>an option row's tooltip, after the rule it sets: the value the rules give the option when nobody changes it ("Standard: 13 cards")</extracomment>
            <translation>Standard: {value}</translation>
        </message>
        <message>
            <source>on</source>
            <extracomment>a check box row's standard value, as in "Standard: on"</extracomment>
            <translation>attivo</translation>
        </message>
        <message>
            <source>off</source>
            <extracomment>a check box row's standard value, as in "Standard: off"</extracomment>
            <translation>disattivo</translation>
        </message>
    </context>
    <context>
        <name>OptionUnits</name>
        <message numerus="yes">
            <source>%n point(s)</source>
            <extracomment>a number box's value with its unit, as in "Closing is worth: 100 points"</extracomment>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <extracomment>a number box's value with its unit, as in "A draw takes: 2 cards"</extracomment>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n carte</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlatformCheck</name>
        <message>
            <source>Qt cannot open a window: the system library {library} is missing (on Debian or Ubuntu install the package {package}, or run scripts/install-system-deps)</source>
            <translation>Qt non riesce ad aprire una finestra: manca la libreria di sistema {library} (su Debian o Ubuntu installa il pacchetto {package}, o esegui scripts/install-system-deps)</translation>
        </message>
        <message>
            <source>Qt cannot open a window: the system library {library} is missing (on Debian or Ubuntu install the package {package})</source>
            <translation>Qt non riesce ad aprire una finestra: manca la libreria di sistema {library} (su Debian o Ubuntu installa il pacchetto {package})</translation>
        </message>
        <message>
            <source>there is no display to open the window on (DISPLAY is not set); --screenshot PATH renders the table without one</source>
            <translation>non c'è uno schermo su cui aprire la finestra (DISPLAY non è impostato); --screenshot PATH disegna il tavolo anche senza</translation>
        </message>
        <message>
            <source>{cause}: is the display running and reachable?</source>
            <translation>{cause}: il display è attivo e raggiungibile?</translation>
        </message>
        <message>
            <source>could not connect to the Wayland display {display} ({why}): is the display running and reachable?</source>
            <translation>impossibile collegarsi al display Wayland {display} ({why}): il display è attivo e raggiungibile?</translation>
        </message>
        <message>
            <source>could not connect to the Wayland display {display}: is the display running and reachable?</source>
            <translation>impossibile collegarsi al display Wayland {display}: il display è attivo e raggiungibile?</translation>
        </message>
        <message>
            <source>Qt failed</source>
            <translation>Errore di Qt</translation>
        </message>
    </context>
    <context>
        <name>PlaySummary</name>
        <message>
            <source>level</source>
            <extracomment>The headings of the summary's columns, as a person reads them.</extracomment>
            <translation>livello</translation>
        </message>
        <message>
            <source>team</source>
            <translation>squadra</translation>
        </message>
        <message>
            <source>seats</source>
            <translation>posti</translation>
        </message>
        <message>
            <source>deals</source>
            <translation>smazzate</translation>
        </message>
        <message>
            <source>win share</source>
            <translation>% vittorie</translation>
        </message>
        <message>
            <source>95% CI</source>
            <translation>IC 95%</translation>
        </message>
        <message>
            <source>mean score</source>
            <translation>punti medi</translation>
        </message>
        <message>
            <source>p50 ms</source>
            <translation>p50 ms</translation>
        </message>
        <message>
            <source>p95 ms</source>
            <translation>p95 ms</translation>
        </message>
        <message>
            <source>max ms</source>
            <translation>max ms</translation>
        </message>
        <message>
            <source>{game}: {deals} deals, {rate} deals/s ({workers} worker(s)), card conservation violations: {violations}</source>
            <translation>{game}: {deals} smazzate, {rate} smazzate/s (processi: {workers}), violazioni della conservazione delle carte: {violations}</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Playing this turn for you, as the hard bot would…</source>
            <translation>Gioco questo turno per te, come farebbe il computer a livello difficile…</translation>
        </message>
        <message>
            <source>Only a practice table plays a turn for you.</source>
            <translation>Solo un tavolo di allenamento gioca un turno per te.</translation>
        </message>
    </context>
    <context>
        <name>Puzzle</name>
        <message>
            <source>Puzzle, level {level}: place as many of your cards as you can, rearranging the table as you like, then Done.</source>
            <translation>Problema, livello {level}: metti quante più carte puoi, riordinando il tavolo come vuoi, poi Fatto.</translation>
        </message>
        <message>
            <source>Puzzle of the day (level {level}): place as many of your cards as you can, rearranging the table as you like, then Done.</source>
            <translation>Problema del giorno (livello {level}): metti quante più carte puoi, riordinando il tavolo come vuoi, poi Fatto.</translation>
        </message>
        <message>
            <source>{placed} of {best}: the best answer. Well played!</source>
            <translation>{placed} su {best}: la risposta migliore. Ben fatto!</translation>
        </message>
        <message>
            <source>{placed} of {best}, with the solution shown: not counted as solved. Try another puzzle without it.</source>
            <extracomment>Done after Show the solution: the score, without praise, and why it is not counted.</extracomment>
            <translation>{placed} su {best}, con la soluzione mostrata: non conta come risolto. Prova un altro problema senza.</translation>
        </message>
        <message>
            <source>A puzzle has no stock to draw from: place what you can, then Done.</source>
            <translation>Un problema non ha un tallone da cui pescare: metti quello che puoi, poi Fatto.</translation>
        </message>
        <message>
            <source>Your turn: drag cards to the table (split and rebuild melds freely), then Done.</source>
            <translation>Tocca a te: trascina carte sul tavolo (spezza e ricomponi i giochi come vuoi), poi Fatto.</translation>
        </message>
        <message numerus="yes">
            <source>{placed} of {best}: %n more card(s) could be placed.</source>
            <translation>
                <numerusform>{placed} su {best}: si poteva mettere %n carta in più.</numerusform>
                <numerusform>{placed} su {best}: si potevano mettere %n carte in più.</numerusform>
            </translation>
        </message>
        <message>
            <source>One best answer is laid out: Done plays it, Reset turn takes it back.</source>
            <translation>Una delle risposte migliori è sul tavolo: Fatto la gioca, Ricomincia il turno la ritira.</translation>
        </message>
        <message>
            <source>The solution, move {n} of {count}: Show the solution again for the next.</source>
            <translation>La soluzione, mossa {n} di {count}: Mostra la soluzione di nuovo per la prossima.</translation>
        </message>
        <message>
            <source>Puzzle level {level} opens once you have solved {need} puzzles of level {below} ({solved} so far).</source>
            <translation>I problemi di livello {level} si aprono quando avrai risolto {need} problemi di livello {below} (finora {solved}).</translation>
        </message>
        <message>
            <source>Puzzle level {level} is open now.</source>
            <extracomment>Said after Done when the puzzle solved opened the next level.</extracomment>
            <translation>I problemi di livello {level} ora sono aperti.</translation>
        </message>
        <message>
            <source>none played yet</source>
            <extracomment>a puzzle level's Game-menu note: none of its puzzles played yet</extracomment>
            <translation>nessuno giocato finora</translation>
        </message>
        <message>
            <source>solved {solved} of {played}</source>
            <extracomment>a puzzle level's Game-menu note: puzzles of the level solved, of those played</extracomment>
            <translation>risolti {solved} su {played}</translation>
        </message>
        <message>
            <source>locked: solve {need} of level {below} to open it ({solved} so far)</source>
            <extracomment>a puzzle level's Game-menu note: why it is not open, and how far the player has come</extracomment>
            <translation>chiuso: risolvine {need} del livello {below} per aprirlo (finora {solved})</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Return</source>
            <extracomment>the Enter key of the main keyboard (Qt calls it Return): its name as keyboards print it</extracomment>
            <translation>Invio</translation>
        </message>
        <message>
            <source>Enter</source>
            <extracomment>the Enter key of the number pad: its name as keyboards print it</extracomment>
            <translation>Invio</translation>
        </message>
        <message>
            <source>Backspace</source>
            <extracomment>the key that deletes the character before the cursor, as keyboards print it</extracomment>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <extracomment>the Control modifier in a shortcut ("Ctrl+Z"), as keyboards print it</extracomment>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Shift</source>
            <extracomment>the Shift modifier in a shortcut ("Ctrl+Shift+N"), as keyboards print it</extracomment>
            <translation>Maiusc</translation>
        </message>
    </context>
    <context>
        <name>QuitaYPonController</name>
        <message>
            <source>Time is up: your turn was reset and you drew a card.</source>
            <translation>Tempo scaduto: il tuo turno è stato annullato e hai pescato una carta.</translation>
        </message>
        <message>
            <source>You drew a card.</source>
            <translation>Hai pescato una carta.</translation>
        </message>
        <message>
            <source>You placed {cards}.</source>
            <translation>Hai calato {cards}.</translation>
        </message>
        <message>
            <source>You placed {cards} and rebuilt the table: {moves}.</source>
            <extracomment>{moves}: what moved on the table, each as "8♥ moved from 8♠ 8♦ 8♥ to 6♥ 7♥"</extracomment>
            <translation>Hai calato {cards} e rifatto il tavolo: {moves}.</translation>
        </message>
        <message>
            <source>{name} placed {cards} and rebuilt the table: {moves}.</source>
            <extracomment>{moves}: what moved on the table, each as "8♥ moved from 8♠ 8♦ 8♥ to 6♥ 7♥"</extracomment>
            <translation>{name} ha calato {cards} e rifatto il tavolo: {moves}.</translation>
        </message>
        <message>
            <source>You drew {card}.</source>
            <extracomment>The person's own draw: they know the card.</extracomment>
            <translation>Hai pescato {card}.</translation>
        </message>
        <message>
            <source>{cards} moved from {source} to {target}</source>
            <extracomment>Table cards that left their group for another ({source} and {target}: the groups' cards before).</extracomment>
            <translation>{cards} è passato da {source} a {target}</translation>
        </message>
        <message>
            <source>a new group {cards}</source>
            <extracomment>Table cards that left their group to start one of their own ({cards}: the new group's cards).</extracomment>
            <translation>un gruppo nuovo {cards}</translation>
        </message>
        <message>
            <source>{name} drew a card.</source>
            <translation>{name} ha pescato una carta.</translation>
        </message>
        <message>
            <source>{name} placed {cards}.</source>
            <translation>{name} ha calato {cards}.</translation>
        </message>
        <message>
            <source>Turn reset: the table is as it was.</source>
            <translation>Turno ricominciato: il tavolo è com'era.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>No card of yours can be placed: draw.</source>
            <translation>Nessuna tua carta si può calare: pesca.</translation>
        </message>
        <message>
            <source>Your table already places as many cards as can be placed: press Done.</source>
            <translation>Il tuo tavolo mette già tutte le carte che si possono mettere: premi Fatto.</translation>
        </message>
        <message>
            <source>Hint: place {cards}. Accept the hint to lay it out, or keep playing.</source>
            <translation>Suggerimento: cala {cards}. Premi Accetta per disporlo sul tavolo, o continua a giocare.</translation>
        </message>
        <message>
            <source>Hint laid out: press Done to play it.</source>
            <translation>Suggerimento disposto: premi Fatto per giocarlo.</translation>
        </message>
    </context>
    <context>
        <name>QuitaYPonPage</name>
        <message>
            <source>never</source>
            <translation>mai</translation>
        </message>
        <message>
            <source>a simple play: a new group, or one card added</source>
            <translation>una giocata semplice: una combinazione nuova o una carta aggiunta</translation>
        </message>
        <message>
            <source>any play, rearranging the table too</source>
            <translation>qualsiasi giocata, anche riordinando il tavolo</translation>
        </message>
        <message>
            <source>when the last card is drawn</source>
            <translation>all'ultima carta pescata</translation>
        </message>
        <message>
            <source>when a player would draw from the empty stock</source>
            <translation>pescando dal tallone vuoto</translation>
        </message>
        <message>
            <source>any size</source>
            <extracomment>no largest set: any size</extracomment>
            <translation>qualsiasi misura</translation>
        </message>
        <message>
            <source>Largest set</source>
            <translation>Massimo di carte in un tris</translation>
        </message>
        <message>
            <source>A set is three or more cards of one rank, suits may repeat; with a largest size, no set may hold more cards than that.</source>
            <translation>Un tris sono tre o più carte dello stesso valore, e i semi possono ripetersi; con un massimo, nessun tris può avere più carte di così.</translation>
        </message>
        <message>
            <source>Runs may turn the corner (K-A-2)</source>
            <translation>Le scale possono girare l'angolo (K-A-2)</translation>
        </message>
        <message>
            <source>A run is three or more cards of one suit in a row, the ace low (A-2-3) or high (Q-K-A); with this on, a run may also go on from the king through the ace to the 2 (K-A-2).</source>
            <translation>Una scala sono tre o più carte dello stesso seme in sequenza, con l'asso basso (A-2-3) o alto (Q-K-A); attivo, una scala può anche proseguire dal re all'asso e al 2 (K-A-2).</translation>
        </message>
        <message>
            <source>An ace may sit at both ends of a run</source>
            <translation>Un asso può stare ai due capi di una scala</translation>
        </message>
        <message>
            <source>With this on, one run may have an ace at both ends (A-2-…-K-A, 14 cards).</source>
            <translation>Attivo, una scala può avere un asso a tutti e due i capi (A-2-…-K-A, 14 carte).</translation>
        </message>
        <message>
            <source>Must play when able</source>
            <translation>Obbligo di giocare se possibile</translation>
        </message>
        <message>
            <source>Drawing a card is how a player passes: this says what play, when he has one, forbids him to draw instead.</source>
            <translation>Pescare una carta è il modo di passare: questo dice quale giocata, quando ce l'ha, gli vieta di pescare al suo posto.</translation>
        </message>
        <message>
            <source>First play worth at least</source>
            <translation>Prima giocata di almeno</translation>
        </message>
        <message>
            <source>A player's first play of the deal must place cards from his hand worth at least this many points (A 15, K Q J 10, the others their number).</source>
            <translation>La prima giocata di un giocatore nella smazzata deve calare carte della sua mano che valgano almeno questi punti (A 15, K Q J 10, le altre il loro numero).</translation>
        </message>
        <message>
            <source>Rearrange the table before your first play</source>
            <translation>Rimaneggiare il tavolo prima della prima giocata</translation>
        </message>
        <message>
            <source>With this off, a player's first play must leave the table's groups as they were: his cards go into new groups only.</source>
            <translation>Disattivo, la prima giocata di un giocatore deve lasciare i gruppi del tavolo come erano: le sue carte vanno solo in gruppi nuovi.</translation>
        </message>
        <message>
            <source>The deal ends</source>
            <translation>La smazzata finisce</translation>
        </message>
        <message>
            <source>When the stock runs out the deal ends, and the fewest points in hand win it; this says at which moment it ends.</source>
            <translation>Quando il tallone finisce, finisce la smazzata, e la vince chi ha meno punti in mano; questo dice in quale momento finisce.</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Carte distribuite</translation>
        </message>
        <message>
            <source>The cards each player is dealt.</source>
            <translation>Le carte che riceve ogni giocatore.</translation>
        </message>
        <message>
            <source>Turn timer</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>Tempo per turno</translation>
        </message>
        <message>
            <source> s</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation> s</translation>
        </message>
        <message>
            <source>no timer</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>senza limite</translation>
        </message>
        <message>
            <source>When a player's time runs out, the table goes back to how it stood at the start of the turn and he draws a card.</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>Quando il tempo di un giocatore scade, il tavolo torna com'era all'inizio del turno e lui pesca una carta.</translation>
        </message>
        <message>
            <source>Deals in the match</source>
            <translation>Smazzate nella partita</translation>
        </message>
        <message>
            <source>one deal</source>
            <translation>una smazzata</translation>
        </message>
        <message>
            <source>A match of several deals: the deal scores add up and the highest total wins.</source>
            <translation>Una partita di più smazzate: i punti di ogni smazzata si sommano e vince il totale più alto.</translation>
        </message>
        <message>
            <source>Play to a score of</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>Punteggio da raggiungere</translation>
        </message>
        <message>
            <source>none</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>nessuno</translation>
        </message>
        <message>
            <source>The match ends after the deal in which a total reaches this score, and the highest total wins (with a number of deals too, whichever comes first).</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>La partita finisce dopo la smazzata in cui un totale arriva a questo punteggio, e vince il totale più alto (con anche un numero di smazzate, ciò che arriva prima).</translation>
        </message>
        <message>
            <source>Drag cards from your hand onto a group on the table, or onto “new group” to start one.</source>
            <translation>Trascina carte dalla mano su un gruppo del tavolo, o su «nuovo gruppo» per cominciarne uno.</translation>
        </message>
        <message>
            <source>Drop a card inside a run to insert it; a second copy of a card splits the run there.</source>
            <translation>Rilascia una carta dentro una scala per inserirla; una seconda copia di una carta divide lì la scala.</translation>
        </message>
        <message>
            <source>Drag a card out of a run and the cards up to the nearer end come along (an end card comes alone); hold Shift to drag the whole group, to merge it with another.</source>
            <translation>Togli una carta da una scala e vengono con lei le carte fino al capo più vicino (una carta di capo esce da sola); con Maiusc trascini tutto il gruppo, per unirlo a un altro.</translation>
        </message>
        <message>
            <source>A group that is not valid turns red and says why; Done plays your turn once every group is valid, Draw passes with a card.</source>
            <translation>Un gruppo non valido diventa rosso e dice perché; Fatto gioca il tuo turno quando ogni gruppo è valido, Pesca passa con una carta.</translation>
        </message>
        <message>
            <source>Rummy where the whole table is yours to rearrange: break groups apart and rebuild them to place your cards.</source>
            <translation>Ramino in cui tutto il tavolo si può rimaneggiare: scomponi i gruppi e ricomponili per calare le tue carte.</translation>
        </message>
        <message>
            <source>Rummikub style</source>
            <translation>Stile Rummikub</translation>
        </message>
        <message>
            <source>As Rummikub is played: sets of four at most, and a first play worth 30 points from the hand alone, the table left as it is.</source>
            <translation>Come si gioca a Rummikub: tris di quattro carte al massimo, e una prima giocata da 30 punti con le sole carte della mano, senza toccare il tavolo.</translation>
        </message>
    </context>
    <context>
        <name>QuitaYPonZones</name>
        <message>
            <source>Deal over — winner: {w}. Next deal, in the score table, goes on.</source>
            <translation>Smazzata finita — vince: {w}. «Smazzata successiva», nella tabella dei punti, prosegue.</translation>
        </message>
        <message>
            <source>Deal over — winner: {w}.</source>
            <translation>Smazzata finita — vince: {w}.</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} sta pensando…</translation>
        </message>
        <message>
            <source>[{seconds} s]</source>
            <comment>the turn timer: seconds left</comment>
            <translation>[{seconds} s]</translation>
        </message>
        <message>
            <source>Your turn: press Done (Enter) to play these cards, or Reset turn.</source>
            <translation>Tocca a te: premi Fatto (Invio) per giocare queste carte, o Ricomincia il turno.</translation>
        </message>
        <message>
            <source>Your turn: not yet valid — {why}</source>
            <translation>Tocca a te: non ancora valido — {why}</translation>
        </message>
        <message>
            <source>Your turn: drag cards to the table (split and rebuild melds freely), then Done — or Draw (D) if you cannot play.</source>
            <translation>Tocca a te: trascina carte sul tavolo (spezza e ricomponi i giochi come vuoi), poi Fatto — o Pesca (D) se non puoi giocare.</translation>
        </message>
        <message>
            <source>too few cards</source>
            <translation>poche carte</translation>
        </message>
        <message>
            <source>not a run</source>
            <translation>non è una scala</translation>
        </message>
        <message>
            <source>not a set or run</source>
            <translation>né tris né scala</translation>
        </message>
        <message>
            <source>not valid</source>
            <translation>non valido</translation>
        </message>
        <message>
            <source>{name} — {cards} · {points} pts</source>
            <translation>{name} — {cards} · {points} pt</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards}</source>
            <translation>{name} ({level}) — {cards}</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {points} pts</source>
            <translation>{name} ({level}) — {cards} · {points} pt</translation>
        </message>
        <message>
            <source>Stock {n}</source>
            <translation>Tallone {n}</translation>
        </message>
        <message>
            <source>Drop here to start a new group</source>
            <translation>Rilascia qui per un nuovo gruppo</translation>
        </message>
        <message>
            <source>{name} — {cards}</source>
            <translation>{name} — {cards}</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <source>{card} does not go on {top}: a pile takes one rank up or down, any suit.</source>
            <translation>{card} non va su {top}: un mucchio prende una carta di un valore in più o in meno, di qualsiasi seme.</translation>
        </message>
        <message>
            <source>An empty waste pile cannot be loaded.</source>
            <translation>Un mucchio vuoto non riceve carte.</translation>
        </message>
        <message>
            <source>Your own pile takes only a card you cannot play, at the end of your turn.</source>
            <translation>Sul tuo mucchio va solo una carta che non puoi giocare, alla fine del tuo turno.</translation>
        </message>
        <message>
            <source>Your waste pile is empty.</source>
            <translation>Il tuo mucchio è vuoto.</translation>
        </message>
        <message>
            <source>Only an ace starts a foundation, not {card}.</source>
            <translation>Solo un asso comincia una base, non {card}.</translation>
        </message>
        <message>
            <source>{card} does not follow {top} on its foundation.</source>
            <translation>{card} non segue {top} sulla sua base.</translation>
        </message>
        <message>
            <source>{card} is not of this foundation's suit.</source>
            <translation>{card} non è del seme di questa base.</translation>
        </message>
        <message>
            <source>That foundation is complete: it ends with the king.</source>
            <translation>Quella base è completa: finisce con il re.</translation>
        </message>
        <message>
            <source>{card} fits a foundation, so it must go there.</source>
            <translation>{card} va su una base, quindi deve andare lì.</translation>
        </message>
        <message>
            <source>First play {card} from your waste pile: it has a place.</source>
            <translation>Prima gioca {card} dal tuo mucchio: ha un posto.</translation>
        </message>
        <message>
            <source>Play {card}, the card you turned up: it has a place.</source>
            <translation>Gioca {card}, la carta che hai scoperto: ha un posto.</translation>
        </message>
        <message>
            <source>Turn up a card first: click the stock.</source>
            <translation>Prima scopri una carta: clicca il mazzo.</translation>
        </message>
        <message>
            <source>There is no card left to turn up.</source>
            <translation>Non ci sono più carte da scoprire.</translation>
        </message>
        <message>
            <source>{card} can be played, so it may not stay on your pile.</source>
            <translation>{card} si può giocare, quindi non può restare sul tuo mucchio.</translation>
        </message>
        <message>
            <source>Cards cannot go there.</source>
            <translation>Lì non si possono mettere carte.</translation>
        </message>
        <message>
            <source>Cards that were on the table must stay on it: {cards}.</source>
            <translation>Le carte che erano sul tavolo devono restarci: {cards}.</translation>
        </message>
        <message>
            <source>Place at least one card from your hand, or Draw.</source>
            <translation>Cala almeno una carta della tua mano, o Pesca.</translation>
        </message>
        <message>
            <source>Your first play must be worth at least {minimum} points; {cards} is worth {points}.</source>
            <translation>La tua prima giocata deve valere almeno {minimum} punti; {cards} vale {points}.</translation>
        </message>
        <message>
            <source>Before your first play you may not change the table's melds ([{group}]).</source>
            <translation>Prima della tua prima giocata non puoi cambiare i giochi del tavolo ([{group}]).</translation>
        </message>
        <message>
            <source>You cannot draw while you can play: for example {cards} (highlighted).</source>
            <translation>Non puoi pescare se puoi giocare: per esempio {cards} (in evidenza).</translation>
        </message>
        <message>
            <source>Only cards you placed this turn can go back to your hand, not {cards}.</source>
            <translation>Solo le carte che hai calato in questo turno possono tornare in mano, non {cards}.</translation>
        </message>
        <message>
            <source>{card} is not in play.</source>
            <translation>{card} non è in gioco.</translation>
        </message>
        <message>
            <source>This game has no turn timer.</source>
            <translation>Questa partita non ha un tempo per turno.</translation>
        </message>
        <message>
            <source>That group is not on the table.</source>
            <translation>Quel gruppo non è sul tavolo.</translation>
        </message>
        <message>
            <source>Your opening is worth {points}: it needs at least {minimum}.</source>
            <translation>La tua apertura vale {points}: servono almeno {minimum}.</translation>
        </message>
        <message>
            <source>Your opening needs a run or a set of four.</source>
            <translation>La tua apertura richiede una scala o un poker.</translation>
        </message>
        <message>
            <source>You have not opened yet: lay down your opening first.</source>
            <translation>Non hai ancora aperto: prima cala la tua apertura.</translation>
        </message>
        <message>
            <source>You opened this turn: lay-offs and joker exchanges wait until your next turn.</source>
            <translation>Hai aperto in questo turno: per attaccare e prendere jolly aspetta il prossimo turno.</translation>
        </message>
        <message>
            <source>Nobody may go out in the first round: keep a card to discard.</source>
            <translation>Nessuno può chiudere al primo giro: tieni una carta da scartare.</translation>
        </message>
        <message>
            <source>That would leave you no card you may discard.</source>
            <translation>Così non ti resterebbe nessuna carta da scartare.</translation>
        </message>
        <message>
            <source>You have not opened: you may take {card} only to open with it at once — drag it to the staging area and build your opening.</source>
            <translation>Non hai aperto: puoi prendere {card} solo per aprire subito usandola — trascinala nell'area di preparazione e prepara l'apertura.</translation>
        </message>
        <message>
            <source>Your opening must use the card you took ({card}).</source>
            <translation>La tua apertura deve usare la carta che hai preso ({card}).</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile this turn: discard another.</source>
            <translation>In questo turno hai preso {card} dal pozzo: scartane un'altra.</translation>
        </message>
        <message>
            <source>{card} could be laid off on the table, so it may not be discarded.</source>
            <translation>{card} si potrebbe attaccare sul tavolo, quindi non si può scartare.</translation>
        </message>
        <message>
            <source>That would leave you only {card}, which could be laid off: it may not be discarded, and laying it off would leave you nothing to discard.</source>
            <translation>Così ti resterebbe solo {card}, che si potrebbe attaccare: non si può scartare, e attaccandola non avresti niente da scartare.</translation>
        </message>
        <message>
            <source>Each new meld needs its own reading: {melds} melds, {readings} readings.</source>
            <translation>Ogni nuovo gioco richiede la sua lettura: giochi {melds}, letture {readings}.</translation>
        </message>
        <message>
            <source>{card} must be melded this turn.</source>
            <translation>Devi calare {card} in questo turno.</translation>
        </message>
        <message>
            <source>Meld {cards} before you discard.</source>
            <translation>Cala {cards} prima di scartare.</translation>
        </message>
        <message>
            <source>{cards} must be melded this turn, and no play here can do that.</source>
            <translation>Devi calare {cards} in questo turno, e nessuna giocata qui lo permette.</translation>
        </message>
        <message>
            <source>Your last discard may not be a joker.</source>
            <translation>Il tuo ultimo scarto non può essere un jolly.</translation>
        </message>
        <message>
            <source>You have already drawn this turn.</source>
            <translation>Hai già pescato in questo turno.</translation>
        </message>
        <message>
            <source>Draw first: from the stock, or take the discard.</source>
            <translation>Prima pesca: dal tallone, o prendi la carta del pozzo.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>Il pozzo è vuoto.</translation>
        </message>
        <message>
            <source>[{group}] has too few cards: a group needs at least {minimum}.</source>
            <translation>[{group}] ha poche carte: un gruppo ne richiede almeno {minimum}.</translation>
        </message>
        <message>
            <source>[{group}] is too large: a set may hold at most {maximum} cards.</source>
            <translation>[{group}] è troppo grande: un tris può avere al massimo {maximum} carte.</translation>
        </message>
        <message>
            <source>[{group}] is too long: a meld may hold at most {maximum} cards.</source>
            <translation>[{group}] è troppo lungo: un gioco può avere al massimo {maximum} carte.</translation>
        </message>
        <message>
            <source>[{group}] is neither a set (one rank) nor a run (one suit, consecutive ranks).</source>
            <translation>[{group}] non è né un tris (stesso valore) né una scala (stesso seme, in sequenza).</translation>
        </message>
        <message>
            <source>[{group}] is not a run: ranks must follow each other in one suit, with no K-A-2.</source>
            <translation>[{group}] non è una scala: i valori devono seguirsi nello stesso seme, senza K-A-2.</translation>
        </message>
        <message>
            <source>[{group}] mixes ranks: a set is one rank.</source>
            <translation>[{group}] mescola valori: un tris è di un solo valore.</translation>
        </message>
        <message>
            <source>[{group}] mixes suits: a run is one suit.</source>
            <translation>[{group}] mescola semi: una scala è di un solo seme.</translation>
        </message>
        <message>
            <source>[{group}] has a gap: a run's ranks follow each other.</source>
            <translation>[{group}] ha un buco: in una scala i valori si seguono.</translation>
        </message>
        <message>
            <source>[{group}] repeats a suit: this set needs different suits.</source>
            <translation>[{group}] ripete un seme: questo tris vuole semi diversi.</translation>
        </message>
        <message>
            <source>[{group}] goes round the corner (K-A-2), which is not allowed.</source>
            <translation>[{group}] gira l'angolo (K-A-2), e non si può.</translation>
        </message>
        <message>
            <source>[{group}] uses an ace at both ends, which is not allowed.</source>
            <translation>[{group}] usa un asso ai due capi, e non si può.</translation>
        </message>
        <message>
            <source>[{group}] holds a wild card; this game has none.</source>
            <translation>[{group}] ha una matta, ma qui non si gioca con le matte.</translation>
        </message>
        <message>
            <source>[{group}] holds too many wild cards.</source>
            <translation>[{group}] ha troppe matte.</translation>
        </message>
        <message>
            <source>[{group}] needs at least one natural card.</source>
            <translation>[{group}] richiede almeno una carta naturale.</translation>
        </message>
        <message>
            <source>[{group}]: that rank can never be melded.</source>
            <translation>[{group}]: quel valore non si può mai calare.</translation>
        </message>
        <message>
            <source>{cards} is not in your hand.</source>
            <translation>Non hai in mano {cards}.</translation>
        </message>
        <message>
            <source>{cards} appears twice.</source>
            <translation>{cards} compare due volte.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>La smazzata è finita.</translation>
        </message>
        <message>
            <source>Nothing to take back: what showed you a new card stays, and so does every move before it.</source>
            <translation>Niente da annullare: ciò che ti ha mostrato una carta nuova resta, e così ogni mossa precedente.</translation>
        </message>
        <message>
            <source>A meld is read as a set or as a run, not as {reading}.</source>
            <translation>Un gioco si legge come tris o come scala, non come {reading}.</translation>
        </message>
        <message>
            <source>A joker is exchanged for a natural card, not {card}.</source>
            <translation>Un jolly si scambia con una carta naturale, non con {card}.</translation>
        </message>
        <message>
            <source>[{group}] has no joker to exchange.</source>
            <translation>[{group}] non ha un jolly da prendere.</translation>
        </message>
        <message>
            <source>{card} is not the card the joker in [{group}] stands for.</source>
            <translation>{card} non è la carta che il jolly di [{group}] rappresenta.</translation>
        </message>
        <message>
            <source>[{group}] would run past the ace.</source>
            <translation>[{group}] andrebbe oltre l'asso.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <translation>Il tallone è vuoto.</translation>
        </message>
        <message>
            <source>That meld is not on the table.</source>
            <translation>Quel gioco non è sul tavolo.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>[{group}] is a set, and sets are not melded at this table.</source>
            <translation>[{group}] è un tris, e a questo tavolo i tris non si calano.</translation>
        </message>
        <message>
            <source>[{group}] is a run, and runs are not melded at this table.</source>
            <translation>[{group}] è una scala, e a questo tavolo le scale non si calano.</translation>
        </message>
        <message>
            <source>[{group}] is too long: a run may hold at most {maximum} cards.</source>
            <translation>[{group}] è troppo lunga: una scala può avere al massimo {maximum} carte.</translation>
        </message>
        <message>
            <source>A card goes at the low or the high end of a run, not at {end}.</source>
            <translation>Una carta va al capo basso o alto di una scala, non a {end}.</translation>
        </message>
        <message>
            <source>Draw first.</source>
            <translation>Prima pesca.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Non è una mossa di questo gioco.</translation>
        </message>
        <message>
            <source>That move ({action}) cannot be read: its {field} is wrong.</source>
            <translation>Quella mossa ({action}) non si può leggere: il campo {field} è sbagliato.</translation>
        </message>
        <message>
            <source>That move ({action}) is not one of this game's.</source>
            <translation>Quella mossa ({action}) non è di questo gioco.</translation>
        </message>
        <message>
            <source>[{group}] can be read more than one way: click the reading you mean in the staging area.</source>
            <translation>[{group}] si può leggere in più modi: clicca la lettura che vuoi nell'area di preparazione.</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Prima trascina delle carte nell'area di preparazione.</translation>
        </message>
        <message>
            <source>Not allowed: {detail}</source>
            <translation>Non permesso: {detail}</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>This deal cannot be played again: {why}</source>
            <extracomment>Why a deal cannot be played again ({why}: what is wrong with its record).</extracomment>
            <translation>Questa smazzata non si può rivedere: {why}</translation>
        </message>
        <message>
            <source>only the result of this deal was kept, not its moves</source>
            <extracomment>A deal recorded without its actions (kept by an old version, or re-created).</extracomment>
            <translation>di questa smazzata è stato tenuto solo il risultato, non le mosse</translation>
        </message>
        <message>
            <source>its move {action} is refused by the rules now ({why})</source>
            <extracomment>A record whose move at {action} the rules refuse (the file was changed, or the rules).</extracomment>
            <translation>le regole ora rifiutano la sua mossa {action} ({why})</translation>
        </message>
        <message>
            <source>{path} is neither a replay record nor a saved game: {why}</source>
            <extracomment>A file that is neither a replay record nor a saved game ({why}: what is wrong).</extracomment>
            <translation>{path} non è né una registrazione né una partita salvata: {why}</translation>
        </message>
        <message>
            <source>{path} cannot be read: {why}</source>
            <extracomment>A file that cannot be read at all ({why}: the system's reason).</extracomment>
            <translation>Impossibile leggere {path}: {why}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <extracomment>The seats of a replay record, which names none: "Seat 1", "Seat 2"...</extracomment>
            <translation>Posto {n}</translation>
        </message>
        <message>
            <source>{path}: {why}</source>
            <extracomment>What keeps the deal of a file from being played again ({why}), the file named.</extracomment>
            <translation>{path}: {why}</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Next deal</source>
            <translation>Smazzata successiva</translation>
        </message>
        <message>
            <source>Take back my last move</source>
            <translation>Riprendi la mia ultima mossa</translation>
        </message>
        <message>
            <source>&amp;Play again</source>
            <translation>Un'altra &amp;partita</translation>
        </message>
        <message>
            <source>A new match of the same game, with the same rules and bots, and new cards.</source>
            <translation>Una nuova partita dello stesso gioco, con le stesse regole e gli stessi bot, e carte nuove.</translation>
        </message>
        <message>
            <source>Review this deal…</source>
            <translation>Rivedi questa smazzata…</translation>
        </message>
        <message numerus="yes">
            <source>You were shown %n hint(s) in this deal.</source>
            <translation>
                <numerusform>Hai visto %n suggerimento in questa smazzata.</numerusform>
                <numerusform>Hai visto %n suggerimenti in questa smazzata.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played for you in this deal.</source>
            <translation>
                <numerusform>%n turno giocato per te in questa smazzata.</numerusform>
                <numerusform>%n turni giocati per te in questa smazzata.</numerusform>
            </translation>
        </message>
        <message>
            <source>Cards dealt from seed {seed}, deal {deal}: a new game with this seed and these rules deals the same cards.</source>
            <translation>Carte distribuite dal seed {seed}, smazzata {deal}: una nuova partita con questo seed e queste regole distribuisce le stesse carte.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;A draw&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <comment>a tied deal: nobody wins it</comment>
            <translation>&lt;h3&gt;Parità&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>You and your partner win the deal</source>
            <translation>Tu e il tuo compagno avete vinto la smazzata</translation>
        </message>
        <message>
            <source>Your team wins the deal</source>
            <translation>La tua squadra ha vinto la smazzata</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>Hai vinto la smazzata</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ha vinto la smazzata&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} hanno vinto la smazzata&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Squadra</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Questa smazzata</translation>
        </message>
        <message>
            <source>Match over: you win.</source>
            <translation>Partita finita: hai vinto.</translation>
        </message>
        <message>
            <source>Match over: {w} wins.</source>
            <translation>Partita finita: vince {w}.</translation>
        </message>
        <message>
            <source>Match over: {w} win.</source>
            <translation>Partita finita: vincono {w}.</translation>
        </message>
        <message>
            <source>Next deal deals the next hand.</source>
            <translation>Smazzata successiva distribuisce le carte della prossima.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>An inaccuracy</source>
            <translation>Un'imprecisione</translation>
        </message>
        <message>
            <source>A mistake</source>
            <translation>Un errore</translation>
        </message>
        <message>
            <source>A blunder</source>
            <translation>Un errore grave</translation>
        </message>
        <message>
            <source>You agreed with the hard bot on {agreed} of {decisions} decisions.</source>
            <extracomment>The line that sums a review up.</extracomment>
            <translation>Hai concordato con il computer a livello difficile su {agreed} decisioni su {decisions}.</translation>
        </message>
        <message>
            <source>What it cost, in the deal's points by the hard bot's reckoning: about {points}.</source>
            <extracomment>What a graded decision cost, in the deal's points (every game says it the same way).</extracomment>
            <translation>Quanto è costato, in punti della smazzata secondo i calcoli del bot difficile: circa {points}.</translation>
        </message>
        <message>
            <source>The hard bot would play: {reason}.</source>
            <extracomment>A marked decision, beside its line and in its tooltip: the hard bot's move and why, its grade and what the choice cost.</extracomment>
            <translation>Il computer a livello difficile giocherebbe: {reason}.</translation>
        </message>
        <message>
            <source>{sign} {grade}.</source>
            <translation>{sign} {grade}.</translation>
        </message>
        <message>
            <source>Looking at your decisions… {done} of {count}</source>
            <translation>Esamino le tue decisioni… {done} di {count}</translation>
        </message>
        <message>
            <source>Yours was about as good, by its search.</source>
            <translation>La tua era quasi altrettanto buona, secondo la ricerca.</translation>
        </message>
        <message>
            <source>Its search cannot set a value on your move beside its own here.</source>
            <translation>Qui la sua ricerca non riesce a valutare la tua mossa accanto alla sua.</translation>
        </message>
        <message>
            <source>The hard bot would have played this too.</source>
            <translation>Anche il bot difficile avrebbe giocato così.</translation>
        </message>
        <message>
            <source>?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's loser scores).</source>
            <extracomment>What the signs of a review mean (shown once the decisions are marked).</extracomment>
            <translation>?! un'imprecisione, ? un errore, ?? un errore grave: quanto è costata la decisione in punti della smazzata, secondo i calcoli del bot difficile (un decimo, un quarto, la metà di quanto segna chi perde una smazzata).</translation>
        </message>
        <message>
            <source>{sign} the hard bot would have played otherwise, but its search cannot set a value on your move beside its own there.</source>
            <extracomment>The legend's line for a decision the hard bot's search could not value.</extracomment>
            <translation>{sign} il bot difficile avrebbe giocato altrimenti, ma lì la sua ricerca non riesce a valutare la tua mossa accanto alla sua.</translation>
        </message>
        <message>
            <source>The hard bot's move, laid out in place of yours (B or a move key goes back).</source>
            <extracomment>The table while it shows the hard bot's move in place of the person's.</extracomment>
            <translation>La mossa del bot difficile, al posto della tua (B o un tasto di movimento torna indietro).</translation>
        </message>
    </context>
    <context>
        <name>RulesHelp</name>
        <message>
            <source>The rules cannot be shown: the file {path} is missing or cannot be read.</source>
            <translation>Le regole non si possono mostrare: il file {path} manca o non si può leggere.</translation>
        </message>
        <message>
            <source>This page cannot be shown: the file {path} is missing or cannot be read.</source>
            <translation>Questa pagina non può essere mostrata: il file {path} manca o non si può leggere.</translation>
        </message>
    </context>
    <context>
        <name>SavedGame</name>
        <message>
            <source>it holds an illegal move ({error})</source>
            <translation>contiene una mossa non valida ({error})</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>ha troppi livelli annidati</translation>
        </message>
        <message>
            <source>it does not hold a game this version can resume ({error})</source>
            <translation>non contiene una partita che questa versione possa riprendere ({error})</translation>
        </message>
        <message>
            <source>it is not a JSON object</source>
            <translation>non è un oggetto JSON</translation>
        </message>
        <message>
            <source>it is not a game of {game}</source>
            <translation>non è una partita di {game}</translation>
        </message>
        <message>
            <source>its match cannot be rebuilt ({error})</source>
            <translation>la sua partita non si può ricostruire ({error})</translation>
        </message>
        <message>
            <source>it lists {seats} seats for a game of {players} players</source>
            <translation>elenca {seats} posti per una partita a {players} giocatori</translation>
        </message>
        <message>
            <source>it has a seat {seat} that is not [name, level]</source>
            <translation>ha un posto {seat} che non è [name, level]</translation>
        </message>
        <message>
            <source>it does not hold a game this version can resume</source>
            <translation>non contiene una partita che questa versione possa riprendere</translation>
        </message>
        <message>
            <source>a JSON object</source>
            <extracomment>What a field of the record must be (after "its field … must be").</extracomment>
            <translation>un oggetto JSON</translation>
        </message>
        <message>
            <source>a list ([…])</source>
            <translation>una lista ([…])</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true o false</translation>
        </message>
        <message>
            <source>a whole number or null</source>
            <translation>un numero intero o null</translation>
        </message>
        <message>
            <source>a whole number from 1</source>
            <translation>un numero intero da 1 in su</translation>
        </message>
        <message>
            <source>its field {field} must be {what}, not {value}</source>
            <translation>il suo campo {field} deve essere {what}, non {value}</translation>
        </message>
        <message>
            <source>one of {games}</source>
            <translation>uno tra {games}</translation>
        </message>
        <message>
            <source>its field {field}: {problem}</source>
            <translation>il suo campo {field}: {problem}</translation>
        </message>
        <message>
            <source>it gives seat {seat} no valid name: a name is text of 1 to {most} characters with no control characters, not {value}</source>
            <translation>non dà un nome valido al posto {seat}: un nome è un testo da 1 a {most} caratteri senza caratteri di controllo, non {value}</translation>
        </message>
        <message>
            <source>it gives seat {seat} an unknown bot level {level}: a level is {levels}, or null for the person</source>
            <translation>dà al posto {seat} un livello di bot sconosciuto, {level}: un livello è {levels}, o null per la persona</translation>
        </message>
        <message>
            <source>it has no seat for the person: seat 0 to seat {last} are bots</source>
            <translation>non ha un posto per la persona: i posti da 0 a {last} sono tutti bot</translation>
        </message>
        <message>
            <source>it makes seat {first} and seat {second} the person, who sits in one seat</source>
            <translation>mette la persona sia al posto {first} sia al posto {second}, ma la persona ha un posto solo</translation>
        </message>
        <message>
            <source>its action {action} cannot be read: {error}</source>
            <translation>la sua azione {action} non si può leggere: {error}</translation>
        </message>
        <message>
            <source>its deal {deal}'s action {action} cannot be read: {error}</source>
            <translation>l'azione {action} della sua smazzata {deal} non si può leggere: {error}</translation>
        </message>
        <message>
            <source>it holds an illegal move at action {action} ({error})</source>
            <translation>contiene una mossa non valida all'azione {action} ({error})</translation>
        </message>
        <message>
            <source>it holds an illegal move in deal {deal}, action {action} ({error})</source>
            <translation>contiene una mossa non valida nella smazzata {deal}, azione {action} ({error})</translation>
        </message>
        <message>
            <source>it keeps the finished deals' actions in no list</source>
            <translation>non tiene in un elenco le azioni delle smazzate finite</translation>
        </message>
        <message>
            <source>it keeps the actions of {deals} deals for {results} results</source>
            <translation>tiene le azioni di {deals} smazzate per {results} risultati</translation>
        </message>
        <message>
            <source>it keeps deal {deal}'s actions in no list</source>
            <translation>non tiene in un elenco le azioni della smazzata {deal}</translation>
        </message>
        <message>
            <source>it gives deal {deal} a result its actions do not end in</source>
            <translation>dà alla smazzata {deal} un risultato a cui le sue azioni non portano</translation>
        </message>
        <message>
            <source>The game in progress cannot be saved in {place}: {reason}</source>
            <extracomment>Why the game in progress cannot be saved (`{place}`: its folder or file).</extracomment>
            <translation>La partita in corso non si può salvare in {place}: {reason}</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>non si è potuto leggere ({error})</translation>
        </message>
        <message>
            <source>it is not valid JSON (it is truncated or garbled)</source>
            <translation>non è un JSON valido (è troncato o danneggiato)</translation>
        </message>
        <message>
            <source>it is nested too deeply to be a saved game</source>
            <translation>ha troppi livelli annidati per essere un salvataggio</translation>
        </message>
        <message>
            <source>it does not hold a saved game (not a JSON object)</source>
            <translation>non contiene un salvataggio (non è un oggetto JSON)</translation>
        </message>
        <message>
            <source>a whole number of 1 or more</source>
            <translation>un numero intero da 1 in su</translation>
        </message>
        <message>
            <source>it was written by a newer version of Tapete (format {format}; this version reads up to {newest})</source>
            <translation>è stato scritto da una versione più recente di Tapete (formato {format}; questa versione legge fino al {newest})</translation>
        </message>
        <message>
            <source>The finished game cannot be removed from {place}: {reason}</source>
            <translation>La partita finita non si può togliere da {place}: {reason}</translation>
        </message>
        <message>
            <source>The saved game {place} could not be resumed, and it could not be moved aside ({error}): {why}.</source>
            <translation>Il salvataggio {place} non si è potuto riprendere, né spostare da parte ({error}): {why}.</translation>
        </message>
        <message>
            <source>The saved game could not be resumed, so it was moved to {place}: {why}.</source>
            <translation>Il salvataggio non si è potuto riprendere, quindi è stato spostato in {place}: {why}.</translation>
        </message>
        <message>
            <source>it could not be resumed ({error})</source>
            <translation>non si è potuto riprendere ({error})</translation>
        </message>
    </context>
    <context>
        <name>Scala40Controller</name>
        <message>
            <source>Staging area — opening {v} / {n}</source>
            <translation>Area di preparazione — apertura {v} / {n}</translation>
        </message>
        <message>
            <source>too many jokers</source>
            <translation>troppi jolly</translation>
        </message>
        <message>
            <source>suit repeated</source>
            <translation>seme ripetuto</translation>
        </message>
        <message>
            <source>{name} drew from the stock.</source>
            <translation>{name} ha pescato dal tallone.</translation>
        </message>
        <message>
            <source>You drew from the stock.</source>
            <translation>Hai pescato dal tallone.</translation>
        </message>
        <message>
            <source>You took {card} and opened.</source>
            <translation>Hai preso {card} e hai aperto.</translation>
        </message>
        <message>
            <source>{name} took {card} and opened.</source>
            <translation>{name} ha preso {card} e ha aperto.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile.</source>
            <translation>Hai preso {card} dal pozzo.</translation>
        </message>
        <message>
            <source>{name} took {card} from the discard pile.</source>
            <translation>{name} ha preso {card} dal pozzo.</translation>
        </message>
        <message>
            <source>You opened with {cards}.</source>
            <translation>Hai aperto con {cards}.</translation>
        </message>
        <message>
            <source>{name} opened with {cards}.</source>
            <translation>{name} ha aperto con {cards}.</translation>
        </message>
        <message>
            <source>You laid down {cards}.</source>
            <translation>Hai calato {cards}.</translation>
        </message>
        <message>
            <source>{name} laid down {cards}.</source>
            <translation>{name} ha calato {cards}.</translation>
        </message>
        <message>
            <source>You laid off {card} on {meld}.</source>
            <translation>Hai attaccato {card} a {meld}.</translation>
        </message>
        <message>
            <source>{name} laid off {card} on {meld}.</source>
            <translation>{name} ha attaccato {card} a {meld}.</translation>
        </message>
        <message>
            <source>You exchanged {card} for the joker in {meld}.</source>
            <translation>Hai scambiato {card} con il jolly di {meld}.</translation>
        </message>
        <message>
            <source>{name} exchanged {card} for the joker in {meld}.</source>
            <translation>{name} ha scambiato {card} con il jolly di {meld}.</translation>
        </message>
        <message>
            <source>You drew {card}.</source>
            <extracomment>The person's own draw: they know the card.</extracomment>
            <translation>Hai pescato {card}.</translation>
        </message>
        <message>
            <source>your {cards}</source>
            <extracomment>A meld of the table, the person's: "your 6♠ 7♠ 8♠".</extracomment>
            <translation>{cards} (tuo)</translation>
        </message>
        <message>
            <source>{owner}'s {cards}</source>
            <extracomment>A meld of the table, another seat's: "Ana's 6♠ 7♠ 8♠".</extracomment>
            <translation>{cards} di {owner}</translation>
        </message>
        <message>
            <source>their own {cards}</source>
            <extracomment>A meld of the table, laid by the seat that plays on it now: "their own K♥ K♦ JK".</extracomment>
            <translation>{cards} (suo)</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Hai scartato {card}.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} ha scartato {card}.</translation>
        </message>
        <message>
            <source>Lay down your opening with the staged discard, or Take back.</source>
            <translation>Cala l'apertura con la carta del pozzo preparata, o Riprendi.</translation>
        </message>
        <message>
            <source>{card} is staged: build your opening with it (at least {n}), then Lay down — or Take back.</source>
            <translation>{card} è nell'area di preparazione: forma l'apertura usando quella carta (almeno {n}), poi Cala — o Riprendi.</translation>
        </message>
        <message>
            <source>The deal is void: the stock and the discard pile ran out.</source>
            <translation>Smazzata nulla: il tallone e il pozzo sono finiti.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <extracomment>The deal's end, as the status line says it.</extracomment>
            <translation>Hai chiuso.</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <extracomment>The deal's end, as the status line says it.</extracomment>
            <translation>{name} ha chiuso.</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {paid} paid · opened</source>
            <translation>{name} ({level}) — {cards} · {paid} pagati · ha aperto</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {paid} paid</source>
            <translation>{name} ({level}) — {cards} · {paid} pagati</translation>
        </message>
        <message>
            <source>Your turn: draw — drag the stock or the discard's top card to your hand (or double-click it).</source>
            <translation>Tocca a te: pesca — trascina il tallone o la carta in cima al pozzo sulla tua mano (o fai doppio clic).</translation>
        </message>
        <message>
            <source>Next deal, in the match table, goes on.</source>
            <translation>«Smazzata successiva», nella tabella della partita, prosegue.</translation>
        </message>
        <message>
            <source>Your turn: draw from the stock (drag it to your hand or double-click it). You may take the discard only to open with it: drag it to the staging area.</source>
            <translation>Tocca a te: pesca dal tallone (trascinalo sulla tua mano o fai doppio clic). La carta del pozzo la prendi solo per aprire: trascinala nell'area di preparazione.</translation>
        </message>
        <message>
            <source>Meld in the staging area, lay off on any meld, exchange a joker, then discard: drag a card onto the discard pile.</source>
            <translation>Cala nell'area di preparazione, attacca a qualsiasi gioco, prendi un jolly, poi scarta: trascina una carta sul pozzo.</translation>
        </message>
        <message>
            <source>Open with melds worth {n} or more (build them in the staging area), or discard: drag a card onto the discard pile.</source>
            <translation>Apri con giochi da {n} o più (preparali nell'area di preparazione), o scarta: trascina una carta sul pozzo.</translation>
        </message>
        <message>
            <source>{name} — out ({paid} paid)</source>
            <translation>{name} — eliminato ({paid} pagati)</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · pays {points}</source>
            <translation>{name} ({level}) — {cards} · paga {points}</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Pozzo</translation>
        </message>
        <message>
            <source>JK = {cards}</source>
            <translation>JK = {cards}</translation>
        </message>
        <message>
            <source>{name} — {cards} · pays {points}</source>
            <translation>{name} — {cards} · paghi {points}</translation>
        </message>
        <message>
            <source>{name} — {cards} · {paid} paid · opened</source>
            <translation>{name} — {cards} · {paid} pagati · ha aperto</translation>
        </message>
        <message>
            <source>{name} — {cards} · {paid} paid</source>
            <translation>{name} — {cards} · {paid} pagati</translation>
        </message>
    </context>
    <context>
        <name>Scala40Page</name>
        <message>
            <source>2 (106 cards)</source>
            <translation>2 (106 carte)</translation>
        </message>
        <message>
            <source>4 (108 cards)</source>
            <translation>4 (108 carte)</translation>
        </message>
        <message>
            <source>Jokers in the pack</source>
            <translation>Jolly nel mazzo</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Carte distribuite</translation>
        </message>
        <message>
            <source>Opening worth at least</source>
            <translation>Apertura di almeno</translation>
        </message>
        <message>
            <source>The opening needs a set of four or a run</source>
            <translation>L'apertura richiede un poker o una scala</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>nessun limite</translation>
        </message>
        <message>
            <source>The pack is two decks of 52 cards with jokers: 2, as the rules say, or 4, as in the Italian pack.</source>
            <translation>Il mazzo sono due mazzi da 52 carte con i jolly: 2, come dicono le regole, o 4, come nel mazzo italiano.</translation>
        </message>
        <message>
            <source>The cards each player is dealt.</source>
            <translation>Le carte che riceve ogni giocatore.</translation>
        </message>
        <message>
            <source>A player's first melds (his opening), laid in one turn, must be worth at least this many points.</source>
            <translation>I primi giochi di un giocatore (la sua apertura), calati in un turno, devono valere almeno questi punti.</translation>
        </message>
        <message>
            <source>With this on, the opening must hold a set of four or a run: sets of three alone do not open.</source>
            <translation>Attivo, l'apertura deve avere un poker o una scala: con i soli tris non si apre.</translation>
        </message>
        <message>
            <source>Jokers per meld</source>
            <translation>Jolly per gioco</translation>
        </message>
        <message>
            <source>How many jokers one meld may hold.</source>
            <translation>Quanti jolly può avere un gioco.</translation>
        </message>
        <message>
            <source>Lay off and swap jokers in the turn you open</source>
            <translation>Attaccare e prendere jolly nel turno dell'apertura</translation>
        </message>
        <message>
            <source>With this on, a player who opens may lay off cards and swap jokers in that same turn; otherwise only from his next turn on.</source>
            <translation>Attivo, chi apre può attaccare carte e prendere jolly nello stesso turno; altrimenti solo dal turno dopo.</translation>
        </message>
        <message>
            <source>Closing in hand needs the opening minimum</source>
            <translation>La chiusura in mano richiede il minimo d'apertura</translation>
        </message>
        <message>
            <source>Closing in hand is going out in the turn one opens, all cards at once: with this on, those melds must reach the opening minimum too.</source>
            <translation>La chiusura in mano è chiudere nel turno in cui si apre, con tutte le carte insieme: attivo, anche quei giochi devono arrivare al minimo di apertura.</translation>
        </message>
        <message>
            <source>Closing in hand multiplies payments by</source>
            <translation>La chiusura in mano fa pagare</translation>
        </message>
        <message>
            <source>When a player closes in hand, everyone else pays this many times the points left in his hand.</source>
            <translation>Quando un giocatore chiude in mano, ognuno degli altri paga questo numero di volte i punti che gli restano in mano.</translation>
        </message>
        <message>
            <source>The card taken from the discard pile may not be discarded</source>
            <translation>La carta presa dal pozzo non si può scartare</translation>
        </message>
        <message>
            <source>With this on, the card taken from the discard pile cannot be discarded in the same turn.</source>
            <translation>Attivo, la carta presa dal pozzo non si può scartare nello stesso turno.</translation>
        </message>
        <message>
            <source>A card that could be laid off may not be discarded</source>
            <translation>Una carta che si può attaccare non si può scartare</translation>
        </message>
        <message>
            <source>With this on, a card that could be laid off on a meld on the table may not be discarded (an Italian house rule).</source>
            <translation>Attivo, non si può scartare una carta che si potrebbe attaccare a un gioco sul tavolo (una variante diffusa in Italia).</translation>
        </message>
        <message>
            <source>The card taken from the discard pile must be melded that turn</source>
            <translation>La carta presa dal pozzo va calata nello stesso turno</translation>
        </message>
        <message>
            <source>With this on, a player who has opened and takes the discard pile's card must meld it in that turn (some Italian rules).</source>
            <translation>Attivo, un giocatore che ha già aperto e prende la carta del pozzo deve calarla in quel turno (alcune regole italiane).</translation>
        </message>
        <message>
            <source>A joker won by exchange must be melded the same turn</source>
            <translation>Un jolly preso con lo scambio va calato nello stesso turno</translation>
        </message>
        <message>
            <source>With this on, a joker won from the table by exchange must go into a meld in the same turn; otherwise it may be kept.</source>
            <translation>Attivo, un jolly preso dal tavolo con uno scambio deve andare in un gioco nello stesso turno; altrimenti si può tenere.</translation>
        </message>
        <message>
            <source>A joker may not be the last discard</source>
            <translation>L'ultimo scarto non può essere un jolly</translation>
        </message>
        <message>
            <source>With this on, nobody may go out by discarding a joker.</source>
            <translation>Attivo, nessuno può chiudere scartando un jolly.</translation>
        </message>
        <message>
            <source>Nobody may go out in the first round</source>
            <translation>Nessuno può chiudere al primo giro</translation>
        </message>
        <message>
            <source>With this on, nobody may go out in the first round of a deal, one turn each (closing in hand included).</source>
            <translation>Attivo, nessuno può chiudere nel primo giro di una smazzata, un turno a testa (chiusura in mano compresa).</translation>
        </message>
        <message>
            <source>A joker left in hand costs</source>
            <translation>Un jolly rimasto in mano costa</translation>
        </message>
        <message>
            <source>When someone goes out, the others pay the points of the cards left in their hands: this much for a joker.</source>
            <translation>Quando qualcuno chiude, gli altri pagano i punti delle carte che restano loro in mano: questo per un jolly.</translation>
        </message>
        <message>
            <source>An ace left in hand costs</source>
            <translation>Un asso rimasto in mano costa</translation>
        </message>
        <message>
            <source>What an ace left in hand pays.</source>
            <translation>Quanto paga un asso rimasto in mano.</translation>
        </message>
        <message>
            <source>An ace left alone in hand costs</source>
            <translation>Un asso rimasto da solo in mano costa</translation>
        </message>
        <message>
            <source>What an ace pays when it is the only card left in hand.</source>
            <translation>Quanto paga un asso quando è l'unica carta rimasta in mano.</translation>
        </message>
        <message>
            <source>Out of the match above</source>
            <translation>Eliminato oltre</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) paid</source>
            <translation>
                <numerusform>%n punto pagato</numerusform>
                <numerusform>%n punti pagati</numerusform>
            </translation>
        </message>
        <message>
            <source>A player whose total paid goes above this is out of the match; the last one left wins it.</source>
            <translation>Un giocatore il cui totale pagato supera questa cifra è eliminato; vince l'ultimo che resta.</translation>
        </message>
        <message>
            <source>Draw by dragging the stock, or the discard pile's top card, to your hand (or double-click it).</source>
            <translation>Pesca trascinando il tallone, o la carta in cima al pozzo, nella tua mano (o con un doppio clic).</translation>
        </message>
        <message>
            <source>Build melds in the staging area above your hand: each says whether it is valid and what it is worth; Lay down plays them, Take back returns them.</source>
            <translation>Prepara i giochi nell'area di preparazione sopra la mano: ognuno dice se è valido e quanto vale; Cala li gioca, Riprendi li rimette in mano.</translation>
        </message>
        <message>
            <source>Drop a card on a meld on the table to lay it off; drop the natural card on a joker to take the joker.</source>
            <translation>Rilascia una carta su un gioco del tavolo per attaccarla; rilascia la carta naturale su un jolly per prendere il jolly.</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it and end your turn.</source>
            <translation>Rilascia una carta sul pozzo per scartarla e finire il turno.</translation>
        </message>
        <message>
            <source>Italian rummy: open with 40 points of melds, lay off, close; a player who has paid over 100 is out.</source>
            <translation>Il ramino italiano: apri con 40 punti di giochi, attacca, chiudi; chi ha pagato più di 100 è eliminato.</translation>
        </message>
        <message>
            <source>Italian house rules</source>
            <translation>Varianti italiane</translation>
        </message>
        <message>
            <source>As many Italian tables play: four jokers in the pack, no discarding a card that could be laid off, and the discard pile's card melded the turn it is taken.</source>
            <translation>Come si gioca in molti tavoli italiani: quattro jolly nel mazzo, niente scarto di una carta che si potrebbe attaccare, e la carta del pozzo calata nel turno in cui si prende.</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <source>You went out.</source>
            <translation>Hai finito le carte.</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} ha finito le carte.</translation>
        </message>
        <message>
            <source>The stock ran out: the fewest hand points win.</source>
            <translation>Il tallone è finito: vince chi ha meno punti in mano.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Winner: {w}&lt;/h3&gt;&lt;p&gt;{r}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Vince: {w}&lt;/h3&gt;&lt;p&gt;{r}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Hand points</source>
            <translation>Punti in mano</translation>
        </message>
        <message>
            <source>Deal score</source>
            <translation>Punti smazzata</translation>
        </message>
        <message>
            <source>Match total</source>
            <translation>Totale partita</translation>
        </message>
        <message>
            <source>Deal score = the worst hand's points − your hand's points.</source>
            <translation>Punti smazzata = punti della mano peggiore − punti della tua mano.</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>Fine della smazzata</translation>
        </message>
    </context>
    <context>
        <name>ScoreTableDialog</name>
        <message>
            <source>{w} closed.</source>
            <translation>{w} ha chiuso.</translation>
        </message>
        <message>
            <source>You closed.</source>
            <translation>Hai chiuso.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody closed.</source>
            <translation>Il tallone è finito: nessuno ha chiuso.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <source>The match goes to {t} points.</source>
            <translation>La partita si gioca a {t} punti.</translation>
        </message>
        <message>
            <source>One deal decides the match.</source>
            <translation>Una sola smazzata decide la partita.</translation>
        </message>
        <message>
            <source>Score table</source>
            <translation>Tabella dei punti</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} ha chiuso.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Hai chiuso.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody went out.</source>
            <translation>Il tallone è finito: nessuno ha chiuso.</translation>
        </message>
        <message>
            <source>Total after deal {n}</source>
            <translation>Totale dopo la smazzata {n}</translation>
        </message>
        <message>
            <source>Deal {n} of {deals}.</source>
            <translation>Smazzata {n} di {deals}.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>there is no scoreboard file at {place}</source>
            <translation>non c'è nessun file del registro dei punteggi in {place}</translation>
        </message>
        <message>
            <source>it is not a whole Tapete scoreboard (it lacks the table {table})</source>
            <translation>non è un registro dei punteggi di Tapete completo (manca la tabella {table})</translation>
        </message>
        <message>
            <source>it is not a whole Tapete scoreboard (it lacks the column {column})</source>
            <translation>non è un registro dei punteggi di Tapete completo (manca la colonna {column})</translation>
        </message>
        <message>
            <source>{why}, and it could not be moved aside ({reason})</source>
            <translation>{why}, e non si è potuto spostarlo da parte ({reason})</translation>
        </message>
        <message>
            <source>The scoreboard file could not be used, so it was moved to {place} and a new scoreboard was started: {why}.</source>
            <translation>Il file del registro dei punteggi non si poteva usare, quindi è stato spostato in {place} e ne è stato iniziato uno nuovo: {why}.</translation>
        </message>
        <message>
            <source>a new one could not be started ({reason})</source>
            <translation>non se n'è potuto iniziare uno nuovo ({reason})</translation>
        </message>
        <message>
            <source>The scoreboard {place} is open to be read only.</source>
            <translation>Il registro dei punteggi {place} è aperto in sola lettura.</translation>
        </message>
        <message>
            <source>The scoreboard file {place} cannot be read, and it was left as it is: {why}.</source>
            <translation>Il file del registro dei punteggi {place} non si può leggere ed è stato lasciato com'è: {why}.</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be written: {reason}. Finished deals are kept and will be written when it works again.</source>
            <translation>Il registro dei punteggi {place} non si può scrivere: {reason}. Le smazzate finite restano da parte e verranno scritte quando tornerà a funzionare.</translation>
        </message>
        <message>
            <source>it must be upgraded for this version, and its copy as it was cannot be kept ({reason})</source>
            <translation>va aggiornato per questa versione, e non se ne può conservare una copia com'era ({reason})</translation>
        </message>
        <message>
            <source>it is not a database (it is garbled or truncated)</source>
            <translation>non è un database (è danneggiato o troncato)</translation>
        </message>
        <message>
            <source>it is damaged ({detail})</source>
            <translation>è danneggiato ({detail})</translation>
        </message>
        <message>
            <source>it is a database but not a Tapete scoreboard</source>
            <translation>è un database, ma non un registro dei punteggi di Tapete</translation>
        </message>
        <message>
            <source>it was written by a newer version of Tapete (schema {version}; this version reads up to {newest})</source>
            <translation>è stato scritto da una versione più recente di Tapete (schema {version}; questa versione legge fino al {newest})</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>non si è potuto leggere ({error})</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be read: {reason}.</source>
            <translation>Il registro dei punteggi {place} non si può leggere: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>You</source>
            <extracomment>Names of the seats when nobody gave any: "You" at the person's seat, the others in the direction of play from there. "You" is a word, not a name: it is kept in English (in saved games and on the scoreboard) and the interface shows it translated in the context "Seats"; the others are names, the same in every language.</extracomment>
            <translation>Tu</translation>
        </message>
    </context>
    <context>
        <name>Seed</name>
        <message>
            <source>a seed is a whole number or a word, not {kind}</source>
            <translation>un seed è un numero intero o una parola, non {kind}</translation>
        </message>
        <message>
            <source>the seed is empty</source>
            <translation>il seed è vuoto</translation>
        </message>
        <message>
            <source>seed {seed}: a seed is a whole number written with 0-9, or a word of plain letters and digits</source>
            <translation>seed {seed}: un seed è un numero intero scritto con 0-9, o una parola di sole lettere e cifre</translation>
        </message>
        <message>
            <source>seed {seed} is longer than {most} characters</source>
            <translation>il seed {seed} è più lungo di {most} caratteri</translation>
        </message>
        <message>
            <source>a whole number, or text of at most {most} characters with no control characters</source>
            <extracomment>What a seed read from a file must be (after "its seed must be").</extracomment>
            <translation>un numero intero, o un testo di al massimo {most} caratteri senza caratteri di controllo</translation>
        </message>
    </context>
    <context>
        <name>StagingController</name>
        <message>
            <source>Your staged melds are the best move: press Lay down to play them.</source>
            <extracomment>Hint (H) when the melds staged are the move it would propose.</extracomment>
            <translation>I tuoi giochi preparati sono la mossa migliore: premi Cala per giocarli.</translation>
        </message>
        <message>
            <source>Staging area: drag cards here to build a new meld</source>
            <translation>Area di preparazione: trascina qui le carte per un nuovo gioco</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Prima trascina delle carte nell'area di preparazione.</translation>
        </message>
        <message>
            <source>The staged cards are back in your hand.</source>
            <translation>Le carte preparate sono tornate in mano.</translation>
        </message>
        <message>
            <source>[{cards}] is read as {reading}.</source>
            <translation>[{cards}] si legge come {reading}.</translation>
        </message>
        <message>
            <source>too few cards</source>
            <translation>poche carte</translation>
        </message>
        <message>
            <source>not a set or run</source>
            <translation>né tris né scala</translation>
        </message>
        <message>
            <source>mixed ranks</source>
            <translation>valori misti</translation>
        </message>
        <message>
            <source>mixed suits</source>
            <translation>semi misti</translation>
        </message>
        <message>
            <source>gap in the run</source>
            <translation>buco nella scala</translation>
        </message>
        <message>
            <source>set too large</source>
            <translation>tris troppo grande</translation>
        </message>
        <message>
            <source>too long</source>
            <translation>troppo lungo</translation>
        </message>
        <message>
            <source>no K-A-2</source>
            <translation>niente K-A-2</translation>
        </message>
        <message>
            <source>not valid</source>
            <translation>non valido</translation>
        </message>
        <message>
            <source>run</source>
            <comment>a meld: cards of one suit in sequence</comment>
            <translation>scala</translation>
        </message>
        <message>
            <source>set</source>
            <comment>a meld: cards of one rank</comment>
            <translation>tris</translation>
        </message>
        <message>
            <source>set of {rank} · {points}</source>
            <translation>tris di {rank} · {points}</translation>
        </message>
        <message>
            <source>run {low}–{high} · {points}</source>
            <translation>scala {low}–{high} · {points}</translation>
        </message>
        <message>
            <source>Lay down the staged melds, or Take back.</source>
            <translation>Cala i giochi preparati, o Riprendi.</translation>
        </message>
        <message>
            <source>Staged melds not yet playable — {why}</source>
            <translation>Giochi preparati non ancora validi — {why}</translation>
        </message>
        <message>
            <source>set or run? pick one</source>
            <translation>tris o scala? scegli</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>Games against the bots</source>
            <translation>Partite contro i bot</translation>
        </message>
        <message>
            <source>Practice games</source>
            <translation>Partite di allenamento</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <comment>which matches the statistics are of</comment>
            <translation>&amp;Mostra:</translation>
        </message>
        <message>
            <source>Practice games: kept apart, they never count in your record.</source>
            <translation>Partite di allenamento: tenute a parte, non contano mai nei tuoi risultati.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Giocate</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <source>Win share</source>
            <translation>% vittorie</translation>
        </message>
        <message>
            <source>Best</source>
            <comment>a column: the best match total</comment>
            <translation>Migliore</translation>
        </message>
        <message>
            <source>Average</source>
            <comment>a column: the average match total</comment>
            <translation>Media</translation>
        </message>
        <message>
            <source>Streak</source>
            <comment>a column: matches won in a row, up to now</comment>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Longest</source>
            <comment>a column: the longest streak of matches won</comment>
            <translation>Record</translation>
        </message>
        <message>
            <source>Against bots</source>
            <translation>Contro i bot</translation>
        </message>
        <message>
            <source>Ended</source>
            <translation>Finita</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totali</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Seed</translation>
        </message>
        <message>
            <source>Open match</source>
            <translation>Apri la partita</translation>
        </message>
        <message>
            <source>Copy seed</source>
            <translation>Copia il seed</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Rigioca questa smazzata</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Azzera le statistiche…</translation>
        </message>
        <message numerus="yes">
            <source>{result}, %n hint(s)</source>
            <comment>a match's result, the hints shown</comment>
            <translation>
                <numerusform>{result}, %n suggerimento</numerusform>
                <numerusform>{result}, %n suggerimenti</numerusform>
            </translation>
        </message>
        <message>
            <source>level {level}, {solved} solved of {played}</source>
            <translation>livello {level}, {solved} risolti su {played}</translation>
        </message>
        <message>
            <source>{game} puzzles: {levels}</source>
            <translation>Problemi di {game}: {levels}</translation>
        </message>
        <message>
            <source>{game}, the match begun {started}, abandoned: totals deal by deal</source>
            <extracomment>{started}: when the match was begun (a short date and time)</extracomment>
            <translation>{game}, la partita iniziata il {started}, abbandonata: totali smazzata per smazzata</translation>
        </message>
        <message>
            <source>abandoned</source>
            <comment>a match's result: given up for another game</comment>
            <translation>abbandonata</translation>
        </message>
        <message>
            <source>in progress</source>
            <comment>a match's result</comment>
            <translation>in corso</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>a match's result: you lost</comment>
            <translation>persa</translation>
        </message>
        <message>
            <source>shared win</source>
            <comment>a match's result</comment>
            <translation>vittoria condivisa</translation>
        </message>
        <message>
            <source>won</source>
            <comment>a match's result: you won</comment>
            <translation>vinta</translation>
        </message>
        <message>
            <source>{level} {won}/{played}</source>
            <comment>against a bot level: matches won/played</comment>
            <translation>{level} {won}/{played}</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <comment>a win share</comment>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>Deal</source>
            <comment>a column: the deal's number in the match</comment>
            <translation>Smazzata</translation>
        </message>
        <message>
            <source>you and your partner lost</source>
            <translation>tu e il tuo compagno avete perso</translation>
        </message>
        <message>
            <source>{first} &amp; {last}</source>
            <translation>{first} e {last}</translation>
        </message>
        <message>
            <source>{side} {total}</source>
            <comment>a side's total</comment>
            <translation>{side} {total}</translation>
        </message>
        <message>
            <source>Past matches (double-click one for its deals; double-click a deal to step through it again)</source>
            <translation>Partite passate (doppio clic su una per le sue smazzate; doppio clic su una smazzata per ripercorrerla)</translation>
        </message>
        <message>
            <source>no games yet</source>
            <comment>a game never played to its end</comment>
            <translation>ancora nessuna partita</translation>
        </message>
        <message>
            <source>Totals deal by deal</source>
            <translation>Totali smazzata per smazzata</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Smazzata</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <source>No match recorded yet</source>
            <translation>Ancora nessuna partita registrata</translation>
        </message>
        <message>
            <source>{game}, the match of {ended}: totals deal by deal</source>
            <translation>{game}, la partita del {ended}: totali smazzata per smazzata</translation>
        </message>
        <message>
            <source>{game}, the match in progress: totals deal by deal</source>
            <translation>{game}, la partita in corso: totali smazzata per smazzata</translation>
        </message>
        <message>
            <source>No deal finished yet</source>
            <translation>Ancora nessuna smazzata finita</translation>
        </message>
        <message>
            <source>{game}: your total in each finished match</source>
            <translation>{game}: il tuo totale in ogni partita finita</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Partita</translation>
        </message>
        <message>
            <source>No finished match yet</source>
            <translation>Ancora nessuna partita finita</translation>
        </message>
        <message>
            <source>you and your partner shared the win</source>
            <translation>tu e il tuo compagno avete condiviso la vittoria</translation>
        </message>
        <message>
            <source>you and your partner won</source>
            <translation>tu e il tuo compagno avete vinto</translation>
        </message>
        <message>
            <source>Match of {d}</source>
            <translation>Partita di {d}</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>the row of the match's totals</comment>
            <translation>Totale</translation>
        </message>
        <message>
            <source>Step through this deal</source>
            <translation>Ripercorri questa smazzata</translation>
        </message>
        <message>
            <source>Seed: {s}</source>
            <translation>Seed: {s}</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Rivedi</translation>
        </message>
        <message>
            <source>{game}, deal {n} of the match — {sides}</source>
            <translation>{game}, smazzata {n} della partita — {sides}</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Azzera le statistiche</translation>
        </message>
        <message>
            <source>Delete every recorded match and deal? This cannot be undone.</source>
            <translation>Cancellare tutte le partite e le smazzate registrate? Non si può annullare.</translation>
        </message>
    </context>
    <context>
        <name>StorageReason</name>
        <message>
            <source>it is a file, not a folder</source>
            <translation>è un file, non una cartella</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>il disco è pieno</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <translation>la quota del disco è esaurita</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>il disco è di sola lettura</translation>
        </message>
        <message>
            <source>permission is denied (read-only)</source>
            <translation>permesso negato (sola lettura)</translation>
        </message>
        <message>
            <source>a file stands where a folder should be</source>
            <translation>c'è un file dove dovrebbe esserci una cartella</translation>
        </message>
        <message>
            <source>a folder stands where the file should be</source>
            <translation>c'è una cartella dove dovrebbe esserci il file</translation>
        </message>
        <message>
            <source>the disk reported an input/output error</source>
            <translation>il disco ha segnalato un errore di input/output</translation>
        </message>
        <message>
            <source>the path is too long</source>
            <translation>il percorso è troppo lungo</translation>
        </message>
        <message>
            <source>its folder does not exist</source>
            <translation>la sua cartella non esiste</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>è di sola lettura</translation>
        </message>
        <message>
            <source>another program has kept it locked for more than {seconds} seconds</source>
            <translation>un altro programma lo tiene bloccato da più di {seconds} secondi</translation>
        </message>
        <message>
            <source>it cannot be opened (its folder is missing, read-only or a file)</source>
            <translation>non si può aprire (la sua cartella manca, è di sola lettura o è un file)</translation>
        </message>
        <message>
            <source>it is damaged</source>
            <translation>è danneggiato</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>non si può aprire</translation>
        </message>
    </context>
    <context>
        <name>TableZones</name>
        <message>
            <source>Stock {n}</source>
            <translation>Tallone {n}</translation>
        </message>
    </context>
    <context>
        <name>TapeteCommand</name>
        <message>
            <source>{text} is not a whole number of 0 or more</source>
            <translation>{text} non è un numero intero da 0 in su</translation>
        </message>
        <message>
            <source>{text} is not a size like 1280x800</source>
            <translation>{text} non è una dimensione come 1280x800</translation>
        </message>
        <message>
            <source>{text}: width and height must be from 1 to {most} pixels</source>
            <translation>{text}: larghezza e altezza devono andare da 1 a {most} pixel</translation>
        </message>
        <message>
            <source>Tapete: a card table.</source>
            <translation>Tapete: un tavolo da gioco di carte.</translation>
        </message>
        <message>
            <source>{ranges}; default: the game's own</source>
            <translation>{ranges}; predefinito: quello del gioco</translation>
        </message>
        <message>
            <source>deal seed (default: random)</source>
            <translation>seed della distribuzione (predefinito: casuale)</translation>
        </message>
        <message>
            <source>bot levels, comma separated (default: normal, or the game's own if it has none)</source>
            <translation>livelli dei giocatori del computer, separati da virgole (predefinito: normale, o quello del gioco se non lo ha)</translation>
        </message>
        <message>
            <source>render the table after the deal to a PNG and exit</source>
            <translation>disegna il tavolo dopo la distribuzione in un PNG ed esce</translation>
        </message>
        <message>
            <source>window size (default: 1280x800 for --screenshot, else fitted to the screen)</source>
            <translation>dimensione della finestra (predefinita: 1280x800 con --screenshot, altrimenti adattata allo schermo)</translation>
        </message>
        <message>
            <source>offscreen: deal and render every game, play a bot turn, check glyphs; exit 0</source>
            <translation>senza schermo: distribuisce e disegna ogni gioco, gioca un turno del computer, controlla i glifi; esce con 0</translation>
        </message>
        <message>
            <source>the interface's language for this run: en, es, pt_BR or it (default: the one chosen in View &gt; Language, else the system's)</source>
            <translation>la lingua dell'interfaccia per questa esecuzione: en, es, pt_BR o it (predefinita: quella scelta in Visualizza &gt; Lingua, altrimenti quella del sistema)</translation>
        </message>
        <message>
            <source>let normal bots play the first N turns for every seat (a mid-game table)</source>
            <translation>lascia giocare ai giocatori normali del computer i primi N turni di ogni posto (un tavolo a partita in corso)</translation>
        </message>
        <message>
            <source>open a replay record or a saved game (tapete-cli replay's files) in the review</source>
            <translation>apre una registrazione o una partita salvata (i file di tapete-cli replay) nella revisione</translation>
        </message>
        <message>
            <source>deal at a practice table: take back any move, every hand on request, results apart</source>
            <translation>distribuire a un tavolo di allenamento: riprendere ogni mossa, tutte le mani a richiesta, risultati a parte</translation>
        </message>
        <message>
            <source>--players {n}: {problem}</source>
            <translation>--players {n}: {problem}</translation>
        </message>
        <message>
            <source>--size {size}: there is not enough memory for a picture of that size ({mb} MB)</source>
            <translation>--size {size}: non c'è memoria sufficiente per un'immagine di quella dimensione ({mb} MB)</translation>
        </message>
        <message>
            <source>cannot write {path}</source>
            <translation>impossibile scrivere {path}</translation>
        </message>
        <message>
            <source>cannot start again in the new language ({problem}): start Tapete again by hand</source>
            <translation>impossibile ripartire nella nuova lingua ({problem}): riavvia Tapete a mano</translation>
        </message>
        <message>
            <source>--bots {level}: {game} has only {levels} computer players so far</source>
            <translation>--bots {level}: {game} per ora ha solo giocatori del computer {levels}</translation>
        </message>
    </context>
    <context>
        <name>TotalsDialog</name>
        <message>
            <source>&lt;h3&gt;Stalled deal&lt;/h3&gt;&lt;p&gt;Nobody wins it: everyone scores his cards.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Smazzata bloccata&lt;/h3&gt;&lt;p&gt;Non la vince nessuno: ognuno segna le sue carte.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;You ran out of cards&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Hai finito le carte&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} ran out of cards&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;{w} ha finito le carte&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Cards left</source>
            <translation>Carte rimaste</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <source>The match ends when someone reaches {t}; the lowest total wins.</source>
            <translation>La partita finisce quando qualcuno arriva a {t}; vince il totale più basso.</translation>
        </message>
        <message>
            <source>Running totals</source>
            <translation>Totali progressivi</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>everyone plays alone</source>
            <translation>ognuno gioca da solo</translation>
        </message>
        <message>
            <source>in partnerships, or alone</source>
            <translation>a coppie o squadre, o ognuno da solo</translation>
        </message>
        <message>
            <source>in partnerships</source>
            <translation>a coppie</translation>
        </message>
        <message>
            <source>{players} players, {teams}</source>
            <translation>{players} giocatori, {teams}</translation>
        </message>
        <message>
            <source>Play {game} with its standard rules</source>
            <translation>Gioca a {game} con le regole standard</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Scegli un gioco</translation>
        </message>
        <message numerus="yes">
            <source>&lt;h2&gt;Welcome to Tapete&lt;/h2&gt;&lt;p&gt;%n card games against the computer. Click one to deal; Game ▸ New game sets its players and rules.&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;Benvenuto in Tapete&lt;/h2&gt;&lt;p&gt;%n gioco di carte contro il computer. Fai clic su uno per distribuire; Partita ▸ Nuova partita sceglie giocatori e regole.&lt;/p&gt;</numerusform>
                <numerusform>&lt;h2&gt;Benvenuto in Tapete&lt;/h2&gt;&lt;p&gt;%n giochi di carte contro il computer. Fai clic su uno per distribuire; Partita ▸ Nuova partita sceglie giocatori e regole.&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;h2&gt;Choose a game&lt;/h2&gt;&lt;p&gt;Click one to deal with its standard rules; Game ▸ New game sets its players and rules.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Scegli un gioco&lt;/h2&gt;&lt;p&gt;Fai clic su uno per distribuire con le regole standard; Partita ▸ Nuova partita sceglie giocatori e regole.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;New to these games?&lt;/b&gt;&lt;p&gt;Help ▸ Rules explains the game on the table, with examples; Help ▸ Controls (Ctrl+F1) lists every gesture and key. In New game, each option's tooltip quotes its rule.&lt;/p&gt;&lt;p&gt;View ▸ Table felt, Card backs and Card size change the table's look; Game ▸ Statistics keeps your results.&lt;/p&gt;</source>
            <translation>&lt;b&gt;Non conosci questi giochi?&lt;/b&gt;&lt;p&gt;Aiuto ▸ Regole spiega il gioco sul tavolo, con esempi; Aiuto ▸ Comandi (Ctrl+F1) elenca ogni gesto e ogni tasto. In Nuova partita, la descrizione di ogni opzione cita la sua regola.&lt;/p&gt;&lt;p&gt;Visualizza ▸ Tappeto, Dorso delle carte e Dimensione delle carte cambiano l'aspetto del tavolo; Partita ▸ Statistiche conserva i tuoi risultati.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>More options…</source>
            <translation>Altre opzioni…</translation>
        </message>
        <message>
            <source>The New-game dialog: players, names, levels, rules</source>
            <translation>La finestra Nuova partita: giocatori, nomi, livelli, regole</translation>
        </message>
    </context>
</TS>
