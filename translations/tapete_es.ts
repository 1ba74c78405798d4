<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>Appearance</name>
        <message>
            <source>&amp;Green</source>
            <translation>&amp;Verde</translation>
        </message>
        <message>
            <source>&amp;Blue</source>
            <translation>&amp;Azul</translation>
        </message>
        <message>
            <source>Bu&amp;rgundy</source>
            <translation>&amp;Burdeos</translation>
        </message>
        <message>
            <source>&amp;Charcoal</source>
            <translation>&amp;Carbón</translation>
        </message>
        <message>
            <source>&amp;Lattice (red)</source>
            <translation>&amp;Rombos (rojo)</translation>
        </message>
        <message>
            <source>&amp;Rosette (blue)</source>
            <translation>Ro&amp;setón (azul)</translation>
        </message>
        <message>
            <source>&amp;Table felt</source>
            <translation>&amp;Tapete</translation>
        </message>
        <message>
            <source>{percent}% (the table scrolls)</source>
            <comment>a card size</comment>
            <translation>{percent} % (la mesa se desplaza)</translation>
        </message>
        <message>
            <source>Card &amp;backs</source>
            <translation>&amp;Dorso de las cartas</translation>
        </message>
        <message>
            <source>&amp;Tartan (green)</source>
            <translation>&amp;Escocés (verde)</translation>
        </message>
        <message>
            <source>&amp;Fit the window</source>
            <translation>&amp;Ajustado a la ventana</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>Ta&amp;maño de las cartas</translation>
        </message>
    </context>
    <context>
        <name>BotLevel</name>
        <message>
            <source>easy</source>
            <translation>fácil</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>normal</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>difícil</translation>
        </message>
        <message>
            <source>unknown bot level {level} (choose from {levels})</source>
            <translation>nivel de bot desconocido: {level} (elige entre {levels})</translation>
        </message>
        <message>
            <source>The computer players of {game} play {levels} only, not {level} yet</source>
            <translation>Los jugadores automáticos de {game} solo juegan en {levels}, todavía no en {level}</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} players (give one level for all, or one for each)</source>
            <translation>--bots indica {levels} niveles para {seats} jugadores (da un nivel para todos, o uno para cada uno)</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} computer players (give one level for all, or one for each)</source>
            <translation>--bots indica {levels} niveles para {seats} jugadores automáticos (da un nivel para todos, o uno para cada uno)</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} seats (give one level for all, or one for each)</source>
            <translation>--bots indica {levels} niveles para {seats} asientos (da un nivel para todos, o uno para cada uno)</translation>
        </message>
    </context>
    <context>
        <name>BotTurns</name>
        <message>
            <source>{name} (a computer player) failed: {what}. Start a new game.</source>
            <translation>{name} (jugador automático) falló: {what}. Empieza una partida nueva.</translation>
        </message>
    </context>
    <context>
        <name>BuracoController</name>
        <message>
            <source>not a run</source>
            <translation>no es escalera</translation>
        </message>
        <message>
            <source>too many wild cards</source>
            <translation>demasiados comodines</translation>
        </message>
        <message>
            <source>no sets</source>
            <translation>sin tríos</translation>
        </message>
        <message>
            <source>You took the muerto and play on.</source>
            <translation>Te llevaste el muerto y sigues jugando.</translation>
        </message>
        <message>
            <source>{name} took the muerto and plays on.</source>
            <translation>{name} se llevó el muerto y sigue jugando.</translation>
        </message>
        <message>
            <source>You took the muerto: it is yours at the start of your next turn.</source>
            <translation>Te llevaste el muerto: lo recoges al empezar tu próximo turno.</translation>
        </message>
        <message>
            <source>{name} took the muerto (picked up next turn).</source>
            <translation>{name} se llevó el muerto (lo recoge en su próximo turno).</translation>
        </message>
        <message>
            <source>The stock ran out: a muerto is the stock now.</source>
            <extracomment>a muerto became the stock</extracomment>
            <translation>Se acabó el mazo: ahora un muerto hace de mazo.</translation>
        </message>
        <message>
            <source>That would leave you a single card: you may run out only with a muerto to take or a canasta to close, so keep at least two.</source>
            <translation>Te quedaría una sola carta: solo puedes quedarte sin cartas si hay un muerto que tomar o una canasta para cerrar, así que guarda al menos dos.</translation>
        </message>
        <message>
            <source>Your team has no canasta to close with: running out now needs a canasta limpa (or de mil).</source>
            <comment>limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild card, and one from ace to ace</comment>
            <translation>Tu pareja no tiene canasta para cerrar: para quedarte sin cartas ahora hace falta una canasta limpia (o de mil).</translation>
        </message>
        <message>
            <source>Your team has no canasta to close with: running out now needs a canasta.</source>
            <translation>Tu pareja no tiene canasta para cerrar: para quedarte sin cartas ahora hace falta una canasta.</translation>
        </message>
        <message numerus="yes">
            <source>Each new meld needs its own reading: %n meld(s).</source>
            <translation>
                <numerusform>Cada juego nuevo necesita su propia lectura: %n juego.</numerusform>
                <numerusform>Cada juego nuevo necesita su propia lectura: %n juegos.</numerusform>
            </translation>
        </message>
        <message>
            <source>You closed the deal.</source>
            <translation>Cerraste la mano.</translation>
        </message>
        <message>
            <source>{name} closed the deal.</source>
            <translation>{name} cerró la mano.</translation>
        </message>
        <message>
            <source>Only the top card of the pile and cards from your hand may make that meld.</source>
            <translation>Ese juego solo puede llevar la carta de arriba del descarte y cartas de tu mano.</translation>
        </message>
        <message>
            <source>Draw first: from the stock, or take the pile with its top card.</source>
            <translation>Roba primero del mazo, o llévate el descarte con su carta de arriba.</translation>
        </message>
        <message>
            <source>You have drawn already this turn.</source>
            <translation>Ya has robado en este turno.</translation>
        </message>
        <message>
            <source>[{cards}] does not fit that meld.</source>
            <translation>[{cards}] no encaja en ese juego.</translation>
        </message>
        <message>
            <source>[{cards}] can be read more than one way: click the reading you mean under the staging area.</source>
            <translation>[{cards}] se puede leer de más de una manera: haz clic en la lectura que quieras, debajo de la zona de preparación.</translation>
        </message>
        <message>
            <source>[{cards}] holds too many wild cards: a meld may have {n} (a 2 of the run's suit in its own place is natural).</source>
            <translation>[{cards}] lleva demasiados comodines: un juego puede tener {n} (un 2 del palo de la escalera en su lugar es natural).</translation>
        </message>
        <message>
            <source>The stock ran out: the deal ends with no close.</source>
            <translation>Se acabó el mazo: la mano termina sin que nadie cierre.</translation>
        </message>
    </context>
    <context>
        <name>BuracoPage</name>
        <message>
            <source>A joker is worth</source>
            <translation>Un joker vale</translation>
        </message>
        <message>
            <source>What a joker counts, in melds or left in hand (2s and 8 to K count 10, aces 15, 3 to 7 count 5).</source>
            <translation>Lo que vale un joker, en los juegos o en la mano (los 2 y del 8 a la K valen 10, los ases 15, del 3 al 7 valen 5).</translation>
        </message>
        <message>
            <source>Sets (three or more of a rank) may be melded</source>
            <translation>Se pueden bajar tríos (3 o más del mismo valor)</translation>
        </message>
        <message>
            <source>With this on, three or more cards of one rank may be melded; off, runs only.</source>
            <translation>Activado, se pueden bajar tres o más cartas de un mismo valor; desactivado, solo escaleras.</translation>
        </message>
        <message>
            <source>A set of seven or more is a canasta too</source>
            <translation>Un trío de siete o más también es canasta</translation>
        </message>
        <message>
            <source>With this on, a set of seven or more cards is a canasta too (limpa or suja, never de mil); otherwise only runs make canastas.</source>
            <translation>Activado, un trío de siete o más cartas también es canasta (limpia o sucia, nunca de mil); si no, solo las escaleras forman canastas.</translation>
        </message>
        <message>
            <source>Wild cards per meld</source>
            <translation>Comodines por juego</translation>
        </message>
        <message>
            <source>How many wild cards (jokers, and 2s standing in for another card) one meld may hold.</source>
            <translation>Cuántos comodines (jokers, y 2 que ocupan el lugar de otra carta) puede tener un juego.</translation>
        </message>
        <message>
            <source>A natural card takes a wild card's place, the wild card moving to an end</source>
            <translation>Una carta natural ocupa el lugar de un comodín, que pasa a una punta</translation>
        </message>
        <message>
            <source>With this on, a natural card may take the place a wild card holds in a run, the wild card moving to an end; off, a wild card stays where it was played.</source>
            <translation>Activado, una carta natural puede ocupar el lugar de un comodín en una escalera, y el comodín pasa a una punta; desactivado, el comodín se queda donde se jugó.</translation>
        </message>
        <message>
            <source>any canasta</source>
            <translation>cualquier canasta</translation>
        </message>
        <message>
            <source>a canasta limpa (or de mil)</source>
            <extracomment>limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild card, and one from ace to ace</extracomment>
            <translation>una canasta limpia (o de mil)</translation>
        </message>
        <message>
            <source>To close (go out), a team needs at least one canasta: any canasta, or a clean one.</source>
            <translation>Para cerrar, una pareja necesita al menos una canasta: cualquiera, o una limpia.</translation>
        </message>
        <message>
            <source>The bonus for a canasta limpa: seven or more cards with no wild card.</source>
            <extracomment>limpa: Buraco's own (Portuguese) word for a canasta with no wild card</extracomment>
            <translation>El premio de una canasta limpia: siete o más cartas sin comodín.</translation>
        </message>
        <message>
            <source>The bonus for a canasta suja: seven or more cards with a wild card.</source>
            <extracomment>suja: Buraco's own (Portuguese) word for a canasta with a wild card</extracomment>
            <translation>El premio de una canasta sucia: siete o más cartas con un comodín.</translation>
        </message>
        <message>
            <source>The bonus for a canasta de mil: a whole suit from ace to ace, with no wild card.</source>
            <extracomment>de mil: Buraco's own (Portuguese) words for a canasta from ace to ace, with no wild card</extracomment>
            <translation>El premio de una canasta de mil: un palo entero del as al as, sin comodín.</translation>
        </message>
        <message>
            <source>With this on, a canasta de mil scores a canasta limpa's bonus as well as its own.</source>
            <extracomment>de mil, limpa: Buraco's own (Portuguese) words for a canasta from ace to ace, and one with no wild card</extracomment>
            <translation>Activado, una canasta de mil suma también el premio de una canasta limpia, además del suyo.</translation>
        </message>
        <message>
            <source>The bonus the team that closes scores.</source>
            <translation>El premio que suma la pareja que cierra.</translation>
        </message>
        <message>
            <source>Points a team loses when the deal ends and it never took its muerto.</source>
            <extracomment>muerto: Buraco's own (Spanish) word for a reserve packet of 11 cards a team takes once a player runs out</extracomment>
            <translation>Los puntos que pierde una pareja si la mano termina sin que se haya llevado su muerto.</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>Partida a</translation>
        </message>
        <message>
            <source>a single deal</source>
            <translation>una sola mano</translation>
        </message>
        <message>
            <source>The match goes on, deal after deal, until a team reaches this score; the highest total wins, and a tie plays another deal.</source>
            <translation>La partida sigue, mano tras mano, hasta que una pareja llega a esta cuenta; gana el total más alto, y si hay empate se juega otra mano.</translation>
        </message>
        <message>
            <source>Draw by dragging the stock to your hand (or double-click it).</source>
            <translation>Roba arrastrando el mazo a tu mano (o con doble clic en él).</translation>
        </message>
        <message>
            <source>Take the pile by dragging its top card onto your team's meld, or into the staging area to build a new meld around it, then Take the pile.</source>
            <translation>Llévate el descarte arrastrando su carta de arriba a un juego de tu pareja, o a la zona de preparación para armar un juego nuevo con ella, y luego Tomar el descarte.</translation>
        </message>
        <message>
            <source>Build new melds in the staging area and Lay down; drop a card on your team's meld to lay it off (a wild card it replaces moves to the nearer end).</source>
            <translation>Arma juegos nuevos en la zona de preparación y pulsa Bajar; suelta una carta sobre un juego de tu pareja para añadirla (el comodín cuyo lugar ocupa pasa a la punta más cercana).</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it.</source>
            <translation>Suelta una carta sobre el descarte para descartarla.</translation>
        </message>
        <message>
            <source>Brazilian canasta in pairs: melds of a suit, canastas of seven, a muerto to take, and the pile taken whole.</source>
            <translation>Canasta brasileña en parejas: juegos de un palo, canastas de siete, un muerto que llevarse y el descarte que se toma entero.</translation>
        </message>
        <message>
            <source>Match to 3000</source>
            <translation>Partida a 3000</translation>
        </message>
        <message>
            <source>Deal after deal until a team reaches 3000 points, as commonly played in Brazil.</source>
            <translation>Mano tras mano hasta que una pareja llega a 3000 puntos, como se juega a menudo en Brasil.</translation>
        </message>
        <message>
            <source>Clean close</source>
            <translation>Cierre limpio</translation>
        </message>
        <message>
            <source>Closing needs a clean canasta (limpa or de mil), as other versions of Buraco require.</source>
            <translation>Para cerrar hace falta una canasta limpia (o de mil), como exigen otras versiones del Buraco.</translation>
        </message>
        <message>
            <source>Runs only</source>
            <translation>Solo escaleras</translation>
        </message>
        <message>
            <source>Runs only: no sets of one rank may be melded.</source>
            <translation>Solo escaleras: no se pueden bajar tríos de un mismo valor.</translation>
        </message>
        <message>
            <source>Closing needs</source>
            <translation>Para cerrar hace falta</translation>
        </message>
        <message>
            <source>Canasta limpa</source>
            <extracomment>limpa: Buraco's own (Portuguese) word for a canasta with no wild card</extracomment>
            <translation>Canasta limpia</translation>
        </message>
        <message>
            <source>Canasta suja</source>
            <extracomment>suja: Buraco's own (Portuguese) word for a canasta with a wild card</extracomment>
            <translation>Canasta sucia</translation>
        </message>
        <message>
            <source>Canasta de mil</source>
            <extracomment>de mil: Buraco's own (Portuguese) words for a canasta from ace to ace, with no wild card</extracomment>
            <translation>Canasta de mil</translation>
        </message>
        <message>
            <source>The canasta de mil also scores as a canasta limpa</source>
            <extracomment>de mil, limpa: Buraco's own (Portuguese) words for a canasta from ace to ace, and one with no wild card</extracomment>
            <translation>La canasta de mil también suma como limpia</translation>
        </message>
        <message>
            <source>Closing is worth</source>
            <translation>Cerrar vale</translation>
        </message>
        <message>
            <source>A team that never takes a muerto loses</source>
            <extracomment>muerto: Buraco's own (Spanish) word for a reserve packet of 11 cards a team takes once a player runs out</extracomment>
            <translation>La pareja que nunca toma un muerto pierde</translation>
        </message>
    </context>
    <context>
        <name>BuracoScore</name>
        <message>
            <source>Cards in melds</source>
            <translation>Cartas bajadas</translation>
        </message>
        <message>
            <source>Canasta bonuses</source>
            <translation>Premios por canastas</translation>
        </message>
        <message>
            <source>Closing</source>
            <translation>Por cerrar</translation>
        </message>
        <message>
            <source>Cards held</source>
            <translation>Cartas en mano</translation>
        </message>
        <message>
            <source>Muerto not taken</source>
            <translation>Muerto no tomado</translation>
        </message>
    </context>
    <context>
        <name>BuracoZones</name>
        <message>
            <source>To take the pile, meld {card} now: stage hand cards with it, or drop it on your meld; then Take the pile (or Take back).</source>
            <translation>Para llevarte el descarte, baja {card} ahora: prepárala con cartas de tu mano o suéltala sobre tu juego; luego Tomar el descarte (o Retirar).</translation>
        </message>
        <message>
            <source>The stock is out: take the pile (drag its top card onto one of your melds or into the staging area), or Draw to end the deal without a close.</source>
            <translation>Se acabó el mazo: llévate el descarte (arrastra su carta de arriba a uno de tus juegos o a la zona de preparación), o pulsa Robar para terminar la mano sin cierre.</translation>
        </message>
        <message>
            <source>Your turn: draw — drag the stock to your hand (or double-click it).</source>
            <translation>Tu turno: roba; arrastra el mazo a tu mano (o haz doble clic en él).</translation>
        </message>
        <message>
            <source>Your turn: draw (drag the stock to your hand, or double-click it), or take the pile: drag its top card onto one of your melds or into the staging area.</source>
            <translation>Tu turno: roba (arrastra el mazo a tu mano o doble clic), o llévate el descarte: arrastra su carta de arriba a un juego tuyo o a la zona de preparación.</translation>
        </message>
        <message>
            <source>Meld in the staging area or add to your melds, then discard: drag a card onto the pile.</source>
            <translation>Baja en la zona de preparación o añade a tus juegos, y luego descarta: arrastra una carta al descarte.</translation>
        </message>
        <message>
            <source>Running out of cards takes the muerto.</source>
            <translation>Si te quedas sin cartas, te llevas el muerto.</translation>
        </message>
        <message>
            <source>With your canasta, running out of cards closes the deal.</source>
            <translation>Con tu canasta, quedarte sin cartas cierra la mano.</translation>
        </message>
        <message>
            <source>No canasta to close with yet: keep at least one card.</source>
            <translation>Aún no hay canasta para cerrar: guarda al menos una carta.</translation>
        </message>
        <message>
            <source>took the muerto</source>
            <translation>muerto ya tomado</translation>
        </message>
        <message>
            <source>your muerto waits: your hand next turn</source>
            <translation>tu muerto pasa a tu mano en el próximo turno</translation>
        </message>
        <message>
            <source>muerto waiting beside him</source>
            <translation>muerto en espera</translation>
        </message>
        <message>
            <source>holds {points}</source>
            <translation>en mano: {points}</translation>
        </message>
        <message>
            <source>Pile {n}</source>
            <translation>Descarte {n}</translation>
        </message>
        <message>
            <source>Pile empty</source>
            <translation>Descarte vacío</translation>
        </message>
        <message>
            <source>Muerto {i}</source>
            <translation>Muerto {i}</translation>
        </message>
        <message>
            <source>Muerto, counted as held</source>
            <translation>Muerto, cuenta como en mano</translation>
        </message>
        <message>
            <source>Muerto not taken: cards not counted</source>
            <translation>Muerto no tomado: no se cuenta</translation>
        </message>
        <message>
            <source>no canasta yet</source>
            <translation>sin canasta aún</translation>
        </message>
        <message>
            <source>Limpa</source>
            <comment>Buraco's word (Portuguese): a canasta with no wild card</comment>
            <translation>Limpia</translation>
        </message>
        <message>
            <source>Suja</source>
            <comment>Buraco's word (Portuguese): a canasta with a wild card</comment>
            <translation>Sucia</translation>
        </message>
        <message>
            <source>De mil</source>
            <comment>Buraco's words (Portuguese): a canasta from ace to ace, no wild card</comment>
            <translation>De mil</translation>
        </message>
        <message>
            <source>muerto taken</source>
            <translation>muerto tomado</translation>
        </message>
        <message>
            <source>Take the pile: {card}, its only card, goes down in the staged meld — or Take back.</source>
            <translation>Tomar el descarte: {card}, su única carta, se baja en el juego preparado; o Retirar.</translation>
        </message>
        <message>
            <source>muerto waiting</source>
            <translation>muerto en espera</translation>
        </message>
    </context>
    <context>
        <name>CanastaController</name>
        <message>
            <source>{name} did not take the pile.</source>
            <extracomment>a draw once the stock is gone: the player chose not to take the pile</extracomment>
            <translation>{name} no tomó el descarte.</translation>
        </message>
        <message>
            <source>{name} drew from the stock.</source>
            <translation>{name} robó del mazo.</translation>
        </message>
        <message>
            <source>{name} laid down {cards}.</source>
            <translation>{name} bajó {cards}.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} descartó {card}.</translation>
        </message>
        <message>
            <source>Your partner {name} is playing…</source>
            <translation>Tu compañero {name} está jugando…</translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} está jugando…</translation>
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
            <translation>Zona de preparación: arma el juego que toma el descarte</translation>
        </message>
        <message>
            <source>You did not take the pile.</source>
            <extracomment>a draw once the stock is gone: the player chose not to take the pile</extracomment>
            <translation>No tomaste el descarte.</translation>
        </message>
        <message>
            <source>You drew from the stock.</source>
            <translation>Robaste del mazo.</translation>
        </message>
        <message numerus="yes">
            <source>You took the pile (%n card(s)), melding {card}.</source>
            <translation>
                <numerusform>Tomaste el descarte (%n carta) bajando {card}.</numerusform>
                <numerusform>Tomaste el descarte (%n cartas) bajando {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} took the pile (%n card(s)), melding {card}.</source>
            <translation>
                <numerusform>{name} tomó el descarte (%n carta) bajando {card}.</numerusform>
                <numerusform>{name} tomó el descarte (%n cartas) bajando {card}.</numerusform>
            </translation>
        </message>
        <message>
            <source>You laid down {cards}.</source>
            <translation>Bajaste {cards}.</translation>
        </message>
        <message>
            <source>You added {cards} to {meld}.</source>
            <translation>Añadiste {cards} a {meld}.</translation>
        </message>
        <message>
            <source>{name} added {cards} to {meld}.</source>
            <translation>{name} añadió {cards} a {meld}.</translation>
        </message>
        <message>
            <source>You drew {cards}.</source>
            <extracomment>The person's own draw from the stock: they know the cards.</extracomment>
            <translation>Robaste {cards}.</translation>
        </message>
        <message>
            <source>You moved {wild} to an end: it stands for {card} now.</source>
            <translation>Moviste {wild} a un extremo: ahora vale {card}.</translation>
        </message>
        <message>
            <source>{name} moved {wild} to an end: it stands for {card} now.</source>
            <translation>{name} movió {wild} a un extremo: ahora vale {card}.</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Descartaste {card}.</translation>
        </message>
        <message>
            <source>{name} ({level}) — your partner</source>
            <translation>{name} ({level}) — tu compañero</translation>
        </message>
        <message>
            <source>{name} ({level}) — opponent</source>
            <translation>{name} ({level}) — contrario</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>La mano ha terminado.</translation>
        </message>
        <message>
            <source>Every hand is laid down face up to be counted.</source>
            <translation>Todas las manos se muestran boca arriba para contarlas.</translation>
        </message>
        <message>
            <source>The pile's top card must be melded at once: drag it onto one of your melds or into the staging area.</source>
            <translation>La carta de arriba del descarte debe bajarse en el acto: arrástrala a uno de tus juegos o a la zona de preparación.</translation>
        </message>
        <message>
            <source>That meld is the other team's: you add only to your team's melds.</source>
            <translation>Ese juego es del otro equipo: solo puedes añadir a los juegos del tuyo.</translation>
        </message>
        <message>
            <source>The pile is empty: draw from the stock.</source>
            <translation>El descarte está vacío: roba del mazo.</translation>
        </message>
        <message>
            <source>{cards} is not in your hand.</source>
            <translation>{cards} no está en tu mano.</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Primero arrastra cartas a la zona de preparación.</translation>
        </message>
        <message>
            <source>Next deal, in the score table, goes on.</source>
            <translation>Pulsa «Siguiente mano» en la tabla de puntos para seguir.</translation>
        </message>
        <message>
            <source>A card is used twice: {cards}.</source>
            <translation>Una carta se usa dos veces: {cards}.</translation>
        </message>
        <message>
            <source>[{cards}]: those cards cannot stand in those places of the meld.</source>
            <translation>[{cards}]: esas cartas no pueden ir en esos lugares del juego.</translation>
        </message>
        <message>
            <source>[{cards}] can join that meld in more than one way: drop it at the end it goes to.</source>
            <translation>[{cards}] puede unirse a ese juego de más de una manera: suéltalo en la punta donde va.</translation>
        </message>
        <message>
            <source>That meld is closed: it takes no more cards.</source>
            <translation>Ese juego está cerrado: no admite más cartas.</translation>
        </message>
        <message>
            <source>{card} on top blocks the pile: draw from the stock.</source>
            <translation>Con {card} arriba, el descarte está bloqueado: roba del mazo.</translation>
        </message>
        <message>
            <source>To take the pile, meld its top card with {n} cards of your hand.</source>
            <translation>Para tomar el descarte, baja su carta de arriba con {n} cartas de tu mano.</translation>
        </message>
        <message>
            <source>Take the pile with the staged top card first, or Take back.</source>
            <translation>Primero toma el descarte con la carta preparada, o pulsa Retirar.</translation>
        </message>
        <message numerus="yes">
            <source>Take the pile: {card} goes down in the staged meld and the pile's other %n card(s) come to your hand — or Take back.</source>
            <translation>
                <numerusform>Tomar el descarte: {card} se baja en el juego preparado y el resto del descarte (%n carta) va a tu mano; o Retirar.</numerusform>
                <numerusform>Tomar el descarte: {card} se baja en el juego preparado y el resto del descarte (%n cartas) va a tu mano; o Retirar.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n canasta(s)</source>
            <translation>
                <numerusform>%n canasta</numerusform>
                <numerusform>%n canastas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n joker(s) from your hand.</source>
            <translation>
                <numerusform>Para tomar el descarte, baja su carta de arriba con %n joker de tu mano.</numerusform>
                <numerusform>Para tomar el descarte, baja su carta de arriba con %n jokers de tu mano.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n {rank}(s) from your hand.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>
                <numerusform>Para tomar el descarte, baja su carta de arriba con %n {rank} de tu mano.</numerusform>
                <numerusform>Para tomar el descarte, baja su carta de arriba con %n {rank} de tu mano.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n wild card(s) from your hand.</source>
            <translation>
                <numerusform>Para tomar el descarte, baja su carta de arriba con %n comodín de tu mano.</numerusform>
                <numerusform>Para tomar el descarte, baja su carta de arriba con %n comodines de tu mano.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardNotation</name>
        <message>
            <source>not a card: {token}</source>
            <translation>no es una carta: {token}</translation>
        </message>
        <message>
            <source>a joker has no suit: {token}</source>
            <translation>un comodín no tiene palo: {token}</translation>
        </message>
        <message>
            <source>card without a suit: {token}</source>
            <translation>carta sin palo: {token}</translation>
        </message>
        <message>
            <source>{card} is not in this game's pack</source>
            <translation>{card} no está en la baraja de este juego</translation>
        </message>
        <message>
            <source>{card}: the pack holds only {copies} cards of this kind</source>
            <translation>{card}: la baraja solo tiene {copies} cartas de este tipo</translation>
        </message>
        <message>
            <source>{card} appears twice</source>
            <translation>{card} aparece dos veces</translation>
        </message>
    </context>
    <context>
        <name>CliStats</name>
        <message>
            <source>game</source>
            <extracomment>The headings of the table's columns, as a person reads them.</extracomment>
            <translation>juego</translation>
        </message>
        <message>
            <source>played</source>
            <translation>jugadas</translation>
        </message>
        <message>
            <source>won</source>
            <translation>ganadas</translation>
        </message>
        <message>
            <source>share</source>
            <translation>porcentaje</translation>
        </message>
        <message>
            <source>best</source>
            <translation>mejor</translation>
        </message>
        <message>
            <source>average</source>
            <translation>promedio</translation>
        </message>
        <message>
            <source>streak</source>
            <translation>racha</translation>
        </message>
        <message>
            <source>longest</source>
            <translation>mejor racha</translation>
        </message>
        <message>
            <source>against bots</source>
            <translation>contra bots</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>Tapete's headless tools: bot matches and the Quita y Pon table solver.</source>
            <translation>Herramientas de Tapete sin ventana: partidas entre bots y el solucionador de mesas de Quita y Pon.</translation>
        </message>
        <message>
            <source>play seeded deals between bots and report their strength</source>
            <translation>juega manos con semilla entre bots e informa de su fuerza</translation>
        </message>
        <message>
            <source>Play N full deals between bots with seats rotated, checking card conservation after every action. Prints, per bot level: seats, win share with its 95% confidence interval (Wilson; a seat wins when its team wins, and a win shared by k teams counts 1/k), mean deal score, decision time p50/p95/max in ms; and deals per second. One deal is one deal of the game. Higher scores are better: in games that count paid points or cards left ({games}) the deal score is minus those (0 for the player who went out); a void or stalled deal has no winner.</source>
            <translation>Juega N manos completas entre bots, rotando los asientos y comprobando la conservación de las cartas tras cada acción. Muestra, por nivel de bot: asientos, proporción de victorias con su intervalo de confianza del 95% (Wilson; un asiento gana cuando gana su equipo, y una victoria compartida por k equipos cuenta 1/k), puntuación media por mano, tiempo de decisión p50/p95/máx en ms; y manos por segundo. Una mano es una mano del juego. Más puntos es mejor: en los juegos que cuentan puntos pagados o cartas restantes ({games}) la puntuación de la mano es esos puntos con signo menos (0 para quien cerró); una mano anulada o trabada no tiene ganador.</translation>
        </message>
        <message>
            <source>one of: {games}</source>
            <translation>uno de: {games}</translation>
        </message>
        <message>
            <source>number of seats ({counts})</source>
            <translation>número de asientos ({counts})</translation>
        </message>
        <message>
            <source>bot level per seat, comma separated (easy, normal, hard); one level fills every seat (default: the game's usual level, normal where it has one)</source>
            <translation>nivel de bot por asiento, separados por comas (easy, normal, hard); un solo nivel vale para todos los asientos (por omisión: el nivel habitual del juego, normal si lo tiene)</translation>
        </message>
        <message>
            <source>number of deals to play</source>
            <translation>número de manos que jugar</translation>
        </message>
        <message>
            <source>match seed (deal i uses deal index i)</source>
            <translation>semilla de la partida (la mano i usa el índice de mano i)</translation>
        </message>
        <message>
            <source>a game option of RULES.md, e.g. -o must_play_if_able=full or -o opening_min=51 (repeatable)</source>
            <translation>una opción del juego según RULES.md, p. ej. -o must_play_if_able=full o -o opening_min=51 (se puede repetir)</translation>
        </message>
        <message>
            <source>processes to spread deals over</source>
            <translation>procesos entre los que repartir las manos</translation>
        </message>
        <message>
            <source>print every deal's log: a line per action, as the first seat may know it</source>
            <translation>imprime el registro de cada mano: una línea por jugada, tal como la puede conocer el primer asiento</translation>
        </message>
        <message>
            <source>no progress line even on a terminal</source>
            <translation>sin línea de progreso, ni siquiera en una terminal</translation>
        </message>
        <message>
            <source>print the log of a saved game or a replay record</source>
            <translation>imprime el registro de una partida guardada o de un registro de repetición</translation>
        </message>
        <message>
            <source>Print a line per action of a saved game (every deal of its match, as the person's seat knew it) or of a replay record (one deal), in the game's words: a card another seat drew from the stock is never named.</source>
            <translation>Imprime una línea por jugada de una partida guardada (cada mano de su partida, tal como la conoció el asiento de la persona) o de un registro de repetición (una mano), con las palabras del juego: nunca se nombra una carta que otro asiento robó del mazo.</translation>
        </message>
        <message>
            <source>print the hard bot's advice for your move in a saved game</source>
            <translation>muestra el consejo del bot difícil para tu jugada en una partida guardada</translation>
        </message>
        <message>
            <source>Print the hints the table gives (H) for your move in a saved game: the hard bot's moves, searched from your seat's view only, one per line, the best first, in the table's words.</source>
            <translation>Muestra las pistas que da la mesa (H) para tu jugada en una partida guardada: las jugadas del bot difícil, buscadas solo desde lo que ve tu asiento, una por línea, la mejor primero, con las palabras de la mesa.</translation>
        </message>
        <message>
            <source>print the saved scoreboard's statistics</source>
            <translation>muestra las estadísticas del marcador guardado</translation>
        </message>
        <message>
            <source>Per game: played, won, win share, best and average score, streaks and results against each bot level, from the scoreboard the table keeps.</source>
            <translation>Por juego: partidas jugadas y ganadas, porcentaje de victorias, mejor puntuación y promedio, rachas y resultados contra cada nivel de bot, según el marcador que guarda la mesa.</translation>
        </message>
        <message>
            <source>how many past matches to list</source>
            <translation>cuántas partidas anteriores listar</translation>
        </message>
        <message>
            <source>a scoreboard file (default: the user data folder, or $TAPETE_DATA_DIR)</source>
            <translation>un archivo de marcador (por omisión: la carpeta de datos del usuario, o $TAPETE_DATA_DIR)</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>interrumpido</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <extracomment>A deal's heading in the log.</extracomment>
            <translation>Mano {n}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <extracomment>A seat of a bot match, as its log names it.</extracomment>
            <translation>Asiento {n}</translation>
        </message>
        <message>
            <source>unknown game {game} (available: {games})</source>
            <translation>juego desconocido: {game} (disponibles: {games})</translation>
        </message>
        <message>
            <source>--games must be at least 1</source>
            <translation>--games debe ser al menos 1</translation>
        </message>
        <message>
            <source>--workers must be at least 1</source>
            <translation>--workers debe ser al menos 1</translation>
        </message>
        <message>
            <source>{done}/{total} deals, {rate} deals/s</source>
            <translation>{done}/{total} manos, {rate} manos/s</translation>
        </message>
        <message>
            <source>No finished match yet.</source>
            <translation>Aún no hay ninguna partida terminada.</translation>
        </message>
        <message>
            <source>{place} is a folder, not a scoreboard file ({name})</source>
            <translation>{place} es una carpeta, no un archivo de marcador ({name})</translation>
        </message>
        <message>
            <source>the scoreboard {place} cannot be read</source>
            <translation>no se puede leer el marcador {place}</translation>
        </message>
        <message>
            <source>{place}: skipped {what}</source>
            <translation>{place}: se omitió {what}</translation>
        </message>
        <message>
            <source>the data folder {folder} cannot hold a scoreboard: {place} is a file, not a folder</source>
            <translation>la carpeta de datos {folder} no puede guardar un marcador: {place} es un archivo, no una carpeta</translation>
        </message>
        <message>
            <source>print one JSON object</source>
            <extracomment>The help of every tool's `--json` (the tool says it in its language).</extracomment>
            <translation>muestra un único objeto JSON</translation>
        </message>
        <message>
            <source>find the best Quita y Pon commit for a table and a hand</source>
            <translation>busca la mejor jugada de Quita y Pon para una mesa y una mano</translation>
        </message>
        <message>
            <source>Print the optimal commit: the new table's melds and the hand cards placed. The table is either melds separated by '|' (each must be a valid meld), e.g. "3S 4S 5S | 7C 7D 7H", or a flat list of cards, which the solver then arranges into valid melds itself. Cards: ranks A 2-9 T J Q K, suits S H D C, a prime for the second copy (7H').</source>
            <translation>Muestra la jugada óptima: los juegos de la nueva mesa y las cartas de la mano colocadas. La mesa son juegos separados por '|' (cada uno debe ser válido), p. ej. "3S 4S 5S | 7C 7D 7H", o una simple lista de cartas, que el solucionador ordena él mismo en juegos válidos. Cartas: valores A 2-9 T J Q K, palos S H D C, y una prima para la segunda copia (7H').</translation>
        </message>
        <message>
            <source>table cards: melds split by '|', or a flat list</source>
            <translation>cartas de la mesa: juegos separados por '|', o una simple lista</translation>
        </message>
        <message>
            <source>hand cards, e.g. "5S' KD"</source>
            <translation>cartas de la mano, p. ej. "5S' KD"</translation>
        </message>
        <message>
            <source>most hand cards placed (ties: most points), or most points (ties: most cards)</source>
            <translation>más cartas de la mano colocadas (empate: más puntos), o más puntos (empate: más cartas)</translation>
        </message>
        <message>
            <source>{options} (repeatable)</source>
            <translation>{options} (se puede repetir)</translation>
        </message>
        <message>
            <source>option {option} does not change the solver (use {options})</source>
            <translation>la opción {option} no cambia el solucionador (usa {options})</translation>
        </message>
        <message>
            <source>table meld [{meld}] is not valid: {code}</source>
            <translation>el juego de la mesa [{meld}] no es válido: {code}</translation>
        </message>
        <message>
            <source>the table cannot be arranged into valid melds</source>
            <translation>la mesa no se puede ordenar en juegos válidos</translation>
        </message>
        <message>
            <source>No legal commit: no hand card can be placed. Draw.</source>
            <translation>No hay jugada válida: no se puede colocar ninguna carta de la mano. Roba.</translation>
        </message>
        <message numerus="yes">
            <source>Place {cards} (%n card(s), {points} points):</source>
            <translation>
                <numerusform>Coloca {cards} (%n carta, {points} puntos):</numerusform>
                <numerusform>Coloca {cards} (%n cartas, {points} puntos):</numerusform>
            </translation>
        </message>
        <message>
            <source>empty meld between '|' in --table</source>
            <translation>juego vacío entre '|' en --table</translation>
        </message>
        <message>
            <source>Deal {n} (in play)</source>
            <extracomment>The heading of the deal a saved game was in the middle of.</extracomment>
            <translation>Mano {n} (en juego)</translation>
        </message>
        <message>
            <source>only its result was kept</source>
            <extracomment>A finished deal whose actions an old saved game did not keep.</extracomment>
            <translation>solo se guardó su resultado</translation>
        </message>
        <message>
            <source>a saved game or a replay record (JSON)</source>
            <translation>una partida guardada o un registro de repetición (JSON)</translation>
        </message>
        <message>
            <source>the seat whose knowledge the log keeps, from 1 (default: the person's seat of a saved game, seat 1 of a replay record)</source>
            <translation>el asiento cuyo conocimiento guarda el registro, desde 1 (por defecto: el asiento de la persona en una partida guardada, el asiento 1 en un registro de repetición)</translation>
        </message>
        <message>
            <source>print JSON: the game and each deal's lines</source>
            <translation>imprime JSON: el juego y las líneas de cada mano</translation>
        </message>
        <message>
            <source>{path} cannot be read: {why}</source>
            <translation>no se puede leer {path}: {why}</translation>
        </message>
        <message>
            <source>{path} is neither a saved game nor a replay record: {why}</source>
            <translation>{path} no es ni una partida guardada ni un registro de repetición: {why}</translation>
        </message>
        <message>
            <source>--seat must be from 1 to {players}</source>
            <translation>--seat debe ir de 1 a {players}</translation>
        </message>
        <message>
            <source>{path} is not a saved game: {why}</source>
            <translation>{path} no es una partida guardada: {why}</translation>
        </message>
        <message>
            <source>the saved game {path} cannot be read: {why}</source>
            <translation>no se puede leer la partida guardada {path}: {why}</translation>
        </message>
        <message>
            <source>the game in {path} is over: there is no move to hint</source>
            <translation>la partida de {path} ha terminado: no hay jugada que aconsejar</translation>
        </message>
        <message>
            <source>it is not your turn in {path}: seat {seat} is to play (a hint is for your own turn)</source>
            <translation>no es tu turno en {path}: juega el asiento {seat} (las pistas son para tu propio turno)</translation>
        </message>
        <message>
            <source>a saved game (saved-game.json in the data folder, or $TAPETE_DATA_DIR)</source>
            <translation>una partida guardada (saved-game.json en la carpeta de datos, o $TAPETE_DATA_DIR)</translation>
        </message>
        <message>
            <source>how many hints to print at most, the best first (default: {n})</source>
            <translation>cuántas pistas mostrar como máximo, la mejor primero (por omisión: {n})</translation>
        </message>
        <message>
            <source>the replay record {path} cannot be read: {why}</source>
            <translation>no se puede leer el registro de repetición {path}: {why}</translation>
        </message>
        <message>
            <source>the replay record {path} holds an illegal move at action {action}: {why}</source>
            <translation>el registro de repetición {path} contiene una jugada no válida en la acción {action}: {why}</translation>
        </message>
        <message>
            <source>print a Quita y Pon puzzle: a table, a hand, the best answer</source>
            <translation>muestra un problema de Quita y Pon: una mesa, una mano, la mejor respuesta</translation>
        </message>
        <message>
            <source>Print a puzzle made from a level and a seed: the table's groups, the hand, the most hand cards that can be placed and one commit that places them. Level 1 needs one table group changed, level 2 two, level 3 three or more; the hand alone always melds fewer. Without --seed, the puzzle of the day.</source>
            <translation>Muestra un problema hecho a partir de un nivel y una semilla: los grupos de la mesa, la mano, cuántas cartas de la mano se pueden colocar como máximo y una jugada que las coloca. El nivel 1 obliga a cambiar un grupo de la mesa, el 2 dos, el 3 tres o más; la mano sola siempre baja menos. Sin --seed, el problema del día.</translation>
        </message>
        <message>
            <source>how much of the table the answer changes (1 to 3)</source>
            <translation>cuánto de la mesa cambia la respuesta (1 a 3)</translation>
        </message>
        <message>
            <source>the puzzle's seed (default: today)</source>
            <translation>la semilla del problema (por omisión: hoy)</translation>
        </message>
        <message>
            <source>print JSON</source>
            <translation>muestra JSON</translation>
        </message>
    </context>
    <context>
        <name>ControlsDialog</name>
        <message>
            <source>Drag cards with the mouse: while you drag, the places they may go light up; dropped where the rules refuse them, they go back and the line under the table says why.</source>
            <translation>Arrastra las cartas con el ratón: mientras arrastras se iluminan los lugares adonde pueden ir; si las sueltas donde las reglas no lo permiten, vuelven y la línea bajo la mesa dice por qué.</translation>
        </message>
        <message>
            <source>Click a line of the game log (View menu, Ctrl+L) to see the table just after it; its last line shows the table as it is now.</source>
            <translation>Haz clic en una línea del registro de la partida (menú Ver, Ctrl+L) para ver la mesa justo después; su última línea muestra la mesa tal como está ahora.</translation>
        </message>
        <message>
            <source>{entry} (practice table only)</source>
            <extracomment>A command offered at a practice table only, as Controls lists it: {entry} is its Game-menu entry ("Play this turn for me")</extracomment>
            <translation>{entry} (solo en la mesa de práctica)</translation>
        </message>
        <message>
            <source>Buttons and keys</source>
            <translation>Botones y teclas</translation>
        </message>
        <message>
            <source>Button</source>
            <translation>Botón</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Tecla</translation>
        </message>
        <message>
            <source>Game menu</source>
            <translation>Menú Juego</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>En la mesa</translation>
        </message>
        <message>
            <source>Menus and shortcuts</source>
            <translation>Menús y atajos</translation>
        </message>
        <message>
            <source>Controls</source>
            <translation>Controles</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>Ventana</translation>
        </message>
    </context>
    <context>
        <name>CuatroPalosController</name>
        <message>
            <source>{name} kept {card} on the waste pile.</source>
            <translation>{name} dejó {card} en su pozo.</translation>
        </message>
        <message>
            <source>{name} turned a card.</source>
            <translation>{name} destapó una carta.</translation>
        </message>
        <message>
            <source>The deal stalled: nobody wins it, everybody scores his cards.</source>
            <translation>La mano se trabó: nadie la gana y cada uno se apunta sus cartas.</translation>
        </message>
        <message>
            <source>Played for you (the only move): {move}</source>
            <translation>Jugada por ti (la única posible): {move}</translation>
        </message>
        <message>
            <source>You kept {card} on the waste pile.</source>
            <translation>Dejaste {card} en tu pozo.</translation>
        </message>
        <message>
            <source>You turned a card.</source>
            <translation>Destapaste una carta.</translation>
        </message>
        <message>
            <source>You played {card} on the {suit} foundation.</source>
            <translation>Jugaste {card} en la base de {suit}.</translation>
        </message>
        <message>
            <source>{name} played {card} on the {suit} foundation.</source>
            <translation>{name} jugó {card} en la base de {suit}.</translation>
        </message>
        <message>
            <source>{name} played {card} on your pile.</source>
            <extracomment>another seat played on the person's own pile</extracomment>
            <translation>{name} jugó {card} en tu pozo.</translation>
        </message>
        <message>
            <source>You played {card} on {owner}'s pile.</source>
            <translation>Jugaste {card} en el pozo de {owner}.</translation>
        </message>
        <message>
            <source>You turned {card}.</source>
            <translation>Destapaste {card}.</translation>
        </message>
        <message>
            <source>{name} turned {card}.</source>
            <translation>{name} destapó {card}.</translation>
        </message>
        <message>
            <source>You turned {card} onto your pile.</source>
            <translation>Destapaste {card} y va a tu pozo.</translation>
        </message>
        <message>
            <source>{name} turned {card} onto their pile.</source>
            <translation>{name} destapó {card} y va a su pozo.</translation>
        </message>
        <message>
            <source>{name} played {card} on {owner}'s pile.</source>
            <translation>{name} jugó {card} en el pozo de {owner}.</translation>
        </message>
        <message>
            <source>You played {card} {to}.</source>
            <translation>Jugaste {card} {to}.</translation>
        </message>
        <message>
            <source>{name} played {card} {to}.</source>
            <translation>{name} jugó {card} {to}.</translation>
        </message>
        <message>
            <source>You ran out of cards and win the deal.</source>
            <translation>Te quedaste sin cartas y ganas la mano.</translation>
        </message>
        <message>
            <source>{name} ran out of cards and wins the deal.</source>
            <translation>{name} se quedó sin cartas y gana la mano.</translation>
        </message>
        <message>
            <source>Play {card}: drag it to a foundation or onto an opponent's pile (one rank up or down, any suit).</source>
            <translation>Juega {card}: arrástrala a una base o al pozo de un contrario (un punto más o menos, de cualquier palo).</translation>
        </message>
        <message>
            <source>Your turn: first play {card} from your waste pile.</source>
            <translation>Tu turno: primero juega {card} de tu pozo.</translation>
        </message>
        <message>
            <source>Your turn: click your stock — your waste pile turns over into it.</source>
            <translation>Tu turno: haz clic en tu mazo (tu pozo se da vuelta y pasa a ser tu mazo).</translation>
        </message>
        <message>
            <source>Your turn: click your stock to turn up a card.</source>
            <translation>Tu turno: haz clic en tu mazo para destapar una carta.</translation>
        </message>
        <message>
            <source>Your turn: click the stock to turn up a card.</source>
            <translation>Tu turno: haz clic en el mazo para destapar una carta.</translation>
        </message>
        <message>
            <source>Stock {n}</source>
            <translation>Mazo {n}</translation>
        </message>
        <message>
            <source>Stock empty</source>
            <translation>Mazo vacío</translation>
        </message>
        <message>
            <source>Turned card</source>
            <translation>Carta destapada</translation>
        </message>
        <message>
            <source>Your stock {n}</source>
            <translation>Tu mazo {n}</translation>
        </message>
        <message>
            <source>{name} — {cards} · {t} pts</source>
            <translation>{name} — {cards} · {t} pts</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {t} pts</source>
            <translation>{name} ({level}) — {cards} · {t} pts</translation>
        </message>
    </context>
    <context>
        <name>CuatroPalosPage</name>
        <message>
            <source>French 52</source>
            <translation>Francesa, 52</translation>
        </message>
        <message>
            <source>Spanish 40</source>
            <translation>Española, 40</translation>
        </message>
        <message>
            <source>Spanish 48</source>
            <translation>Española, 48</translation>
        </message>
        <message>
            <source>counter-clockwise (to the right)</source>
            <translation>antihorario (a la derecha)</translation>
        </message>
        <message>
            <source>clockwise</source>
            <translation>horario</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Baraja</translation>
        </message>
        <message>
            <source>The pack: a French deck of 52 cards, or a Spanish deck of 40 (the 7 followed by the jack) or of 48, without jokers.</source>
            <translation>La baraja: francesa de 52 cartas, o española de 40 (al 7 le sigue la sota) o de 48, sin comodines.</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>Sentido del juego</translation>
        </message>
        <message>
            <source>The order of play; the rules' is counter-clockwise, the player on the dealer's right playing first.</source>
            <translation>El orden de juego; el de las reglas es en sentido contrario a las agujas del reloj, y empieza el jugador a la derecha del que reparte.</translation>
        </message>
        <message>
            <source>K and A adjacent on waste piles</source>
            <translation>K y as seguidos en los pozos</translation>
        </message>
        <message>
            <source>With this on, a king and an ace count as next to each other on the players' piles (a king on an ace, an ace on a king).</source>
            <translation>Activado, un rey y un as cuentan como seguidos en los pozos de los jugadores (un rey sobre un as, un as sobre un rey).</translation>
        </message>
        <message>
            <source>Must play a playable card (forced play)</source>
            <translation>Obligación de jugar toda carta jugable</translation>
        </message>
        <message>
            <source>With this on, a card that can be played must be played; off, a player may put a playable card on his own pile and end his turn.</source>
            <translation>Activado, una carta que se puede jugar debe jugarse; desactivado, un jugador puede dejar una carta jugable en su propio pozo y terminar su turno.</translation>
        </message>
        <message>
            <source>A card that fits a foundation must go there (foundation priority)</source>
            <translation>Una carta que va a una base debe ir allí (prioridad de bases)</translation>
        </message>
        <message>
            <source>With this on, a card that fits a foundation must go there, not on a player's pile.</source>
            <translation>Activado, una carta que va a una base debe ir allí, no al pozo de un jugador.</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>Partida a</translation>
        </message>
        <message>
            <source>After each deal everyone adds the cards left to him; the match ends when a total reaches this, and the lowest total wins.</source>
            <translation>Después de cada mano cada uno suma las cartas que le quedaron; la partida termina cuando un total llega a esta cifra, y gana el total más bajo.</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) per player</source>
            <translation>
                <numerusform>%n turno por jugador</numerusform>
                <numerusform>%n turnos por jugador</numerusform>
            </translation>
        </message>
        <message>
            <source>With no foundation play, the deal stops after</source>
            <translation>Sin jugadas a las bases, la mano se detiene tras</translation>
        </message>
        <message>
            <source>the rules' count (2 per card held, plus 2)</source>
            <translation>la cuenta de las reglas (2 por carta en mano, más 2)</translation>
        </message>
        <message>
            <source>Once the stock is gone, a deal in which no card reaches a foundation for this many turns per player stops with no winner, everyone scoring his cards.</source>
            <translation>Acabado el mazo, una mano en la que ninguna carta llega a una base durante esta cantidad de turnos por jugador se detiene sin ganador, y cada uno se anota sus cartas.</translation>
        </message>
        <message>
            <source>Click the stock to turn up a card.</source>
            <translation>Haz clic en el mazo para destapar una carta.</translation>
        </message>
        <message>
            <source>Drag a playable card (the one you turned, or first the top of your own pile) to a foundation in the centre, or onto an opponent's pile: one rank up or down, any suit.</source>
            <translation>Arrastra una carta jugable (la que destapaste, o antes la de arriba de tu pozo) a una base del centro, o al pozo de un contrario: un punto más o menos, de cualquier palo.</translation>
        </message>
        <message>
            <source>A card with no place lands on your own pile and the turn passes.</source>
            <translation>Una carta que no tiene lugar va a tu propio pozo y el turno pasa.</translation>
        </message>
        <message>
            <source>Once the stock is gone, click your own stock at the bottom right.</source>
            <translation>Acabado el mazo, haz clic en tu propio mazo, abajo a la derecha.</translation>
        </message>
        <message>
            <source>River Plate patience for several: build the four suits up from the ace, and load your cards onto the others' piles.</source>
            <translation>Solitario rioplatense para varios: arma los cuatro palos desde el as y descarga tus cartas en los pozos de los demás.</translation>
        </message>
        <message>
            <source>Spanish deck</source>
            <translation>Baraja española</translation>
        </message>
        <message>
            <source>With the Spanish deck of 40 cards, common in the River Plate: the 7 is followed by the jack.</source>
            <translation>Con la baraja española de 40 cartas, la habitual en el Río de la Plata: al 7 le sigue la sota.</translation>
        </message>
    </context>
    <context>
        <name>DealReplayDialog</name>
        <message>
            <source>Replay — {game}</source>
            <translation>Repetición — {game}</translation>
        </message>
        <message>
            <source>As dealt</source>
            <translation>Tal como se repartió</translation>
        </message>
        <message>
            <source>(a move that shows nothing)</source>
            <translation>(una jugada que no muestra nada)</translation>
        </message>
        <message>
            <source>The hard bot's view of this move</source>
            <translation>Lo que opina el bot difícil de esta jugada</translation>
        </message>
        <message>
            <source>N: the next marked decision; Shift+N: the one before</source>
            <translation>N: la siguiente decisión marcada; Mayús+N: la anterior</translation>
        </message>
        <message>
            <source>Show the better move (B)</source>
            <translation>Mostrar la mejor jugada (B)</translation>
        </message>
        <message>
            <source>Lay out the hard bot's move on the table, in place of yours (B)</source>
            <translation>Muestra en la mesa la jugada del bot difícil en lugar de la tuya (B)</translation>
        </message>
        <message>
            <source>To the deal as dealt (Home)</source>
            <translation>Al reparto inicial (Inicio)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Una jugada atrás (Izquierda)</translation>
        </message>
        <message>
            <source>One move on (Right)</source>
            <translation>Una jugada adelante (Derecha)</translation>
        </message>
        <message>
            <source>To the end of the deal (End)</source>
            <translation>Al final de la mano (Fin)</translation>
        </message>
        <message>
            <source>Mark my decisions</source>
            <translation>Marcar mis decisiones</translation>
        </message>
        <message>
            <source>Set each of your decisions beside what the hard bot would have played</source>
            <translation>Compara cada una de tus decisiones con lo que habría jugado el bot difícil</translation>
        </message>
        <message>
            <source>As you saw it: the other hands stay hidden until the deal shows them.</source>
            <translation>Tal como lo viste: las otras manos siguen ocultas hasta que el final de la mano las muestra.</translation>
        </message>
        <message>
            <source>Show every hand</source>
            <translation>Mostrar todas las manos</translation>
        </message>
        <message>
            <source>Lay every hidden card face up, as at the end of the deal</source>
            <translation>Pone boca arriba cada carta oculta, como al final de la mano</translation>
        </message>
        <message>
            <source>Move {n} of {total}</source>
            <translation>Jugada {n} de {total}</translation>
        </message>
        <message>
            <source>Every hand shown: the players did not see these cards during the deal.</source>
            <translation>Todas las manos a la vista: los jugadores no vieron estas cartas durante la mano.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>it holds lists or objects nested too deeply</source>
            <translation>contiene listas u objetos con demasiados niveles de anidamiento</translation>
        </message>
        <message>
            <source>its field {field} holds lists or objects nested too deeply</source>
            <translation>su campo {field} contiene listas u objetos con demasiados niveles de anidamiento</translation>
        </message>
    </context>
    <context>
        <name>GameActions</name>
        <message>
            <source>Take the pile</source>
            <translation>Tomar el descarte</translation>
        </message>
        <message>
            <source>Take the &amp;pile</source>
            <translation>&amp;Tomar el descarte</translation>
        </message>
        <message>
            <source>Turn a card</source>
            <translation>Destapar carta</translation>
        </message>
        <message>
            <source>&amp;Turn a card</source>
            <translation>&amp;Destapar una carta</translation>
        </message>
        <message>
            <source>Take the pile</source>
            <comment>Mano y Pie's discard pile</comment>
            <translation>Tomar el descarte</translation>
        </message>
        <message>
            <source>Take the &amp;pile</source>
            <comment>Mano y Pie's discard pile</comment>
            <translation>&amp;Tomar el descarte</translation>
        </message>
        <message>
            <source>Ask partner</source>
            <translation>Pedir permiso</translation>
        </message>
        <message>
            <source>&amp;Ask partner to go out</source>
            <translation>&amp;Pedir permiso para salir</translation>
        </message>
        <message>
            <source>Yes, go out</source>
            <translation>Sí, que salga</translation>
        </message>
        <message>
            <source>&amp;Yes, my partner may go out</source>
            <translation>Sí, mi compañero puede sa&amp;lir</translation>
        </message>
        <message>
            <source>No, play on</source>
            <translation>No, que siga</translation>
        </message>
        <message>
            <source>&amp;No, my partner plays on</source>
            <translation>No, mi compañero si&amp;gue jugando</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Pista</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Pista</translation>
        </message>
        <message>
            <source>Accept hint</source>
            <translation>Aceptar pista</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Ignorar</translation>
        </message>
        <message>
            <source>Reset turn</source>
            <translation>Deshacer turno</translation>
        </message>
        <message>
            <source>&amp;Reset turn</source>
            <translation>&amp;Deshacer turno</translation>
        </message>
        <message>
            <source>Draw</source>
            <extracomment>the verb: take a card from the stock (a command button and its menu entry)</extracomment>
            <translation>Robar</translation>
        </message>
        <message>
            <source>D&amp;raw</source>
            <extracomment>the verb: take a card from the stock (the Game menu's entry, &amp; marks its key)</extracomment>
            <translation>&amp;Robar</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Hecho</translation>
        </message>
        <message>
            <source>&amp;Done</source>
            <translation>&amp;Hecho</translation>
        </message>
        <message>
            <source>Show the solution</source>
            <translation>Mostrar la solución</translation>
        </message>
        <message>
            <source>Puzzle, level 1</source>
            <translation>Problema, nivel 1</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;1</source>
            <translation>Problema, nivel &amp;1</translation>
        </message>
        <message>
            <source>Puzzle, level 2</source>
            <translation>Problema, nivel 2</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;2</source>
            <translation>Problema, nivel &amp;2</translation>
        </message>
        <message>
            <source>Puzzle, level 3</source>
            <translation>Problema, nivel 3</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;3</source>
            <translation>Problema, nivel &amp;3</translation>
        </message>
        <message>
            <source>Puzzle of the day</source>
            <translation>Problema del día</translation>
        </message>
        <message>
            <source>Puzzle of the &amp;day</source>
            <translation>Pro&amp;blema del día</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Retirar</translation>
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation>Ret&amp;irar</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Bajar</translation>
        </message>
        <message>
            <source>&amp;Lay down</source>
            <translation>&amp;Bajar</translation>
        </message>
        <message>
            <source>Play the hint</source>
            <translation>Jugar la pista</translation>
        </message>
        <message>
            <source>Dis&amp;miss the hint</source>
            <translation>&amp;Quitar la pista</translation>
        </message>
        <message>
            <source>Play this turn for me</source>
            <translation>Jugar este turno por mí</translation>
        </message>
        <message>
            <source>Play this turn &amp;for me</source>
            <translation>Jugar este t&amp;urno por mí</translation>
        </message>
        <message>
            <source>Take back my last move</source>
            <translation>Retirar mi última jugada</translation>
        </message>
        <message>
            <source>Take &amp;back my last move</source>
            <translation>Retirar mi últi&amp;ma jugada</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>It is not your turn.</source>
            <translation>No es tu turno.</translation>
        </message>
        <message>
            <source>Cards cannot go there.</source>
            <translation>Las cartas no pueden ir ahí.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>{name} to play</source>
            <translation>Juega {name}</translation>
        </message>
        <message>
            <source>Taken back: {move}</source>
            <extracomment>The status line after Take back (Ctrl+Z) undid one of the person's moves ({move}: that move as the log told it, "You laid off 9♠ on Ana's 6♠ 7♠ 8♠.").</extracomment>
            <translation>Deshecho: {move}</translation>
        </message>
        <message>
            <source>Your last move is taken back.</source>
            <extracomment>The status line after Take back undid a move the log tells no sentence of.</extracomment>
            <translation>Tu última jugada se ha deshecho.</translation>
        </message>
        <message>
            <source>Game ▸ New game to start.</source>
            <translation>Juego ▸ Nueva partida para empezar.</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n cartas</numerusform>
            </translation>
        </message>
        <message>
            <source>The match is over: Game ▸ New game.</source>
            <extracomment>The status line's last sentence once the match is over, a position set up by hand (no match, so no "Play again").</extracomment>
            <translation>La partida ha terminado: Juego ▸ Nueva partida.</translation>
        </message>
        <message>
            <source>The match is over: “Play again”, in the score table, starts another (or Game ▸ New game).</source>
            <extracomment>... and once a match is over: the score table's "Play again" deals another.</extracomment>
            <translation>La partida ha terminado: «Otra partida», en la tabla de puntos, empieza otra (o Juego ▸ Nueva partida).</translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} está jugando…</translation>
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
            <translation>de {first} a {last}</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>Game log</source>
            <translation>Registro de la partida</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Mano {n}</translation>
        </message>
        <message>
            <source>Click to see the table just after this</source>
            <translation>Haz clic para ver la mesa justo después de esto</translation>
        </message>
        <message>
            <source>The table as it is now</source>
            <translation>La mesa tal como está ahora</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the strongest computer player would play this</source>
            <extracomment>The reason of a hint whose game has nothing more specific to say.</extracomment>
            <translation>el jugador automático más fuerte jugaría esto</translation>
        </message>
        <message>
            <source>draw from the stock: the pile is not worth taking now</source>
            <translation>roba del mazo: ahora no conviene tomar el descarte</translation>
        </message>
        <message>
            <source>draw from the stock</source>
            <translation>roba del mazo</translation>
        </message>
        <message numerus="yes">
            <source>take the pile with {cards}: it brings %n card(s)</source>
            <translation>
                <numerusform>toma el descarte con {cards}: trae %n carta</numerusform>
                <numerusform>toma el descarte con {cards}: trae %n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>take the pile with {cards}: it completes {book} and brings %n card(s)</source>
            <extracomment>{book}: what the move completes, with its article ("a canasta", "a book")</extracomment>
            <translation>
                <numerusform>toma el descarte con {cards}: completa {book} y trae %n carta</numerusform>
                <numerusform>toma el descarte con {cards}: completa {book} y trae %n cartas</numerusform>
            </translation>
        </message>
        <message>
            <source>add {cards} to your meld: it completes {book}</source>
            <extracomment>{book}: what the move completes, with its article ("a canasta", "a book")</extracomment>
            <translation>agrega {cards} a tu juego: completa {book}</translation>
        </message>
        <message>
            <source>a canasta</source>
            <extracomment>What a completed meld is called in the game, with its article, as a hint's {book} says it (Buraco: a canasta, Mano y Pie: a book): each language gives the noun its gender.</extracomment>
            <translation>una canasta</translation>
        </message>
        <message>
            <source>a book</source>
            <extracomment>What a completed meld is called in Mano y Pie, with its article, as a hint's {book} says it</extracomment>
            <translation>un libro</translation>
        </message>
        <message numerus="yes">
            <source>lay down {cards}: %n card(s) out of your hand</source>
            <translation>
                <numerusform>baja {cards}: %n carta menos en tu mano</numerusform>
                <numerusform>baja {cards}: %n cartas menos en tu mano</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>add {cards} to your meld: %n card(s) out of your hand</source>
            <translation>
                <numerusform>agrega {cards} a tu juego: %n carta menos en tu mano</numerusform>
                <numerusform>agrega {cards} a tu juego: %n cartas menos en tu mano</numerusform>
            </translation>
        </message>
        <message>
            <source>discard {card}: the other team has no meld it fits</source>
            <translation>descarta {card}: el otro equipo no tiene juego donde entre</translation>
        </message>
        <message>
            <source>discard {card}: the card your melds need least</source>
            <translation>descarta {card}: la carta que menos necesitan tus juegos</translation>
        </message>
        <message>
            <source>{card} up on its foundation: a card out of play, and you play on</source>
            <extracomment>A hint's reasons (app/core/hints.py): the card played, where it goes, what it does.</extracomment>
            <translation>{card} a su base: una carta menos en juego, y sigues jugando</translation>
        </message>
        <message>
            <source>{card} onto the pile of the player closest to going out: it slows them down, and you play on</source>
            <translation>{card} sobre el pozo del jugador más cerca de terminar: lo frena, y sigues jugando</translation>
        </message>
        <message>
            <source>{card} onto an opponent's pile: a card fewer for you, and you play on</source>
            <translation>{card} sobre el pozo de un contrario: una carta menos para ti, y sigues jugando</translation>
        </message>
        <message>
            <source>turn up a card: nothing of yours can be played</source>
            <translation>destapa una carta: nada tuyo se puede jugar</translation>
        </message>
        <message>
            <source>the card has nowhere to go: it goes on your pile and the turn passes</source>
            <translation>la carta no tiene dónde ir: va a tu pozo y pasa el turno</translation>
        </message>
        <message>
            <source>ask your partner to go out: your team's contract is made</source>
            <extracomment>A hint's reasons for going out's question and its answers.</extracomment>
            <translation>pide permiso para salir: tu equipo ya tiene los libros que hacen falta</translation>
        </message>
        <message>
            <source>yes, go out: in the deals the search tried, your team does better ending now</source>
            <translation>sí, sal: en los repartos que probó la búsqueda, a tu equipo le conviene terminar ahora</translation>
        </message>
        <message>
            <source>no, play on: in the deals the search tried, your team does better playing on</source>
            <translation>no, sigue jugando: en los repartos que probó la búsqueda, a tu equipo le conviene seguir</translation>
        </message>
        <message>
            <source>discard {card} though it fits your team's meld: what you keep reaches your foot next turn more often</source>
            <extracomment>And for a discard of a card the team's open meld would take, once its contract is made: the hand kept has the better chance of the next turn (`_reach_chance`).</extracomment>
            <translation>descarta {card} aunque entra en una combinación de tu equipo: con lo que te queda llegas a tu pie en el próximo turno más a menudo</translation>
        </message>
        <message>
            <source>discard {card} though it fits your team's meld: what you keep goes out next turn more often</source>
            <translation>descarta {card} aunque entra en una combinación de tu equipo: con lo que te queda sales en el próximo turno más a menudo</translation>
        </message>
        <message>
            <source>place {cards}: your whole hand goes down</source>
            <extracomment>A hint's reasons (app/core/hints.py).</extracomment>
            <translation>coloca {cards}: bajas toda tu mano</translation>
        </message>
        <message numerus="yes">
            <source>place {cards}: %n card(s) left in your hand</source>
            <translation>
                <numerusform>coloca {cards}: te queda %n carta en la mano</numerusform>
                <numerusform>coloca {cards}: te quedan %n cartas en la mano</numerusform>
            </translation>
        </message>
        <message>
            <source>draw: no card of yours is worth placing now</source>
            <translation>roba: ahora no conviene colocar ninguna carta tuya</translation>
        </message>
        <message>
            <source>draw from the stock: the discard does not help your melds</source>
            <extracomment>A hint's reasons (app/core/hints.py).</extracomment>
            <translation>roba del mazo: el descarte no ayuda a tus juegos</translation>
        </message>
        <message>
            <source>take {card} and open with it: {melds}</source>
            <translation>toma {card} y abre con ella: {melds}</translation>
        </message>
        <message>
            <source>take {card}: it fits your melds</source>
            <translation>toma {card}: entra en tus juegos</translation>
        </message>
        <message numerus="yes">
            <source>lay down {melds}: %n card(s) out of your hand</source>
            <translation>
                <numerusform>baja {melds}: %n carta menos en tu mano</numerusform>
                <numerusform>baja {melds}: %n cartas menos en tu mano</numerusform>
            </translation>
        </message>
        <message>
            <source>lay off {card}: a card fewer in your hand</source>
            <translation>coloca {card} en un juego de la mesa: una carta menos en tu mano</translation>
        </message>
        <message>
            <source>put {card} in place of the joker: the joker comes to your hand</source>
            <translation>pon {card} en lugar del comodín: el comodín viene a tu mano</translation>
        </message>
        <message>
            <source>discard {card}: the next player cannot lay it off</source>
            <translation>descarta {card}: el siguiente jugador no puede colocarla</translation>
        </message>
        <message>
            <source>discard {card}: the cards you keep are the likeliest to meld</source>
            <translation>descarta {card}: las cartas que guardas son las que más fácilmente forman juegos</translation>
        </message>
        <message>
            <source>Looking for a hint…</source>
            <translation>Buscando una pista…</translation>
        </message>
        <message>
            <source>Hint {n} of {count}: {reason}. Play the hint, or press H for another.</source>
            <translation>Pista {n} de {count}: {reason}. Juega la pista, o pulsa H para otra.</translation>
        </message>
        <message>
            <source>Hint: {reason}. Play the hint, or keep playing.</source>
            <translation>Pista: {reason}. Juega la pista, o sigue jugando.</translation>
        </message>
        <message>
            <source>A hint is for your own turn.</source>
            <translation>Las pistas son para tu propio turno.</translation>
        </message>
        <message>
            <source>No hint this time: {what}</source>
            <translation>Esta vez no hay pista: {what}</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language (from the next start)</source>
            <translation>&amp;Idioma (desde el próximo inicio)</translation>
        </message>
        <message>
            <source>System language ({language})</source>
            <translation>Idioma del sistema ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Tapete will speak {language} from its next start. Start again now? The game in progress is kept and goes on.</source>
            <translation>Tapete se mostrará en {language} desde su próximo inicio. ¿Reiniciar ahora? La partida en curso se guarda y continúa.</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <source>--lang {name}: Tapete speaks {codes} ({languages})</source>
            <translation>--lang {name}: Tapete está disponible en {codes} ({languages})</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Sort by suit</source>
            <translation>Ordenar por palo</translation>
        </message>
        <message>
            <source>Sort by rank</source>
            <translation>Ordenar por valor</translation>
        </message>
        <message>
            <source>Tapete — {game}</source>
            <translation>Tapete — {game}</translation>
        </message>
        <message>
            <source>&amp;Rules of {game}</source>
            <translation>&amp;Reglas de {game}</translation>
        </message>
        <message>
            <source>Tapete — {game} (practice)</source>
            <translation>Tapete — {game} (práctica)</translation>
        </message>
        <message>
            <source>The table just after action {n} of this deal. Click the log's last line to come back.</source>
            <translation>La mesa justo después de la jugada {n} de esta mano. Haz clic en la última línea del registro para volver.</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard in {file} was lost: {problem}</source>
            <translation>Se perdió una mano terminada que se guardaba en {file} para el marcador: {problem}</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard was lost: {problem}</source>
            <translation>Se perdió una mano terminada que se guardaba para el marcador: {problem}</translation>
        </message>
        <message>
            <source>Tapete</source>
            <translation>Tapete</translation>
        </message>
        <message>
            <source>Continue?</source>
            <translation>¿Continuar?</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress? It is your turn.</source>
            <translation>¿Continuar {game}, mano {n} de la partida en curso? Es tu turno.</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress?</source>
            <translation>¿Continuar {game}, mano {n} de la partida en curso?</translation>
        </message>
        <message>
            <source>Continue the game in progress?</source>
            <translation>¿Continuar la partida en curso?</translation>
        </message>
        <message>
            <source>The computer players of {game} have changed since this match was saved (their version {then}, now {now}): the match goes on with today's. Tapete's list of changes says how they play now; Help ▸ How the computer plays says what they see.</source>
            <translation>Los jugadores automáticos de {game} han cambiado desde que se guardó esta partida (era su versión {then}, ahora la {now}): la partida sigue con los de ahora. La lista de cambios de Tapete cuenta cómo juegan ahora; Ayuda ▸ Cómo juegan los bots cuenta qué ven.</translation>
        </message>
        <message>
            <source>This match cannot be played again: the options it was played with are refused now ({problem}).</source>
            <translation>Esta partida no se puede volver a jugar: las opciones con que se jugó ya no se aceptan ({problem}).</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Juego</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nueva partida…</translation>
        </message>
        <message>
            <source>&amp;Choose a game…</source>
            <translation>Ele&amp;gir un juego…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Estadísticas…</translation>
        </message>
        <message>
            <source>&amp;Open a replay…</source>
            <translation>&amp;Abrir una repetición…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck</source>
            <translation>Baraja de &amp;cuatro colores</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>&amp;Sonido</translation>
        </message>
        <message>
            <source>&amp;Play my move for me when it is the only one possible</source>
            <translation>&amp;Jugar por mí cuando solo hay una jugada posible</translation>
        </message>
        <message>
            <source>Show every &amp;hand (practice)</source>
            <translation>Mostrar todas las ma&amp;nos (práctica)</translation>
        </message>
        <message>
            <source>S&amp;peed</source>
            <translation>V&amp;elocidad</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>&amp;Lenta</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normal</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Rápida</translation>
        </message>
        <message>
            <source>&amp;Instant</source>
            <translation>&amp;Instantánea</translation>
        </message>
        <message>
            <source>&amp;Game log</source>
            <translation>&amp;Registro de la partida</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Ayuda</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Reglas</translation>
        </message>
        <message>
            <source>&amp;Controls</source>
            <translation>&amp;Controles</translation>
        </message>
        <message>
            <source>How the co&amp;mputer plays</source>
            <translation>Cómo juegan los &amp;bots</translation>
        </message>
        <message>
            <source>&amp;About Tapete</source>
            <translation>&amp;Acerca de Tapete</translation>
        </message>
        <message>
            <source>Abandon this deal?</source>
            <translation>¿Abandonar esta mano?</translation>
        </message>
        <message>
            <source>Abandon this deal? The {game} match under way ends here, and Statistics shows it as abandoned.</source>
            <translation>¿Abandonar esta mano? La partida de {game} en curso termina aquí, y Estadísticas la muestra como abandonada.</translation>
        </message>
        <message>
            <source>Open a replay</source>
            <translation>Abrir una repetición</translation>
        </message>
        <message>
            <source>Replays and saved games (*.json)</source>
            <translation>Repeticiones y partidas guardadas (*.json)</translation>
        </message>
        <message>
            <source>{game}, deal {n}, from {file}</source>
            <translation>{game}, mano {n}, de {file}</translation>
        </message>
        <message>
            <source>{game}, deal {n}: the deal just played</source>
            <translation>{game}, mano {n}: la mano recién jugada</translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation>Reglas de {game}</translation>
        </message>
        <message>
            <source>How the computer plays</source>
            <translation>Cómo juegan los bots</translation>
        </message>
        <message>
            <source>About Tapete</source>
            <translation>Acerca de Tapete</translation>
        </message>
        <message>
            <source>&lt;b&gt;Tapete&lt;/b&gt; {version} — a card table for games of Spain, Italy, Brazil and the River Plate, played offline against computer opponents. Card art drawn by the project; cards use the DejaVu Sans font.</source>
            <translation>&lt;b&gt;Tapete&lt;/b&gt; {version} — una mesa de cartas para juegos de España, Italia, Brasil y el Río de la Plata, sin conexión y contra la máquina. Las cartas las dibujó el propio proyecto y usan la fuente DejaVu Sans.</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieController</name>
        <message>
            <source>wild meld</source>
            <translation>combinación de comodines</translation>
        </message>
        <message>
            <source>wild meld · {points}</source>
            <translation>combinación de comodines · {points}</translation>
        </message>
        <message>
            <source>3s never meld</source>
            <translation>los 3 no se combinan</translation>
        </message>
        <message>
            <source>too many wild cards</source>
            <translation>demasiados comodines</translation>
        </message>
        <message>
            <source>first melds {value}</source>
            <translation>primera bajada {value}</translation>
        </message>
        <message>
            <source>{name} asked to go out.</source>
            <translation>{name} pidió permiso para salir.</translation>
        </message>
        <message>
            <source>{name} said yes: you may go out.</source>
            <extracomment>a partner answers the person's request to go out</extracomment>
            <translation>{name} dijo que sí: puedes salir.</translation>
        </message>
        <message>
            <source>set</source>
            <comment>a meld: cards of one rank</comment>
            <translation>trío</translation>
        </message>
        <message>
            <source>{name} said no: you cannot go out this turn.</source>
            <extracomment>a partner answers the person's request to go out</extracomment>
            <translation>{name} dijo que no: no puedes salir en este turno.</translation>
        </message>
        <message>
            <source>You said yes: {asker} may go out.</source>
            <translation>Dijiste que sí: {asker} puede salir.</translation>
        </message>
        <message>
            <source>{name} said yes: {asker} may go out.</source>
            <translation>{name} dijo que sí: {asker} puede salir.</translation>
        </message>
        <message>
            <source>You said no: {asker} plays on.</source>
            <translation>Dijiste que no: {asker} sigue jugando.</translation>
        </message>
        <message>
            <source>{name} said no: {asker} plays on.</source>
            <translation>{name} dijo que no: {asker} sigue jugando.</translation>
        </message>
        <message>
            <source>You asked to go out.</source>
            <translation>Pediste permiso para salir.</translation>
        </message>
        <message>
            <source>{name} picked up the foot.</source>
            <translation>{name} levantó su pie.</translation>
        </message>
        <message>
            <source>You picked up the foot.</source>
            <translation>Levantaste tu pie.</translation>
        </message>
        <message>
            <source>{name} placed a red 3.</source>
            <translation>{name} puso un 3 rojo.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody went out.</source>
            <translation>Se acabó el mazo: nadie salió.</translation>
        </message>
        <message>
            <source>Every hand and foot is laid down face up to be counted.</source>
            <translation>Todas las manos y pies se muestran boca arriba para contarlos.</translation>
        </message>
        <message>
            <source>{name} answers…</source>
            <translation>{name} responde…</translation>
        </message>
        <message>
            <source>You asked to go out: {name} answers…</source>
            <translation>Pediste permiso para salir: {name} responde…</translation>
        </message>
        <message>
            <source>{asker} asked to go out: {name} answers…</source>
            <translation>{asker} pidió permiso para salir: {name} responde…</translation>
        </message>
        <message>
            <source>{asker} asks to go out: Yes, go out — or No, play on?</source>
            <translation>{asker} pide permiso para salir: ¿Sí, que salga, o No, que siga?</translation>
        </message>
        <message>
            <source>Take the pile: {card} goes down in the staged meld, the pile's next cards come to your hand — or Take back.</source>
            <translation>Tomar el descarte: {card} se baja en la combinación preparada y las siguientes cartas del descarte van a tu mano; o Retirar.</translation>
        </message>
        <message>
            <source>To take the pile, stage two matching cards from your hand with {card}, then Take the pile (or Take back). {why}</source>
            <translation>Para tomar el descarte, prepara con {card} dos cartas iguales de tu mano y pulsa Tomar el descarte (o Retirar). {why}</translation>
        </message>
        <message>
            <source>You placed a red 3.</source>
            <translation>Pusiste un 3 rojo.</translation>
        </message>
        <message numerus="yes">
            <source>You placed %n red 3s.</source>
            <extracomment>said for two red 3s or more ("a red 3" is a sentence of its own)</extracomment>
            <translation>
                <numerusform>Pusiste %n 3 rojos.</numerusform>
                <numerusform>Pusiste %n 3 rojos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} placed %n red 3s.</source>
            <extracomment>said for two red 3s or more ("a red 3" is a sentence of its own)</extracomment>
            <translation>
                <numerusform>{name} puso %n 3 rojos.</numerusform>
                <numerusform>{name} puso %n 3 rojos.</numerusform>
            </translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Saliste.</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>{name} salió.</translation>
        </message>
        <message numerus="yes">
            <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team). Let {asker} go out?</source>
            <translation>
                <numerusform>{asker} pide permiso para salir. Libros: {books}. Tienes %n carta ({points} puntos en contra de tu equipo). ¿Dejas salir a {asker}?</numerusform>
                <numerusform>{asker} pide permiso para salir. Libros: {books}. Tienes %n cartas ({points} puntos en contra de tu equipo). ¿Dejas salir a {asker}?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team) and your foot. Let {asker} go out?</source>
            <translation>
                <numerusform>{asker} pide permiso para salir. Libros: {books}. Tienes %n carta ({points} puntos en contra de tu equipo) y tu pie. ¿Dejas salir a {asker}?</numerusform>
                <numerusform>{asker} pide permiso para salir. Libros: {books}. Tienes %n cartas ({points} puntos en contra de tu equipo) y tu pie. ¿Dejas salir a {asker}?</numerusform>
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
            <translation>dos</translation>
        </message>
        <message>
            <source>three</source>
            <comment>how many cards a draw takes: draw three (cards)</comment>
            <translation>tres</translation>
        </message>
        <message>
            <source>The stock is out: take the pile (drag its top card onto your meld or into the staging area), or Draw to end the deal.</source>
            <translation>Se acabó el mazo: toma el descarte (arrastra su carta de arriba a tu combinación o a la zona de preparación), o pulsa Robar para terminar el reparto.</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n} (the {card} on top blocks the pile).</source>
            <translation>Tu turno: arrastra el mazo a tu mano para robar {n} (el {card} de arriba bloquea el descarte).</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n}.</source>
            <translation>Tu turno: arrastra el mazo a tu mano para robar {n}.</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n}, or take the pile: stage two of its top card's rank from your hand, then drag the top card onto them or onto your meld of that rank.</source>
            <translation>Tu turno: roba {n} (arrastra el mazo a tu mano) o llévate el descarte: prepara dos cartas de tu mano del valor de la de arriba y lleva la carta del descarte sobre ellas o sobre tu combinación de ese valor.</translation>
        </message>
        <message>
            <source>Meld in the staging area or on your melds, then discard onto the pile.</source>
            <translation>Baja en la zona de preparación o en tus combinaciones, y luego descarta.</translation>
        </message>
        <message>
            <source>Your team's first melds must make {n}.</source>
            <translation>Las primeras combinaciones de tu equipo deben sumar {n}.</translation>
        </message>
        <message>
            <source>Your first melds must make {n}.</source>
            <translation>Tus primeras combinaciones deben sumar {n}.</translation>
        </message>
        <message>
            <source>Play out your hand to pick up your foot.</source>
            <translation>Juega toda tu mano para levantar tu pie.</translation>
        </message>
        <message>
            <source>You may go out: discard your last card.</source>
            <translation>Puedes salir: descarta tu última carta.</translation>
        </message>
        <message>
            <source>Your partner said no: keep two cards this turn.</source>
            <translation>Tu compañero dijo que no: quédate con dos cartas en este turno.</translation>
        </message>
        <message>
            <source>Your books are done: Ask partner to go out.</source>
            <translation>Tus libros están hechos: pulsa Pedir permiso para salir.</translation>
        </message>
        <message>
            <source>On your foot: keep two cards.</source>
            <translation>Con el pie: quédate con dos cartas.</translation>
        </message>
        <message>
            <source>Answer the request to go out first: yes or no.</source>
            <translation>Primero responde a la petición de salir: sí o no.</translation>
        </message>
        <message>
            <source>First melds: {value}.</source>
            <translation>Primera bajada: {value}.</translation>
        </message>
    </context>
    <context>
        <name>ManoYPiePage</name>
        <message>
            <source>three teams of two</source>
            <translation>tres parejas</translation>
        </message>
        <message>
            <source>two teams of three</source>
            <translation>dos equipos de tres</translation>
        </message>
        <message>
            <source>Six players sit as</source>
            <translation>Seis jugadores juegan en</translation>
        </message>
        <message>
            <source>How a table of six plays: three teams of two, or two teams of three.</source>
            <translation>Cómo juega una mesa de seis: tres equipos de dos, o dos equipos de tres.</translation>
        </message>
        <message>
            <source>Decks (each with two jokers)</source>
            <translation>Barajas (cada una con dos jokers)</translation>
        </message>
        <message>
            <source>How many decks of 52 cards and two jokers are shuffled together.</source>
            <translation>Cuántas barajas de 52 cartas y dos jokers se mezclan juntas.</translation>
        </message>
        <message>
            <source>Hand</source>
            <extracomment>the cards each player is dealt to play first (how many)</extracomment>
            <translation>Mano</translation>
        </message>
        <message>
            <source>The cards each player is dealt to play first.</source>
            <extracomment>the cards each player is dealt to play first (how many)</extracomment>
            <translation>Las cartas que recibe cada jugador para jugar primero.</translation>
        </message>
        <message>
            <source>Foot</source>
            <extracomment>the second packet each player is dealt, played once the hand is gone (how many cards)</extracomment>
            <translation>Pie</translation>
        </message>
        <message>
            <source>The second packet each player is dealt face down, played once the hand is gone.</source>
            <extracomment>the second packet each player is dealt, played once the hand is gone (how many cards)</extracomment>
            <translation>El segundo montón que recibe cada jugador boca abajo, que se juega cuando se acaba la mano.</translation>
        </message>
        <message>
            <source>A draw takes</source>
            <extracomment>a draw: the cards a player takes from the stock at the start of a turn (a noun)</extracomment>
            <translation>Cada robo es de</translation>
        </message>
        <message>
            <source>A turn begins with drawing this many cards from the stock, unless the player takes the discard pile.</source>
            <extracomment>a draw: the cards a player takes from the stock at the start of a turn (a noun)</extracomment>
            <translation>Un turno empieza robando esta cantidad de cartas del mazo, salvo que el jugador tome el descarte.</translation>
        </message>
        <message>
            <source>Taking the pile takes its top</source>
            <translation>Se toman del descarte</translation>
        </message>
        <message>
            <source>The discard pile is taken with two cards of its top card's rank, melded at once with it; the player takes this many cards from its top.</source>
            <translation>El descarte se toma con dos cartas del valor de la de arriba, combinadas en el acto con ella; el jugador se lleva esta cantidad de cartas de arriba.</translation>
        </message>
        <message>
            <source>First melds, deal {n}</source>
            <translation>Primera bajada, reparto {n}</translation>
        </message>
        <message>
            <source>A team's first melds of the deal, laid by one player in one turn, must be worth at least this many points (the cards' values; red 3s and book bonuses do not count).</source>
            <translation>Las primeras combinaciones de un equipo en el reparto, bajadas por un jugador en un turno, deben valer al menos estos puntos (el valor de las cartas; los 3 rojos y los premios de los libros no cuentan).</translation>
        </message>
        <message>
            <source>First melds, deal {n} and later</source>
            <translation>Primera bajada, reparto {n} y siguientes</translation>
        </message>
        <message>
            <source>Deals in a match</source>
            <translation>Repartos por partida</translation>
        </message>
        <message>
            <source>The match is this many deals; the highest total wins.</source>
            <translation>La partida tiene esta cantidad de repartos; gana el total más alto.</translation>
        </message>
        <message>
            <source>Going out needs clean books</source>
            <translation>Para salir: libros limpios</translation>
        </message>
        <message>
            <source>To go out, a team needs at least this many clean books (seven natural cards of a rank, no wild card)…</source>
            <translation>Para salir, un equipo necesita al menos esta cantidad de libros limpios (siete cartas naturales de un valor, sin comodín)…</translation>
        </message>
        <message>
            <source>… dirty books</source>
            <translation>… libros sucios</translation>
        </message>
        <message>
            <source>… and at least this many dirty books (seven cards of a rank, one or two of them wild)…</source>
            <translation>… y al menos esta cantidad de libros sucios (siete cartas de un valor, una o dos de ellas comodines)…</translation>
        </message>
        <message>
            <source>… wild books</source>
            <translation>… libros de comodines</translation>
        </message>
        <message>
            <source>… and at least this many wild books (seven wild cards: jokers and 2s).</source>
            <translation>… y al menos esta cantidad de libros de comodines (siete comodines: jokers y 2).</translation>
        </message>
        <message>
            <source>Natural cards per wild card in a meld</source>
            <translation>Cartas naturales por comodín</translation>
        </message>
        <message>
            <source>A meld must hold at least this many natural cards for each wild card in it.</source>
            <translation>Una combinación debe tener al menos esta cantidad de cartas naturales por cada comodín.</translation>
        </message>
        <message>
            <source>is taken with two of its kind</source>
            <translation>se toma con dos de su clase</translation>
        </message>
        <message>
            <source>blocks the pile</source>
            <translation>bloquea el descarte</translation>
        </message>
        <message>
            <source>With this on, teams tied for the lead after the last deal play further deals until one leads alone; otherwise they share the win.</source>
            <translation>Activado, los equipos empatados en cabeza tras el último reparto juegan más repartos hasta que uno quede solo en cabeza; si no, comparten la victoria.</translation>
        </message>
        <message>
            <source>Draw two by dragging the stock to your hand.</source>
            <translation>Roba dos arrastrando el mazo a tu mano.</translation>
        </message>
        <message>
            <source>Take the pile by dragging its top card onto your team's meld of its rank, or into the staging area with two matching cards, then Take the pile.</source>
            <translation>Toma el descarte arrastrando su carta de arriba a la combinación de tu equipo de ese valor, o a la zona de preparación con dos cartas iguales, y luego Tomar el descarte.</translation>
        </message>
        <message>
            <source>Build new melds in the staging area and Lay down; drop cards on your team's meld to add them.</source>
            <translation>Arma combinaciones nuevas en la zona de preparación y pulsa Bajar; suelta cartas sobre una combinación de tu equipo para añadirlas.</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it. Ask partner asks to go out; when your partner asks, answer Yes or No.</source>
            <translation>Suelta una carta sobre el descarte para descartarla. Con Pedir permiso pides permiso para salir; cuando te lo pide tu compañero, responde Sí o No.</translation>
        </message>
        <message>
            <source>Hand and Foot: play out a hand, then a second packet, the foot, building books of seven with your team.</source>
            <translation>Juega una mano y después un segundo montón, el pie, formando libros de siete con tu equipo.</translation>
        </message>
        <message>
            <source>Quick</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>A shorter deal: 11 cards in the hand and 11 in the foot, and going out needs one clean book and one dirty book.</source>
            <translation>Un reparto más corto: 11 cartas en la mano y 11 en el pie, y para salir basta un libro limpio y uno sucio.</translation>
        </message>
        <message>
            <source>A wild card on top of the pile</source>
            <translation>Un comodín arriba del descarte</translation>
        </message>
        <message>
            <source>With a wild card on top of the discard pile, the pile is taken with two cards of that kind (two jokers, two 2s), or it cannot be taken.</source>
            <translation>Con un comodín arriba del descarte, el descarte se toma con dos cartas de esa clase (dos jokers, dos 2), o no se puede tomar.</translation>
        </message>
        <message>
            <source>Going out waits until every partner has played a turn from their foot</source>
            <translation>Para salir, todos deben haber jugado un turno con su pie</translation>
        </message>
        <message>
            <source>With this on, a player may go out only once every partner has picked up their foot and discarded from it at least once.</source>
            <translation>Activado, un jugador solo puede salir cuando cada compañero ha levantado su pie y ha descartado de él al menos una vez.</translation>
        </message>
        <message>
            <source>Going out needs the partner's permission</source>
            <translation>Para salir hace falta el permiso del compañero</translation>
        </message>
        <message>
            <source>With this on, a player in a team asks the partners before going out, and goes out only if they agree.</source>
            <translation>Activado, un jugador con equipo pide permiso a sus compañeros antes de salir, y sale solo si están de acuerdo.</translation>
        </message>
        <message>
            <source>A turn either starts new melds or adds to melds, not both</source>
            <translation>Por turno, o bajas combinaciones nuevas o añades, no ambas</translation>
        </message>
        <message>
            <source>With this on, in one turn a player either starts new melds or adds to the team's melds, not both.</source>
            <translation>Activado, en un turno un jugador empieza combinaciones nuevas o añade a las del equipo, no las dos cosas.</translation>
        </message>
        <message>
            <source>Red 3s count against a player who had not picked up the foot</source>
            <translation>Los 3 rojos restan a quien no levantó su pie</translation>
        </message>
        <message>
            <source>With this on, a player's red 3s on the table count against the team when an opponent goes out before that player has picked up the foot.</source>
            <translation>Activado, los 3 rojos de un jugador en la mesa cuentan en contra del equipo si un contrario sale antes de que ese jugador haya levantado el pie.</translation>
        </message>
        <message>
            <source>Clean book</source>
            <translation>Libro limpio</translation>
        </message>
        <message>
            <source>The bonus for each clean book: seven natural cards of a rank.</source>
            <translation>El premio de cada libro limpio: siete cartas naturales de un valor.</translation>
        </message>
        <message>
            <source>Dirty book</source>
            <translation>Libro sucio</translation>
        </message>
        <message>
            <source>The bonus for each dirty book: seven cards of a rank, one or two of them wild.</source>
            <translation>El premio de cada libro sucio: siete cartas de un valor, una o dos de ellas comodines.</translation>
        </message>
        <message>
            <source>Wild book</source>
            <translation>Libro de comodines</translation>
        </message>
        <message>
            <source>The bonus for each wild book: seven wild cards.</source>
            <translation>El premio de cada libro de comodines: siete comodines.</translation>
        </message>
        <message>
            <source>Going out is worth</source>
            <translation>Salir vale</translation>
        </message>
        <message>
            <source>The bonus the team of the player who goes out scores.</source>
            <translation>El premio que suma el equipo del jugador que sale.</translation>
        </message>
        <message>
            <source>A red 3 is worth</source>
            <translation>Un 3 rojo vale</translation>
        </message>
        <message>
            <source>What each red 3 on the table scores for its team; a red 3 still in a foot not picked up costs as much.</source>
            <translation>Lo que suma para su equipo cada 3 rojo en la mesa; un 3 rojo que sigue en un pie sin levantar resta lo mismo.</translation>
        </message>
        <message>
            <source>A tie for the lead plays further deals</source>
            <translation>Si hay empate en cabeza, se juegan más repartos</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieRefusals</name>
        <message>
            <source>The {card} on top blocks the pile: draw from the stock.</source>
            <translation>El {card} de arriba bloquea el descarte: roba del mazo.</translation>
        </message>
        <message>
            <source>A wild card on top blocks the pile at this table: draw from the stock.</source>
            <translation>En esta mesa, un comodín arriba bloquea el descarte: roba del mazo.</translation>
        </message>
        <message>
            <source>Your team's first melds this deal must be worth {minimum}: these make {points}.</source>
            <translation>Las primeras combinaciones de tu equipo en este reparto deben valer {minimum}: estas suman {points}.</translation>
        </message>
        <message>
            <source>Your first melds this deal must be worth {minimum}: these make {points}.</source>
            <translation>Tus primeras combinaciones en este reparto deben valer {minimum}: estas suman {points}.</translation>
        </message>
        <message>
            <source>On your foot you must keep a card to discard.</source>
            <translation>Con el pie debes guardar una carta para descartar.</translation>
        </message>
        <message>
            <source>Your partner said no: you cannot go out this turn, so keep two cards.</source>
            <translation>Tu compañero dijo que no: no puedes salir en este turno, así que quédate con dos cartas.</translation>
        </message>
        <message>
            <source>On your foot you must keep two cards (one to discard, one to play on) until you may go out.</source>
            <translation>Con el pie debes quedarte con dos cartas (una para descartar y otra para seguir jugando) hasta que puedas salir.</translation>
        </message>
        <message>
            <source>Your team has an open meld of wild cards already: add to it; a new one starts once it is a book.</source>
            <translation>Tu equipo ya tiene una combinación de comodines incompleta: añade a ella; otra nueva empieza cuando sea un libro.</translation>
        </message>
        <message>
            <source>You have an open meld of wild cards already: add to it; a new one starts once it is a book.</source>
            <translation>Ya tienes una combinación de comodines incompleta: añade a ella; otra nueva empieza cuando sea un libro.</translation>
        </message>
        <message>
            <source>Your team has an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>Tu equipo ya tiene una combinación de {rank} incompleta: añade a ella; otra nueva empieza cuando sea un libro.</translation>
        </message>
        <message>
            <source>You have an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>Ya tienes una combinación de {rank} incompleta: añade a ella; otra nueva empieza cuando sea un libro.</translation>
        </message>
        <message>
            <source>[{cards}] does not fit that meld.</source>
            <translation>[{cards}] no encaja en esa combinación.</translation>
        </message>
        <message>
            <source>That book is closed: a meld of seven takes no more cards.</source>
            <translation>Ese libro está cerrado: una combinación de siete no admite más cartas.</translation>
        </message>
        <message>
            <source>3s are never melded: a black 3 can only be discarded.</source>
            <translation>Los 3 nunca se combinan: un 3 negro solo se puede descartar.</translation>
        </message>
        <message>
            <source>[{cards}] has too many wild cards: a meld needs at least {n} natural cards for each wild card.</source>
            <translation>[{cards}] tiene demasiados comodines: una combinación necesita al menos {n} cartas naturales por cada comodín.</translation>
        </message>
        <message>
            <source>[{cards}] mixes ranks: a meld is one rank (or all wild cards).</source>
            <translation>[{cards}] mezcla valores: una combinación es de un solo valor (o toda de comodines).</translation>
        </message>
        <message>
            <source>Draw first: drag the stock to your hand, or take the pile.</source>
            <translation>Roba primero: arrastra el mazo a tu mano o toma el descarte.</translation>
        </message>
        <message>
            <source>Answer the request to go out first.</source>
            <translation>Primero responde a la petición de salir.</translation>
        </message>
        <message>
            <source>You have drawn already this turn.</source>
            <translation>Ya has robado en este turno.</translation>
        </message>
        <message>
            <source>You have asked already this turn.</source>
            <translation>Ya has pedido permiso en este turno.</translation>
        </message>
        <message>
            <source>That foot is picked up already.</source>
            <translation>Ese pie ya está levantado.</translation>
        </message>
        <message>
            <source>At this table you need not ask: go out by discarding your last card.</source>
            <translation>En esta mesa no hace falta pedir permiso: sal descartando tu última carta.</translation>
        </message>
        <message>
            <source>Only the pile's top card and cards from your hand may meld in the take: the other cards of the pile come to your hand afterwards.</source>
            <translation>Al tomar el descarte solo se combinan su carta de arriba y cartas de tu mano: las demás cartas del descarte van después a tu mano.</translation>
        </message>
        <message>
            <source>Taking the pile, its top card goes only onto a meld of its rank.</source>
            <translation>Al tomar el descarte, su carta de arriba solo va a una combinación de su valor.</translation>
        </message>
        <message>
            <source>At this table a turn either starts new melds or adds to melds, not both.</source>
            <translation>En esta mesa, en un turno o bajas combinaciones nuevas o añades a las que hay, no ambas cosas.</translation>
        </message>
        <message>
            <source>You go out only from your foot: keep a card.</source>
            <translation>Solo se sale desde el pie: guarda una carta.</translation>
        </message>
        <message>
            <source>Your team cannot go out before its books make {contract}.</source>
            <translation>Tu equipo no puede salir hasta tener estos libros: {contract}.</translation>
        </message>
        <message>
            <source>You cannot go out before your books make {contract}.</source>
            <translation>No puedes salir hasta tener estos libros: {contract}.</translation>
        </message>
        <message>
            <source>You cannot go out before your partner has picked up the foot and discarded from it.</source>
            <translation>No puedes salir hasta que tu compañero haya levantado su pie y descartado desde él.</translation>
        </message>
        <message>
            <source>Your partner said no: you cannot go out this turn.</source>
            <translation>Tu compañero dijo que no: no puedes salir en este turno.</translation>
        </message>
        <message>
            <source>Ask your partner first (Ask partner), then discard your last card.</source>
            <translation>Primero pide permiso a tu compañero (Pedir permiso) y luego descarta tu última carta.</translation>
        </message>
        <message>
            <source>{c} clean · {d} dirty · {w} wild</source>
            <translation>{c} limpios · {d} sucios · {w} de comodines</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieScore</name>
        <message>
            <source>Cards in melds</source>
            <translation>Cartas combinadas</translation>
        </message>
        <message>
            <source>Book bonuses</source>
            <translation>Premios por libros</translation>
        </message>
        <message>
            <source>Red 3s</source>
            <translation>3 rojos</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Por salir</translation>
        </message>
        <message>
            <source>Cards held (hand and foot)</source>
            <translation>Cartas en mano y pie</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieWording</name>
        <message>
            <source>The deal is over.</source>
            <translation>El reparto ha terminado.</translation>
        </message>
        <message>
            <source>Next deal, in the score table, goes on.</source>
            <translation>Pulsa «Siguiente reparto» en la tabla de puntos para seguir.</translation>
        </message>
        <message>
            <source>To the end of the deal (End)</source>
            <translation>Al final del reparto (Fin)</translation>
        </message>
        <message>
            <source>As you saw it: the other hands stay hidden until the deal shows them.</source>
            <translation>Tal como lo viste: las otras manos siguen ocultas hasta que el final del reparto las muestra.</translation>
        </message>
        <message>
            <source>Lay every hidden card face up, as at the end of the deal</source>
            <translation>Pone boca arriba cada carta oculta, como al final del reparto</translation>
        </message>
        <message>
            <source>Every hand shown: the players did not see these cards during the deal.</source>
            <translation>Todas las manos a la vista: los jugadores no vieron estas cartas durante el reparto.</translation>
        </message>
        <message>
            <source>Cards dealt from seed {seed}, deal {deal}: a new game with this seed and these rules deals the same cards.</source>
            <translation>Cartas repartidas con la semilla {seed}, reparto {deal}: una partida nueva con esta semilla y estas reglas reparte las mismas cartas.</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Reparto {n}</translation>
        </message>
        <message>
            <source>Deal {n} (in play)</source>
            <translation>Reparto {n} (en juego)</translation>
        </message>
        <message>
            <source>The table just after action {n} of this deal. Click the log's last line to come back.</source>
            <translation>La mesa justo después de la jugada {n} de este reparto. Haz clic en la última línea del registro para volver.</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard in {file} was lost: {problem}</source>
            <translation>Se perdió un reparto terminado que se guardaba en {file} para el marcador: {problem}</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard was lost: {problem}</source>
            <translation>Se perdió un reparto terminado que se guardaba para el marcador: {problem}</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress? It is your turn.</source>
            <translation>¿Continuar {game}, reparto {n} de la partida en curso? Es tu turno.</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress?</source>
            <translation>¿Continuar {game}, reparto {n} de la partida en curso?</translation>
        </message>
        <message>
            <source>Abandon this deal?</source>
            <translation>¿Abandonar este reparto?</translation>
        </message>
        <message>
            <source>Abandon this deal? The {game} match under way ends here, and Statistics shows it as abandoned.</source>
            <translation>¿Abandonar este reparto? La partida de {game} en curso termina aquí, y Estadísticas la muestra como abandonada.</translation>
        </message>
        <message>
            <source>{game}, deal {n}, from {file}</source>
            <translation>{game}, reparto {n}, de {file}</translation>
        </message>
        <message>
            <source>{game}, deal {n}: the deal just played</source>
            <translation>{game}, reparto {n}: el reparto recién jugado</translation>
        </message>
        <message>
            <source>This deal cannot be played again: {why}</source>
            <translation>Este reparto no se puede volver a ver: {why}</translation>
        </message>
        <message>
            <source>only the result of this deal was kept, not its moves</source>
            <translation>solo se guardó el resultado de este reparto, no sus jugadas</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Siguiente reparto</translation>
        </message>
        <message>
            <source>Review this deal…</source>
            <translation>Revisar este reparto…</translation>
        </message>
        <message>
            <source>You and your partner win the deal</source>
            <translation>Tu pareja gana el reparto</translation>
        </message>
        <message>
            <source>Your team wins the deal</source>
            <translation>Tu equipo gana el reparto</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>Ganas el reparto</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} gana el reparto&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ganan el reparto&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Este reparto</translation>
        </message>
        <message>
            <source>Next deal deals the next hand.</source>
            <translation>«Siguiente reparto» da las cartas del próximo reparto.</translation>
        </message>
        <message>
            <source>One deal decides the match.</source>
            <translation>Un solo reparto decide la partida.</translation>
        </message>
        <message>
            <source>Total after deal {n}</source>
            <translation>Total tras el reparto {n}</translation>
        </message>
        <message>
            <source>Deal {n} of {deals}.</source>
            <translation>Reparto {n} de {deals}.</translation>
        </message>
        <message>
            <source>What it cost, in the deal's points by the hard bot's reckoning: about {points}.</source>
            <translation>Lo que costó, en puntos del reparto según las cuentas del bot difícil: unos {points}.</translation>
        </message>
        <message>
            <source>?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's loser scores).</source>
            <translation>?! una imprecisión, ? un error, ?? un error grave: lo que costó la decisión en puntos del reparto, según las cuentas del bot difícil (una décima parte, una cuarta parte, la mitad de lo que suma quien pierde un reparto).</translation>
        </message>
        <message>
            <source>its deal {deal}'s action {action} cannot be read: {error}</source>
            <translation>no se puede leer la acción {action} de su reparto {deal}: {error}</translation>
        </message>
        <message>
            <source>it holds an illegal move in deal {deal}, action {action} ({error})</source>
            <translation>contiene una jugada no válida en el reparto {deal}, acción {action} ({error})</translation>
        </message>
        <message>
            <source>it keeps the finished deals' actions in no list</source>
            <translation>no guarda en una lista las acciones de los repartos terminados</translation>
        </message>
        <message>
            <source>it keeps the actions of {deals} deals for {results} results</source>
            <translation>guarda las acciones de {deals} repartos para {results} resultados</translation>
        </message>
        <message>
            <source>it keeps deal {deal}'s actions in no list</source>
            <translation>no guarda en una lista las acciones del reparto {deal}</translation>
        </message>
        <message>
            <source>it gives deal {deal} a result its actions do not end in</source>
            <translation>da al reparto {deal} un resultado en el que no terminan sus acciones</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be written: {reason}. Finished deals are kept and will be written when it works again.</source>
            <translation>No se puede escribir en el marcador {place}: {reason}. Los repartos terminados se conservan y se escribirán cuando vuelva a funcionar.</translation>
        </message>
        <message numerus="yes">
            <source>You were shown %n hint(s) in this deal.</source>
            <translation>
                <numerusform>Viste %n pista en este reparto.</numerusform>
                <numerusform>Viste %n pistas en este reparto.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played for you in this deal.</source>
            <translation>
                <numerusform>El bot jugó %n turno por ti en este reparto.</numerusform>
                <numerusform>El bot jugó %n turnos por ti en este reparto.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ManoYPieZones</name>
        <message>
            <source>clean {have}/{need}</source>
            <comment>clean books made / needed</comment>
            <translation>limpios {have}/{need}</translation>
        </message>
        <message>
            <source>dirty {have}/{need}</source>
            <comment>dirty books made / needed</comment>
            <translation>sucios {have}/{need}</translation>
        </message>
        <message>
            <source>wild {have}/{need}</source>
            <comment>wild books made / needed</comment>
            <translation>comodines {have}/{need}</translation>
        </message>
        <message>
            <source>to open: {n}</source>
            <translation>para bajar: {n}</translation>
        </message>
        <message>
            <source>red 3s: {n}</source>
            <translation>3 rojos: {n}</translation>
        </message>
        <message>
            <source>holds {points}</source>
            <translation>en mano: {points}</translation>
        </message>
        <message>
            <source>on the foot</source>
            <translation>con el pie</translation>
        </message>
        <message>
            <source>foot {n}</source>
            <translation>pie {n}</translation>
        </message>
        <message>
            <source>may go out this turn</source>
            <translation>puedes salir este turno</translation>
        </message>
        <message>
            <source>may not go out this turn</source>
            <translation>no puedes salir este turno</translation>
        </message>
        <message>
            <source>Clean book</source>
            <translation>Limpio</translation>
        </message>
        <message>
            <source>Dirty book</source>
            <translation>Sucio</translation>
        </message>
        <message>
            <source>Wild book</source>
            <translation>Comodines</translation>
        </message>
        <message>
            <source>Pile {n}</source>
            <translation>Descarte {n}</translation>
        </message>
        <message>
            <source>Pile empty</source>
            <translation>Descarte vacío</translation>
        </message>
        <message>
            <source>Red 3s</source>
            <translation>3 rojos</translation>
        </message>
    </context>
    <context>
        <name>MatchTableDialog</name>
        <message>
            <source>&lt;h3&gt;Void deal&lt;/h3&gt;&lt;p&gt;The stock and the discard pile ran out.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Mano anulada&lt;/h3&gt;&lt;p&gt;Se acabaron el mazo y el descarte.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>You closed in hand: every payment is doubled.</source>
            <translation>Cerraste en mano: todos los pagos se duplican.</translation>
        </message>
        <message>
            <source>{w} closed in hand: every payment is doubled.</source>
            <translation>{w} cerró en mano: todos los pagos se duplican.</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} cerró.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Cerraste.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;You win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ganas la mano&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} gana la mano&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Paid this deal</source>
            <translation>Pagado en la mano</translation>
        </message>
        <message>
            <source>Total paid</source>
            <translation>Total pagado</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Situación</translation>
        </message>
        <message>
            <source>wins the match ★</source>
            <translation>gana la partida ★</translation>
        </message>
        <message>
            <source>out now</source>
            <translation>eliminado ahora</translation>
        </message>
        <message>
            <source>out</source>
            <translation>eliminado</translation>
        </message>
        <message>
            <source>in ({left} to go)</source>
            <translation>en juego (le quedan {left})</translation>
        </message>
        <message>
            <source>A player who has paid more than {t} points is out; the last one in wins.</source>
            <translation>Quien paga más de {t} puntos queda eliminado; gana el último que queda en juego.</translation>
        </message>
        <message>
            <source>Match table</source>
            <translation>Tabla de la partida</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>{first} and {last}</source>
            <extracomment>Two or more things said in one sentence: "3♠ 3♦ 3♣ and A♠ A♦ A♣" ({first} lists all but the last, separated by commas).</extracomment>
            <translation>{first} y {last}</translation>
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
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instantánea</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nueva partida</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Opponent {n}</source>
            <translation>Contrario {n}</translation>
        </message>
        <message>
            <source>Bot pace</source>
            <translation>Velocidad de los bots</translation>
        </message>
        <message>
            <source>Easy plays the plain moves it sees: a calm table to learn the rules.</source>
            <translation>Fácil hace las jugadas sencillas que ve: una mesa tranquila para aprender las reglas.</translation>
        </message>
        <message>
            <source>Normal weighs every move by the table it leaves, as a good player does.</source>
            <translation>Normal sopesa cada jugada por la mesa que deja, como un buen jugador.</translation>
        </message>
        <message>
            <source>Hard looks ahead: it plays its choices out on the cards it may be facing.</source>
            <translation>Difícil mira adelante: prueba sus opciones con las cartas que pueden tener los demás.</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Estándar</translation>
        </message>
        <message>
            <source>The rules as written: every option at its standard value.</source>
            <translation>Las reglas tal como están escritas: cada opción en su valor estándar.</translation>
        </message>
        <message>
            <source>Custom</source>
            <extracomment>The Rules box's last item while the rows match no preset (not chosen: it says so).</extracomment>
            <translation>Personalizadas</translation>
        </message>
        <message>
            <source>Your own rules: the options below as you set them.</source>
            <translation>Tus propias reglas: las opciones de abajo tal como las pusiste.</translation>
        </message>
        <message>
            <source>You</source>
            <comment>the person's name left empty</comment>
            <translation>Tú</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Tu nombre</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <source>random</source>
            <comment>the seed box left empty: a random seed</comment>
            <translation>al azar</translation>
        </message>
        <message>
            <source>Seed (optional)</source>
            <translation>Semilla (opcional)</translation>
        </message>
        <message>
            <source>&amp;Practice table</source>
            <translation>Mesa de &amp;práctica</translation>
        </message>
        <message>
            <source>Take back any of your moves, show every hand, let the hard bot play a turn for you. Practice results are kept apart in Statistics.</source>
            <translation>Retira cualquiera de tus jugadas, muestra todas las manos, deja que el bot difícil juegue un turno por ti. Los resultados de práctica se guardan aparte en Estadísticas.</translation>
        </message>
        <message>
            <source>Take back any move, see every hand, get help: results kept apart.</source>
            <translation>Retira cualquier jugada, mira todas las manos, pide ayuda: resultados aparte.</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Compañero</translation>
        </message>
        <message>
            <source>Partner {n}</source>
            <translation>Compañero {n}</translation>
        </message>
        <message>
            <source>Left opponent</source>
            <translation>Contrario de la izquierda</translation>
        </message>
        <message>
            <source>Right opponent</source>
            <translation>Contrario de la derecha</translation>
        </message>
        <message>
            <source>Opposite opponent</source>
            <translation>Contrario de enfrente</translation>
        </message>
        <message>
            <source>the name {name} is a computer player's or has a character that cannot be shown: choose another</source>
            <translation>el nombre {name} es de un jugador automático o tiene un carácter que no se puede mostrar: elige otro</translation>
        </message>
        <message>
            <source>These options cannot be played: {problem}</source>
            <translation>Con estas opciones no se puede jugar: {problem}</translation>
        </message>
    </context>
    <context>
        <name>OptionProblem</name>
        <message>
            <source>{option} must be true or false, not {value}</source>
            <translation>{option} debe ser true o false, no {value}</translation>
        </message>
        <message>
            <source>{option} must be one of {choices}, not {value}</source>
            <translation>{option} debe ser uno de {choices}, no {value}</translation>
        </message>
        <message>
            <source>{option} must be {one} or {other}, not {value}</source>
            <translation>{option} debe ser {one} o {other}, no {value}</translation>
        </message>
        <message>
            <source>{option} must be a positive whole number, not {value}</source>
            <translation>{option} debe ser un número entero positivo, no {value}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true o false</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>a word</source>
            <translation>una palabra</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>una lista</translation>
        </message>
        <message>
            <source>a table of values</source>
            <translation>una tabla de valores</translation>
        </message>
        <message>
            <source>a value of another kind</source>
            <translation>un valor de otro tipo</translation>
        </message>
        <message>
            <source>{option} must be {kind}, not {value}</source>
            <translation>{option} debe ser {kind}, no {value}</translation>
        </message>
        <message>
            <source>the options of {game} cannot be read</source>
            <translation>no se pueden leer las opciones de {game}</translation>
        </message>
        <message>
            <source>num_players must be {players}, not {value}</source>
            <translation>num_players debe ser {players}, no {value}</translation>
        </message>
        <message>
            <source>{option} must be 0 or more, not {value}</source>
            <translation>{option} debe ser 0 o más, no {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number from {low} to {high}, not {value}</source>
            <translation>{option} debe ser un número entero de {low} a {high}, no {value}</translation>
        </message>
        <message>
            <source>each of {option} must be a whole number from {low} to {high}, not {value}</source>
            <translation>cada valor de {option} debe ser un número entero de {low} a {high}, no {value}</translation>
        </message>
        <message>
            <source>unknown option {option} for {game}</source>
            <translation>opción desconocida para {game}: {option}</translation>
        </message>
        <message>
            <source>option {option} should be written name=value</source>
            <translation>la opción {option} debe escribirse nombre=valor</translation>
        </message>
        <message>
            <source>{option} must be {low} to {high}, not {value}</source>
            <translation>{option} debe estar entre {low} y {high}, no {value}</translation>
        </message>
        <message>
            <source>{option} must map {keys} to points, not {value}</source>
            <translation>{option} debe asignar puntos a {keys}, no {value}</translation>
        </message>
        <message>
            <source>{option} knows {some} and {last}, not {unknown}</source>
            <translation>{option} admite {some} y {last}, no {unknown}</translation>
        </message>
        <message>
            <source>{option} must be none or a positive whole number, not {value}</source>
            <translation>{option} debe ser none o un número entero positivo, no {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number from {low} to {high} or none (the 2T+2 formula), not {value}</source>
            <translation>{option} debe ser un número entero de {low} a {high} o none (la fórmula 2T+2), no {value}</translation>
        </message>
        <message>
            <source>teams {teams} needs six players, not {players}</source>
            <translation>teams {teams} necesita seis jugadores, no {players}</translation>
        </message>
        <message>
            <source>{option} must be a list of points, not {value}</source>
            <translation>{option} debe ser una lista de puntos, no {value}</translation>
        </message>
        <message>
            <source>{option} lists at most {most} minimums, not {count}</source>
            <translation>{option} admite como mucho {most} mínimos, no {count}</translation>
        </message>
        <message>
            <source>{option} must be (clean, dirty, wild) book counts, not {value}</source>
            <translation>{option} debe dar cuántos libros (limpios, sucios, de comodines), no {value}</translation>
        </message>
        <message>
            <source>{decks} decks cannot deal {hand} + {foot} cards to {players} players and turn an up-card</source>
            <translation>con {decks} barajas no se pueden repartir {hand} + {foot} cartas a {players} jugadores y volver una carta</translation>
        </message>
        <message>
            <source>{option} must be a whole number of at least 1, not {value}</source>
            <translation>{option} debe ser un número entero de al menos 1, no {value}</translation>
        </message>
        <message>
            <source>hand_size {hand}: {players} hands leave no stock</source>
            <translation>hand_size {hand}: {players} manos no dejan mazo</translation>
        </message>
        <message>
            <source>{option} is fixed at {fixed} in {game}, not {value}</source>
            <translation>en {game}, {option} vale siempre {fixed}, no {value}</translation>
        </message>
        <message>
            <source>{game} is played without jokers (jokers: 0), not {value}</source>
            <translation>{game} se juega sin comodines (jokers: 0), no {value}</translation>
        </message>
        <message>
            <source>{option} must be none or {low} to {high}, not {value}</source>
            <translation>{option} debe ser none o estar entre {low} y {high}, no {value}</translation>
        </message>
        <message>
            <source>{option} must be none or a positive number, not {value}</source>
            <translation>{option} debe ser none o un número positivo, no {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number of at least {least} (a meld takes 3 cards and one must be kept to discard), not {value}</source>
            <translation>{option} debe ser un número entero de al menos {least} (un juego lleva 3 cartas y hay que guardar una para descartar), no {value}</translation>
        </message>
        <message>
            <source>hand_size {hand} for {players} players leaves no up-card and stock</source>
            <translation>hand_size {hand} para {players} jugadores no deja carta vuelta ni mazo</translation>
        </message>
        <message>
            <source>opening_min {opening} can never be reached: {hand} cards are worth at most {reachable} (no deal could ever be won)</source>
            <translation>opening_min {opening} es inalcanzable: {hand} cartas valen como mucho {reachable} (nadie podría ganar nunca una mano)</translation>
        </message>
        <message>
            <source>{option} must be 1, 2 or unlimited, not {value}</source>
            <translation>{option} debe ser 1, 2 o unlimited, no {value}</translation>
        </message>
    </context>
    <context>
        <name>OptionRows</name>
        <message>
            <source>Standard: {value}</source>
            <extracomment>an option row's tooltip, after the rule it sets: the value the rules give the option when nobody changes it ("Standard: 13 cards")</extracomment>
            <translation>Estándar: {value}</translation>
        </message>
        <message>
            <source>on</source>
            <extracomment>a check box row's standard value, as in "Standard: on"</extracomment>
            <translation>activado</translation>
        </message>
        <message>
            <source>off</source>
            <extracomment>a check box row's standard value, as in "Standard: off"</extracomment>
            <translation>desactivado</translation>
        </message>
    </context>
    <context>
        <name>OptionUnits</name>
        <message numerus="yes">
            <source>%n point(s)</source>
            <extracomment>a number box's value with its unit, as in "Closing is worth: 100 points"</extracomment>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <extracomment>a number box's value with its unit, as in "A draw takes: 2 cards"</extracomment>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n cartas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlatformCheck</name>
        <message>
            <source>Qt cannot open a window: the system library {library} is missing (on Debian or Ubuntu install the package {package}, or run scripts/install-system-deps)</source>
            <translation>Qt no puede abrir una ventana: falta la biblioteca del sistema {library} (en Debian o Ubuntu instala el paquete {package}, o ejecuta scripts/install-system-deps)</translation>
        </message>
        <message>
            <source>Qt cannot open a window: the system library {library} is missing (on Debian or Ubuntu install the package {package})</source>
            <translation>Qt no puede abrir una ventana: falta la biblioteca del sistema {library} (en Debian o Ubuntu instala el paquete {package})</translation>
        </message>
        <message>
            <source>there is no display to open the window on (DISPLAY is not set); --screenshot PATH renders the table without one</source>
            <translation>no hay pantalla donde abrir la ventana (DISPLAY no está definida); --screenshot RUTA dibuja la mesa sin ella</translation>
        </message>
        <message>
            <source>{cause}: is the display running and reachable?</source>
            <translation>{cause}: ¿está la pantalla en marcha y accesible?</translation>
        </message>
        <message>
            <source>could not connect to the Wayland display {display} ({why}): is the display running and reachable?</source>
            <translation>no se pudo conectar con la pantalla Wayland {display} ({why}): ¿está en marcha y accesible?</translation>
        </message>
        <message>
            <source>could not connect to the Wayland display {display}: is the display running and reachable?</source>
            <translation>no se pudo conectar con la pantalla Wayland {display}: ¿está en marcha y accesible?</translation>
        </message>
        <message>
            <source>Qt failed</source>
            <translation>Qt falló</translation>
        </message>
    </context>
    <context>
        <name>PlaySummary</name>
        <message>
            <source>level</source>
            <extracomment>The headings of the summary's columns, as a person reads them.</extracomment>
            <translation>nivel</translation>
        </message>
        <message>
            <source>team</source>
            <translation>equipo</translation>
        </message>
        <message>
            <source>seats</source>
            <translation>asientos</translation>
        </message>
        <message>
            <source>deals</source>
            <translation>manos</translation>
        </message>
        <message>
            <source>win share</source>
            <translation>% victorias</translation>
        </message>
        <message>
            <source>95% CI</source>
            <translation>IC 95%</translation>
        </message>
        <message>
            <source>mean score</source>
            <translation>puntuación media</translation>
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
            <translation>máx ms</translation>
        </message>
        <message>
            <source>{game}: {deals} deals, {rate} deals/s ({workers} worker(s)), card conservation violations: {violations}</source>
            <translation>{game}: {deals} manos, {rate} manos/s (procesos: {workers}), violaciones de la conservación de cartas: {violations}</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Playing this turn for you, as the hard bot would…</source>
            <translation>Jugando este turno por ti, como lo haría el bot difícil…</translation>
        </message>
        <message>
            <source>Only a practice table plays a turn for you.</source>
            <translation>Solo una mesa de práctica juega un turno por ti.</translation>
        </message>
    </context>
    <context>
        <name>Puzzle</name>
        <message>
            <source>Puzzle, level {level}: place as many of your cards as you can, rearranging the table as you like, then Done.</source>
            <translation>Problema, nivel {level}: coloca todas las cartas que puedas, reordenando la mesa como quieras, y luego Hecho.</translation>
        </message>
        <message>
            <source>Puzzle of the day (level {level}): place as many of your cards as you can, rearranging the table as you like, then Done.</source>
            <translation>Problema del día (nivel {level}): coloca todas las cartas que puedas, reordenando la mesa como quieras, y luego Hecho.</translation>
        </message>
        <message>
            <source>{placed} of {best}: the best answer. Well played!</source>
            <translation>{placed} de {best}: la mejor respuesta. ¡Bien jugado!</translation>
        </message>
        <message>
            <source>{placed} of {best}, with the solution shown: not counted as solved. Try another puzzle without it.</source>
            <extracomment>Done after Show the solution: the score, without praise, and why it is not counted.</extracomment>
            <translation>{placed} de {best}, con la solución a la vista: no cuenta como resuelto. Prueba otro problema sin ella.</translation>
        </message>
        <message>
            <source>A puzzle has no stock to draw from: place what you can, then Done.</source>
            <translation>Un problema no tiene mazo del que robar: coloca lo que puedas y luego Hecho.</translation>
        </message>
        <message>
            <source>Your turn: drag cards to the table (split and rebuild melds freely), then Done.</source>
            <translation>Tu turno: arrastra cartas a la mesa (parte y rehaz juegos libremente) y pulsa Hecho.</translation>
        </message>
        <message numerus="yes">
            <source>{placed} of {best}: %n more card(s) could be placed.</source>
            <translation>
                <numerusform>{placed} de {best}: se podía colocar %n carta más.</numerusform>
                <numerusform>{placed} de {best}: se podían colocar %n cartas más.</numerusform>
            </translation>
        </message>
        <message>
            <source>One best answer is laid out: Done plays it, Reset turn takes it back.</source>
            <translation>Una de las mejores respuestas está en la mesa: Hecho la juega, Deshacer turno la retira.</translation>
        </message>
        <message>
            <source>The solution, move {n} of {count}: Show the solution again for the next.</source>
            <translation>La solución, jugada {n} de {count}: vuelve a Mostrar la solución para la siguiente.</translation>
        </message>
        <message>
            <source>Puzzle level {level} opens once you have solved {need} puzzles of level {below} ({solved} so far).</source>
            <translation>Los problemas de nivel {level} se abren cuando hayas resuelto {need} problemas de nivel {below} (llevas {solved}).</translation>
        </message>
        <message>
            <source>Puzzle level {level} is open now.</source>
            <extracomment>Said after Done when the puzzle solved opened the next level.</extracomment>
            <translation>Los problemas de nivel {level} ya están abiertos.</translation>
        </message>
        <message>
            <source>none played yet</source>
            <extracomment>a puzzle level's Game-menu note: none of its puzzles played yet</extracomment>
            <translation>ninguno jugado aún</translation>
        </message>
        <message>
            <source>solved {solved} of {played}</source>
            <extracomment>a puzzle level's Game-menu note: puzzles of the level solved, of those played</extracomment>
            <translation>resueltos {solved} de {played}</translation>
        </message>
        <message>
            <source>locked: solve {need} of level {below} to open it ({solved} so far)</source>
            <extracomment>a puzzle level's Game-menu note: why it is not open, and how far the player has come</extracomment>
            <translation>cerrado: resuelve {need} del nivel {below} para abrirlo (llevas {solved})</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Return</source>
            <extracomment>the Enter key of the main keyboard (Qt calls it Return): its name as keyboards print it</extracomment>
            <translation>Intro</translation>
        </message>
        <message>
            <source>Enter</source>
            <extracomment>the Enter key of the number pad: its name as keyboards print it</extracomment>
            <translation>Intro</translation>
        </message>
        <message>
            <source>Backspace</source>
            <extracomment>the key that deletes the character before the cursor, as keyboards print it</extracomment>
            <translation>Retroceso</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <extracomment>the Control modifier in a shortcut ("Ctrl+Z"), as keyboards print it</extracomment>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Shift</source>
            <extracomment>the Shift modifier in a shortcut ("Ctrl+Shift+N"), as keyboards print it</extracomment>
            <translation>Mayús</translation>
        </message>
    </context>
    <context>
        <name>QuitaYPonController</name>
        <message>
            <source>Time is up: your turn was reset and you drew a card.</source>
            <translation>Se acabó el tiempo: tu turno se deshizo y robaste una carta.</translation>
        </message>
        <message>
            <source>You drew a card.</source>
            <translation>Robaste una carta.</translation>
        </message>
        <message>
            <source>You placed {cards}.</source>
            <translation>Bajaste {cards}.</translation>
        </message>
        <message>
            <source>You placed {cards} and rebuilt the table: {moves}.</source>
            <extracomment>{moves}: what moved on the table, each as "8♥ moved from 8♠ 8♦ 8♥ to 6♥ 7♥"</extracomment>
            <translation>Bajaste {cards} y rehiciste la mesa: {moves}.</translation>
        </message>
        <message>
            <source>{name} placed {cards} and rebuilt the table: {moves}.</source>
            <extracomment>{moves}: what moved on the table, each as "8♥ moved from 8♠ 8♦ 8♥ to 6♥ 7♥"</extracomment>
            <translation>{name} bajó {cards} y rehízo la mesa: {moves}.</translation>
        </message>
        <message>
            <source>You drew {card}.</source>
            <extracomment>The person's own draw: they know the card.</extracomment>
            <translation>Robaste {card}.</translation>
        </message>
        <message>
            <source>{cards} moved from {source} to {target}</source>
            <extracomment>Table cards that left their group for another ({source} and {target}: the groups' cards before).</extracomment>
            <translation>{cards} pasó de {source} a {target}</translation>
        </message>
        <message>
            <source>a new group {cards}</source>
            <extracomment>Table cards that left their group to start one of their own ({cards}: the new group's cards).</extracomment>
            <translation>un grupo nuevo {cards}</translation>
        </message>
        <message>
            <source>{name} drew a card.</source>
            <translation>{name} robó una carta.</translation>
        </message>
        <message>
            <source>{name} placed {cards}.</source>
            <translation>{name} bajó {cards}.</translation>
        </message>
        <message>
            <source>Turn reset: the table is as it was.</source>
            <translation>Turno deshecho: la mesa está como estaba.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>No es tu turno.</translation>
        </message>
        <message>
            <source>No card of yours can be placed: draw.</source>
            <translation>No puedes bajar ninguna carta: roba.</translation>
        </message>
        <message>
            <source>Your table already places as many cards as can be placed: press Done.</source>
            <translation>Tu mesa ya coloca todas las cartas que se pueden colocar: pulsa Hecho.</translation>
        </message>
        <message>
            <source>Hint: place {cards}. Accept the hint to lay it out, or keep playing.</source>
            <translation>Pista: baja {cards}. Acepta la pista para colocarla, o sigue jugando.</translation>
        </message>
        <message>
            <source>Hint laid out: press Done to play it.</source>
            <translation>Pista colocada: pulsa Hecho para jugarla.</translation>
        </message>
    </context>
    <context>
        <name>QuitaYPonPage</name>
        <message>
            <source>never</source>
            <translation>nunca</translation>
        </message>
        <message>
            <source>a simple play: a new group, or one card added</source>
            <translation>una jugada simple: un grupo nuevo o una carta añadida</translation>
        </message>
        <message>
            <source>any play, rearranging the table too</source>
            <translation>cualquier jugada, también reordenando la mesa</translation>
        </message>
        <message>
            <source>when the last card is drawn</source>
            <translation>al robar la última carta</translation>
        </message>
        <message>
            <source>when a player would draw from the empty stock</source>
            <translation>al intentar robar del mazo vacío</translation>
        </message>
        <message>
            <source>any size</source>
            <extracomment>no largest set: any size</extracomment>
            <translation>cualquier tamaño</translation>
        </message>
        <message>
            <source>Largest set</source>
            <translation>Trío más grande</translation>
        </message>
        <message>
            <source>A set is three or more cards of one rank, suits may repeat; with a largest size, no set may hold more cards than that.</source>
            <translation>Un trío son tres o más cartas de un mismo valor, y los palos pueden repetirse; con un tamaño máximo, ningún trío puede tener más cartas.</translation>
        </message>
        <message>
            <source>Runs may turn the corner (K-A-2)</source>
            <translation>Escaleras que dan la vuelta (K-A-2)</translation>
        </message>
        <message>
            <source>A run is three or more cards of one suit in a row, the ace low (A-2-3) or high (Q-K-A); with this on, a run may also go on from the king through the ace to the 2 (K-A-2).</source>
            <translation>Una escalera son tres o más cartas seguidas del mismo palo, con el as abajo (A-2-3) o arriba (Q-K-A); activado, una escalera puede además seguir del rey al as y al 2 (K-A-2).</translation>
        </message>
        <message>
            <source>An ace may sit at both ends of a run</source>
            <translation>Un as en las dos puntas de una escalera</translation>
        </message>
        <message>
            <source>With this on, one run may have an ace at both ends (A-2-…-K-A, 14 cards).</source>
            <translation>Activado, una escalera puede tener un as en cada punta (A-2-…-K-A, 14 cartas).</translation>
        </message>
        <message>
            <source>Must play when able</source>
            <translation>Obligación de jugar si se puede</translation>
        </message>
        <message>
            <source>Drawing a card is how a player passes: this says what play, when he has one, forbids him to draw instead.</source>
            <translation>Robar una carta es la forma de pasar: esto dice qué jugada, si la tiene, le impide robar en su lugar.</translation>
        </message>
        <message>
            <source>First play worth at least</source>
            <translation>Primera jugada de al menos</translation>
        </message>
        <message>
            <source>A player's first play of the deal must place cards from his hand worth at least this many points (A 15, K Q J 10, the others their number).</source>
            <translation>La primera jugada de un jugador en la mano debe bajar cartas de su mano que valgan al menos estos puntos (A 15, K Q J 10, las demás su número).</translation>
        </message>
        <message>
            <source>Rearrange the table before your first play</source>
            <translation>Reorganizar la mesa antes de la primera jugada</translation>
        </message>
        <message>
            <source>With this off, a player's first play must leave the table's groups as they were: his cards go into new groups only.</source>
            <translation>Desactivado, la primera jugada de un jugador debe dejar los grupos de la mesa como estaban: sus cartas van solo a grupos nuevos.</translation>
        </message>
        <message>
            <source>The deal ends</source>
            <translation>La mano termina</translation>
        </message>
        <message>
            <source>When the stock runs out the deal ends, and the fewest points in hand win it; this says at which moment it ends.</source>
            <translation>Cuando se acaba el mazo termina la mano, y la gana quien tiene menos puntos en la mano; esto dice en qué momento termina.</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Cartas repartidas</translation>
        </message>
        <message>
            <source>The cards each player is dealt.</source>
            <translation>Las cartas que recibe cada jugador.</translation>
        </message>
        <message>
            <source>Turn timer</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>Tiempo por turno</translation>
        </message>
        <message>
            <source> s</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation> s</translation>
        </message>
        <message>
            <source>no timer</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>sin límite</translation>
        </message>
        <message>
            <source>When a player's time runs out, the table goes back to how it stood at the start of the turn and he draws a card.</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>Cuando se acaba el tiempo de un jugador, la mesa vuelve a como estaba al empezar el turno y él roba una carta.</translation>
        </message>
        <message>
            <source>Deals in the match</source>
            <translation>Manos de la partida</translation>
        </message>
        <message>
            <source>one deal</source>
            <translation>una sola mano</translation>
        </message>
        <message>
            <source>A match of several deals: the deal scores add up and the highest total wins.</source>
            <translation>Una partida de varias manos: los puntos de cada mano se suman y gana el total más alto.</translation>
        </message>
        <message>
            <source>Play to a score of</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>Jugar hasta sumar</translation>
        </message>
        <message>
            <source>none</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>sin límite</translation>
        </message>
        <message>
            <source>The match ends after the deal in which a total reaches this score, and the highest total wins (with a number of deals too, whichever comes first).</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>La partida termina tras la mano en la que un total llega a esta cifra, y gana el total más alto (si también hay un número de manos, lo que llegue primero).</translation>
        </message>
        <message>
            <source>Drag cards from your hand onto a group on the table, or onto “new group” to start one.</source>
            <translation>Arrastra cartas de tu mano a un grupo de la mesa, o a «grupo nuevo» para empezar uno.</translation>
        </message>
        <message>
            <source>Drop a card inside a run to insert it; a second copy of a card splits the run there.</source>
            <translation>Suelta una carta dentro de una escalera para intercalarla; una segunda copia de una carta parte allí la escalera.</translation>
        </message>
        <message>
            <source>Drag a card out of a run and the cards up to the nearer end come along (an end card comes alone); hold Shift to drag the whole group, to merge it with another.</source>
            <translation>Saca una carta de una escalera y la acompañan las cartas hasta la punta más cercana (una carta de la punta sale sola); con Mayús arrastras el grupo entero, para unirlo a otro.</translation>
        </message>
        <message>
            <source>A group that is not valid turns red and says why; Done plays your turn once every group is valid, Draw passes with a card.</source>
            <translation>Un grupo no válido se pone rojo y dice por qué; Hecho juega tu turno cuando todos los grupos son válidos, Robar pasa con una carta.</translation>
        </message>
        <message>
            <source>Rummy where the whole table is yours to rearrange: break groups apart and rebuild them to place your cards.</source>
            <translation>Rummy en el que toda la mesa se puede reorganizar: deshaz grupos y vuelve a armarlos para bajar tus cartas.</translation>
        </message>
        <message>
            <source>Rummikub style</source>
            <translation>Estilo Rummikub</translation>
        </message>
        <message>
            <source>As Rummikub is played: sets of four at most, and a first play worth 30 points from the hand alone, the table left as it is.</source>
            <translation>Como se juega al Rummikub: tríos de cuatro cartas como mucho, y una primera jugada de 30 puntos solo con cartas de la mano, sin tocar la mesa.</translation>
        </message>
    </context>
    <context>
        <name>QuitaYPonZones</name>
        <message>
            <source>Deal over — winner: {w}. Next deal, in the score table, goes on.</source>
            <translation>Fin de la mano — gana {w}. Pulsa «Siguiente mano» en la tabla de puntos para seguir.</translation>
        </message>
        <message>
            <source>Deal over — winner: {w}.</source>
            <translation>Fin de la mano — gana {w}.</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} está pensando…</translation>
        </message>
        <message>
            <source>[{seconds} s]</source>
            <comment>the turn timer: seconds left</comment>
            <translation>[{seconds} s]</translation>
        </message>
        <message>
            <source>Your turn: press Done (Enter) to play these cards, or Reset turn.</source>
            <translation>Tu turno: pulsa Hecho (Enter) para jugar estas cartas, o Deshacer turno.</translation>
        </message>
        <message>
            <source>Your turn: not yet valid — {why}</source>
            <translation>Tu turno: aún no es válido — {why}</translation>
        </message>
        <message>
            <source>Your turn: drag cards to the table (split and rebuild melds freely), then Done — or Draw (D) if you cannot play.</source>
            <translation>Tu turno: arrastra cartas a la mesa (parte y rehaz juegos libremente) y pulsa Hecho, o Robar (D) si no puedes jugar.</translation>
        </message>
        <message>
            <source>too few cards</source>
            <translation>pocas cartas</translation>
        </message>
        <message>
            <source>not a run</source>
            <translation>no es escalera</translation>
        </message>
        <message>
            <source>not a set or run</source>
            <translation>ni trío ni escalera</translation>
        </message>
        <message>
            <source>not valid</source>
            <translation>no válido</translation>
        </message>
        <message>
            <source>{name} — {cards} · {points} pts</source>
            <translation>{name} — {cards} · {points} pts</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards}</source>
            <translation>{name} ({level}) — {cards}</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {points} pts</source>
            <translation>{name} ({level}) — {cards} · {points} pts</translation>
        </message>
        <message>
            <source>Stock {n}</source>
            <translation>Mazo {n}</translation>
        </message>
        <message>
            <source>Drop here to start a new group</source>
            <translation>Suelta aquí para un grupo nuevo</translation>
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
            <translation>{card} no va sobre {top}: un pozo admite un punto más o menos, de cualquier palo.</translation>
        </message>
        <message>
            <source>An empty waste pile cannot be loaded.</source>
            <translation>Un pozo vacío no admite cartas.</translation>
        </message>
        <message>
            <source>Your own pile takes only a card you cannot play, at the end of your turn.</source>
            <translation>En tu propio pozo solo va la carta que no puedes jugar, al final de tu turno.</translation>
        </message>
        <message>
            <source>Your waste pile is empty.</source>
            <translation>Tu pozo está vacío.</translation>
        </message>
        <message>
            <source>Only an ace starts a foundation, not {card}.</source>
            <translation>Una base solo se empieza con un as, no con {card}.</translation>
        </message>
        <message>
            <source>{card} does not follow {top} on its foundation.</source>
            <translation>{card} no sigue a {top} en su base.</translation>
        </message>
        <message>
            <source>{card} is not of this foundation's suit.</source>
            <translation>{card} no es del palo de esta base.</translation>
        </message>
        <message>
            <source>That foundation is complete: it ends with the king.</source>
            <translation>Esa base está completa: termina en la K.</translation>
        </message>
        <message>
            <source>{card} fits a foundation, so it must go there.</source>
            <translation>{card} se puede jugar en una base, así que debe ir allí.</translation>
        </message>
        <message>
            <source>First play {card} from your waste pile: it has a place.</source>
            <translation>Primero juega {card} de tu pozo: tiene dónde ir.</translation>
        </message>
        <message>
            <source>Play {card}, the card you turned up: it has a place.</source>
            <translation>Juega {card}, la carta que destapaste: tiene dónde ir.</translation>
        </message>
        <message>
            <source>Turn up a card first: click the stock.</source>
            <translation>Primero destapa una carta: haz clic en el mazo.</translation>
        </message>
        <message>
            <source>There is no card left to turn up.</source>
            <translation>No quedan cartas por destapar.</translation>
        </message>
        <message>
            <source>{card} can be played, so it may not stay on your pile.</source>
            <translation>{card} se puede jugar, así que no puede quedarse en tu pozo.</translation>
        </message>
        <message>
            <source>Cards cannot go there.</source>
            <translation>Las cartas no pueden ir ahí.</translation>
        </message>
        <message>
            <source>Cards that were on the table must stay on it: {cards}.</source>
            <translation>Las cartas que ya estaban en la mesa deben quedarse en ella: {cards}.</translation>
        </message>
        <message>
            <source>Place at least one card from your hand, or Draw.</source>
            <translation>Baja al menos una carta de tu mano, o pulsa Robar.</translation>
        </message>
        <message>
            <source>Your first play must be worth at least {minimum} points; {cards} is worth {points}.</source>
            <translation>Tu primera jugada debe valer al menos {minimum} puntos; {cards} vale {points}.</translation>
        </message>
        <message>
            <source>Before your first play you may not change the table's melds ([{group}]).</source>
            <translation>Antes de tu primera jugada no puedes cambiar los juegos de la mesa ([{group}]).</translation>
        </message>
        <message>
            <source>You cannot draw while you can play: for example {cards} (highlighted).</source>
            <translation>No puedes robar si puedes jugar: por ejemplo {cards} (resaltadas).</translation>
        </message>
        <message>
            <source>Only cards you placed this turn can go back to your hand, not {cards}.</source>
            <translation>Solo vuelven a tu mano las cartas que bajaste en este turno, no {cards}.</translation>
        </message>
        <message>
            <source>{card} is not in play.</source>
            <translation>{card} no está en juego.</translation>
        </message>
        <message>
            <source>This game has no turn timer.</source>
            <translation>Esta partida no tiene tiempo por turno.</translation>
        </message>
        <message>
            <source>That group is not on the table.</source>
            <translation>Ese grupo no está en la mesa.</translation>
        </message>
        <message>
            <source>Your opening is worth {points}: it needs at least {minimum}.</source>
            <translation>Tu apertura vale {points}: necesita al menos {minimum}.</translation>
        </message>
        <message>
            <source>Your opening needs a run or a set of four.</source>
            <translation>Tu apertura necesita una escalera o una cuadrilla.</translation>
        </message>
        <message>
            <source>You have not opened yet: lay down your opening first.</source>
            <translation>Aún no has abierto: baja primero tu apertura.</translation>
        </message>
        <message>
            <source>You opened this turn: lay-offs and joker exchanges wait until your next turn.</source>
            <translation>Has abierto en este turno: hasta tu próximo turno no puedes añadir cartas ni cambiar comodines.</translation>
        </message>
        <message>
            <source>Nobody may go out in the first round: keep a card to discard.</source>
            <translation>Nadie puede cerrar en la primera vuelta: guarda una carta para descartar.</translation>
        </message>
        <message>
            <source>That would leave you no card you may discard.</source>
            <translation>Así te quedarías sin ninguna carta que puedas descartar.</translation>
        </message>
        <message>
            <source>You have not opened: you may take {card} only to open with it at once — drag it to the staging area and build your opening.</source>
            <translation>Aún no has abierto: solo puedes tomar {card} para abrir con ella en el acto; arrástrala a la zona de preparación y arma tu apertura.</translation>
        </message>
        <message>
            <source>Your opening must use the card you took ({card}).</source>
            <translation>Tu apertura debe usar la carta que tomaste ({card}).</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile this turn: discard another.</source>
            <translation>Tomaste {card} del descarte en este turno: descarta otra.</translation>
        </message>
        <message>
            <source>{card} could be laid off on the table, so it may not be discarded.</source>
            <translation>{card} se puede añadir a un juego de la mesa, así que no puedes descartarla.</translation>
        </message>
        <message>
            <source>That would leave you only {card}, which could be laid off: it may not be discarded, and laying it off would leave you nothing to discard.</source>
            <translation>Te quedaría solo {card}, que se puede añadir: no puedes descartarla, y si la añades no tendrías nada que descartar.</translation>
        </message>
        <message>
            <source>Each new meld needs its own reading: {melds} melds, {readings} readings.</source>
            <translation>Cada juego nuevo necesita su propia lectura: {melds} juegos, {readings} lecturas.</translation>
        </message>
        <message>
            <source>{card} must be melded this turn.</source>
            <translation>{card} debe bajarse en este turno.</translation>
        </message>
        <message>
            <source>Meld {cards} before you discard.</source>
            <translation>Baja {cards} antes de descartar.</translation>
        </message>
        <message>
            <source>{cards} must be melded this turn, and no play here can do that.</source>
            <translation>{cards} debe bajarse en este turno, y ninguna jugada aquí lo consigue.</translation>
        </message>
        <message>
            <source>Your last discard may not be a joker.</source>
            <translation>Tu último descarte no puede ser un comodín.</translation>
        </message>
        <message>
            <source>You have already drawn this turn.</source>
            <translation>Ya has robado en este turno.</translation>
        </message>
        <message>
            <source>Draw first: from the stock, or take the discard.</source>
            <translation>Primero roba: del mazo, o toma el descarte.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>El descarte está vacío.</translation>
        </message>
        <message>
            <source>[{group}] has too few cards: a group needs at least {minimum}.</source>
            <translation>[{group}] tiene pocas cartas: un grupo necesita al menos {minimum}.</translation>
        </message>
        <message>
            <source>[{group}] is too large: a set may hold at most {maximum} cards.</source>
            <translation>[{group}] es demasiado grande: un trío tiene como mucho {maximum} cartas.</translation>
        </message>
        <message>
            <source>[{group}] is too long: a meld may hold at most {maximum} cards.</source>
            <translation>[{group}] es demasiado largo: un juego tiene como mucho {maximum} cartas.</translation>
        </message>
        <message>
            <source>[{group}] is neither a set (one rank) nor a run (one suit, consecutive ranks).</source>
            <translation>[{group}] no es ni un trío (un solo valor) ni una escalera (un palo, valores seguidos).</translation>
        </message>
        <message>
            <source>[{group}] is not a run: ranks must follow each other in one suit, with no K-A-2.</source>
            <translation>[{group}] no es una escalera: los valores deben ir seguidos y del mismo palo, sin K-A-2.</translation>
        </message>
        <message>
            <source>[{group}] mixes ranks: a set is one rank.</source>
            <translation>[{group}] mezcla valores: un trío es de un solo valor.</translation>
        </message>
        <message>
            <source>[{group}] mixes suits: a run is one suit.</source>
            <translation>[{group}] mezcla palos: una escalera es de un solo palo.</translation>
        </message>
        <message>
            <source>[{group}] has a gap: a run's ranks follow each other.</source>
            <translation>[{group}] tiene un hueco: en una escalera los valores van seguidos.</translation>
        </message>
        <message>
            <source>[{group}] repeats a suit: this set needs different suits.</source>
            <translation>[{group}] repite un palo: este trío necesita palos distintos.</translation>
        </message>
        <message>
            <source>[{group}] goes round the corner (K-A-2), which is not allowed.</source>
            <translation>[{group}] da la vuelta (K-A-2), y eso no vale.</translation>
        </message>
        <message>
            <source>[{group}] uses an ace at both ends, which is not allowed.</source>
            <translation>[{group}] usa un as en las dos puntas, y eso no vale.</translation>
        </message>
        <message>
            <source>[{group}] holds a wild card; this game has none.</source>
            <translation>[{group}] lleva un comodín, y este juego no tiene comodines.</translation>
        </message>
        <message>
            <source>[{group}] holds too many wild cards.</source>
            <translation>[{group}] lleva demasiados comodines.</translation>
        </message>
        <message>
            <source>[{group}] needs at least one natural card.</source>
            <translation>[{group}] necesita al menos una carta natural.</translation>
        </message>
        <message>
            <source>[{group}]: that rank can never be melded.</source>
            <translation>[{group}]: ese valor nunca se puede bajar.</translation>
        </message>
        <message>
            <source>{cards} is not in your hand.</source>
            <translation>{cards} no está en tu mano.</translation>
        </message>
        <message>
            <source>{cards} appears twice.</source>
            <translation>{cards} aparece dos veces.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>La mano ha terminado.</translation>
        </message>
        <message>
            <source>Nothing to take back: what showed you a new card stays, and so does every move before it.</source>
            <translation>No hay nada que deshacer: lo que te mostró una carta nueva se queda, y también cada jugada anterior.</translation>
        </message>
        <message>
            <source>A meld is read as a set or as a run, not as {reading}.</source>
            <translation>Un juego se lee como trío o como escalera, no como {reading}.</translation>
        </message>
        <message>
            <source>A joker is exchanged for a natural card, not {card}.</source>
            <translation>El comodín se cambia por una carta natural, no por {card}.</translation>
        </message>
        <message>
            <source>[{group}] has no joker to exchange.</source>
            <translation>[{group}] no tiene comodín para cambiar.</translation>
        </message>
        <message>
            <source>{card} is not the card the joker in [{group}] stands for.</source>
            <translation>{card} no es la carta que representa el comodín de [{group}].</translation>
        </message>
        <message>
            <source>[{group}] would run past the ace.</source>
            <translation>[{group}] pasaría del as.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <translation>El mazo está vacío.</translation>
        </message>
        <message>
            <source>That meld is not on the table.</source>
            <translation>Ese juego no está en la mesa.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>No es tu turno.</translation>
        </message>
        <message>
            <source>[{group}] is a set, and sets are not melded at this table.</source>
            <translation>[{group}] es un trío, y en esta mesa no se bajan tríos.</translation>
        </message>
        <message>
            <source>[{group}] is a run, and runs are not melded at this table.</source>
            <translation>[{group}] es una escalera, y en esta mesa no se bajan escaleras.</translation>
        </message>
        <message>
            <source>[{group}] is too long: a run may hold at most {maximum} cards.</source>
            <translation>[{group}] es demasiado larga: una escalera tiene como mucho {maximum} cartas.</translation>
        </message>
        <message>
            <source>A card goes at the low or the high end of a run, not at {end}.</source>
            <translation>Una carta va en la punta baja o alta de una escalera, no en {end}.</translation>
        </message>
        <message>
            <source>Draw first.</source>
            <translation>Primero roba.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Esa no es una jugada de este juego.</translation>
        </message>
        <message>
            <source>That move ({action}) cannot be read: its {field} is wrong.</source>
            <translation>No se entiende esa jugada ({action}): su {field} es incorrecto.</translation>
        </message>
        <message>
            <source>That move ({action}) is not one of this game's.</source>
            <translation>Esa jugada ({action}) no es de este juego.</translation>
        </message>
        <message>
            <source>[{group}] can be read more than one way: click the reading you mean in the staging area.</source>
            <translation>[{group}] se puede leer de más de una manera: haz clic en la lectura que quieras en la zona de preparación.</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Primero arrastra cartas a la zona de preparación.</translation>
        </message>
        <message>
            <source>Not allowed: {detail}</source>
            <translation>No permitido: {detail}</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>This deal cannot be played again: {why}</source>
            <extracomment>Why a deal cannot be played again ({why}: what is wrong with its record).</extracomment>
            <translation>Esta mano no se puede volver a ver: {why}</translation>
        </message>
        <message>
            <source>only the result of this deal was kept, not its moves</source>
            <extracomment>A deal recorded without its actions (kept by an old version, or re-created).</extracomment>
            <translation>solo se guardó el resultado de esta mano, no sus jugadas</translation>
        </message>
        <message>
            <source>its move {action} is refused by the rules now ({why})</source>
            <extracomment>A record whose move at {action} the rules refuse (the file was changed, or the rules).</extracomment>
            <translation>las reglas rechazan ahora su jugada {action} ({why})</translation>
        </message>
        <message>
            <source>{path} is neither a replay record nor a saved game: {why}</source>
            <extracomment>A file that is neither a replay record nor a saved game ({why}: what is wrong).</extracomment>
            <translation>{path} no es ni una repetición ni una partida guardada: {why}</translation>
        </message>
        <message>
            <source>{path} cannot be read: {why}</source>
            <extracomment>A file that cannot be read at all ({why}: the system's reason).</extracomment>
            <translation>No se puede leer {path}: {why}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <extracomment>The seats of a replay record, which names none: "Seat 1", "Seat 2"...</extracomment>
            <translation>Asiento {n}</translation>
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
            <translation>Siguiente mano</translation>
        </message>
        <message>
            <source>Take back my last move</source>
            <translation>Retirar mi última jugada</translation>
        </message>
        <message>
            <source>&amp;Play again</source>
            <translation>Otra &amp;partida</translation>
        </message>
        <message>
            <source>A new match of the same game, with the same rules and bots, and new cards.</source>
            <translation>Una partida nueva del mismo juego, con las mismas reglas y los mismos bots, y cartas nuevas.</translation>
        </message>
        <message>
            <source>Review this deal…</source>
            <translation>Revisar esta mano…</translation>
        </message>
        <message numerus="yes">
            <source>You were shown %n hint(s) in this deal.</source>
            <translation>
                <numerusform>Viste %n pista en esta mano.</numerusform>
                <numerusform>Viste %n pistas en esta mano.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played for you in this deal.</source>
            <translation>
                <numerusform>El bot jugó %n turno por ti en esta mano.</numerusform>
                <numerusform>El bot jugó %n turnos por ti en esta mano.</numerusform>
            </translation>
        </message>
        <message>
            <source>Cards dealt from seed {seed}, deal {deal}: a new game with this seed and these rules deals the same cards.</source>
            <translation>Cartas repartidas con la semilla {seed}, mano {deal}: una partida nueva con esta semilla y estas reglas reparte las mismas cartas.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;A draw&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <comment>a tied deal: nobody wins it</comment>
            <translation>&lt;h3&gt;Empate&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>You and your partner win the deal</source>
            <translation>Tu pareja gana la mano</translation>
        </message>
        <message>
            <source>Your team wins the deal</source>
            <translation>Tu equipo gana la mano</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>Ganas la mano</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} gana la mano&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ganan la mano&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Equipo</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Esta mano</translation>
        </message>
        <message>
            <source>Match over: you win.</source>
            <translation>Fin de la partida: ganas tú.</translation>
        </message>
        <message>
            <source>Match over: {w} wins.</source>
            <translation>Fin de la partida: gana {w}.</translation>
        </message>
        <message>
            <source>Match over: {w} win.</source>
            <translation>Fin de la partida: ganan {w}.</translation>
        </message>
        <message>
            <source>Next deal deals the next hand.</source>
            <translation>«Siguiente mano» reparte las cartas de la próxima mano.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>An inaccuracy</source>
            <translation>Una imprecisión</translation>
        </message>
        <message>
            <source>A mistake</source>
            <translation>Un error</translation>
        </message>
        <message>
            <source>A blunder</source>
            <translation>Un error grave</translation>
        </message>
        <message>
            <source>You agreed with the hard bot on {agreed} of {decisions} decisions.</source>
            <extracomment>The line that sums a review up.</extracomment>
            <translation>Coincidiste con el bot difícil en {agreed} de {decisions} decisiones.</translation>
        </message>
        <message>
            <source>What it cost, in the deal's points by the hard bot's reckoning: about {points}.</source>
            <extracomment>What a graded decision cost, in the deal's points (every game says it the same way).</extracomment>
            <translation>Lo que costó, en puntos de la mano según las cuentas del bot difícil: unos {points}.</translation>
        </message>
        <message>
            <source>The hard bot would play: {reason}.</source>
            <extracomment>A marked decision, beside its line and in its tooltip: the hard bot's move and why, its grade and what the choice cost.</extracomment>
            <translation>El bot difícil jugaría: {reason}.</translation>
        </message>
        <message>
            <source>{sign} {grade}.</source>
            <translation>{sign} {grade}.</translation>
        </message>
        <message>
            <source>Looking at your decisions… {done} of {count}</source>
            <translation>Revisando tus decisiones… {done} de {count}</translation>
        </message>
        <message>
            <source>Yours was about as good, by its search.</source>
            <translation>La tuya era casi igual de buena, según su búsqueda.</translation>
        </message>
        <message>
            <source>Its search cannot set a value on your move beside its own here.</source>
            <translation>Aquí su búsqueda no puede valorar tu jugada junto a la suya.</translation>
        </message>
        <message>
            <source>The hard bot would have played this too.</source>
            <translation>El bot difícil también habría jugado esto.</translation>
        </message>
        <message>
            <source>?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's loser scores).</source>
            <extracomment>What the signs of a review mean (shown once the decisions are marked).</extracomment>
            <translation>?! una imprecisión, ? un error, ?? un error grave: lo que costó la decisión en puntos de la mano, según las cuentas del bot difícil (una décima parte, una cuarta parte, la mitad de lo que suma quien pierde una mano).</translation>
        </message>
        <message>
            <source>{sign} the hard bot would have played otherwise, but its search cannot set a value on your move beside its own there.</source>
            <extracomment>The legend's line for a decision the hard bot's search could not value.</extracomment>
            <translation>{sign} el bot difícil habría jugado otra cosa, pero ahí su búsqueda no puede valorar tu jugada junto a la suya.</translation>
        </message>
        <message>
            <source>The hard bot's move, laid out in place of yours (B or a move key goes back).</source>
            <extracomment>The table while it shows the hard bot's move in place of the person's.</extracomment>
            <translation>La jugada del bot difícil, en lugar de la tuya (B o una tecla de movimiento vuelve atrás).</translation>
        </message>
    </context>
    <context>
        <name>RulesHelp</name>
        <message>
            <source>The rules cannot be shown: the file {path} is missing or cannot be read.</source>
            <translation>No se pueden mostrar las reglas: el archivo {path} falta o no se puede leer.</translation>
        </message>
        <message>
            <source>This page cannot be shown: the file {path} is missing or cannot be read.</source>
            <translation>No se puede mostrar esta página: el archivo {path} falta o no se puede leer.</translation>
        </message>
    </context>
    <context>
        <name>SavedGame</name>
        <message>
            <source>it holds an illegal move ({error})</source>
            <translation>contiene una jugada no válida ({error})</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>tiene demasiados niveles de anidamiento</translation>
        </message>
        <message>
            <source>it does not hold a game this version can resume ({error})</source>
            <translation>no contiene una partida que esta versión pueda reanudar ({error})</translation>
        </message>
        <message>
            <source>it is not a JSON object</source>
            <translation>no es un objeto JSON</translation>
        </message>
        <message>
            <source>it is not a game of {game}</source>
            <translation>no es una partida de {game}</translation>
        </message>
        <message>
            <source>its match cannot be rebuilt ({error})</source>
            <translation>su partida no se puede reconstruir ({error})</translation>
        </message>
        <message>
            <source>it lists {seats} seats for a game of {players} players</source>
            <translation>indica {seats} asientos para un juego de {players} jugadores</translation>
        </message>
        <message>
            <source>it has a seat {seat} that is not [name, level]</source>
            <translation>tiene un asiento {seat} que no es [nombre, nivel]</translation>
        </message>
        <message>
            <source>it does not hold a game this version can resume</source>
            <translation>no contiene una partida que esta versión pueda reanudar</translation>
        </message>
        <message>
            <source>a JSON object</source>
            <extracomment>What a field of the record must be (after "its field … must be").</extracomment>
            <translation>un objeto JSON</translation>
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
            <translation>un número entero o null</translation>
        </message>
        <message>
            <source>a whole number from 1</source>
            <translation>un número entero desde 1</translation>
        </message>
        <message>
            <source>its field {field} must be {what}, not {value}</source>
            <translation>su campo {field} debe ser {what}, no {value}</translation>
        </message>
        <message>
            <source>one of {games}</source>
            <translation>uno de estos: {games}</translation>
        </message>
        <message>
            <source>its field {field}: {problem}</source>
            <translation>su campo {field}: {problem}</translation>
        </message>
        <message>
            <source>it gives seat {seat} no valid name: a name is text of 1 to {most} characters with no control characters, not {value}</source>
            <translation>no da un nombre válido al asiento {seat}: un nombre es un texto de 1 a {most} caracteres sin caracteres de control, no {value}</translation>
        </message>
        <message>
            <source>it gives seat {seat} an unknown bot level {level}: a level is {levels}, or null for the person</source>
            <translation>da al asiento {seat} un nivel de bot desconocido, {level}: un nivel es {levels}, o null para la persona</translation>
        </message>
        <message>
            <source>it has no seat for the person: seat 0 to seat {last} are bots</source>
            <translation>no tiene asiento para la persona: del asiento 0 al {last} son todos bots</translation>
        </message>
        <message>
            <source>it makes seat {first} and seat {second} the person, who sits in one seat</source>
            <translation>pone a la persona en el asiento {first} y en el {second}, y la persona ocupa un solo asiento</translation>
        </message>
        <message>
            <source>its action {action} cannot be read: {error}</source>
            <translation>no se puede leer su acción {action}: {error}</translation>
        </message>
        <message>
            <source>its deal {deal}'s action {action} cannot be read: {error}</source>
            <translation>no se puede leer la acción {action} de su mano {deal}: {error}</translation>
        </message>
        <message>
            <source>it holds an illegal move at action {action} ({error})</source>
            <translation>contiene una jugada no válida en la acción {action} ({error})</translation>
        </message>
        <message>
            <source>it holds an illegal move in deal {deal}, action {action} ({error})</source>
            <translation>contiene una jugada no válida en la mano {deal}, acción {action} ({error})</translation>
        </message>
        <message>
            <source>it keeps the finished deals' actions in no list</source>
            <translation>no guarda en una lista las acciones de las manos terminadas</translation>
        </message>
        <message>
            <source>it keeps the actions of {deals} deals for {results} results</source>
            <translation>guarda las acciones de {deals} manos para {results} resultados</translation>
        </message>
        <message>
            <source>it keeps deal {deal}'s actions in no list</source>
            <translation>no guarda en una lista las acciones de la mano {deal}</translation>
        </message>
        <message>
            <source>it gives deal {deal} a result its actions do not end in</source>
            <translation>da a la mano {deal} un resultado en el que no terminan sus acciones</translation>
        </message>
        <message>
            <source>The game in progress cannot be saved in {place}: {reason}</source>
            <extracomment>Why the game in progress cannot be saved (`{place}`: its folder or file).</extracomment>
            <translation>La partida en curso no se puede guardar en {place}: {reason}</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>no se pudo leer ({error})</translation>
        </message>
        <message>
            <source>it is not valid JSON (it is truncated or garbled)</source>
            <translation>no es un JSON válido (el archivo está truncado o dañado)</translation>
        </message>
        <message>
            <source>it is nested too deeply to be a saved game</source>
            <translation>tiene demasiados niveles de anidamiento para ser una partida guardada</translation>
        </message>
        <message>
            <source>it does not hold a saved game (not a JSON object)</source>
            <translation>no contiene una partida guardada (no es un objeto JSON)</translation>
        </message>
        <message>
            <source>a whole number of 1 or more</source>
            <translation>un número entero de 1 o más</translation>
        </message>
        <message>
            <source>it was written by a newer version of Tapete (format {format}; this version reads up to {newest})</source>
            <translation>lo escribió una versión más reciente de Tapete (formato {format}; esta versión lee hasta el {newest})</translation>
        </message>
        <message>
            <source>The finished game cannot be removed from {place}: {reason}</source>
            <translation>La partida terminada no se puede quitar de {place}: {reason}</translation>
        </message>
        <message>
            <source>The saved game {place} could not be resumed, and it could not be moved aside ({error}): {why}.</source>
            <translation>La partida guardada {place} no se pudo reanudar ni apartar ({error}): {why}.</translation>
        </message>
        <message>
            <source>The saved game could not be resumed, so it was moved to {place}: {why}.</source>
            <translation>La partida guardada no se pudo reanudar, así que se movió a {place}: {why}.</translation>
        </message>
        <message>
            <source>it could not be resumed ({error})</source>
            <translation>no se pudo reanudar ({error})</translation>
        </message>
    </context>
    <context>
        <name>Scala40Controller</name>
        <message>
            <source>Staging area — opening {v} / {n}</source>
            <translation>Zona de preparación — apertura {v} / {n}</translation>
        </message>
        <message>
            <source>too many jokers</source>
            <translation>demasiados comodines</translation>
        </message>
        <message>
            <source>suit repeated</source>
            <translation>palo repetido</translation>
        </message>
        <message>
            <source>{name} drew from the stock.</source>
            <translation>{name} robó del mazo.</translation>
        </message>
        <message>
            <source>You drew from the stock.</source>
            <translation>Robaste del mazo.</translation>
        </message>
        <message>
            <source>You took {card} and opened.</source>
            <translation>Tomaste {card} y abriste.</translation>
        </message>
        <message>
            <source>{name} took {card} and opened.</source>
            <translation>{name} tomó {card} y abrió.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile.</source>
            <translation>Tomaste {card} del descarte.</translation>
        </message>
        <message>
            <source>{name} took {card} from the discard pile.</source>
            <translation>{name} tomó {card} del descarte.</translation>
        </message>
        <message>
            <source>You opened with {cards}.</source>
            <translation>Abriste con {cards}.</translation>
        </message>
        <message>
            <source>{name} opened with {cards}.</source>
            <translation>{name} abrió con {cards}.</translation>
        </message>
        <message>
            <source>You laid down {cards}.</source>
            <translation>Bajaste {cards}.</translation>
        </message>
        <message>
            <source>{name} laid down {cards}.</source>
            <translation>{name} bajó {cards}.</translation>
        </message>
        <message>
            <source>You laid off {card} on {meld}.</source>
            <translation>Añadiste {card} a {meld}.</translation>
        </message>
        <message>
            <source>{name} laid off {card} on {meld}.</source>
            <translation>{name} añadió {card} a {meld}.</translation>
        </message>
        <message>
            <source>You exchanged {card} for the joker in {meld}.</source>
            <translation>Cambiaste {card} por el comodín de {meld}.</translation>
        </message>
        <message>
            <source>{name} exchanged {card} for the joker in {meld}.</source>
            <translation>{name} cambió {card} por el comodín de {meld}.</translation>
        </message>
        <message>
            <source>You drew {card}.</source>
            <extracomment>The person's own draw: they know the card.</extracomment>
            <translation>Robaste {card}.</translation>
        </message>
        <message>
            <source>your {cards}</source>
            <extracomment>A meld of the table, the person's: "your 6♠ 7♠ 8♠".</extracomment>
            <translation>tu {cards}</translation>
        </message>
        <message>
            <source>{owner}'s {cards}</source>
            <extracomment>A meld of the table, another seat's: "Ana's 6♠ 7♠ 8♠".</extracomment>
            <translation>{cards} de {owner}</translation>
        </message>
        <message>
            <source>their own {cards}</source>
            <extracomment>A meld of the table, laid by the seat that plays on it now: "their own K♥ K♦ JK".</extracomment>
            <translation>su propio {cards}</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Descartaste {card}.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} descartó {card}.</translation>
        </message>
        <message>
            <source>Lay down your opening with the staged discard, or Take back.</source>
            <translation>Baja tu apertura con la carta del descarte preparada, o pulsa Retirar.</translation>
        </message>
        <message>
            <source>{card} is staged: build your opening with it (at least {n}), then Lay down — or Take back.</source>
            <translation>{card} está en la zona de preparación: arma con ella tu apertura (al menos {n}) y pulsa Bajar, o Retirar.</translation>
        </message>
        <message>
            <source>The deal is void: the stock and the discard pile ran out.</source>
            <translation>La mano se anula: se acabaron el mazo y el descarte.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <extracomment>The deal's end, as the status line says it.</extracomment>
            <translation>Cerraste.</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <extracomment>The deal's end, as the status line says it.</extracomment>
            <translation>{name} cerró.</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {paid} paid · opened</source>
            <translation>{name} ({level}) — {cards} · pagó {paid} · abrió</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {paid} paid</source>
            <translation>{name} ({level}) — {cards} · pagó {paid}</translation>
        </message>
        <message>
            <source>Your turn: draw — drag the stock or the discard's top card to your hand (or double-click it).</source>
            <translation>Tu turno: roba; arrastra a tu mano el mazo o la carta de arriba del descarte (o haz doble clic).</translation>
        </message>
        <message>
            <source>Next deal, in the match table, goes on.</source>
            <translation>Pulsa «Siguiente mano» en la tabla de la partida para seguir.</translation>
        </message>
        <message>
            <source>Your turn: draw from the stock (drag it to your hand or double-click it). You may take the discard only to open with it: drag it to the staging area.</source>
            <translation>Tu turno: roba del mazo (arrástralo a tu mano o haz doble clic). La carta del descarte solo puedes tomarla para abrir con ella: arrástrala a la zona de preparación.</translation>
        </message>
        <message>
            <source>Meld in the staging area, lay off on any meld, exchange a joker, then discard: drag a card onto the discard pile.</source>
            <translation>Baja en la zona de preparación, añade a cualquier juego, cambia un comodín, y luego descarta: arrastra una carta al descarte.</translation>
        </message>
        <message>
            <source>Open with melds worth {n} or more (build them in the staging area), or discard: drag a card onto the discard pile.</source>
            <translation>Abre con juegos que sumen {n} o más (ármalos en la zona de preparación), o descarta: arrastra una carta al descarte.</translation>
        </message>
        <message>
            <source>{name} — out ({paid} paid)</source>
            <translation>{name} — eliminado (pagó {paid})</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · pays {points}</source>
            <translation>{name} ({level}) — {cards} · paga {points}</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Descarte</translation>
        </message>
        <message>
            <source>JK = {cards}</source>
            <translation>JK = {cards}</translation>
        </message>
        <message>
            <source>{name} — {cards} · pays {points}</source>
            <translation>{name} — {cards} · pagas {points}</translation>
        </message>
        <message>
            <source>{name} — {cards} · {paid} paid · opened</source>
            <translation>{name} — {cards} · pagaste {paid} · ya abriste</translation>
        </message>
        <message>
            <source>{name} — {cards} · {paid} paid</source>
            <translation>{name} — {cards} · pagaste {paid}</translation>
        </message>
    </context>
    <context>
        <name>Scala40Page</name>
        <message>
            <source>2 (106 cards)</source>
            <translation>2 (106 cartas)</translation>
        </message>
        <message>
            <source>4 (108 cards)</source>
            <translation>4 (108 cartas)</translation>
        </message>
        <message>
            <source>Jokers in the pack</source>
            <translation>Comodines en la baraja</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Cartas repartidas</translation>
        </message>
        <message>
            <source>Opening worth at least</source>
            <translation>Apertura mínima</translation>
        </message>
        <message>
            <source>The opening needs a set of four or a run</source>
            <translation>La apertura necesita una cuadrilla o una escalera</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>sin límite</translation>
        </message>
        <message>
            <source>The pack is two decks of 52 cards with jokers: 2, as the rules say, or 4, as in the Italian pack.</source>
            <translation>La baraja son dos barajas de 52 cartas con comodines: 2, como dicen las reglas, o 4, como en la baraja italiana.</translation>
        </message>
        <message>
            <source>The cards each player is dealt.</source>
            <translation>Las cartas que recibe cada jugador.</translation>
        </message>
        <message>
            <source>A player's first melds (his opening), laid in one turn, must be worth at least this many points.</source>
            <translation>Los primeros juegos de un jugador (su apertura), bajados en un turno, deben valer al menos estos puntos.</translation>
        </message>
        <message>
            <source>With this on, the opening must hold a set of four or a run: sets of three alone do not open.</source>
            <translation>Activado, la apertura debe tener una cuadrilla o una escalera: solo con tríos no se abre.</translation>
        </message>
        <message>
            <source>Jokers per meld</source>
            <translation>Comodines por juego</translation>
        </message>
        <message>
            <source>How many jokers one meld may hold.</source>
            <translation>Cuántos comodines puede tener un juego.</translation>
        </message>
        <message>
            <source>Lay off and swap jokers in the turn you open</source>
            <translation>Añadir y cambiar comodines en el turno de la apertura</translation>
        </message>
        <message>
            <source>With this on, a player who opens may lay off cards and swap jokers in that same turn; otherwise only from his next turn on.</source>
            <translation>Activado, quien abre puede añadir cartas y cambiar comodines en ese mismo turno; si no, solo desde su turno siguiente.</translation>
        </message>
        <message>
            <source>Closing in hand needs the opening minimum</source>
            <translation>Cerrar en mano exige el mínimo de apertura</translation>
        </message>
        <message>
            <source>Closing in hand is going out in the turn one opens, all cards at once: with this on, those melds must reach the opening minimum too.</source>
            <translation>Cerrar en mano es cerrar en el turno en que se abre, con todas las cartas a la vez: activado, esos juegos también deben llegar al mínimo de apertura.</translation>
        </message>
        <message>
            <source>Closing in hand multiplies payments by</source>
            <translation>Cerrar en mano multiplica los pagos por</translation>
        </message>
        <message>
            <source>When a player closes in hand, everyone else pays this many times the points left in his hand.</source>
            <translation>Cuando un jugador cierra en mano, cada uno de los demás paga esta cantidad de veces los puntos que le quedan en la mano.</translation>
        </message>
        <message>
            <source>The card taken from the discard pile may not be discarded</source>
            <translation>La carta tomada del descarte no se puede descartar</translation>
        </message>
        <message>
            <source>With this on, the card taken from the discard pile cannot be discarded in the same turn.</source>
            <translation>Activado, la carta tomada del descarte no se puede descartar en el mismo turno.</translation>
        </message>
        <message>
            <source>A card that could be laid off may not be discarded</source>
            <translation>No se puede descartar una carta que se podría añadir</translation>
        </message>
        <message>
            <source>With this on, a card that could be laid off on a meld on the table may not be discarded (an Italian house rule).</source>
            <translation>Activado, no se puede descartar una carta que podría añadirse a un juego de la mesa (una variante italiana).</translation>
        </message>
        <message>
            <source>The card taken from the discard pile must be melded that turn</source>
            <translation>La carta tomada del descarte se baja en ese turno</translation>
        </message>
        <message>
            <source>With this on, a player who has opened and takes the discard pile's card must meld it in that turn (some Italian rules).</source>
            <translation>Activado, un jugador que ya abrió y toma la carta del descarte debe bajarla en ese turno (algunas reglas italianas).</translation>
        </message>
        <message>
            <source>A joker won by exchange must be melded the same turn</source>
            <translation>El comodín ganado al cambiarlo se baja en el mismo turno</translation>
        </message>
        <message>
            <source>With this on, a joker won from the table by exchange must go into a meld in the same turn; otherwise it may be kept.</source>
            <translation>Activado, un comodín ganado de la mesa con un cambio debe ir a un juego en el mismo turno; si no, se puede guardar.</translation>
        </message>
        <message>
            <source>A joker may not be the last discard</source>
            <translation>El último descarte no puede ser un comodín</translation>
        </message>
        <message>
            <source>With this on, nobody may go out by discarding a joker.</source>
            <translation>Activado, nadie puede cerrar descartando un comodín.</translation>
        </message>
        <message>
            <source>Nobody may go out in the first round</source>
            <translation>Nadie puede cerrar en la primera vuelta</translation>
        </message>
        <message>
            <source>With this on, nobody may go out in the first round of a deal, one turn each (closing in hand included).</source>
            <translation>Activado, nadie puede cerrar en la primera vuelta de una mano, un turno cada uno (también cerrar en mano).</translation>
        </message>
        <message>
            <source>A joker left in hand costs</source>
            <translation>Un comodín en la mano cuesta</translation>
        </message>
        <message>
            <source>When someone goes out, the others pay the points of the cards left in their hands: this much for a joker.</source>
            <translation>Cuando alguien cierra, los demás pagan los puntos de las cartas que les quedan en la mano: esto por un comodín.</translation>
        </message>
        <message>
            <source>An ace left in hand costs</source>
            <translation>Un as en la mano cuesta</translation>
        </message>
        <message>
            <source>What an ace left in hand pays.</source>
            <translation>Lo que paga un as que queda en la mano.</translation>
        </message>
        <message>
            <source>An ace left alone in hand costs</source>
            <translation>Un as solo en la mano cuesta</translation>
        </message>
        <message>
            <source>What an ace pays when it is the only card left in hand.</source>
            <translation>Lo que paga un as cuando es la única carta que queda en la mano.</translation>
        </message>
        <message>
            <source>Out of the match above</source>
            <translation>Eliminado al pasar de</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) paid</source>
            <translation>
                <numerusform>%n punto pagado</numerusform>
                <numerusform>%n puntos pagados</numerusform>
            </translation>
        </message>
        <message>
            <source>A player whose total paid goes above this is out of the match; the last one left wins it.</source>
            <translation>Un jugador cuyo total pagado pasa de esta cifra queda fuera de la partida; la gana el último que queda.</translation>
        </message>
        <message>
            <source>Draw by dragging the stock, or the discard pile's top card, to your hand (or double-click it).</source>
            <translation>Roba arrastrando el mazo, o la carta de arriba del descarte, a tu mano (o con doble clic).</translation>
        </message>
        <message>
            <source>Build melds in the staging area above your hand: each says whether it is valid and what it is worth; Lay down plays them, Take back returns them.</source>
            <translation>Arma juegos en la zona de preparación sobre tu mano: cada uno dice si es válido y cuánto vale; Bajar los juega, Retirar los devuelve.</translation>
        </message>
        <message>
            <source>Drop a card on a meld on the table to lay it off; drop the natural card on a joker to take the joker.</source>
            <translation>Suelta una carta sobre un juego de la mesa para añadirla; suelta la carta natural sobre un comodín para cambiarlo.</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it and end your turn.</source>
            <translation>Suelta una carta sobre el descarte para descartarla y terminar tu turno.</translation>
        </message>
        <message>
            <source>Italian rummy: open with 40 points of melds, lay off, close; a player who has paid over 100 is out.</source>
            <translation>Rummy italiano: abre con 40 puntos de juegos, añade, cierra; quien ha pagado más de 100 queda fuera.</translation>
        </message>
        <message>
            <source>Italian house rules</source>
            <translation>Variantes italianas</translation>
        </message>
        <message>
            <source>As many Italian tables play: four jokers in the pack, no discarding a card that could be laid off, and the discard pile's card melded the turn it is taken.</source>
            <translation>Como se juega en muchas mesas italianas: cuatro comodines en la baraja, no se descarta una carta que podría añadirse, y la carta del descarte se baja en el turno en que se toma.</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <source>You went out.</source>
            <translation>Te quedaste sin cartas.</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} se quedó sin cartas.</translation>
        </message>
        <message>
            <source>The stock ran out: the fewest hand points win.</source>
            <translation>Se acabó el mazo: gana quien tiene menos puntos en la mano.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Winner: {w}&lt;/h3&gt;&lt;p&gt;{r}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ganador: {w}&lt;/h3&gt;&lt;p&gt;{r}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Hand points</source>
            <translation>Puntos en la mano</translation>
        </message>
        <message>
            <source>Deal score</source>
            <translation>Puntos ganados</translation>
        </message>
        <message>
            <source>Match total</source>
            <translation>Total de la partida</translation>
        </message>
        <message>
            <source>Deal score = the worst hand's points − your hand's points.</source>
            <translation>Puntos ganados = puntos en la mano del peor jugador − tus puntos en la mano.</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>Fin de la mano</translation>
        </message>
    </context>
    <context>
        <name>ScoreTableDialog</name>
        <message>
            <source>{w} closed.</source>
            <translation>{w} cerró.</translation>
        </message>
        <message>
            <source>You closed.</source>
            <translation>Cerraste.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody closed.</source>
            <translation>Se acabó el mazo: nadie cerró.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>The match goes to {t} points.</source>
            <translation>La partida se juega a {t} puntos.</translation>
        </message>
        <message>
            <source>One deal decides the match.</source>
            <translation>Una sola mano decide la partida.</translation>
        </message>
        <message>
            <source>Score table</source>
            <translation>Tabla de puntos</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} salió.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Saliste.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody went out.</source>
            <translation>Se acabó el mazo: nadie salió.</translation>
        </message>
        <message>
            <source>Total after deal {n}</source>
            <translation>Total tras la mano {n}</translation>
        </message>
        <message>
            <source>Deal {n} of {deals}.</source>
            <translation>Mano {n} de {deals}.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>there is no scoreboard file at {place}</source>
            <translation>no hay ningún archivo de marcador en {place}</translation>
        </message>
        <message>
            <source>it is not a whole Tapete scoreboard (it lacks the table {table})</source>
            <translation>no es un marcador de Tapete completo (le falta la tabla {table})</translation>
        </message>
        <message>
            <source>it is not a whole Tapete scoreboard (it lacks the column {column})</source>
            <translation>no es un marcador de Tapete completo (le falta la columna {column})</translation>
        </message>
        <message>
            <source>{why}, and it could not be moved aside ({reason})</source>
            <translation>{why}, y no se pudo apartar ({reason})</translation>
        </message>
        <message>
            <source>The scoreboard file could not be used, so it was moved to {place} and a new scoreboard was started: {why}.</source>
            <translation>No se pudo usar el archivo del marcador, así que se movió a {place} y se empezó un marcador nuevo: {why}.</translation>
        </message>
        <message>
            <source>a new one could not be started ({reason})</source>
            <translation>no se pudo empezar uno nuevo ({reason})</translation>
        </message>
        <message>
            <source>The scoreboard {place} is open to be read only.</source>
            <translation>El marcador {place} está abierto solo para lectura.</translation>
        </message>
        <message>
            <source>The scoreboard file {place} cannot be read, and it was left as it is: {why}.</source>
            <translation>No se puede leer el archivo del marcador {place}, y se dejó tal cual: {why}.</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be written: {reason}. Finished deals are kept and will be written when it works again.</source>
            <translation>No se puede escribir en el marcador {place}: {reason}. Las manos terminadas se conservan y se escribirán cuando vuelva a funcionar.</translation>
        </message>
        <message>
            <source>it must be upgraded for this version, and its copy as it was cannot be kept ({reason})</source>
            <translation>hay que actualizarlo para esta versión, y no se puede guardar una copia tal como estaba ({reason})</translation>
        </message>
        <message>
            <source>it is not a database (it is garbled or truncated)</source>
            <translation>no es una base de datos (está dañado o truncado)</translation>
        </message>
        <message>
            <source>it is damaged ({detail})</source>
            <translation>está dañado ({detail})</translation>
        </message>
        <message>
            <source>it is a database but not a Tapete scoreboard</source>
            <translation>es una base de datos, pero no un marcador de Tapete</translation>
        </message>
        <message>
            <source>it was written by a newer version of Tapete (schema {version}; this version reads up to {newest})</source>
            <translation>lo escribió una versión más reciente de Tapete (esquema {version}; esta versión lee hasta el {newest})</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>no se pudo leer ({error})</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be read: {reason}.</source>
            <translation>No se puede leer el marcador {place}: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>You</source>
            <extracomment>Names of the seats when nobody gave any: "You" at the person's seat, the others in the direction of play from there. "You" is a word, not a name: it is kept in English (in saved games and on the scoreboard) and the interface shows it translated in the context "Seats"; the others are names, the same in every language.</extracomment>
            <translation>Tú</translation>
        </message>
    </context>
    <context>
        <name>Seed</name>
        <message>
            <source>a seed is a whole number or a word, not {kind}</source>
            <translation>una semilla es un número entero o una palabra, no {kind}</translation>
        </message>
        <message>
            <source>the seed is empty</source>
            <translation>la semilla está vacía</translation>
        </message>
        <message>
            <source>seed {seed}: a seed is a whole number written with 0-9, or a word of plain letters and digits</source>
            <translation>semilla {seed}: una semilla es un número entero escrito con 0-9, o una palabra hecha solo de letras y dígitos</translation>
        </message>
        <message>
            <source>seed {seed} is longer than {most} characters</source>
            <translation>la semilla {seed} tiene más de {most} caracteres</translation>
        </message>
        <message>
            <source>a whole number, or text of at most {most} characters with no control characters</source>
            <extracomment>What a seed read from a file must be (after "its seed must be").</extracomment>
            <translation>un número entero, o un texto de {most} caracteres como máximo sin caracteres de control</translation>
        </message>
    </context>
    <context>
        <name>StagingController</name>
        <message>
            <source>Your staged melds are the best move: press Lay down to play them.</source>
            <extracomment>Hint (H) when the melds staged are the move it would propose.</extracomment>
            <translation>Tus juegos preparados son la mejor jugada: pulsa Bajar para jugarlos.</translation>
        </message>
        <message>
            <source>Staging area: drag cards here to build a new meld</source>
            <translation>Zona de preparación: arrastra cartas aquí para armar un juego nuevo</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Primero arrastra cartas a la zona de preparación.</translation>
        </message>
        <message>
            <source>The staged cards are back in your hand.</source>
            <translation>Las cartas preparadas volvieron a tu mano.</translation>
        </message>
        <message>
            <source>[{cards}] is read as {reading}.</source>
            <translation>[{cards}] se lee como {reading}.</translation>
        </message>
        <message>
            <source>too few cards</source>
            <translation>pocas cartas</translation>
        </message>
        <message>
            <source>not a set or run</source>
            <translation>ni trío ni escalera</translation>
        </message>
        <message>
            <source>mixed ranks</source>
            <translation>valores mezclados</translation>
        </message>
        <message>
            <source>mixed suits</source>
            <translation>palos mezclados</translation>
        </message>
        <message>
            <source>gap in the run</source>
            <translation>hueco en la escalera</translation>
        </message>
        <message>
            <source>set too large</source>
            <translation>trío demasiado grande</translation>
        </message>
        <message>
            <source>too long</source>
            <translation>demasiado largo</translation>
        </message>
        <message>
            <source>no K-A-2</source>
            <translation>K-A-2 no vale</translation>
        </message>
        <message>
            <source>not valid</source>
            <translation>no válido</translation>
        </message>
        <message>
            <source>run</source>
            <comment>a meld: cards of one suit in sequence</comment>
            <translation>escalera</translation>
        </message>
        <message>
            <source>set</source>
            <comment>a meld: cards of one rank</comment>
            <translation>trío</translation>
        </message>
        <message>
            <source>set of {rank} · {points}</source>
            <translation>trío de {rank} · {points}</translation>
        </message>
        <message>
            <source>run {low}–{high} · {points}</source>
            <translation>escalera {low}–{high} · {points}</translation>
        </message>
        <message>
            <source>Lay down the staged melds, or Take back.</source>
            <translation>Baja los juegos preparados, o pulsa Retirar.</translation>
        </message>
        <message>
            <source>Staged melds not yet playable — {why}</source>
            <translation>Los juegos preparados aún no valen — {why}</translation>
        </message>
        <message>
            <source>set or run? pick one</source>
            <translation>¿trío o escalera? elige uno</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Estadísticas</translation>
        </message>
        <message>
            <source>Games against the bots</source>
            <translation>Partidas contra los bots</translation>
        </message>
        <message>
            <source>Practice games</source>
            <translation>Partidas de práctica</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <comment>which matches the statistics are of</comment>
            <translation>&amp;Mostrar:</translation>
        </message>
        <message>
            <source>Practice games: kept apart, they never count in your record.</source>
            <translation>Partidas de práctica: se guardan aparte y nunca cuentan en tu historial.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <source>Win share</source>
            <translation>% ganadas</translation>
        </message>
        <message>
            <source>Best</source>
            <comment>a column: the best match total</comment>
            <translation>Mejor</translation>
        </message>
        <message>
            <source>Average</source>
            <comment>a column: the average match total</comment>
            <translation>Promedio</translation>
        </message>
        <message>
            <source>Streak</source>
            <comment>a column: matches won in a row, up to now</comment>
            <translation>Racha</translation>
        </message>
        <message>
            <source>Longest</source>
            <comment>a column: the longest streak of matches won</comment>
            <translation>Mejor racha</translation>
        </message>
        <message>
            <source>Against bots</source>
            <translation>Contra bots</translation>
        </message>
        <message>
            <source>Ended</source>
            <translation>Terminada</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totales</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Semilla</translation>
        </message>
        <message>
            <source>Open match</source>
            <translation>Abrir partida</translation>
        </message>
        <message>
            <source>Copy seed</source>
            <translation>Copiar semilla</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Volver a jugar esta mano</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Borrar estadísticas…</translation>
        </message>
        <message numerus="yes">
            <source>{result}, %n hint(s)</source>
            <comment>a match's result, the hints shown</comment>
            <translation>
                <numerusform>{result}, %n pista</numerusform>
                <numerusform>{result}, %n pistas</numerusform>
            </translation>
        </message>
        <message>
            <source>level {level}, {solved} solved of {played}</source>
            <translation>nivel {level}, {solved} resueltos de {played}</translation>
        </message>
        <message>
            <source>{game} puzzles: {levels}</source>
            <translation>Problemas de {game}: {levels}</translation>
        </message>
        <message>
            <source>{game}, the match begun {started}, abandoned: totals deal by deal</source>
            <extracomment>{started}: when the match was begun (a short date and time)</extracomment>
            <translation>{game}, la partida empezada el {started}, abandonada: totales mano a mano</translation>
        </message>
        <message>
            <source>abandoned</source>
            <comment>a match's result: given up for another game</comment>
            <translation>abandonada</translation>
        </message>
        <message>
            <source>in progress</source>
            <comment>a match's result</comment>
            <translation>en curso</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>a match's result: you lost</comment>
            <translation>perdida</translation>
        </message>
        <message>
            <source>shared win</source>
            <comment>a match's result</comment>
            <translation>victoria compartida</translation>
        </message>
        <message>
            <source>won</source>
            <comment>a match's result: you won</comment>
            <translation>ganada</translation>
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
            <translation>Mano</translation>
        </message>
        <message>
            <source>you and your partner lost</source>
            <translation>tu pareja perdió</translation>
        </message>
        <message>
            <source>{first} &amp; {last}</source>
            <translation>{first} y {last}</translation>
        </message>
        <message>
            <source>{side} {total}</source>
            <comment>a side's total</comment>
            <translation>{side} {total}</translation>
        </message>
        <message>
            <source>Past matches (double-click one for its deals; double-click a deal to step through it again)</source>
            <translation>Partidas anteriores (doble clic en una para ver sus manos; doble clic en una mano para recorrerla otra vez)</translation>
        </message>
        <message>
            <source>no games yet</source>
            <comment>a game never played to its end</comment>
            <translation>todavía ninguna partida</translation>
        </message>
        <message>
            <source>Totals deal by deal</source>
            <translation>Totales mano a mano</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Mano</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>No match recorded yet</source>
            <translation>Todavía no hay partidas registradas</translation>
        </message>
        <message>
            <source>{game}, the match of {ended}: totals deal by deal</source>
            <translation>{game}, la partida del {ended}: totales mano a mano</translation>
        </message>
        <message>
            <source>{game}, the match in progress: totals deal by deal</source>
            <translation>{game}, la partida en curso: totales mano a mano</translation>
        </message>
        <message>
            <source>No deal finished yet</source>
            <translation>Todavía no terminó ninguna mano</translation>
        </message>
        <message>
            <source>{game}: your total in each finished match</source>
            <translation>{game}: tu total en cada partida terminada</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Partida</translation>
        </message>
        <message>
            <source>No finished match yet</source>
            <translation>Todavía no hay partidas terminadas</translation>
        </message>
        <message>
            <source>you and your partner shared the win</source>
            <translation>tu pareja compartió la victoria</translation>
        </message>
        <message>
            <source>you and your partner won</source>
            <translation>tu pareja ganó</translation>
        </message>
        <message>
            <source>Match of {d}</source>
            <translation>Partida del {d}</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>the row of the match's totals</comment>
            <translation>Total</translation>
        </message>
        <message>
            <source>Step through this deal</source>
            <translation>Recorrer esta mano</translation>
        </message>
        <message>
            <source>Seed: {s}</source>
            <translation>Semilla: {s}</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Repetición</translation>
        </message>
        <message>
            <source>{game}, deal {n} of the match — {sides}</source>
            <translation>{game}, mano {n} de la partida — {sides}</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Borrar estadísticas</translation>
        </message>
        <message>
            <source>Delete every recorded match and deal? This cannot be undone.</source>
            <translation>¿Borrar todas las partidas y manos registradas? No se puede deshacer.</translation>
        </message>
    </context>
    <context>
        <name>StorageReason</name>
        <message>
            <source>it is a file, not a folder</source>
            <translation>es un archivo, no una carpeta</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <translation>se agotó la cuota de disco</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>el disco es de solo lectura</translation>
        </message>
        <message>
            <source>permission is denied (read-only)</source>
            <translation>permiso denegado (solo lectura)</translation>
        </message>
        <message>
            <source>a file stands where a folder should be</source>
            <translation>hay un archivo donde debería haber una carpeta</translation>
        </message>
        <message>
            <source>a folder stands where the file should be</source>
            <translation>hay una carpeta donde debería estar el archivo</translation>
        </message>
        <message>
            <source>the disk reported an input/output error</source>
            <translation>el disco informó de un error de entrada/salida</translation>
        </message>
        <message>
            <source>the path is too long</source>
            <translation>la ruta es demasiado larga</translation>
        </message>
        <message>
            <source>its folder does not exist</source>
            <translation>su carpeta no existe</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>es de solo lectura</translation>
        </message>
        <message>
            <source>another program has kept it locked for more than {seconds} seconds</source>
            <translation>otro programa lo tiene bloqueado desde hace más de {seconds} segundos</translation>
        </message>
        <message>
            <source>it cannot be opened (its folder is missing, read-only or a file)</source>
            <translation>no se puede abrir (falta su carpeta, es de solo lectura o es un archivo)</translation>
        </message>
        <message>
            <source>it is damaged</source>
            <translation>está dañado</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>no se puede abrir</translation>
        </message>
    </context>
    <context>
        <name>TableZones</name>
        <message>
            <source>Stock {n}</source>
            <translation>Mazo {n}</translation>
        </message>
    </context>
    <context>
        <name>TapeteCommand</name>
        <message>
            <source>{text} is not a whole number of 0 or more</source>
            <translation>{text} no es un número entero de 0 o más</translation>
        </message>
        <message>
            <source>{text} is not a size like 1280x800</source>
            <translation>{text} no es un tamaño como 1280x800</translation>
        </message>
        <message>
            <source>{text}: width and height must be from 1 to {most} pixels</source>
            <translation>{text}: el ancho y el alto deben ir de 1 a {most} píxeles</translation>
        </message>
        <message>
            <source>Tapete: a card table.</source>
            <translation>Tapete: una mesa de cartas.</translation>
        </message>
        <message>
            <source>{ranges}; default: the game's own</source>
            <translation>{ranges}; por omisión, el del juego</translation>
        </message>
        <message>
            <source>deal seed (default: random)</source>
            <translation>semilla del reparto (por omisión, al azar)</translation>
        </message>
        <message>
            <source>bot levels, comma separated (default: normal, or the game's own if it has none)</source>
            <translation>niveles de los jugadores automáticos, separados por comas (por omisión, normal, o el propio del juego si no lo tiene)</translation>
        </message>
        <message>
            <source>render the table after the deal to a PNG and exit</source>
            <translation>dibuja la mesa tras el reparto en un PNG y termina</translation>
        </message>
        <message>
            <source>window size (default: 1280x800 for --screenshot, else fitted to the screen)</source>
            <translation>tamaño de la ventana (por omisión, 1280x800 con --screenshot; si no, ajustado a la pantalla)</translation>
        </message>
        <message>
            <source>offscreen: deal and render every game, play a bot turn, check glyphs; exit 0</source>
            <translation>sin pantalla: reparte y dibuja cada juego, juega un turno de un bot, comprueba los glifos; termina con 0</translation>
        </message>
        <message>
            <source>the interface's language for this run: en, es, pt_BR or it (default: the one chosen in View &gt; Language, else the system's)</source>
            <translation>el idioma de la interfaz en esta ejecución: en, es, pt_BR o it (por omisión, el elegido en Ver &gt; Idioma; si no, el del sistema)</translation>
        </message>
        <message>
            <source>let normal bots play the first N turns for every seat (a mid-game table)</source>
            <translation>deja que jugadores automáticos normales jueguen los primeros N turnos de cada asiento (una mesa a media partida)</translation>
        </message>
        <message>
            <source>open a replay record or a saved game (tapete-cli replay's files) in the review</source>
            <translation>abre una repetición o una partida guardada (los archivos de tapete-cli replay) en la revisión</translation>
        </message>
        <message>
            <source>deal at a practice table: take back any move, every hand on request, results apart</source>
            <translation>repartir en una mesa de práctica: retirar cualquier jugada, todas las manos a pedido, resultados aparte</translation>
        </message>
        <message>
            <source>--players {n}: {problem}</source>
            <translation>--players {n}: {problem}</translation>
        </message>
        <message>
            <source>--size {size}: there is not enough memory for a picture of that size ({mb} MB)</source>
            <translation>--size {size}: no hay memoria suficiente para una imagen de ese tamaño ({mb} MB)</translation>
        </message>
        <message>
            <source>cannot write {path}</source>
            <translation>no se puede escribir {path}</translation>
        </message>
        <message>
            <source>cannot start again in the new language ({problem}): start Tapete again by hand</source>
            <translation>no se puede volver a empezar en el nuevo idioma ({problem}): abre Tapete otra vez a mano</translation>
        </message>
        <message>
            <source>--bots {level}: {game} has only {levels} computer players so far</source>
            <translation>--bots {level}: {game} solo tiene por ahora jugadores automáticos {levels}</translation>
        </message>
    </context>
    <context>
        <name>TotalsDialog</name>
        <message>
            <source>&lt;h3&gt;Stalled deal&lt;/h3&gt;&lt;p&gt;Nobody wins it: everyone scores his cards.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Mano trabada&lt;/h3&gt;&lt;p&gt;Nadie la gana: cada uno se apunta sus cartas.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;You ran out of cards&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Te quedaste sin cartas&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} ran out of cards&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;{w} se quedó sin cartas&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Cards left</source>
            <translation>Cartas restantes</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>The match ends when someone reaches {t}; the lowest total wins.</source>
            <translation>La partida termina cuando alguien llega a {t}; gana el total más bajo.</translation>
        </message>
        <message>
            <source>Running totals</source>
            <translation>Totales acumulados</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>everyone plays alone</source>
            <translation>cada uno juega solo</translation>
        </message>
        <message>
            <source>in partnerships, or alone</source>
            <translation>en parejas o equipos, o cada uno solo</translation>
        </message>
        <message>
            <source>in partnerships</source>
            <translation>en parejas</translation>
        </message>
        <message>
            <source>{players} players, {teams}</source>
            <translation>{players} jugadores, {teams}</translation>
        </message>
        <message>
            <source>Play {game} with its standard rules</source>
            <translation>Jugar a {game} con sus reglas estándar</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Elegir un juego</translation>
        </message>
        <message numerus="yes">
            <source>&lt;h2&gt;Welcome to Tapete&lt;/h2&gt;&lt;p&gt;%n card games against the computer. Click one to deal; Game ▸ New game sets its players and rules.&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;Bienvenido a Tapete&lt;/h2&gt;&lt;p&gt;%n juego de cartas contra jugadores automáticos. Haz clic en uno para repartir; Juego ▸ Nueva partida elige jugadores y reglas.&lt;/p&gt;</numerusform>
                <numerusform>&lt;h2&gt;Bienvenido a Tapete&lt;/h2&gt;&lt;p&gt;%n juegos de cartas contra jugadores automáticos. Haz clic en uno para repartir; Juego ▸ Nueva partida elige jugadores y reglas.&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;h2&gt;Choose a game&lt;/h2&gt;&lt;p&gt;Click one to deal with its standard rules; Game ▸ New game sets its players and rules.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Elige un juego&lt;/h2&gt;&lt;p&gt;Haz clic en uno para repartir con sus reglas estándar; Juego ▸ Nueva partida elige jugadores y reglas.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;New to these games?&lt;/b&gt;&lt;p&gt;Help ▸ Rules explains the game on the table, with examples; Help ▸ Controls (Ctrl+F1) lists every gesture and key. In New game, each option's tooltip quotes its rule.&lt;/p&gt;&lt;p&gt;View ▸ Table felt, Card backs and Card size change the table's look; Game ▸ Statistics keeps your results.&lt;/p&gt;</source>
            <translation>&lt;b&gt;¿Nuevo en estos juegos?&lt;/b&gt;&lt;p&gt;Ayuda ▸ Reglas explica el juego de la mesa, con ejemplos; Ayuda ▸ Controles (Ctrl+F1) enumera cada gesto y cada tecla. En Nueva partida, la ayuda emergente de cada opción cita su regla.&lt;/p&gt;&lt;p&gt;Ver ▸ Tapete, Dorso de las cartas y Tamaño de las cartas cambian el aspecto de la mesa; Juego ▸ Estadísticas guarda tus resultados.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>More options…</source>
            <translation>Más opciones…</translation>
        </message>
        <message>
            <source>The New-game dialog: players, names, levels, rules</source>
            <translation>La ventana Nueva partida: jugadores, nombres, niveles, reglas</translation>
        </message>
    </context>
</TS>
