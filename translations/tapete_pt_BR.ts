<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
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
            <translation>&amp;Bordô</translation>
        </message>
        <message>
            <source>&amp;Charcoal</source>
            <translation>&amp;Grafite</translation>
        </message>
        <message>
            <source>&amp;Lattice (red)</source>
            <translation>&amp;Losangos (vermelho)</translation>
        </message>
        <message>
            <source>&amp;Rosette (blue)</source>
            <translation>&amp;Rosácea (azul)</translation>
        </message>
        <message>
            <source>&amp;Table felt</source>
            <translation>&amp;Feltro da mesa</translation>
        </message>
        <message>
            <source>{percent}% (the table scrolls)</source>
            <comment>a card size</comment>
            <translation>{percent}% (a mesa rola)</translation>
        </message>
        <message>
            <source>Card &amp;backs</source>
            <translation>&amp;Verso das cartas</translation>
        </message>
        <message>
            <source>&amp;Tartan (green)</source>
            <translation>&amp;Xadrez escocês (verde)</translation>
        </message>
        <message>
            <source>&amp;Fit the window</source>
            <translation>&amp;Ajustado à janela</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>&amp;Tamanho das cartas</translation>
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
            <translation>nível de bot desconhecido: {level} (escolha entre {levels})</translation>
        </message>
        <message>
            <source>The computer players of {game} play {levels} only, not {level} yet</source>
            <translation>Em {game}, os jogadores do computador só jogam no nível {levels}, ainda não no {level}</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} players (give one level for all, or one for each)</source>
            <translation>--bots dá {levels} níveis para {seats} jogadores (dê um nível para todos, ou um para cada)</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} computer players (give one level for all, or one for each)</source>
            <translation>--bots dá {levels} níveis para {seats} jogadores do computador (dê um nível para todos, ou um para cada)</translation>
        </message>
        <message>
            <source>--bots names {levels} levels for {seats} seats (give one level for all, or one for each)</source>
            <translation>--bots dá {levels} níveis para {seats} lugares (dê um nível para todos, ou um para cada)</translation>
        </message>
    </context>
    <context>
        <name>BotTurns</name>
        <message>
            <source>{name} (a computer player) failed: {what}. Start a new game.</source>
            <translation>{name} (jogador do computador) falhou: {what}. Comece uma nova partida.</translation>
        </message>
    </context>
    <context>
        <name>BuracoController</name>
        <message>
            <source>not a run</source>
            <translation>não é sequência</translation>
        </message>
        <message>
            <source>too many wild cards</source>
            <translation>curingas demais</translation>
        </message>
        <message>
            <source>no sets</source>
            <translation>sem trincas</translation>
        </message>
        <message>
            <source>You took the muerto and play on.</source>
            <translation>Você pegou o morto e continua jogando.</translation>
        </message>
        <message>
            <source>{name} took the muerto and plays on.</source>
            <translation>{name} pegou o morto e continua jogando.</translation>
        </message>
        <message>
            <source>You took the muerto: it is yours at the start of your next turn.</source>
            <translation>Você pegou o morto: ele vai para a sua mão no começo da sua próxima vez.</translation>
        </message>
        <message>
            <source>{name} took the muerto (picked up next turn).</source>
            <translation>{name} pegou o morto (vai para a mão na próxima vez).</translation>
        </message>
        <message>
            <source>The stock ran out: a muerto is the stock now.</source>
            <extracomment>a muerto became the stock</extracomment>
            <translation>O monte acabou: um morto virou o monte.</translation>
        </message>
        <message>
            <source>That would leave you a single card: you may run out only with a muerto to take or a canasta to close, so keep at least two.</source>
            <translation>Assim você ficaria com uma carta só: só se pode ficar sem cartas com um morto para pegar ou uma canastra para bater; fique com pelo menos duas.</translation>
        </message>
        <message>
            <source>Your team has no canasta to close with: running out now needs a canasta limpa (or de mil).</source>
            <comment>limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild card, and one from ace to ace</comment>
            <translation>Sua dupla não tem canastra para bater: para ficar sem cartas agora, é preciso uma canastra limpa (ou de mil).</translation>
        </message>
        <message>
            <source>Your team has no canasta to close with: running out now needs a canasta.</source>
            <translation>Sua dupla não tem canastra para bater: para ficar sem cartas agora, é preciso uma canastra.</translation>
        </message>
        <message numerus="yes">
            <source>Each new meld needs its own reading: %n meld(s).</source>
            <translation>
                <numerusform>Cada jogo novo precisa da sua própria leitura: %n jogo.</numerusform>
                <numerusform>Cada jogo novo precisa da sua própria leitura: %n jogos.</numerusform>
            </translation>
        </message>
        <message>
            <source>You closed the deal.</source>
            <translation>Você bateu e encerrou a rodada.</translation>
        </message>
        <message>
            <source>{name} closed the deal.</source>
            <translation>{name} bateu e encerrou a rodada.</translation>
        </message>
        <message>
            <source>Only the top card of the pile and cards from your hand may make that meld.</source>
            <translation>Só a carta de cima do lixo e cartas da sua mão podem formar esse jogo.</translation>
        </message>
        <message>
            <source>Draw first: from the stock, or take the pile with its top card.</source>
            <translation>Compre primeiro do monte, ou pegue o lixo com a carta de cima.</translation>
        </message>
        <message>
            <source>You have drawn already this turn.</source>
            <translation>Você já comprou nesta vez.</translation>
        </message>
        <message>
            <source>[{cards}] does not fit that meld.</source>
            <translation>[{cards}] não serve nesse jogo.</translation>
        </message>
        <message>
            <source>[{cards}] can be read more than one way: click the reading you mean under the staging area.</source>
            <translation>[{cards}] pode ser lido de mais de um jeito: clique na leitura que você quer, embaixo da área de montagem.</translation>
        </message>
        <message>
            <source>[{cards}] holds too many wild cards: a meld may have {n} (a 2 of the run's suit in its own place is natural).</source>
            <translation>[{cards}] tem curingas demais: um jogo pode ter {n} (um 2 do naipe da sequência no seu lugar é carta natural).</translation>
        </message>
        <message>
            <source>The stock ran out: the deal ends with no close.</source>
            <translation>O monte acabou: a rodada termina sem batida.</translation>
        </message>
    </context>
    <context>
        <name>BuracoPage</name>
        <message>
            <source>A joker is worth</source>
            <translation>Um joker vale</translation>
        </message>
        <message>
            <source>What a joker counts, in melds or left in hand (2s and 8 to K count 10, aces 15, 3 to 7 count 5).</source>
            <translation>Quanto vale um joker, nos jogos ou na mão (os 2 e do 8 ao K valem 10, os ases 15, do 3 ao 7 valem 5).</translation>
        </message>
        <message>
            <source>Sets (three or more of a rank) may be melded</source>
            <translation>Pode-se baixar trincas (três ou mais do mesmo valor)</translation>
        </message>
        <message>
            <source>With this on, three or more cards of one rank may be melded; off, runs only.</source>
            <translation>Ligado, pode-se baixar três ou mais cartas do mesmo valor; desligado, só sequências.</translation>
        </message>
        <message>
            <source>A set of seven or more is a canasta too</source>
            <translation>Uma trinca de sete ou mais também é canastra</translation>
        </message>
        <message>
            <source>With this on, a set of seven or more cards is a canasta too (limpa or suja, never de mil); otherwise only runs make canastas.</source>
            <translation>Ligado, uma trinca de sete ou mais cartas também é canastra (limpa ou suja, nunca de mil); senão, só as sequências formam canastras.</translation>
        </message>
        <message>
            <source>Wild cards per meld</source>
            <translation>Curingas por jogo</translation>
        </message>
        <message>
            <source>How many wild cards (jokers, and 2s standing in for another card) one meld may hold.</source>
            <translation>Quantos curingas (jokers, e 2 no lugar de outra carta) um jogo pode ter.</translation>
        </message>
        <message>
            <source>A natural card takes a wild card's place, the wild card moving to an end</source>
            <translation>A carta natural toma o lugar do curinga, que passa para uma ponta</translation>
        </message>
        <message>
            <source>With this on, a natural card may take the place a wild card holds in a run, the wild card moving to an end; off, a wild card stays where it was played.</source>
            <translation>Ligado, uma carta natural pode tomar o lugar de um curinga numa sequência, e o curinga passa para uma ponta; desligado, o curinga fica onde foi jogado.</translation>
        </message>
        <message>
            <source>any canasta</source>
            <translation>qualquer canastra</translation>
        </message>
        <message>
            <source>a canasta limpa (or de mil)</source>
            <extracomment>limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild card, and one from ace to ace</extracomment>
            <translation>uma canastra limpa (ou de mil)</translation>
        </message>
        <message>
            <source>To close (go out), a team needs at least one canasta: any canasta, or a clean one.</source>
            <translation>Para bater, a dupla precisa de pelo menos uma canastra: qualquer uma, ou uma limpa.</translation>
        </message>
        <message>
            <source>The bonus for a canasta limpa: seven or more cards with no wild card.</source>
            <extracomment>limpa: Buraco's own (Portuguese) word for a canasta with no wild card</extracomment>
            <translation>O prêmio de uma canastra limpa: sete ou mais cartas sem curinga.</translation>
        </message>
        <message>
            <source>The bonus for a canasta suja: seven or more cards with a wild card.</source>
            <extracomment>suja: Buraco's own (Portuguese) word for a canasta with a wild card</extracomment>
            <translation>O prêmio de uma canastra suja: sete ou mais cartas com um curinga.</translation>
        </message>
        <message>
            <source>The bonus for a canasta de mil: a whole suit from ace to ace, with no wild card.</source>
            <extracomment>de mil: Buraco's own (Portuguese) words for a canasta from ace to ace, with no wild card</extracomment>
            <translation>O prêmio de uma canastra de mil: um naipe inteiro, de ás a ás, sem curinga.</translation>
        </message>
        <message>
            <source>With this on, a canasta de mil scores a canasta limpa's bonus as well as its own.</source>
            <extracomment>de mil, limpa: Buraco's own (Portuguese) words for a canasta from ace to ace, and one with no wild card</extracomment>
            <translation>Ligado, uma canastra de mil soma também o prêmio de uma canastra limpa, além do seu.</translation>
        </message>
        <message>
            <source>The bonus the team that closes scores.</source>
            <translation>O prêmio da dupla que bate.</translation>
        </message>
        <message>
            <source>Points a team loses when the deal ends and it never took its muerto.</source>
            <extracomment>muerto: Buraco's own (Spanish) word for a reserve packet of 11 cards a team takes once a player runs out</extracomment>
            <translation>Os pontos que uma dupla perde quando a rodada termina sem que ela tenha pegado o morto.</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>Partida até</translation>
        </message>
        <message>
            <source>a single deal</source>
            <translation>uma só rodada</translation>
        </message>
        <message>
            <source>The match goes on, deal after deal, until a team reaches this score; the highest total wins, and a tie plays another deal.</source>
            <translation>A partida continua, rodada após rodada, até uma dupla chegar a estes pontos; vence o maior total e, em caso de empate, joga-se mais uma rodada.</translation>
        </message>
        <message>
            <source>Draw by dragging the stock to your hand (or double-click it).</source>
            <translation>Compre arrastando o monte para a sua mão (ou com duplo clique nele).</translation>
        </message>
        <message>
            <source>Take the pile by dragging its top card onto your team's meld, or into the staging area to build a new meld around it, then Take the pile.</source>
            <translation>Pegue o lixo arrastando a carta de cima para um jogo da dupla, ou para a área de montagem para montar um jogo novo com ela, e depois Pegar o lixo.</translation>
        </message>
        <message>
            <source>Build new melds in the staging area and Lay down; drop a card on your team's meld to lay it off (a wild card it replaces moves to the nearer end).</source>
            <translation>Monte jogos novos na área de montagem e clique em Baixar; solte uma carta num jogo da dupla para acrescentá-la (o curinga cujo lugar ela toma passa para a ponta mais próxima).</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it.</source>
            <translation>Solte uma carta no lixo para descartá-la.</translation>
        </message>
        <message>
            <source>Brazilian canasta in pairs: melds of a suit, canastas of seven, a muerto to take, and the pile taken whole.</source>
            <translation>Canastra brasileira em duplas: jogos de um naipe, canastras de sete, um morto para pegar e o lixo, que se pega inteiro.</translation>
        </message>
        <message>
            <source>Match to 3000</source>
            <translation>Partida até 3000</translation>
        </message>
        <message>
            <source>Deal after deal until a team reaches 3000 points, as commonly played in Brazil.</source>
            <translation>Rodada após rodada até uma dupla chegar a 3000 pontos, como se joga muito no Brasil.</translation>
        </message>
        <message>
            <source>Clean close</source>
            <translation>Batida limpa</translation>
        </message>
        <message>
            <source>Closing needs a clean canasta (limpa or de mil), as other versions of Buraco require.</source>
            <translation>Para bater é preciso uma canastra limpa (ou de mil), como exigem outras versões do Buraco.</translation>
        </message>
        <message>
            <source>Runs only</source>
            <translation>Só sequências</translation>
        </message>
        <message>
            <source>Runs only: no sets of one rank may be melded.</source>
            <translation>Só sequências: não se baixam trincas de um mesmo valor.</translation>
        </message>
        <message>
            <source>Closing needs</source>
            <translation>Para bater é preciso</translation>
        </message>
        <message>
            <source>Canasta limpa</source>
            <extracomment>limpa: Buraco's own (Portuguese) word for a canasta with no wild card</extracomment>
            <translation>Canastra limpa</translation>
        </message>
        <message>
            <source>Canasta suja</source>
            <extracomment>suja: Buraco's own (Portuguese) word for a canasta with a wild card</extracomment>
            <translation>Canastra suja</translation>
        </message>
        <message>
            <source>Canasta de mil</source>
            <extracomment>de mil: Buraco's own (Portuguese) words for a canasta from ace to ace, with no wild card</extracomment>
            <translation>Canastra de mil</translation>
        </message>
        <message>
            <source>The canasta de mil also scores as a canasta limpa</source>
            <extracomment>de mil, limpa: Buraco's own (Portuguese) words for a canasta from ace to ace, and one with no wild card</extracomment>
            <translation>A canastra de mil também conta como canastra limpa</translation>
        </message>
        <message>
            <source>Closing is worth</source>
            <translation>Bater vale</translation>
        </message>
        <message>
            <source>A team that never takes a muerto loses</source>
            <extracomment>muerto: Buraco's own (Spanish) word for a reserve packet of 11 cards a team takes once a player runs out</extracomment>
            <translation>A dupla que não pega o morto perde</translation>
        </message>
    </context>
    <context>
        <name>BuracoScore</name>
        <message>
            <source>Cards in melds</source>
            <translation>Cartas baixadas</translation>
        </message>
        <message>
            <source>Canasta bonuses</source>
            <translation>Prêmios das canastras</translation>
        </message>
        <message>
            <source>Closing</source>
            <translation>Batida</translation>
        </message>
        <message>
            <source>Cards held</source>
            <translation>Cartas na mão</translation>
        </message>
        <message>
            <source>Muerto not taken</source>
            <translation>Morto não pego</translation>
        </message>
    </context>
    <context>
        <name>BuracoZones</name>
        <message>
            <source>To take the pile, meld {card} now: stage hand cards with it, or drop it on your meld; then Take the pile (or Take back).</source>
            <translation>Para pegar o lixo, baixe {card} agora, com cartas da mão na área de montagem ou num jogo seu; depois clique em Pegar o lixo (ou Devolver).</translation>
        </message>
        <message>
            <source>The stock is out: take the pile (drag its top card onto one of your melds or into the staging area), or Draw to end the deal without a close.</source>
            <translation>O monte acabou: pegue o lixo (arraste a carta de cima para um jogo seu ou para a área de montagem), ou clique em Comprar para encerrar a rodada sem batida.</translation>
        </message>
        <message>
            <source>Your turn: draw — drag the stock to your hand (or double-click it).</source>
            <translation>Sua vez: compre — arraste o monte para a mão (ou clique duas vezes nele).</translation>
        </message>
        <message>
            <source>Your turn: draw (drag the stock to your hand, or double-click it), or take the pile: drag its top card onto one of your melds or into the staging area.</source>
            <translation>Sua vez: compre (arraste o monte para a mão ou dê dois cliques) ou pegue o lixo: leve a carta de cima a um jogo seu ou à área de montagem.</translation>
        </message>
        <message>
            <source>Meld in the staging area or add to your melds, then discard: drag a card onto the pile.</source>
            <translation>Baixe na área de montagem ou acrescente aos seus jogos e depois descarte: arraste uma carta para o lixo.</translation>
        </message>
        <message>
            <source>Running out of cards takes the muerto.</source>
            <translation>Ao ficar sem cartas, você pega o morto.</translation>
        </message>
        <message>
            <source>With your canasta, running out of cards closes the deal.</source>
            <translation>Com a sua canastra, ficar sem cartas é bater.</translation>
        </message>
        <message>
            <source>No canasta to close with yet: keep at least one card.</source>
            <translation>Ainda não há canastra para bater: fique com pelo menos uma carta.</translation>
        </message>
        <message>
            <source>took the muerto</source>
            <translation>pegou o morto</translation>
        </message>
        <message>
            <source>your muerto waits: your hand next turn</source>
            <translation>seu morto vem na próxima vez</translation>
        </message>
        <message>
            <source>muerto waiting beside him</source>
            <translation>morto ao lado</translation>
        </message>
        <message>
            <source>holds {points}</source>
            <translation>tem {points}</translation>
        </message>
        <message>
            <source>Pile {n}</source>
            <translation>Lixo {n}</translation>
        </message>
        <message>
            <source>Pile empty</source>
            <translation>Lixo vazio</translation>
        </message>
        <message>
            <source>Muerto {i}</source>
            <translation>Morto {i}</translation>
        </message>
        <message>
            <source>Muerto, counted as held</source>
            <translation>Morto, contado como na mão</translation>
        </message>
        <message>
            <source>Muerto not taken: cards not counted</source>
            <translation>Morto não pego: cartas não contadas</translation>
        </message>
        <message>
            <source>no canasta yet</source>
            <translation>sem canastra</translation>
        </message>
        <message>
            <source>Limpa</source>
            <comment>Buraco's word (Portuguese): a canasta with no wild card</comment>
            <translation>Limpa</translation>
        </message>
        <message>
            <source>Suja</source>
            <comment>Buraco's word (Portuguese): a canasta with a wild card</comment>
            <translation>Suja</translation>
        </message>
        <message>
            <source>De mil</source>
            <comment>Buraco's words (Portuguese): a canasta from ace to ace, no wild card</comment>
            <translation>De mil</translation>
        </message>
        <message>
            <source>muerto taken</source>
            <translation>morto pego</translation>
        </message>
        <message>
            <source>Take the pile: {card}, its only card, goes down in the staged meld — or Take back.</source>
            <translation>Pegar o lixo: {card}, a sua única carta, vai para o jogo montado — ou Devolver.</translation>
        </message>
        <message>
            <source>muerto waiting</source>
            <translation>morto à espera</translation>
        </message>
    </context>
    <context>
        <name>CanastaController</name>
        <message>
            <source>{name} did not take the pile.</source>
            <extracomment>a draw once the stock is gone: the player chose not to take the pile</extracomment>
            <translation>{name} não pegou o lixo.</translation>
        </message>
        <message>
            <source>{name} drew from the stock.</source>
            <translation>{name} comprou do monte.</translation>
        </message>
        <message>
            <source>{name} laid down {cards}.</source>
            <translation>{name} baixou {cards}.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} descartou {card}.</translation>
        </message>
        <message>
            <source>Your partner {name} is playing…</source>
            <translation>Seu parceiro {name} está jogando…</translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} está jogando…</translation>
        </message>
        <message>
            <source>{name} — with {partner}</source>
            <translation>{name} — com {partner}</translation>
        </message>
        <message>
            <source>{name} ({level})</source>
            <translation>{name} ({level})</translation>
        </message>
        <message>
            <source>Staging area: build the meld that takes the pile</source>
            <translation>Área de montagem: monte o jogo que pega o lixo</translation>
        </message>
        <message>
            <source>You did not take the pile.</source>
            <extracomment>a draw once the stock is gone: the player chose not to take the pile</extracomment>
            <translation>Você não pegou o lixo.</translation>
        </message>
        <message>
            <source>You drew from the stock.</source>
            <translation>Você comprou do monte.</translation>
        </message>
        <message numerus="yes">
            <source>You took the pile (%n card(s)), melding {card}.</source>
            <translation>
                <numerusform>Você pegou o lixo (%n carta) e baixou {card}.</numerusform>
                <numerusform>Você pegou o lixo (%n cartas) e baixou {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} took the pile (%n card(s)), melding {card}.</source>
            <translation>
                <numerusform>{name} pegou o lixo (%n carta) e baixou {card}.</numerusform>
                <numerusform>{name} pegou o lixo (%n cartas) e baixou {card}.</numerusform>
            </translation>
        </message>
        <message>
            <source>You laid down {cards}.</source>
            <translation>Você baixou {cards}.</translation>
        </message>
        <message>
            <source>You added {cards} to {meld}.</source>
            <translation>Você acrescentou {cards} a {meld}.</translation>
        </message>
        <message>
            <source>{name} added {cards} to {meld}.</source>
            <translation>{name} acrescentou {cards} a {meld}.</translation>
        </message>
        <message>
            <source>You drew {cards}.</source>
            <extracomment>The person's own draw from the stock: they know the cards.</extracomment>
            <translation>Você comprou {cards}.</translation>
        </message>
        <message>
            <source>You moved {wild} to an end: it stands for {card} now.</source>
            <translation>Você moveu {wild} para uma ponta: agora vale {card}.</translation>
        </message>
        <message>
            <source>{name} moved {wild} to an end: it stands for {card} now.</source>
            <translation>{name} moveu {wild} para uma ponta: agora vale {card}.</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Você descartou {card}.</translation>
        </message>
        <message>
            <source>{name} ({level}) — your partner</source>
            <translation>{name} ({level}) — seu parceiro</translation>
        </message>
        <message>
            <source>{name} ({level}) — opponent</source>
            <translation>{name} ({level}) — adversário</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>A rodada acabou.</translation>
        </message>
        <message>
            <source>Every hand is laid down face up to be counted.</source>
            <translation>As mãos ficam abertas na mesa para a contagem.</translation>
        </message>
        <message>
            <source>The pile's top card must be melded at once: drag it onto one of your melds or into the staging area.</source>
            <translation>A carta de cima do lixo tem de ser baixada na hora: arraste-a para um jogo seu ou para a área de montagem.</translation>
        </message>
        <message>
            <source>That meld is the other team's: you add only to your team's melds.</source>
            <translation>Esse jogo é dos adversários: você só acrescenta cartas aos jogos da sua equipe.</translation>
        </message>
        <message>
            <source>The pile is empty: draw from the stock.</source>
            <translation>O lixo está vazio: compre do monte.</translation>
        </message>
        <message>
            <source>{cards} is not in your hand.</source>
            <translation>{cards} não está na sua mão.</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Primeiro arraste cartas para a área de montagem.</translation>
        </message>
        <message>
            <source>Next deal, in the score table, goes on.</source>
            <translation>Clique em “Próxima rodada”, na tabela, para continuar.</translation>
        </message>
        <message>
            <source>A card is used twice: {cards}.</source>
            <translation>Uma carta foi usada duas vezes: {cards}.</translation>
        </message>
        <message>
            <source>[{cards}]: those cards cannot stand in those places of the meld.</source>
            <translation>[{cards}]: essas cartas não podem ficar nesses lugares do jogo.</translation>
        </message>
        <message>
            <source>[{cards}] can join that meld in more than one way: drop it at the end it goes to.</source>
            <translation>[{cards}] pode entrar nesse jogo de mais de um jeito: solte na ponta onde deve ficar.</translation>
        </message>
        <message>
            <source>That meld is closed: it takes no more cards.</source>
            <translation>Esse jogo está fechado: não recebe mais cartas.</translation>
        </message>
        <message>
            <source>{card} on top blocks the pile: draw from the stock.</source>
            <translation>{card} em cima bloqueia o lixo: compre do monte.</translation>
        </message>
        <message>
            <source>To take the pile, meld its top card with {n} cards of your hand.</source>
            <translation>Para pegar o lixo, baixe a carta de cima com {n} cartas da sua mão.</translation>
        </message>
        <message>
            <source>Take the pile with the staged top card first, or Take back.</source>
            <translation>Primeiro clique em Pegar o lixo, com a carta de cima montada, ou em Devolver.</translation>
        </message>
        <message numerus="yes">
            <source>Take the pile: {card} goes down in the staged meld and the pile's other %n card(s) come to your hand — or Take back.</source>
            <translation>
                <numerusform>Pegar o lixo: {card} vai para o jogo montado e a sua mão recebe mais %n carta do lixo — ou Devolver.</numerusform>
                <numerusform>Pegar o lixo: {card} vai para o jogo montado e as outras %n cartas do lixo vão para a sua mão — ou Devolver.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n canasta(s)</source>
            <translation>
                <numerusform>%n canastra</numerusform>
                <numerusform>%n canastras</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n joker(s) from your hand.</source>
            <translation>
                <numerusform>Para pegar o lixo, baixe a carta de cima com %n joker da sua mão.</numerusform>
                <numerusform>Para pegar o lixo, baixe a carta de cima com %n jokers da sua mão.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n {rank}(s) from your hand.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>
                <numerusform>Para pegar o lixo, baixe a carta de cima com %n {rank} da sua mão.</numerusform>
                <numerusform>Para pegar o lixo, baixe a carta de cima com %n {rank} da sua mão.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>To take the pile, meld its top card with %n wild card(s) from your hand.</source>
            <translation>
                <numerusform>Para pegar o lixo, baixe a carta de cima com %n curinga da sua mão.</numerusform>
                <numerusform>Para pegar o lixo, baixe a carta de cima com %n curingas da sua mão.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardNotation</name>
        <message>
            <source>not a card: {token}</source>
            <translation>não é uma carta: {token}</translation>
        </message>
        <message>
            <source>a joker has no suit: {token}</source>
            <translation>o joker não tem naipe: {token}</translation>
        </message>
        <message>
            <source>card without a suit: {token}</source>
            <translation>carta sem naipe: {token}</translation>
        </message>
        <message>
            <source>{card} is not in this game's pack</source>
            <translation>{card} não está no baralho deste jogo</translation>
        </message>
        <message>
            <source>{card}: the pack holds only {copies} cards of this kind</source>
            <translation>{card}: o baralho só tem {copies} cartas iguais a essa</translation>
        </message>
        <message>
            <source>{card} appears twice</source>
            <translation>{card} aparece duas vezes</translation>
        </message>
    </context>
    <context>
        <name>CliStats</name>
        <message>
            <source>game</source>
            <extracomment>The headings of the table's columns, as a person reads them.</extracomment>
            <translation>jogo</translation>
        </message>
        <message>
            <source>played</source>
            <translation>jogadas</translation>
        </message>
        <message>
            <source>won</source>
            <translation>ganhas</translation>
        </message>
        <message>
            <source>share</source>
            <translation>taxa</translation>
        </message>
        <message>
            <source>best</source>
            <translation>melhor</translation>
        </message>
        <message>
            <source>average</source>
            <translation>média</translation>
        </message>
        <message>
            <source>streak</source>
            <translation>série</translation>
        </message>
        <message>
            <source>longest</source>
            <translation>maior série</translation>
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
            <translation>Ferramentas do Tapete sem janela: partidas entre bots e o solucionador de mesa do Quita y Pon.</translation>
        </message>
        <message>
            <source>play seeded deals between bots and report their strength</source>
            <translation>joga rodadas com semente entre bots e informa a força de cada um</translation>
        </message>
        <message>
            <source>Play N full deals between bots with seats rotated, checking card conservation after every action. Prints, per bot level: seats, win share with its 95% confidence interval (Wilson; a seat wins when its team wins, and a win shared by k teams counts 1/k), mean deal score, decision time p50/p95/max in ms; and deals per second. One deal is one deal of the game. Higher scores are better: in games that count paid points or cards left ({games}) the deal score is minus those (0 for the player who went out); a void or stalled deal has no winner.</source>
            <translation>Joga N rodadas completas entre bots, com os lugares em rodízio, conferindo a conservação das cartas depois de cada ação. Mostra, por nível de bot: lugares, taxa de vitórias com o seu intervalo de confiança de 95% (Wilson; um lugar ganha quando a sua equipe ganha, e uma vitória dividida entre k equipes conta 1/k), pontuação média por rodada, tempo de decisão p50/p95/máx em ms; e rodadas por segundo. Uma rodada é uma rodada do jogo. Pontuações mais altas são melhores: nos jogos que contam pontos pagos ou cartas que sobraram ({games}), a pontuação da rodada é esse total com sinal negativo (0 para quem bateu); uma rodada anulada ou travada não tem vencedor.</translation>
        </message>
        <message>
            <source>one of: {games}</source>
            <translation>um destes: {games}</translation>
        </message>
        <message>
            <source>number of seats ({counts})</source>
            <translation>número de lugares ({counts})</translation>
        </message>
        <message>
            <source>bot level per seat, comma separated (easy, normal, hard); one level fills every seat (default: the game's usual level, normal where it has one)</source>
            <translation>nível de bot por lugar, separados por vírgula (easy, normal, hard); um só nível vale para todos os lugares (padrão: o nível habitual do jogo, normal se ele o tiver)</translation>
        </message>
        <message>
            <source>number of deals to play</source>
            <translation>número de rodadas a jogar</translation>
        </message>
        <message>
            <source>match seed (deal i uses deal index i)</source>
            <translation>semente da partida (a rodada i usa o índice de rodada i)</translation>
        </message>
        <message>
            <source>a game option of RULES.md, e.g. -o must_play_if_able=full or -o opening_min=51 (repeatable)</source>
            <translation>uma opção de jogo do RULES.md, p. ex. -o must_play_if_able=full ou -o opening_min=51 (pode repetir)</translation>
        </message>
        <message>
            <source>processes to spread deals over</source>
            <translation>número de processos entre os quais dividir as rodadas</translation>
        </message>
        <message>
            <source>print every deal's log: a line per action, as the first seat may know it</source>
            <translation>imprime o histórico de cada rodada: uma linha por jogada, como o primeiro lugar pode conhecê-la</translation>
        </message>
        <message>
            <source>no progress line even on a terminal</source>
            <translation>sem linha de progresso, mesmo num terminal</translation>
        </message>
        <message>
            <source>print the log of a saved game or a replay record</source>
            <translation>imprime o registro de um jogo salvo ou de um registro de replay</translation>
        </message>
        <message>
            <source>Print a line per action of a saved game (every deal of its match, as the person's seat knew it) or of a replay record (one deal), in the game's words: a card another seat drew from the stock is never named.</source>
            <translation>Imprime uma linha por jogada de um jogo salvo (cada rodada da partida, como o lugar da pessoa a conheceu) ou de um registro de replay (uma rodada), nas palavras do jogo: uma carta que outro lugar comprou do monte nunca é nomeada.</translation>
        </message>
        <message>
            <source>print the hard bot's advice for your move in a saved game</source>
            <translation>mostra o conselho do computador no nível difícil para a sua jogada num jogo salvo</translation>
        </message>
        <message>
            <source>Print the hints the table gives (H) for your move in a saved game: the hard bot's moves, searched from your seat's view only, one per line, the best first, in the table's words.</source>
            <translation>Mostra as dicas que a mesa dá (H) para a sua jogada num jogo salvo: as jogadas do computador no nível difícil, buscadas só a partir do que o seu lugar vê, uma por linha, a melhor primeiro, com as palavras da mesa.</translation>
        </message>
        <message>
            <source>print the saved scoreboard's statistics</source>
            <translation>mostra as estatísticas do placar salvo</translation>
        </message>
        <message>
            <source>Per game: played, won, win share, best and average score, streaks and results against each bot level, from the scoreboard the table keeps.</source>
            <translation>Por jogo: partidas jogadas e ganhas, taxa de vitórias, melhor pontuação e média, séries e resultados contra cada nível de bot, a partir do placar que a mesa mantém.</translation>
        </message>
        <message>
            <source>how many past matches to list</source>
            <translation>quantas partidas anteriores listar</translation>
        </message>
        <message>
            <source>a scoreboard file (default: the user data folder, or $TAPETE_DATA_DIR)</source>
            <translation>um arquivo de placar (padrão: a pasta de dados do usuário, ou $TAPETE_DATA_DIR)</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>interrompido</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <extracomment>A deal's heading in the log.</extracomment>
            <translation>Rodada {n}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <extracomment>A seat of a bot match, as its log names it.</extracomment>
            <translation>Lugar {n}</translation>
        </message>
        <message>
            <source>unknown game {game} (available: {games})</source>
            <translation>jogo desconhecido: {game} (disponíveis: {games})</translation>
        </message>
        <message>
            <source>--games must be at least 1</source>
            <translation>--games tem de ser pelo menos 1</translation>
        </message>
        <message>
            <source>--workers must be at least 1</source>
            <translation>--workers tem de ser pelo menos 1</translation>
        </message>
        <message>
            <source>{done}/{total} deals, {rate} deals/s</source>
            <translation>{done}/{total} rodadas, {rate} rodadas/s</translation>
        </message>
        <message>
            <source>No finished match yet.</source>
            <translation>Nenhuma partida terminada ainda.</translation>
        </message>
        <message>
            <source>{place} is a folder, not a scoreboard file ({name})</source>
            <translation>{place} é uma pasta, não um arquivo de placar ({name})</translation>
        </message>
        <message>
            <source>the scoreboard {place} cannot be read</source>
            <translation>não é possível ler o placar {place}</translation>
        </message>
        <message>
            <source>{place}: skipped {what}</source>
            <translation>{place}: ignorado — {what}</translation>
        </message>
        <message>
            <source>the data folder {folder} cannot hold a scoreboard: {place} is a file, not a folder</source>
            <translation>a pasta de dados {folder} não pode guardar um placar: {place} é um arquivo, não uma pasta</translation>
        </message>
        <message>
            <source>print one JSON object</source>
            <extracomment>The help of every tool's `--json` (the tool says it in its language).</extracomment>
            <translation>imprime um único objeto JSON</translation>
        </message>
        <message>
            <source>find the best Quita y Pon commit for a table and a hand</source>
            <translation>acha a melhor jogada do Quita y Pon para uma mesa e uma mão</translation>
        </message>
        <message>
            <source>Print the optimal commit: the new table's melds and the hand cards placed. The table is either melds separated by '|' (each must be a valid meld), e.g. "3S 4S 5S | 7C 7D 7H", or a flat list of cards, which the solver then arranges into valid melds itself. Cards: ranks A 2-9 T J Q K, suits S H D C, a prime for the second copy (7H').</source>
            <translation>Mostra a jogada ótima: os jogos da nova mesa e as cartas da mão baixadas. A mesa é dada como jogos separados por '|' (cada um tem de ser um jogo válido), p. ex. "3S 4S 5S | 7C 7D 7H", ou como uma lista simples de cartas, que o solucionador organiza sozinho em jogos válidos. Cartas: valores A 2-9 T J Q K, naipes S H D C, um apóstrofo para a segunda cópia (7H').</translation>
        </message>
        <message>
            <source>table cards: melds split by '|', or a flat list</source>
            <translation>cartas da mesa: jogos separados por '|', ou uma lista simples</translation>
        </message>
        <message>
            <source>hand cards, e.g. "5S' KD"</source>
            <translation>cartas da mão, p. ex. "5S' KD"</translation>
        </message>
        <message>
            <source>most hand cards placed (ties: most points), or most points (ties: most cards)</source>
            <translation>mais cartas da mão baixadas (empate: mais pontos), ou mais pontos (empate: mais cartas)</translation>
        </message>
        <message>
            <source>{options} (repeatable)</source>
            <translation>{options} (pode repetir)</translation>
        </message>
        <message>
            <source>option {option} does not change the solver (use {options})</source>
            <translation>a opção {option} não muda o solucionador (use {options})</translation>
        </message>
        <message>
            <source>table meld [{meld}] is not valid: {code}</source>
            <translation>o jogo da mesa [{meld}] não é válido: {code}</translation>
        </message>
        <message>
            <source>the table cannot be arranged into valid melds</source>
            <translation>não é possível organizar a mesa em jogos válidos</translation>
        </message>
        <message>
            <source>No legal commit: no hand card can be placed. Draw.</source>
            <translation>Nenhuma jogada possível: nenhuma carta da mão pode ser baixada. Compre.</translation>
        </message>
        <message numerus="yes">
            <source>Place {cards} (%n card(s), {points} points):</source>
            <translation>
                <numerusform>Baixe {cards} (cartas: %n; pontos: {points}):</numerusform>
                <numerusform>Baixe {cards} (cartas: %n; pontos: {points}):</numerusform>
            </translation>
        </message>
        <message>
            <source>empty meld between '|' in --table</source>
            <translation>jogo vazio entre '|' em --table</translation>
        </message>
        <message>
            <source>Deal {n} (in play)</source>
            <extracomment>The heading of the deal a saved game was in the middle of.</extracomment>
            <translation>Rodada {n} (em jogo)</translation>
        </message>
        <message>
            <source>only its result was kept</source>
            <extracomment>A finished deal whose actions an old saved game did not keep.</extracomment>
            <translation>só o resultado foi guardado</translation>
        </message>
        <message>
            <source>a saved game or a replay record (JSON)</source>
            <translation>um jogo salvo ou um registro de replay (JSON)</translation>
        </message>
        <message>
            <source>the seat whose knowledge the log keeps, from 1 (default: the person's seat of a saved game, seat 1 of a replay record)</source>
            <translation>o lugar cujo conhecimento o registro guarda, a partir de 1 (padrão: o lugar da pessoa num jogo salvo, o lugar 1 num registro de replay)</translation>
        </message>
        <message>
            <source>print JSON: the game and each deal's lines</source>
            <translation>imprime JSON: o jogo e as linhas de cada rodada</translation>
        </message>
        <message>
            <source>{path} cannot be read: {why}</source>
            <translation>não é possível ler {path}: {why}</translation>
        </message>
        <message>
            <source>{path} is neither a saved game nor a replay record: {why}</source>
            <translation>{path} não é um jogo salvo nem um registro de replay: {why}</translation>
        </message>
        <message>
            <source>--seat must be from 1 to {players}</source>
            <translation>--seat deve ir de 1 a {players}</translation>
        </message>
        <message>
            <source>{path} is not a saved game: {why}</source>
            <translation>{path} não é um jogo salvo: {why}</translation>
        </message>
        <message>
            <source>the saved game {path} cannot be read: {why}</source>
            <translation>o jogo salvo {path} não pode ser lido: {why}</translation>
        </message>
        <message>
            <source>the game in {path} is over: there is no move to hint</source>
            <translation>o jogo em {path} terminou: não há jogada para dar dica</translation>
        </message>
        <message>
            <source>it is not your turn in {path}: seat {seat} is to play (a hint is for your own turn)</source>
            <translation>não é a sua vez em {path}: o lugar {seat} joga (as dicas são para a sua vez)</translation>
        </message>
        <message>
            <source>a saved game (saved-game.json in the data folder, or $TAPETE_DATA_DIR)</source>
            <translation>um jogo salvo (saved-game.json na pasta de dados, ou $TAPETE_DATA_DIR)</translation>
        </message>
        <message>
            <source>how many hints to print at most, the best first (default: {n})</source>
            <translation>quantas dicas mostrar no máximo, a melhor primeiro (padrão: {n})</translation>
        </message>
        <message>
            <source>the replay record {path} cannot be read: {why}</source>
            <translation>o registro de replay {path} não pode ser lido: {why}</translation>
        </message>
        <message>
            <source>the replay record {path} holds an illegal move at action {action}: {why}</source>
            <translation>o registro de replay {path} contém uma jogada inválida na ação {action}: {why}</translation>
        </message>
        <message>
            <source>print a Quita y Pon puzzle: a table, a hand, the best answer</source>
            <translation>mostra um problema de Quita y Pon: uma mesa, uma mão, a melhor resposta</translation>
        </message>
        <message>
            <source>Print a puzzle made from a level and a seed: the table's groups, the hand, the most hand cards that can be placed and one commit that places them. Level 1 needs one table group changed, level 2 two, level 3 three or more; the hand alone always melds fewer. Without --seed, the puzzle of the day.</source>
            <translation>Mostra um problema feito a partir de um nível e de uma semente: os grupos da mesa, a mão, quantas cartas da mão podem ser colocadas no máximo e uma jogada que as coloca. O nível 1 exige mudar um grupo da mesa, o 2 dois, o 3 três ou mais; a mão sozinha sempre baixa menos. Sem --seed, o problema do dia.</translation>
        </message>
        <message>
            <source>how much of the table the answer changes (1 to 3)</source>
            <translation>quanto da mesa a resposta muda (1 a 3)</translation>
        </message>
        <message>
            <source>the puzzle's seed (default: today)</source>
            <translation>a semente do problema (padrão: hoje)</translation>
        </message>
        <message>
            <source>print JSON</source>
            <translation>mostra JSON</translation>
        </message>
    </context>
    <context>
        <name>ControlsDialog</name>
        <message>
            <source>Drag cards with the mouse: while you drag, the places they may go light up; dropped where the rules refuse them, they go back and the line under the table says why.</source>
            <translation>Arraste as cartas com o mouse: enquanto você arrasta, os lugares aonde elas podem ir se acendem; soltas onde as regras não deixam, elas voltam e a linha sob a mesa diz por quê.</translation>
        </message>
        <message>
            <source>Click a line of the game log (View menu, Ctrl+L) to see the table just after it; its last line shows the table as it is now.</source>
            <translation>Clique numa linha do histórico da partida (menu Exibir, Ctrl+L) para ver a mesa logo depois dela; a última linha mostra a mesa como está agora.</translation>
        </message>
        <message>
            <source>{entry} (practice table only)</source>
            <extracomment>A command offered at a practice table only, as Controls lists it: {entry} is its Game-menu entry ("Play this turn for me")</extracomment>
            <translation>{entry} (só na mesa de treino)</translation>
        </message>
        <message>
            <source>Buttons and keys</source>
            <translation>Botões e teclas</translation>
        </message>
        <message>
            <source>Button</source>
            <translation>Botão</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Tecla</translation>
        </message>
        <message>
            <source>Game menu</source>
            <translation>Menu Jogo</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>Na mesa</translation>
        </message>
        <message>
            <source>Menus and shortcuts</source>
            <translation>Menus e atalhos</translation>
        </message>
        <message>
            <source>Controls</source>
            <translation>Controles</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>Janela</translation>
        </message>
    </context>
    <context>
        <name>CuatroPalosController</name>
        <message>
            <source>{name} kept {card} on the waste pile.</source>
            <translation>{name} deixou {card} na própria pilha.</translation>
        </message>
        <message>
            <source>{name} turned a card.</source>
            <translation>{name} virou uma carta.</translation>
        </message>
        <message>
            <source>The deal stalled: nobody wins it, everybody scores his cards.</source>
            <translation>A rodada travou: ninguém ganha, e cada um marca as cartas que lhe sobraram.</translation>
        </message>
        <message>
            <source>Played for you (the only move): {move}</source>
            <translation>Jogada automática (a única possível): {move}</translation>
        </message>
        <message>
            <source>You kept {card} on the waste pile.</source>
            <translation>Você deixou {card} na sua pilha.</translation>
        </message>
        <message>
            <source>You turned a card.</source>
            <translation>Você virou uma carta.</translation>
        </message>
        <message>
            <source>You played {card} on the {suit} foundation.</source>
            <translation>Você jogou {card} na fundação de {suit}.</translation>
        </message>
        <message>
            <source>{name} played {card} on the {suit} foundation.</source>
            <translation>{name} jogou {card} na fundação de {suit}.</translation>
        </message>
        <message>
            <source>{name} played {card} on your pile.</source>
            <extracomment>another seat played on the person's own pile</extracomment>
            <translation>{name} jogou {card} na sua pilha.</translation>
        </message>
        <message>
            <source>You played {card} on {owner}'s pile.</source>
            <translation>Você jogou {card} na pilha de {owner}.</translation>
        </message>
        <message>
            <source>You turned {card}.</source>
            <translation>Você virou {card}.</translation>
        </message>
        <message>
            <source>{name} turned {card}.</source>
            <translation>{name} virou {card}.</translation>
        </message>
        <message>
            <source>You turned {card} onto your pile.</source>
            <translation>Você virou {card}, que vai para a sua pilha.</translation>
        </message>
        <message>
            <source>{name} turned {card} onto their pile.</source>
            <translation>{name} virou {card}, que vai para a própria pilha.</translation>
        </message>
        <message>
            <source>{name} played {card} on {owner}'s pile.</source>
            <translation>{name} jogou {card} na pilha de {owner}.</translation>
        </message>
        <message>
            <source>You played {card} {to}.</source>
            <translation>Você jogou {card} {to}.</translation>
        </message>
        <message>
            <source>{name} played {card} {to}.</source>
            <translation>{name} jogou {card} {to}.</translation>
        </message>
        <message>
            <source>You ran out of cards and win the deal.</source>
            <translation>Você ficou sem cartas e ganha a rodada.</translation>
        </message>
        <message>
            <source>{name} ran out of cards and wins the deal.</source>
            <translation>{name} ficou sem cartas e ganha a rodada.</translation>
        </message>
        <message>
            <source>Play {card}: drag it to a foundation or onto an opponent's pile (one rank up or down, any suit).</source>
            <translation>Jogue {card}: arraste a carta para uma fundação ou para a pilha de um adversário (um valor acima ou abaixo, qualquer naipe).</translation>
        </message>
        <message>
            <source>Your turn: first play {card} from your waste pile.</source>
            <translation>Sua vez: primeiro jogue {card} da sua pilha.</translation>
        </message>
        <message>
            <source>Your turn: click your stock — your waste pile turns over into it.</source>
            <translation>Sua vez: clique no seu monte — a sua pilha vira e passa a ser o seu monte.</translation>
        </message>
        <message>
            <source>Your turn: click your stock to turn up a card.</source>
            <translation>Sua vez: clique no seu monte para virar uma carta.</translation>
        </message>
        <message>
            <source>Your turn: click the stock to turn up a card.</source>
            <translation>Sua vez: clique no monte central para virar uma carta.</translation>
        </message>
        <message>
            <source>Stock {n}</source>
            <translation>Monte {n}</translation>
        </message>
        <message>
            <source>Stock empty</source>
            <translation>Monte vazio</translation>
        </message>
        <message>
            <source>Turned card</source>
            <translation>Carta virada</translation>
        </message>
        <message>
            <source>Your stock {n}</source>
            <translation>Seu monte {n}</translation>
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
            <translation>Comum (52)</translation>
        </message>
        <message>
            <source>Spanish 40</source>
            <translation>Espanhol (40)</translation>
        </message>
        <message>
            <source>Spanish 48</source>
            <translation>Espanhol (48)</translation>
        </message>
        <message>
            <source>counter-clockwise (to the right)</source>
            <translation>anti-horário (para a direita)</translation>
        </message>
        <message>
            <source>clockwise</source>
            <translation>horário</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Baralho</translation>
        </message>
        <message>
            <source>The pack: a French deck of 52 cards, or a Spanish deck of 40 (the 7 followed by the jack) or of 48, without jokers.</source>
            <translation>O baralho: francês de 52 cartas, ou espanhol de 40 (depois do 7 vem o valete) ou de 48, sem jokers.</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>Sentido do jogo</translation>
        </message>
        <message>
            <source>The order of play; the rules' is counter-clockwise, the player on the dealer's right playing first.</source>
            <translation>A ordem de jogo; a das regras é anti-horária, e começa o jogador à direita de quem dá as cartas.</translation>
        </message>
        <message>
            <source>K and A adjacent on waste piles</source>
            <translation>K e A seguidos nas pilhas de descarte</translation>
        </message>
        <message>
            <source>With this on, a king and an ace count as next to each other on the players' piles (a king on an ace, an ace on a king).</source>
            <translation>Ligado, um rei e um ás contam como seguidos nas pilhas dos jogadores (um rei sobre um ás, um ás sobre um rei).</translation>
        </message>
        <message>
            <source>Must play a playable card (forced play)</source>
            <translation>Carta que pode ser jogada tem de ser jogada</translation>
        </message>
        <message>
            <source>With this on, a card that can be played must be played; off, a player may put a playable card on his own pile and end his turn.</source>
            <translation>Ligado, uma carta que pode ser jogada tem de ser jogada; desligado, o jogador pode pôr uma carta jogável na própria pilha e terminar a vez.</translation>
        </message>
        <message>
            <source>A card that fits a foundation must go there (foundation priority)</source>
            <translation>Carta que cabe numa fundação tem de ir para lá (prioridade das fundações)</translation>
        </message>
        <message>
            <source>With this on, a card that fits a foundation must go there, not on a player's pile.</source>
            <translation>Ligado, uma carta que serve numa fundação tem de ir para lá, não para a pilha de um jogador.</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>Partida até</translation>
        </message>
        <message>
            <source>After each deal everyone adds the cards left to him; the match ends when a total reaches this, and the lowest total wins.</source>
            <translation>Depois de cada rodada cada um soma as cartas que lhe sobraram; a partida termina quando um total chega a este número, e vence o menor total.</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) per player</source>
            <translation>
                <numerusform>%n turno por jogador</numerusform>
                <numerusform>%n turnos por jogador</numerusform>
            </translation>
        </message>
        <message>
            <source>With no foundation play, the deal stops after</source>
            <translation>Sem jogadas nas fundações, a rodada para após</translation>
        </message>
        <message>
            <source>the rules' count (2 per card held, plus 2)</source>
            <translation>a conta das regras (2 por carta na mão, mais 2)</translation>
        </message>
        <message>
            <source>Once the stock is gone, a deal in which no card reaches a foundation for this many turns per player stops with no winner, everyone scoring his cards.</source>
            <translation>Acabado o monte, uma rodada em que nenhuma carta chega a uma fundação durante este número de vezes por jogador para sem vencedor, e cada um marca as suas cartas.</translation>
        </message>
        <message>
            <source>Click the stock to turn up a card.</source>
            <translation>Clique no monte para virar uma carta.</translation>
        </message>
        <message>
            <source>Drag a playable card (the one you turned, or first the top of your own pile) to a foundation in the centre, or onto an opponent's pile: one rank up or down, any suit.</source>
            <translation>Arraste uma carta jogável (a que você virou, ou antes a de cima da sua pilha) para uma fundação no centro, ou para a pilha de um adversário: um valor acima ou abaixo, de qualquer naipe.</translation>
        </message>
        <message>
            <source>A card with no place lands on your own pile and the turn passes.</source>
            <translation>Uma carta sem lugar vai para a sua própria pilha e a vez passa.</translation>
        </message>
        <message>
            <source>Once the stock is gone, click your own stock at the bottom right.</source>
            <translation>Acabado o monte, clique no seu monte próprio, embaixo à direita.</translation>
        </message>
        <message>
            <source>River Plate patience for several: build the four suits up from the ace, and load your cards onto the others' piles.</source>
            <translation>Paciência do Rio da Prata para vários: monte os quatro naipes a partir do ás e livre-se das suas cartas nas pilhas dos outros.</translation>
        </message>
        <message>
            <source>Spanish deck</source>
            <translation>Baralho espanhol</translation>
        </message>
        <message>
            <source>With the Spanish deck of 40 cards, common in the River Plate: the 7 is followed by the jack.</source>
            <translation>Com o baralho espanhol de 40 cartas, comum no Rio da Prata: depois do 7 vem o valete.</translation>
        </message>
    </context>
    <context>
        <name>DealReplayDialog</name>
        <message>
            <source>Replay — {game}</source>
            <translation>Replay — {game}</translation>
        </message>
        <message>
            <source>As dealt</source>
            <translation>Como foi distribuída</translation>
        </message>
        <message>
            <source>(a move that shows nothing)</source>
            <translation>(uma jogada que não mostra nada)</translation>
        </message>
        <message>
            <source>The hard bot's view of this move</source>
            <translation>O que o bot difícil acha desta jogada</translation>
        </message>
        <message>
            <source>N: the next marked decision; Shift+N: the one before</source>
            <translation>N: a próxima decisão marcada; Shift+N: a anterior</translation>
        </message>
        <message>
            <source>Show the better move (B)</source>
            <translation>Mostrar a jogada melhor (B)</translation>
        </message>
        <message>
            <source>Lay out the hard bot's move on the table, in place of yours (B)</source>
            <translation>Mostra na mesa a jogada do bot difícil no lugar da sua (B)</translation>
        </message>
        <message>
            <source>To the deal as dealt (Home)</source>
            <translation>Para a rodada como foi distribuída (Home)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Uma jogada para trás (Esquerda)</translation>
        </message>
        <message>
            <source>One move on (Right)</source>
            <translation>Uma jogada para a frente (Direita)</translation>
        </message>
        <message>
            <source>To the end of the deal (End)</source>
            <translation>Para o fim da rodada (End)</translation>
        </message>
        <message>
            <source>Mark my decisions</source>
            <translation>Marcar minhas decisões</translation>
        </message>
        <message>
            <source>Set each of your decisions beside what the hard bot would have played</source>
            <translation>Compare cada decisão sua com o que o computador no nível difícil teria jogado</translation>
        </message>
        <message>
            <source>As you saw it: the other hands stay hidden until the deal shows them.</source>
            <translation>Como você viu: as outras mãos ficam escondidas até a rodada mostrá-las.</translation>
        </message>
        <message>
            <source>Show every hand</source>
            <translation>Mostrar todas as mãos</translation>
        </message>
        <message>
            <source>Lay every hidden card face up, as at the end of the deal</source>
            <translation>Vira para cima cada carta escondida, como no fim da rodada</translation>
        </message>
        <message>
            <source>Move {n} of {total}</source>
            <translation>Jogada {n} de {total}</translation>
        </message>
        <message>
            <source>Every hand shown: the players did not see these cards during the deal.</source>
            <translation>Todas as mãos à mostra: os jogadores não viram estas cartas durante a rodada.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>it holds lists or objects nested too deeply</source>
            <translation>contém listas ou objetos com níveis aninhados demais</translation>
        </message>
        <message>
            <source>its field {field} holds lists or objects nested too deeply</source>
            <translation>o seu campo {field} contém listas ou objetos com níveis aninhados demais</translation>
        </message>
    </context>
    <context>
        <name>GameActions</name>
        <message>
            <source>Take the pile</source>
            <translation>Pegar o lixo</translation>
        </message>
        <message>
            <source>Take the &amp;pile</source>
            <translation>Pegar o &amp;lixo</translation>
        </message>
        <message>
            <source>Turn a card</source>
            <translation>Virar carta</translation>
        </message>
        <message>
            <source>&amp;Turn a card</source>
            <translation>&amp;Virar carta</translation>
        </message>
        <message>
            <source>Take the pile</source>
            <comment>Mano y Pie's discard pile</comment>
            <translation>Pegar o lixo</translation>
        </message>
        <message>
            <source>Take the &amp;pile</source>
            <comment>Mano y Pie's discard pile</comment>
            <translation>Pegar o &amp;lixo</translation>
        </message>
        <message>
            <source>Ask partner</source>
            <translation>Pedir ao parceiro</translation>
        </message>
        <message>
            <source>&amp;Ask partner to go out</source>
            <translation>&amp;Pedir ao parceiro para bater</translation>
        </message>
        <message>
            <source>Yes, go out</source>
            <translation>Sim, pode bater</translation>
        </message>
        <message>
            <source>&amp;Yes, my partner may go out</source>
            <translation>&amp;Sim, meu parceiro pode bater</translation>
        </message>
        <message>
            <source>No, play on</source>
            <translation>Não, continue</translation>
        </message>
        <message>
            <source>&amp;No, my partner plays on</source>
            <translation>Nã&amp;o, meu parceiro continua</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Dica</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Dica</translation>
        </message>
        <message>
            <source>Accept hint</source>
            <translation>Aceitar dica</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Ignorar</translation>
        </message>
        <message>
            <source>Reset turn</source>
            <translation>Recomeçar a vez</translation>
        </message>
        <message>
            <source>&amp;Reset turn</source>
            <translation>&amp;Recomeçar a vez</translation>
        </message>
        <message>
            <source>Draw</source>
            <extracomment>the verb: take a card from the stock (a command button and its menu entry)</extracomment>
            <translation>Comprar</translation>
        </message>
        <message>
            <source>D&amp;raw</source>
            <extracomment>the verb: take a card from the stock (the Game menu's entry, &amp; marks its key)</extracomment>
            <translation>&amp;Comprar</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Pronto</translation>
        </message>
        <message>
            <source>&amp;Done</source>
            <translation>&amp;Pronto</translation>
        </message>
        <message>
            <source>Show the solution</source>
            <translation>Mostrar a solução</translation>
        </message>
        <message>
            <source>Puzzle, level 1</source>
            <translation>Problema, nível 1</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;1</source>
            <translation>Problema, nível &amp;1</translation>
        </message>
        <message>
            <source>Puzzle, level 2</source>
            <translation>Problema, nível 2</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;2</source>
            <translation>Problema, nível &amp;2</translation>
        </message>
        <message>
            <source>Puzzle, level 3</source>
            <translation>Problema, nível 3</translation>
        </message>
        <message>
            <source>Puzzle, level &amp;3</source>
            <translation>Problema, nível &amp;3</translation>
        </message>
        <message>
            <source>Puzzle of the day</source>
            <translation>Problema do dia</translation>
        </message>
        <message>
            <source>Puzzle of the &amp;day</source>
            <translation>Pro&amp;blema do dia</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Devolver</translation>
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation>&amp;Devolver</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Baixar</translation>
        </message>
        <message>
            <source>&amp;Lay down</source>
            <translation>&amp;Baixar</translation>
        </message>
        <message>
            <source>Play the hint</source>
            <translation>Jogar a dica</translation>
        </message>
        <message>
            <source>Dis&amp;miss the hint</source>
            <translation>&amp;Fechar a dica</translation>
        </message>
        <message>
            <source>Play this turn for me</source>
            <translation>Jogar esta vez por mim</translation>
        </message>
        <message>
            <source>Play this turn &amp;for me</source>
            <translation>&amp;Jogar esta vez por mim</translation>
        </message>
        <message>
            <source>Take back my last move</source>
            <translation>Devolver minha última jogada</translation>
        </message>
        <message>
            <source>Take &amp;back my last move</source>
            <translation>Devolver minha &amp;última jogada</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Não é a sua vez.</translation>
        </message>
        <message>
            <source>Cards cannot go there.</source>
            <translation>Não é possível pôr cartas aí.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Sua vez</translation>
        </message>
        <message>
            <source>{name} to play</source>
            <translation>Vez de {name}</translation>
        </message>
        <message>
            <source>Taken back: {move}</source>
            <extracomment>The status line after Take back (Ctrl+Z) undid one of the person's moves ({move}: that move as the log told it, "You laid off 9♠ on Ana's 6♠ 7♠ 8♠.").</extracomment>
            <translation>Desfeito: {move}</translation>
        </message>
        <message>
            <source>Your last move is taken back.</source>
            <extracomment>The status line after Take back undid a move the log tells no sentence of.</extracomment>
            <translation>Sua última jogada foi desfeita.</translation>
        </message>
        <message>
            <source>Game ▸ New game to start.</source>
            <translation>Jogo ▸ Nova partida para começar.</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carta(s)</numerusform>
                <numerusform>%n cartas</numerusform>
            </translation>
        </message>
        <message>
            <source>The match is over: Game ▸ New game.</source>
            <extracomment>The status line's last sentence once the match is over, a position set up by hand (no match, so no "Play again").</extracomment>
            <translation>A partida acabou: Jogo ▸ Nova partida.</translation>
        </message>
        <message>
            <source>The match is over: “Play again”, in the score table, starts another (or Game ▸ New game).</source>
            <extracomment>... and once a match is over: the score table's "Play again" deals another.</extracomment>
            <translation>A partida acabou: “Outra partida”, na tabela, começa outra (ou Jogo ▸ Nova partida).</translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} está jogando…</translation>
        </message>
    </context>
    <context>
        <name>GameInfo</name>
        <message>
            <source>{counts} or {last}</source>
            <translation>{counts} ou {last}</translation>
        </message>
        <message>
            <source>{first} to {last}</source>
            <translation>{first} a {last}</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>Game log</source>
            <translation>Histórico da partida</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Rodada {n}</translation>
        </message>
        <message>
            <source>Click to see the table just after this</source>
            <translation>Clique para ver a mesa logo depois disto</translation>
        </message>
        <message>
            <source>The table as it is now</source>
            <translation>A mesa como está agora</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the strongest computer player would play this</source>
            <extracomment>The reason of a hint whose game has nothing more specific to say.</extracomment>
            <translation>o jogador do computador mais forte jogaria isto</translation>
        </message>
        <message>
            <source>draw from the stock: the pile is not worth taking now</source>
            <translation>compre do monte: agora não vale a pena pegar o lixo</translation>
        </message>
        <message>
            <source>draw from the stock</source>
            <translation>compre do monte</translation>
        </message>
        <message numerus="yes">
            <source>take the pile with {cards}: it brings %n card(s)</source>
            <translation>
                <numerusform>pegue o lixo com {cards}: ele traz %n carta</numerusform>
                <numerusform>pegue o lixo com {cards}: ele traz %n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>take the pile with {cards}: it completes {book} and brings %n card(s)</source>
            <extracomment>{book}: what the move completes, with its article ("a canasta", "a book")</extracomment>
            <translation>
                <numerusform>pegue o lixo com {cards}: completa {book} e traz %n carta</numerusform>
                <numerusform>pegue o lixo com {cards}: completa {book} e traz %n cartas</numerusform>
            </translation>
        </message>
        <message>
            <source>add {cards} to your meld: it completes {book}</source>
            <extracomment>{book}: what the move completes, with its article ("a canasta", "a book")</extracomment>
            <translation>junte {cards} ao seu jogo: completa {book}</translation>
        </message>
        <message>
            <source>a canasta</source>
            <extracomment>What a completed meld is called in the game, with its article, as a hint's {book} says it (Buraco: a canasta, Mano y Pie: a book): each language gives the noun its gender.</extracomment>
            <translation>uma canastra</translation>
        </message>
        <message>
            <source>a book</source>
            <extracomment>What a completed meld is called in Mano y Pie, with its article, as a hint's {book} says it</extracomment>
            <translation>uma canastra</translation>
        </message>
        <message numerus="yes">
            <source>lay down {cards}: %n card(s) out of your hand</source>
            <translation>
                <numerusform>baixe {cards}: %n carta a menos na sua mão</numerusform>
                <numerusform>baixe {cards}: %n cartas a menos na sua mão</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>add {cards} to your meld: %n card(s) out of your hand</source>
            <translation>
                <numerusform>junte {cards} ao seu jogo: %n carta a menos na sua mão</numerusform>
                <numerusform>junte {cards} ao seu jogo: %n cartas a menos na sua mão</numerusform>
            </translation>
        </message>
        <message>
            <source>discard {card}: the other team has no meld it fits</source>
            <translation>descarte {card}: a outra dupla não tem jogo onde ela caiba</translation>
        </message>
        <message>
            <source>discard {card}: the card your melds need least</source>
            <translation>descarte {card}: a carta de que seus jogos menos precisam</translation>
        </message>
        <message>
            <source>{card} up on its foundation: a card out of play, and you play on</source>
            <extracomment>A hint's reasons (app/core/hints.py): the card played, where it goes, what it does.</extracomment>
            <translation>{card} na sua fundação: uma carta fora do jogo, e você continua jogando</translation>
        </message>
        <message>
            <source>{card} onto the pile of the player closest to going out: it slows them down, and you play on</source>
            <translation>{card} sobre a pilha do jogador mais perto de acabar: ele fica mais lento, e você continua jogando</translation>
        </message>
        <message>
            <source>{card} onto an opponent's pile: a card fewer for you, and you play on</source>
            <translation>{card} sobre a pilha de um adversário: uma carta a menos para você, e você continua jogando</translation>
        </message>
        <message>
            <source>turn up a card: nothing of yours can be played</source>
            <translation>vire uma carta: nada seu pode ser jogado</translation>
        </message>
        <message>
            <source>the card has nowhere to go: it goes on your pile and the turn passes</source>
            <translation>a carta não tem para onde ir: vai para a sua pilha e a vez passa</translation>
        </message>
        <message>
            <source>ask your partner to go out: your team's contract is made</source>
            <extracomment>A hint's reasons for going out's question and its answers.</extracomment>
            <translation>peça permissão para bater: a sua equipe já tem as canastras exigidas</translation>
        </message>
        <message>
            <source>yes, go out: in the deals the search tried, your team does better ending now</source>
            <translation>sim, bata: nas rodadas que a busca testou, sua equipe se sai melhor terminando agora</translation>
        </message>
        <message>
            <source>no, play on: in the deals the search tried, your team does better playing on</source>
            <translation>não, continue: nas rodadas que a busca testou, sua equipe se sai melhor continuando</translation>
        </message>
        <message>
            <source>discard {card} though it fits your team's meld: what you keep reaches your foot next turn more often</source>
            <extracomment>And for a discard of a card the team's open meld would take, once its contract is made: the hand kept has the better chance of the next turn (`_reach_chance`).</extracomment>
            <translation>descarte {card}, mesmo cabendo num jogo da sua equipe: com o que fica na mão você chega ao pé na sua próxima jogada com mais frequência</translation>
        </message>
        <message>
            <source>discard {card} though it fits your team's meld: what you keep goes out next turn more often</source>
            <translation>descarte {card}, mesmo cabendo num jogo da sua equipe: com o que fica na mão você bate na sua próxima jogada com mais frequência</translation>
        </message>
        <message>
            <source>place {cards}: your whole hand goes down</source>
            <extracomment>A hint's reasons (app/core/hints.py).</extracomment>
            <translation>coloque {cards}: você baixa a mão inteira</translation>
        </message>
        <message numerus="yes">
            <source>place {cards}: %n card(s) left in your hand</source>
            <translation>
                <numerusform>coloque {cards}: fica %n carta na sua mão</numerusform>
                <numerusform>coloque {cards}: ficam %n cartas na sua mão</numerusform>
            </translation>
        </message>
        <message>
            <source>draw: no card of yours is worth placing now</source>
            <translation>compre: agora não vale a pena colocar nenhuma carta sua</translation>
        </message>
        <message>
            <source>draw from the stock: the discard does not help your melds</source>
            <extracomment>A hint's reasons (app/core/hints.py).</extracomment>
            <translation>compre do monte: o descarte não ajuda seus jogos</translation>
        </message>
        <message>
            <source>take {card} and open with it: {melds}</source>
            <translation>pegue {card} e abra com ela: {melds}</translation>
        </message>
        <message>
            <source>take {card}: it fits your melds</source>
            <translation>pegue {card}: ela cabe nos seus jogos</translation>
        </message>
        <message numerus="yes">
            <source>lay down {melds}: %n card(s) out of your hand</source>
            <translation>
                <numerusform>baixe {melds}: %n carta a menos na sua mão</numerusform>
                <numerusform>baixe {melds}: %n cartas a menos na sua mão</numerusform>
            </translation>
        </message>
        <message>
            <source>lay off {card}: a card fewer in your hand</source>
            <translation>junte {card} a um jogo da mesa: uma carta a menos na sua mão</translation>
        </message>
        <message>
            <source>put {card} in place of the joker: the joker comes to your hand</source>
            <translation>ponha {card} no lugar do curinga: o curinga vem para a sua mão</translation>
        </message>
        <message>
            <source>discard {card}: the next player cannot lay it off</source>
            <translation>descarte {card}: o próximo jogador não pode usá-la</translation>
        </message>
        <message>
            <source>discard {card}: the cards you keep are the likeliest to meld</source>
            <translation>descarte {card}: as cartas que você guarda são as que formam jogos com mais facilidade</translation>
        </message>
        <message>
            <source>Looking for a hint…</source>
            <translation>Procurando uma dica…</translation>
        </message>
        <message>
            <source>Hint {n} of {count}: {reason}. Play the hint, or press H for another.</source>
            <translation>Dica {n} de {count}: {reason}. Jogue a dica, ou aperte H para outra.</translation>
        </message>
        <message>
            <source>Hint: {reason}. Play the hint, or keep playing.</source>
            <translation>Dica: {reason}. Jogue a dica, ou continue jogando.</translation>
        </message>
        <message>
            <source>A hint is for your own turn.</source>
            <translation>As dicas são para a sua vez.</translation>
        </message>
        <message>
            <source>No hint this time: {what}</source>
            <translation>Sem dica desta vez: {what}</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language (from the next start)</source>
            <translation>&amp;Idioma (vale ao reabrir)</translation>
        </message>
        <message>
            <source>System language ({language})</source>
            <translation>Idioma do sistema ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Tapete will speak {language} from its next start. Start again now? The game in progress is kept and goes on.</source>
            <translation>O Tapete vai falar {language} quando for aberto de novo. Reiniciar agora? A partida em andamento fica guardada e continua.</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <source>--lang {name}: Tapete speaks {codes} ({languages})</source>
            <translation>--lang {name}: o Tapete fala {codes} ({languages})</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Sort by suit</source>
            <translation>Ordenar por naipe</translation>
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
            <translation>&amp;Regras de {game}</translation>
        </message>
        <message>
            <source>Tapete — {game} (practice)</source>
            <translation>Tapete — {game} (treino)</translation>
        </message>
        <message>
            <source>The table just after action {n} of this deal. Click the log's last line to come back.</source>
            <translation>A mesa logo depois da jogada {n} desta rodada. Clique na última linha do histórico para voltar.</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard in {file} was lost: {problem}</source>
            <translation>Uma rodada terminada, guardada em {file} para o placar, foi perdida: {problem}</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard was lost: {problem}</source>
            <translation>Uma rodada terminada, guardada para o placar, foi perdida: {problem}</translation>
        </message>
        <message>
            <source>Tapete</source>
            <translation>Tapete</translation>
        </message>
        <message>
            <source>Continue?</source>
            <translation>Continuar?</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress? It is your turn.</source>
            <translation>Continuar {game}, rodada {n} da partida em andamento? É a sua vez.</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress?</source>
            <translation>Continuar {game}, rodada {n} da partida em andamento?</translation>
        </message>
        <message>
            <source>Continue the game in progress?</source>
            <translation>Continuar a partida em andamento?</translation>
        </message>
        <message>
            <source>The computer players of {game} have changed since this match was saved (their version {then}, now {now}): the match goes on with today's. Tapete's list of changes says how they play now; Help ▸ How the computer plays says what they see.</source>
            <translation>Os jogadores do computador de {game} mudaram desde que esta partida foi salva (era a versão {then}, agora a {now}): a partida segue com os de agora. A lista de mudanças do Tapete conta como eles jogam agora; Ajuda ▸ Como o computador joga conta o que eles veem.</translation>
        </message>
        <message>
            <source>This match cannot be played again: the options it was played with are refused now ({problem}).</source>
            <translation>Não é possível jogar esta partida de novo: as opções com que ela foi jogada não são mais aceitas ({problem}).</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Jogo</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nova partida…</translation>
        </message>
        <message>
            <source>&amp;Choose a game…</source>
            <translation>Escol&amp;her um jogo…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Estatísticas…</translation>
        </message>
        <message>
            <source>&amp;Open a replay…</source>
            <translation>&amp;Abrir um replay…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Sa&amp;ir</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>E&amp;xibir</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck</source>
            <translation>Baralho de &amp;quatro cores</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>&amp;Som</translation>
        </message>
        <message>
            <source>&amp;Play my move for me when it is the only one possible</source>
            <translation>&amp;Jogar por mim quando só houver uma jogada possível</translation>
        </message>
        <message>
            <source>Show every &amp;hand (practice)</source>
            <translation>Mostrar todas as &amp;mãos (treino)</translation>
        </message>
        <message>
            <source>S&amp;peed</source>
            <translation>V&amp;elocidade</translation>
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
            <translation>&amp;Instantânea</translation>
        </message>
        <message>
            <source>&amp;Game log</source>
            <translation>&amp;Histórico da partida</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aj&amp;uda</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regras</translation>
        </message>
        <message>
            <source>&amp;Controls</source>
            <translation>&amp;Controles</translation>
        </message>
        <message>
            <source>How the co&amp;mputer plays</source>
            <translation>Como o co&amp;mputador joga</translation>
        </message>
        <message>
            <source>&amp;About Tapete</source>
            <translation>&amp;Sobre o Tapete</translation>
        </message>
        <message>
            <source>Abandon this deal?</source>
            <translation>Abandonar esta rodada?</translation>
        </message>
        <message>
            <source>Abandon this deal? The {game} match under way ends here, and Statistics shows it as abandoned.</source>
            <translation>Abandonar esta rodada? A partida de {game} em andamento termina aqui, e Estatísticas a mostra como abandonada.</translation>
        </message>
        <message>
            <source>Open a replay</source>
            <translation>Abrir um replay</translation>
        </message>
        <message>
            <source>Replays and saved games (*.json)</source>
            <translation>Replays e partidas salvas (*.json)</translation>
        </message>
        <message>
            <source>{game}, deal {n}, from {file}</source>
            <translation>{game}, rodada {n}, de {file}</translation>
        </message>
        <message>
            <source>{game}, deal {n}: the deal just played</source>
            <translation>{game}, rodada {n}: a rodada que acabou de ser jogada</translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation>Regras de {game}</translation>
        </message>
        <message>
            <source>How the computer plays</source>
            <translation>Como o computador joga</translation>
        </message>
        <message>
            <source>About Tapete</source>
            <translation>Sobre o Tapete</translation>
        </message>
        <message>
            <source>&lt;b&gt;Tapete&lt;/b&gt; {version} — a card table for games of Spain, Italy, Brazil and the River Plate, played offline against computer opponents. Card art drawn by the project; cards use the DejaVu Sans font.</source>
            <translation>&lt;b&gt;Tapete&lt;/b&gt; {version} — uma mesa de cartas para jogos da Espanha, da Itália, do Brasil e do Rio da Prata, jogados offline contra adversários do computador. Desenho das cartas feito pelo próprio projeto; as cartas usam a fonte DejaVu Sans.</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieController</name>
        <message>
            <source>wild meld</source>
            <translation>jogo de curingas</translation>
        </message>
        <message>
            <source>wild meld · {points}</source>
            <translation>jogo de curingas · {points}</translation>
        </message>
        <message>
            <source>3s never meld</source>
            <translation>os 3 nunca se baixam</translation>
        </message>
        <message>
            <source>too many wild cards</source>
            <translation>curingas demais</translation>
        </message>
        <message>
            <source>first melds {value}</source>
            <translation>primeiros jogos {value}</translation>
        </message>
        <message>
            <source>{name} asked to go out.</source>
            <translation>{name} pediu para bater.</translation>
        </message>
        <message>
            <source>{name} said yes: you may go out.</source>
            <extracomment>a partner answers the person's request to go out</extracomment>
            <translation>{name} disse sim: você pode bater.</translation>
        </message>
        <message>
            <source>set</source>
            <comment>a meld: cards of one rank</comment>
            <translation>trinca</translation>
        </message>
        <message>
            <source>{name} said no: you cannot go out this turn.</source>
            <extracomment>a partner answers the person's request to go out</extracomment>
            <translation>{name} disse não: você não pode bater nesta vez.</translation>
        </message>
        <message>
            <source>You said yes: {asker} may go out.</source>
            <translation>Você disse sim: {asker} pode bater.</translation>
        </message>
        <message>
            <source>{name} said yes: {asker} may go out.</source>
            <translation>{name} disse sim: {asker} pode bater.</translation>
        </message>
        <message>
            <source>You said no: {asker} plays on.</source>
            <translation>Você disse não: {asker} continua jogando.</translation>
        </message>
        <message>
            <source>{name} said no: {asker} plays on.</source>
            <translation>{name} disse não: {asker} continua jogando.</translation>
        </message>
        <message>
            <source>You asked to go out.</source>
            <translation>Você pediu para bater.</translation>
        </message>
        <message>
            <source>{name} picked up the foot.</source>
            <translation>{name} pegou o pé.</translation>
        </message>
        <message>
            <source>You picked up the foot.</source>
            <translation>Você pegou o pé.</translation>
        </message>
        <message>
            <source>{name} placed a red 3.</source>
            <translation>{name} pôs um 3 vermelho na mesa.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody went out.</source>
            <translation>O monte acabou: ninguém bateu.</translation>
        </message>
        <message>
            <source>Every hand and foot is laid down face up to be counted.</source>
            <translation>Mãos e pés ficam abertos na mesa para a contagem.</translation>
        </message>
        <message>
            <source>{name} answers…</source>
            <translation>{name} está respondendo…</translation>
        </message>
        <message>
            <source>You asked to go out: {name} answers…</source>
            <translation>Você pediu para bater: {name} está respondendo…</translation>
        </message>
        <message>
            <source>{asker} asked to go out: {name} answers…</source>
            <translation>{asker} pediu para bater: {name} está respondendo…</translation>
        </message>
        <message>
            <source>{asker} asks to go out: Yes, go out — or No, play on?</source>
            <translation>{asker} pede para bater: Sim, pode bater — ou Não, continue?</translation>
        </message>
        <message>
            <source>Take the pile: {card} goes down in the staged meld, the pile's next cards come to your hand — or Take back.</source>
            <translation>Pegar o lixo: {card} vai para o jogo montado e as cartas seguintes do lixo vão para a sua mão — ou Devolver.</translation>
        </message>
        <message>
            <source>To take the pile, stage two matching cards from your hand with {card}, then Take the pile (or Take back). {why}</source>
            <translation>Para pegar o lixo, ponha com {card} duas cartas iguais da sua mão na área de montagem e clique em Pegar o lixo (ou Devolver). {why}</translation>
        </message>
        <message>
            <source>You placed a red 3.</source>
            <translation>Você pôs um 3 vermelho na mesa.</translation>
        </message>
        <message numerus="yes">
            <source>You placed %n red 3s.</source>
            <extracomment>said for two red 3s or more ("a red 3" is a sentence of its own)</extracomment>
            <translation>
                <numerusform>Você pôs %n 3 vermelhos na mesa.</numerusform>
                <numerusform>Você pôs %n 3 vermelhos na mesa.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} placed %n red 3s.</source>
            <extracomment>said for two red 3s or more ("a red 3" is a sentence of its own)</extracomment>
            <translation>
                <numerusform>{name} pôs %n 3 vermelhos na mesa.</numerusform>
                <numerusform>{name} pôs %n 3 vermelhos na mesa.</numerusform>
            </translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Você bateu.</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>{name} bateu.</translation>
        </message>
        <message numerus="yes">
            <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team). Let {asker} go out?</source>
            <translation>
                <numerusform>{asker} pede para bater. Canastras: {books}. Você tem %n carta ({points} pontos contra a sua equipe). Deixar {asker} bater?</numerusform>
                <numerusform>{asker} pede para bater. Canastras: {books}. Você tem %n cartas ({points} pontos contra a sua equipe). Deixar {asker} bater?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{asker} asks to go out. Books: {books}. You hold %n card(s) ({points} points against your team) and your foot. Let {asker} go out?</source>
            <translation>
                <numerusform>{asker} pede para bater. Canastras: {books}. Você tem %n carta ({points} pontos contra a sua equipe) e ainda o seu pé. Deixar {asker} bater?</numerusform>
                <numerusform>{asker} pede para bater. Canastras: {books}. Você tem %n cartas ({points} pontos contra a sua equipe) e ainda o seu pé. Deixar {asker} bater?</numerusform>
            </translation>
        </message>
        <message>
            <source>one</source>
            <comment>how many cards a draw takes: draw one (card)</comment>
            <translation>uma</translation>
        </message>
        <message>
            <source>two</source>
            <comment>how many cards a draw takes: draw two (cards)</comment>
            <translation>duas</translation>
        </message>
        <message>
            <source>three</source>
            <comment>how many cards a draw takes: draw three (cards)</comment>
            <translation>três</translation>
        </message>
        <message>
            <source>The stock is out: take the pile (drag its top card onto your meld or into the staging area), or Draw to end the deal.</source>
            <translation>O monte acabou: pegue o lixo (arraste a carta de cima para o seu jogo ou para a área de montagem), ou clique em Comprar para encerrar a rodada.</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n} (the {card} on top blocks the pile).</source>
            <translation>Sua vez: arraste o monte para a mão para comprar {n} (o {card} em cima bloqueia o lixo).</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n}.</source>
            <translation>Sua vez: arraste o monte para a mão para comprar {n}.</translation>
        </message>
        <message>
            <source>Your turn: drag the stock to your hand to draw {n}, or take the pile: stage two of its top card's rank from your hand, then drag the top card onto them or onto your meld of that rank.</source>
            <translation>Sua vez: compre {n} (arraste o monte para a mão) ou pegue o lixo: ponha na área de montagem duas cartas da mão do valor da carta do topo e arraste-a sobre elas ou sobre o seu jogo desse valor.</translation>
        </message>
        <message>
            <source>Meld in the staging area or on your melds, then discard onto the pile.</source>
            <translation>Baixe na área de montagem ou nos seus jogos e depois descarte no lixo.</translation>
        </message>
        <message>
            <source>Your team's first melds must make {n}.</source>
            <translation>Os primeiros jogos da sua equipe têm de somar {n}.</translation>
        </message>
        <message>
            <source>Your first melds must make {n}.</source>
            <translation>Os seus primeiros jogos têm de somar {n}.</translation>
        </message>
        <message>
            <source>Play out your hand to pick up your foot.</source>
            <translation>Jogue todas as cartas da mão para pegar o seu pé.</translation>
        </message>
        <message>
            <source>You may go out: discard your last card.</source>
            <translation>Você pode bater: descarte a sua última carta.</translation>
        </message>
        <message>
            <source>Your partner said no: keep two cards this turn.</source>
            <translation>Seu parceiro disse não: fique com duas cartas nesta vez.</translation>
        </message>
        <message>
            <source>Your books are done: Ask partner to go out.</source>
            <translation>Suas canastras estão completas: clique em Pedir ao parceiro para bater.</translation>
        </message>
        <message>
            <source>On your foot: keep two cards.</source>
            <translation>No pé: fique com duas cartas.</translation>
        </message>
        <message>
            <source>Answer the request to go out first: yes or no.</source>
            <translation>Primeiro responda ao pedido para bater: sim ou não.</translation>
        </message>
        <message>
            <source>First melds: {value}.</source>
            <translation>Primeiros jogos: {value}.</translation>
        </message>
    </context>
    <context>
        <name>ManoYPiePage</name>
        <message>
            <source>three teams of two</source>
            <translation>três duplas</translation>
        </message>
        <message>
            <source>two teams of three</source>
            <translation>duas equipes de três</translation>
        </message>
        <message>
            <source>Six players sit as</source>
            <translation>Seis jogadores jogam em</translation>
        </message>
        <message>
            <source>How a table of six plays: three teams of two, or two teams of three.</source>
            <translation>Como joga uma mesa de seis: três equipes de dois, ou duas equipes de três.</translation>
        </message>
        <message>
            <source>Decks (each with two jokers)</source>
            <translation>Baralhos (cada um com dois jokers)</translation>
        </message>
        <message>
            <source>How many decks of 52 cards and two jokers are shuffled together.</source>
            <translation>Quantos baralhos de 52 cartas e dois jokers são embaralhados juntos.</translation>
        </message>
        <message>
            <source>Hand</source>
            <extracomment>the cards each player is dealt to play first (how many)</extracomment>
            <translation>Mão</translation>
        </message>
        <message>
            <source>The cards each player is dealt to play first.</source>
            <extracomment>the cards each player is dealt to play first (how many)</extracomment>
            <translation>As cartas que cada jogador recebe para jogar primeiro.</translation>
        </message>
        <message>
            <source>Foot</source>
            <extracomment>the second packet each player is dealt, played once the hand is gone (how many cards)</extracomment>
            <translation>Pé</translation>
        </message>
        <message>
            <source>The second packet each player is dealt face down, played once the hand is gone.</source>
            <extracomment>the second packet each player is dealt, played once the hand is gone (how many cards)</extracomment>
            <translation>O segundo monte que cada jogador recebe virado para baixo, jogado quando a mão acaba.</translation>
        </message>
        <message>
            <source>A draw takes</source>
            <extracomment>a draw: the cards a player takes from the stock at the start of a turn (a noun)</extracomment>
            <translation>Cada compra leva</translation>
        </message>
        <message>
            <source>A turn begins with drawing this many cards from the stock, unless the player takes the discard pile.</source>
            <extracomment>a draw: the cards a player takes from the stock at the start of a turn (a noun)</extracomment>
            <translation>A vez começa comprando este número de cartas do monte, a não ser que o jogador pegue o lixo.</translation>
        </message>
        <message>
            <source>Taking the pile takes its top</source>
            <translation>Do lixo, pegam-se as de cima</translation>
        </message>
        <message>
            <source>The discard pile is taken with two cards of its top card's rank, melded at once with it; the player takes this many cards from its top.</source>
            <translation>O lixo se pega com duas cartas do valor da carta de cima, baixadas na hora com ela; o jogador leva este número de cartas de cima.</translation>
        </message>
        <message>
            <source>First melds, deal {n}</source>
            <translation>Primeiros jogos, rodada {n}</translation>
        </message>
        <message>
            <source>A team's first melds of the deal, laid by one player in one turn, must be worth at least this many points (the cards' values; red 3s and book bonuses do not count).</source>
            <translation>Os primeiros jogos de uma equipe na rodada, baixados por um jogador numa vez, têm de valer pelo menos estes pontos (o valor das cartas; os 3 vermelhos e os prêmios das canastras não contam).</translation>
        </message>
        <message>
            <source>First melds, deal {n} and later</source>
            <translation>Primeiros jogos, rodada {n} em diante</translation>
        </message>
        <message>
            <source>Deals in a match</source>
            <translation>Rodadas na partida</translation>
        </message>
        <message>
            <source>The match is this many deals; the highest total wins.</source>
            <translation>A partida tem este número de rodadas; vence o maior total.</translation>
        </message>
        <message>
            <source>Going out needs clean books</source>
            <translation>Para bater: canastras limpas</translation>
        </message>
        <message>
            <source>To go out, a team needs at least this many clean books (seven natural cards of a rank, no wild card)…</source>
            <translation>Para bater, a equipe precisa de pelo menos este número de canastras limpas (sete cartas naturais de um valor, sem curinga)…</translation>
        </message>
        <message>
            <source>… dirty books</source>
            <translation>… sujas</translation>
        </message>
        <message>
            <source>… and at least this many dirty books (seven cards of a rank, one or two of them wild)…</source>
            <translation>… e de pelo menos este número de canastras sujas (sete cartas de um valor, uma ou duas delas curingas)…</translation>
        </message>
        <message>
            <source>… wild books</source>
            <translation>… de curingas</translation>
        </message>
        <message>
            <source>… and at least this many wild books (seven wild cards: jokers and 2s).</source>
            <translation>… e de pelo menos este número de canastras de curingas (sete curingas: jokers e 2).</translation>
        </message>
        <message>
            <source>Natural cards per wild card in a meld</source>
            <translation>Cartas naturais por curinga num jogo</translation>
        </message>
        <message>
            <source>A meld must hold at least this many natural cards for each wild card in it.</source>
            <translation>Um jogo tem de ter pelo menos este número de cartas naturais para cada curinga.</translation>
        </message>
        <message>
            <source>is taken with two of its kind</source>
            <translation>pega-se com duas iguais</translation>
        </message>
        <message>
            <source>blocks the pile</source>
            <translation>bloqueia o lixo</translation>
        </message>
        <message>
            <source>With this on, teams tied for the lead after the last deal play further deals until one leads alone; otherwise they share the win.</source>
            <translation>Ligado, as equipes empatadas na liderança depois da última rodada jogam mais rodadas até uma liderar sozinha; senão, dividem a vitória.</translation>
        </message>
        <message>
            <source>Draw two by dragging the stock to your hand.</source>
            <translation>Compre duas arrastando o monte para a sua mão.</translation>
        </message>
        <message>
            <source>Take the pile by dragging its top card onto your team's meld of its rank, or into the staging area with two matching cards, then Take the pile.</source>
            <translation>Pegue o lixo arrastando a carta de cima para o jogo da equipe desse valor, ou para a área de montagem com duas cartas iguais, e depois Pegar o lixo.</translation>
        </message>
        <message>
            <source>Build new melds in the staging area and Lay down; drop cards on your team's meld to add them.</source>
            <translation>Monte jogos novos na área de montagem e clique em Baixar; solte cartas num jogo da equipe para acrescentá-las.</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it. Ask partner asks to go out; when your partner asks, answer Yes or No.</source>
            <translation>Solte uma carta no lixo para descartá-la. Pedir ao parceiro pede para bater; quando o parceiro pede, responda Sim ou Não.</translation>
        </message>
        <message>
            <source>Hand and Foot: play out a hand, then a second packet, the foot, building books of seven with your team.</source>
            <translation>Mão e Pé: jogue uma mão e depois um segundo monte, o pé, formando canastras de sete com a sua equipe.</translation>
        </message>
        <message>
            <source>Quick</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>A shorter deal: 11 cards in the hand and 11 in the foot, and going out needs one clean book and one dirty book.</source>
            <translation>Uma rodada mais curta: 11 cartas na mão e 11 no pé, e para bater basta uma canastra limpa e uma suja.</translation>
        </message>
        <message>
            <source>A wild card on top of the pile</source>
            <translation>Um curinga em cima do lixo</translation>
        </message>
        <message>
            <source>With a wild card on top of the discard pile, the pile is taken with two cards of that kind (two jokers, two 2s), or it cannot be taken.</source>
            <translation>Com um curinga em cima do lixo, o lixo se pega com duas cartas desse tipo (dois jokers, dois 2), ou não se pode pegar.</translation>
        </message>
        <message>
            <source>Going out waits until every partner has played a turn from their foot</source>
            <translation>Só se bate depois que cada parceiro jogou uma vez com o pé</translation>
        </message>
        <message>
            <source>With this on, a player may go out only once every partner has picked up their foot and discarded from it at least once.</source>
            <translation>Ligado, um jogador só pode bater quando cada parceiro já pegou o seu pé e descartou dele pelo menos uma vez.</translation>
        </message>
        <message>
            <source>Going out needs the partner's permission</source>
            <translation>Bater exige a permissão do parceiro</translation>
        </message>
        <message>
            <source>With this on, a player in a team asks the partners before going out, and goes out only if they agree.</source>
            <translation>Ligado, um jogador em equipe pede permissão aos parceiros antes de bater, e só bate se eles concordarem.</translation>
        </message>
        <message>
            <source>A turn either starts new melds or adds to melds, not both</source>
            <translation>Numa vez, ou se baixam jogos novos ou se acrescenta, não as duas coisas</translation>
        </message>
        <message>
            <source>With this on, in one turn a player either starts new melds or adds to the team's melds, not both.</source>
            <translation>Ligado, numa vez o jogador ou começa jogos novos ou acrescenta aos jogos da equipe, não as duas coisas.</translation>
        </message>
        <message>
            <source>Red 3s count against a player who had not picked up the foot</source>
            <translation>Os 3 vermelhos contam contra quem não pegou o pé</translation>
        </message>
        <message>
            <source>With this on, a player's red 3s on the table count against the team when an opponent goes out before that player has picked up the foot.</source>
            <translation>Ligado, os 3 vermelhos de um jogador na mesa contam contra a equipe quando um adversário bate antes de esse jogador ter pegado o pé.</translation>
        </message>
        <message>
            <source>Clean book</source>
            <translation>Canastra limpa</translation>
        </message>
        <message>
            <source>The bonus for each clean book: seven natural cards of a rank.</source>
            <translation>O prêmio de cada canastra limpa: sete cartas naturais de um valor.</translation>
        </message>
        <message>
            <source>Dirty book</source>
            <translation>Canastra suja</translation>
        </message>
        <message>
            <source>The bonus for each dirty book: seven cards of a rank, one or two of them wild.</source>
            <translation>O prêmio de cada canastra suja: sete cartas de um valor, uma ou duas delas curingas.</translation>
        </message>
        <message>
            <source>Wild book</source>
            <translation>Canastra de curingas</translation>
        </message>
        <message>
            <source>The bonus for each wild book: seven wild cards.</source>
            <translation>O prêmio de cada canastra de curingas: sete curingas.</translation>
        </message>
        <message>
            <source>Going out is worth</source>
            <translation>Bater vale</translation>
        </message>
        <message>
            <source>The bonus the team of the player who goes out scores.</source>
            <translation>O prêmio da equipe de quem bate.</translation>
        </message>
        <message>
            <source>A red 3 is worth</source>
            <translation>Um 3 vermelho vale</translation>
        </message>
        <message>
            <source>What each red 3 on the table scores for its team; a red 3 still in a foot not picked up costs as much.</source>
            <translation>Quanto cada 3 vermelho na mesa soma para a sua equipe; um 3 vermelho ainda num pé não pego custa o mesmo.</translation>
        </message>
        <message>
            <source>A tie for the lead plays further deals</source>
            <translation>Empate no primeiro lugar leva a mais rodadas</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieRefusals</name>
        <message>
            <source>The {card} on top blocks the pile: draw from the stock.</source>
            <translation>O {card} em cima bloqueia o lixo: compre do monte.</translation>
        </message>
        <message>
            <source>A wild card on top blocks the pile at this table: draw from the stock.</source>
            <translation>Nesta mesa, um curinga em cima bloqueia o lixo: compre do monte.</translation>
        </message>
        <message>
            <source>Your team's first melds this deal must be worth {minimum}: these make {points}.</source>
            <translation>Os primeiros jogos da sua equipe nesta rodada têm de valer {minimum}: estes somam {points}.</translation>
        </message>
        <message>
            <source>Your first melds this deal must be worth {minimum}: these make {points}.</source>
            <translation>Os seus primeiros jogos nesta rodada têm de valer {minimum}: estes somam {points}.</translation>
        </message>
        <message>
            <source>On your foot you must keep a card to discard.</source>
            <translation>Jogando com o pé, você tem de guardar uma carta para descartar.</translation>
        </message>
        <message>
            <source>Your partner said no: you cannot go out this turn, so keep two cards.</source>
            <translation>Seu parceiro disse não: você não pode bater nesta vez, então fique com duas cartas.</translation>
        </message>
        <message>
            <source>On your foot you must keep two cards (one to discard, one to play on) until you may go out.</source>
            <translation>Jogando com o pé, você tem de ficar com duas cartas (uma para descartar e outra para continuar) até poder bater.</translation>
        </message>
        <message>
            <source>Your team has an open meld of wild cards already: add to it; a new one starts once it is a book.</source>
            <translation>Sua equipe já tem um jogo de curingas aberto: acrescente a ele; outro só começa quando esse virar canastra.</translation>
        </message>
        <message>
            <source>You have an open meld of wild cards already: add to it; a new one starts once it is a book.</source>
            <translation>Você já tem um jogo de curingas aberto: acrescente a ele; outro só começa quando esse virar canastra.</translation>
        </message>
        <message>
            <source>Your team has an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>Sua equipe já tem um jogo de {rank} aberto: acrescente a ele; outro só começa quando esse virar canastra.</translation>
        </message>
        <message>
            <source>You have an open meld of {rank}s already: add to it; a new one starts once it is a book.</source>
            <comment>{rank}: a card's rank (A, 2 … 10, J, Q, K)</comment>
            <translation>Você já tem um jogo de {rank} aberto: acrescente a ele; outro só começa quando esse virar canastra.</translation>
        </message>
        <message>
            <source>[{cards}] does not fit that meld.</source>
            <translation>[{cards}] não serve nesse jogo.</translation>
        </message>
        <message>
            <source>That book is closed: a meld of seven takes no more cards.</source>
            <translation>Essa canastra está fechada: um jogo de sete não recebe mais cartas.</translation>
        </message>
        <message>
            <source>3s are never melded: a black 3 can only be discarded.</source>
            <translation>Os 3 nunca se baixam: um 3 preto só pode ser descartado.</translation>
        </message>
        <message>
            <source>[{cards}] has too many wild cards: a meld needs at least {n} natural cards for each wild card.</source>
            <translation>[{cards}] tem curingas demais: um jogo precisa de pelo menos {n} cartas naturais para cada curinga.</translation>
        </message>
        <message>
            <source>[{cards}] mixes ranks: a meld is one rank (or all wild cards).</source>
            <translation>[{cards}] mistura valores: um jogo é de um só valor (ou só de curingas).</translation>
        </message>
        <message>
            <source>Draw first: drag the stock to your hand, or take the pile.</source>
            <translation>Compre primeiro: arraste o monte para a mão ou pegue o lixo.</translation>
        </message>
        <message>
            <source>Answer the request to go out first.</source>
            <translation>Primeiro responda ao pedido para bater.</translation>
        </message>
        <message>
            <source>You have drawn already this turn.</source>
            <translation>Você já comprou nesta vez.</translation>
        </message>
        <message>
            <source>You have asked already this turn.</source>
            <translation>Você já pediu nesta vez.</translation>
        </message>
        <message>
            <source>That foot is picked up already.</source>
            <translation>Esse pé já foi pego.</translation>
        </message>
        <message>
            <source>At this table you need not ask: go out by discarding your last card.</source>
            <translation>Nesta mesa não é preciso pedir: bata descartando a sua última carta.</translation>
        </message>
        <message>
            <source>Only the pile's top card and cards from your hand may meld in the take: the other cards of the pile come to your hand afterwards.</source>
            <translation>Ao pegar o lixo, só a carta de cima e cartas da sua mão podem ser baixadas: as outras cartas do lixo vão depois para a sua mão.</translation>
        </message>
        <message>
            <source>Taking the pile, its top card goes only onto a meld of its rank.</source>
            <translation>Ao pegar o lixo, a carta de cima só vai para um jogo do mesmo valor.</translation>
        </message>
        <message>
            <source>At this table a turn either starts new melds or adds to melds, not both.</source>
            <translation>Nesta mesa, numa vez você ou baixa jogos novos ou acrescenta cartas, não as duas coisas.</translation>
        </message>
        <message>
            <source>You go out only from your foot: keep a card.</source>
            <translation>Só se bate jogando com o pé: fique com uma carta.</translation>
        </message>
        <message>
            <source>Your team cannot go out before its books make {contract}.</source>
            <translation>Sua equipe só pode bater com as canastras completas ({contract}).</translation>
        </message>
        <message>
            <source>You cannot go out before your books make {contract}.</source>
            <translation>Você só pode bater com as canastras completas ({contract}).</translation>
        </message>
        <message>
            <source>You cannot go out before your partner has picked up the foot and discarded from it.</source>
            <translation>Você não pode bater antes de o seu parceiro pegar o pé e descartar dele.</translation>
        </message>
        <message>
            <source>Your partner said no: you cannot go out this turn.</source>
            <translation>Seu parceiro disse não: você não pode bater nesta vez.</translation>
        </message>
        <message>
            <source>Ask your partner first (Ask partner), then discard your last card.</source>
            <translation>Primeiro peça ao parceiro (Pedir ao parceiro) e depois descarte a sua última carta.</translation>
        </message>
        <message>
            <source>{c} clean · {d} dirty · {w} wild</source>
            <translation>limpas: {c} · sujas: {d} · de curingas: {w}</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieScore</name>
        <message>
            <source>Cards in melds</source>
            <translation>Cartas nos jogos</translation>
        </message>
        <message>
            <source>Book bonuses</source>
            <translation>Prêmios das canastras</translation>
        </message>
        <message>
            <source>Red 3s</source>
            <translation>3 vermelhos</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Batida</translation>
        </message>
        <message>
            <source>Cards held (hand and foot)</source>
            <translation>Cartas na mão e no pé</translation>
        </message>
    </context>
    <context>
        <name>ManoYPieWording</name>
        <message>
            <source>The deal is over.</source>
            <translation>A rodada acabou.</translation>
        </message>
        <message>
            <source>Next deal, in the score table, goes on.</source>
            <translation>Clique em “Próxima rodada”, na tabela, para continuar.</translation>
        </message>
        <message>
            <source>To the end of the deal (End)</source>
            <translation>Para o fim da rodada (End)</translation>
        </message>
        <message>
            <source>As you saw it: the other hands stay hidden until the deal shows them.</source>
            <translation>Como você viu: as outras mãos ficam escondidas até a rodada mostrá-las.</translation>
        </message>
        <message>
            <source>Lay every hidden card face up, as at the end of the deal</source>
            <translation>Vira para cima cada carta escondida, como no fim da rodada</translation>
        </message>
        <message>
            <source>Every hand shown: the players did not see these cards during the deal.</source>
            <translation>Todas as mãos à mostra: os jogadores não viram estas cartas durante a rodada.</translation>
        </message>
        <message>
            <source>Cards dealt from seed {seed}, deal {deal}: a new game with this seed and these rules deals the same cards.</source>
            <translation>Cartas distribuídas com a semente {seed}, rodada {deal}: uma partida nova com esta semente e estas regras distribui as mesmas cartas.</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Rodada {n}</translation>
        </message>
        <message>
            <source>Deal {n} (in play)</source>
            <translation>Rodada {n} (em jogo)</translation>
        </message>
        <message>
            <source>The table just after action {n} of this deal. Click the log's last line to come back.</source>
            <translation>A mesa logo depois da jogada {n} desta rodada. Clique na última linha do histórico para voltar.</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard in {file} was lost: {problem}</source>
            <translation>Uma rodada terminada, guardada em {file} para o placar, foi perdida: {problem}</translation>
        </message>
        <message>
            <source>A finished deal kept for the scoreboard was lost: {problem}</source>
            <translation>Uma rodada terminada, guardada para o placar, foi perdida: {problem}</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress? It is your turn.</source>
            <translation>Continuar {game}, rodada {n} da partida em andamento? É a sua vez.</translation>
        </message>
        <message>
            <source>Continue {game}, deal {n} of the match in progress?</source>
            <translation>Continuar {game}, rodada {n} da partida em andamento?</translation>
        </message>
        <message>
            <source>Abandon this deal?</source>
            <translation>Abandonar esta rodada?</translation>
        </message>
        <message>
            <source>Abandon this deal? The {game} match under way ends here, and Statistics shows it as abandoned.</source>
            <translation>Abandonar esta rodada? A partida de {game} em andamento termina aqui, e Estatísticas a mostra como abandonada.</translation>
        </message>
        <message>
            <source>{game}, deal {n}, from {file}</source>
            <translation>{game}, rodada {n}, de {file}</translation>
        </message>
        <message>
            <source>{game}, deal {n}: the deal just played</source>
            <translation>{game}, rodada {n}: a rodada que acabou de ser jogada</translation>
        </message>
        <message>
            <source>This deal cannot be played again: {why}</source>
            <translation>Esta rodada não pode ser revista: {why}</translation>
        </message>
        <message>
            <source>only the result of this deal was kept, not its moves</source>
            <translation>só o resultado desta rodada foi guardado, não as jogadas</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Próxima rodada</translation>
        </message>
        <message>
            <source>Review this deal…</source>
            <translation>Rever esta rodada…</translation>
        </message>
        <message>
            <source>You and your partner win the deal</source>
            <translation>Você e seu parceiro ganham a rodada</translation>
        </message>
        <message>
            <source>Your team wins the deal</source>
            <translation>Sua equipe ganha a rodada</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>Você ganha a rodada</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ganha a rodada&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ganham a rodada&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Esta rodada</translation>
        </message>
        <message>
            <source>Next deal deals the next hand.</source>
            <translation>Próxima rodada dá as cartas da seguinte.</translation>
        </message>
        <message>
            <source>One deal decides the match.</source>
            <translation>Uma rodada decide a partida.</translation>
        </message>
        <message>
            <source>Total after deal {n}</source>
            <translation>Total após a rodada {n}</translation>
        </message>
        <message>
            <source>Deal {n} of {deals}.</source>
            <translation>Rodada {n} de {deals}.</translation>
        </message>
        <message>
            <source>What it cost, in the deal's points by the hard bot's reckoning: about {points}.</source>
            <translation>O que custou, em pontos da rodada pelas contas do bot difícil: cerca de {points}.</translation>
        </message>
        <message>
            <source>?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's loser scores).</source>
            <translation>?! uma imprecisão, ? um erro, ?? um erro grave: o que a decisão custou em pontos da rodada, pelas contas do bot difícil (um décimo, um quarto, a metade do que marca quem perde uma rodada).</translation>
        </message>
        <message>
            <source>its deal {deal}'s action {action} cannot be read: {error}</source>
            <translation>a ação {action} da sua rodada {deal} não pode ser lida: {error}</translation>
        </message>
        <message>
            <source>it holds an illegal move in deal {deal}, action {action} ({error})</source>
            <translation>contém uma jogada inválida na rodada {deal}, ação {action} ({error})</translation>
        </message>
        <message>
            <source>it keeps the finished deals' actions in no list</source>
            <translation>não guarda numa lista as ações das rodadas terminadas</translation>
        </message>
        <message>
            <source>it keeps the actions of {deals} deals for {results} results</source>
            <translation>guarda as ações de {deals} rodadas para {results} resultados</translation>
        </message>
        <message>
            <source>it keeps deal {deal}'s actions in no list</source>
            <translation>não guarda numa lista as ações da rodada {deal}</translation>
        </message>
        <message>
            <source>it gives deal {deal} a result its actions do not end in</source>
            <translation>dá à rodada {deal} um resultado que não corresponde ao fim das suas ações</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be written: {reason}. Finished deals are kept and will be written when it works again.</source>
            <translation>Não é possível gravar no placar {place}: {reason}. As rodadas terminadas ficam guardadas e serão gravadas quando ele voltar a funcionar.</translation>
        </message>
        <message numerus="yes">
            <source>You were shown %n hint(s) in this deal.</source>
            <translation>
                <numerusform>Você viu %n dica nesta rodada.</numerusform>
                <numerusform>Você viu %n dicas nesta rodada.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played for you in this deal.</source>
            <translation>
                <numerusform>%n turno jogado no seu lugar nesta rodada.</numerusform>
                <numerusform>%n turnos jogados no seu lugar nesta rodada.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ManoYPieZones</name>
        <message>
            <source>clean {have}/{need}</source>
            <comment>clean books made / needed</comment>
            <translation>limpas {have}/{need}</translation>
        </message>
        <message>
            <source>dirty {have}/{need}</source>
            <comment>dirty books made / needed</comment>
            <translation>sujas {have}/{need}</translation>
        </message>
        <message>
            <source>wild {have}/{need}</source>
            <comment>wild books made / needed</comment>
            <translation>de curingas {have}/{need}</translation>
        </message>
        <message>
            <source>to open: {n}</source>
            <translation>para baixar: {n}</translation>
        </message>
        <message>
            <source>red 3s: {n}</source>
            <translation>3 vermelhos: {n}</translation>
        </message>
        <message>
            <source>holds {points}</source>
            <translation>tem {points}</translation>
        </message>
        <message>
            <source>on the foot</source>
            <translation>no pé</translation>
        </message>
        <message>
            <source>foot {n}</source>
            <translation>pé {n}</translation>
        </message>
        <message>
            <source>may go out this turn</source>
            <translation>pode bater nesta vez</translation>
        </message>
        <message>
            <source>may not go out this turn</source>
            <translation>não pode bater nesta vez</translation>
        </message>
        <message>
            <source>Clean book</source>
            <translation>Limpa</translation>
        </message>
        <message>
            <source>Dirty book</source>
            <translation>Suja</translation>
        </message>
        <message>
            <source>Wild book</source>
            <translation>De curingas</translation>
        </message>
        <message>
            <source>Pile {n}</source>
            <translation>Lixo {n}</translation>
        </message>
        <message>
            <source>Pile empty</source>
            <translation>Lixo vazio</translation>
        </message>
        <message>
            <source>Red 3s</source>
            <translation>3 vermelhos</translation>
        </message>
    </context>
    <context>
        <name>MatchTableDialog</name>
        <message>
            <source>&lt;h3&gt;Void deal&lt;/h3&gt;&lt;p&gt;The stock and the discard pile ran out.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Rodada anulada&lt;/h3&gt;&lt;p&gt;O monte e o lixo acabaram.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>You closed in hand: every payment is doubled.</source>
            <translation>Você bateu de mão: todos os pagamentos dobram.</translation>
        </message>
        <message>
            <source>{w} closed in hand: every payment is doubled.</source>
            <translation>{w} bateu de mão: todos os pagamentos dobram.</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} bateu.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Você bateu.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;You win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Você ganha a rodada&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ganha a rodada&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jogador</translation>
        </message>
        <message>
            <source>Paid this deal</source>
            <translation>Pago na rodada</translation>
        </message>
        <message>
            <source>Total paid</source>
            <translation>Total pago</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Situação</translation>
        </message>
        <message>
            <source>wins the match ★</source>
            <translation>ganha a partida ★</translation>
        </message>
        <message>
            <source>out now</source>
            <translation>sai agora</translation>
        </message>
        <message>
            <source>out</source>
            <translation>fora</translation>
        </message>
        <message>
            <source>in ({left} to go)</source>
            <translation>no jogo (faltam {left})</translation>
        </message>
        <message>
            <source>A player who has paid more than {t} points is out; the last one in wins.</source>
            <translation>Quem pagou mais de {t} pontos sai da partida; o último que sobrar ganha.</translation>
        </message>
        <message>
            <source>Match table</source>
            <translation>Tabela da partida</translation>
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
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápido</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instantâneo</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nova partida</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jogo</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jogadores</translation>
        </message>
        <message>
            <source>Opponent {n}</source>
            <translation>Adversário {n}</translation>
        </message>
        <message>
            <source>Bot pace</source>
            <translation>Ritmo do computador</translation>
        </message>
        <message>
            <source>Easy plays the plain moves it sees: a calm table to learn the rules.</source>
            <translation>Fácil faz as jogadas simples que vê: uma mesa tranquila para aprender as regras.</translation>
        </message>
        <message>
            <source>Normal weighs every move by the table it leaves, as a good player does.</source>
            <translation>Normal pesa cada jogada pela mesa que deixa, como um bom jogador.</translation>
        </message>
        <message>
            <source>Hard looks ahead: it plays its choices out on the cards it may be facing.</source>
            <translation>Difícil olha adiante: testa suas escolhas nas cartas que os outros podem ter.</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Padrão</translation>
        </message>
        <message>
            <source>The rules as written: every option at its standard value.</source>
            <translation>As regras como estão escritas: cada opção no seu valor padrão.</translation>
        </message>
        <message>
            <source>Custom</source>
            <extracomment>The Rules box's last item while the rows match no preset (not chosen: it says so).</extracomment>
            <translation>Personalizadas</translation>
        </message>
        <message>
            <source>Your own rules: the options below as you set them.</source>
            <translation>As suas próprias regras: as opções abaixo como você as escolheu.</translation>
        </message>
        <message>
            <source>You</source>
            <comment>the person's name left empty</comment>
            <translation>Você</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Seu nome</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regras</translation>
        </message>
        <message>
            <source>random</source>
            <comment>the seed box left empty: a random seed</comment>
            <translation>aleatória</translation>
        </message>
        <message>
            <source>Seed (optional)</source>
            <translation>Semente (opcional)</translation>
        </message>
        <message>
            <source>&amp;Practice table</source>
            <translation>Mesa de &amp;treino</translation>
        </message>
        <message>
            <source>Take back any of your moves, show every hand, let the hard bot play a turn for you. Practice results are kept apart in Statistics.</source>
            <translation>Devolva qualquer jogada sua, mostre todas as mãos, deixe o computador no nível difícil jogar uma vez por você. Os resultados de treino ficam à parte nas Estatísticas.</translation>
        </message>
        <message>
            <source>Take back any move, see every hand, get help: results kept apart.</source>
            <translation>Devolva qualquer jogada, veja todas as mãos, peça ajuda: resultados à parte.</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Parceiro</translation>
        </message>
        <message>
            <source>Partner {n}</source>
            <translation>Parceiro {n}</translation>
        </message>
        <message>
            <source>Left opponent</source>
            <translation>Adversário à esquerda</translation>
        </message>
        <message>
            <source>Right opponent</source>
            <translation>Adversário à direita</translation>
        </message>
        <message>
            <source>Opposite opponent</source>
            <translation>Adversário à frente</translation>
        </message>
        <message>
            <source>the name {name} is a computer player's or has a character that cannot be shown: choose another</source>
            <translation>o nome {name} é de um jogador do computador ou tem um caractere que não pode ser mostrado: escolha outro</translation>
        </message>
        <message>
            <source>These options cannot be played: {problem}</source>
            <translation>Não é possível jogar com estas opções: {problem}</translation>
        </message>
    </context>
    <context>
        <name>OptionProblem</name>
        <message>
            <source>{option} must be true or false, not {value}</source>
            <translation>{option} tem de ser true ou false, não {value}</translation>
        </message>
        <message>
            <source>{option} must be one of {choices}, not {value}</source>
            <translation>{option} tem de ser um destes: {choices}, não {value}</translation>
        </message>
        <message>
            <source>{option} must be {one} or {other}, not {value}</source>
            <translation>{option} tem de ser {one} ou {other}, não {value}</translation>
        </message>
        <message>
            <source>{option} must be a positive whole number, not {value}</source>
            <translation>{option} tem de ser um número inteiro positivo, não {value}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>um número</translation>
        </message>
        <message>
            <source>a word</source>
            <translation>uma palavra</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>uma lista</translation>
        </message>
        <message>
            <source>a table of values</source>
            <translation>uma tabela de valores</translation>
        </message>
        <message>
            <source>a value of another kind</source>
            <translation>um valor de outro tipo</translation>
        </message>
        <message>
            <source>{option} must be {kind}, not {value}</source>
            <translation>{option} tem de ser {kind}, não {value}</translation>
        </message>
        <message>
            <source>the options of {game} cannot be read</source>
            <translation>as opções de {game} não podem ser lidas</translation>
        </message>
        <message>
            <source>num_players must be {players}, not {value}</source>
            <translation>num_players tem de ser {players}, não {value}</translation>
        </message>
        <message>
            <source>{option} must be 0 or more, not {value}</source>
            <translation>{option} tem de ser 0 ou mais, não {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number from {low} to {high}, not {value}</source>
            <translation>{option} tem de ser um número inteiro de {low} a {high}, não {value}</translation>
        </message>
        <message>
            <source>each of {option} must be a whole number from {low} to {high}, not {value}</source>
            <translation>cada valor de {option} tem de ser um número inteiro de {low} a {high}, não {value}</translation>
        </message>
        <message>
            <source>unknown option {option} for {game}</source>
            <translation>opção desconhecida em {game}: {option}</translation>
        </message>
        <message>
            <source>option {option} should be written name=value</source>
            <translation>a opção {option} deve ser escrita nome=valor</translation>
        </message>
        <message>
            <source>{option} must be {low} to {high}, not {value}</source>
            <translation>{option} tem de ser de {low} a {high}, não {value}</translation>
        </message>
        <message>
            <source>{option} must map {keys} to points, not {value}</source>
            <translation>{option} tem de dar pontos a {keys}, não {value}</translation>
        </message>
        <message>
            <source>{option} knows {some} and {last}, not {unknown}</source>
            <translation>{option} conhece {some} e {last}, não {unknown}</translation>
        </message>
        <message>
            <source>{option} must be none or a positive whole number, not {value}</source>
            <translation>{option} tem de ser none ou um número inteiro positivo, não {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number from {low} to {high} or none (the 2T+2 formula), not {value}</source>
            <translation>{option} tem de ser um número inteiro de {low} a {high} ou none (a fórmula 2T+2), não {value}</translation>
        </message>
        <message>
            <source>teams {teams} needs six players, not {players}</source>
            <translation>teams {teams} precisa de seis jogadores, não {players}</translation>
        </message>
        <message>
            <source>{option} must be a list of points, not {value}</source>
            <translation>{option} tem de ser uma lista de pontos, não {value}</translation>
        </message>
        <message>
            <source>{option} lists at most {most} minimums, not {count}</source>
            <translation>{option} aceita no máximo {most} mínimos, não {count}</translation>
        </message>
        <message>
            <source>{option} must be (clean, dirty, wild) book counts, not {value}</source>
            <translation>{option} tem de dar os números de canastras (limpas, sujas, de curingas), não {value}</translation>
        </message>
        <message>
            <source>{decks} decks cannot deal {hand} + {foot} cards to {players} players and turn an up-card</source>
            <translation>{decks} baralhos não bastam para dar {hand} + {foot} cartas a {players} jogadores e virar uma carta</translation>
        </message>
        <message>
            <source>{option} must be a whole number of at least 1, not {value}</source>
            <translation>{option} tem de ser um número inteiro de pelo menos 1, não {value}</translation>
        </message>
        <message>
            <source>hand_size {hand}: {players} hands leave no stock</source>
            <translation>hand_size {hand}: {players} mãos não deixam monte</translation>
        </message>
        <message>
            <source>{option} is fixed at {fixed} in {game}, not {value}</source>
            <translation>{option} é fixo em {fixed} em {game}, não {value}</translation>
        </message>
        <message>
            <source>{game} is played without jokers (jokers: 0), not {value}</source>
            <translation>{game} se joga sem curingas (jokers: 0), não {value}</translation>
        </message>
        <message>
            <source>{option} must be none or {low} to {high}, not {value}</source>
            <translation>{option} tem de ser none ou de {low} a {high}, não {value}</translation>
        </message>
        <message>
            <source>{option} must be none or a positive number, not {value}</source>
            <translation>{option} tem de ser none ou um número positivo, não {value}</translation>
        </message>
        <message>
            <source>{option} must be a whole number of at least {least} (a meld takes 3 cards and one must be kept to discard), not {value}</source>
            <translation>{option} tem de ser um número inteiro de pelo menos {least} (um jogo leva 3 cartas e é preciso guardar uma para descartar), não {value}</translation>
        </message>
        <message>
            <source>hand_size {hand} for {players} players leaves no up-card and stock</source>
            <translation>hand_size {hand} para {players} jogadores não deixa carta para virar nem monte</translation>
        </message>
        <message>
            <source>opening_min {opening} can never be reached: {hand} cards are worth at most {reachable} (no deal could ever be won)</source>
            <translation>opening_min {opening} nunca pode ser alcançado: {hand} cartas valem no máximo {reachable} (nenhuma rodada poderia ser ganha)</translation>
        </message>
        <message>
            <source>{option} must be 1, 2 or unlimited, not {value}</source>
            <translation>{option} tem de ser 1, 2 ou unlimited, não {value}</translation>
        </message>
    </context>
    <context>
        <name>OptionRows</name>
        <message>
            <source>Standard: {value}</source>
            <extracomment>an option row's tooltip, after the rule it sets: the value the rules give the option when nobody changes it ("Standard: 13 cards")</extracomment>
            <translation>Padrão: {value}</translation>
        </message>
        <message>
            <source>on</source>
            <extracomment>a check box row's standard value, as in "Standard: on"</extracomment>
            <translation>ligado</translation>
        </message>
        <message>
            <source>off</source>
            <extracomment>a check box row's standard value, as in "Standard: off"</extracomment>
            <translation>desligado</translation>
        </message>
    </context>
    <context>
        <name>OptionUnits</name>
        <message numerus="yes">
            <source>%n point(s)</source>
            <extracomment>a number box's value with its unit, as in "Closing is worth: 100 points"</extracomment>
            <translation>
                <numerusform>%n ponto</numerusform>
                <numerusform>%n pontos</numerusform>
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
            <translation>O Qt não consegue abrir uma janela: falta a biblioteca do sistema {library} (no Debian ou no Ubuntu, instale o pacote {package} ou rode scripts/install-system-deps)</translation>
        </message>
        <message>
            <source>Qt cannot open a window: the system library {library} is missing (on Debian or Ubuntu install the package {package})</source>
            <translation>O Qt não consegue abrir uma janela: falta a biblioteca do sistema {library} (no Debian ou no Ubuntu, instale o pacote {package})</translation>
        </message>
        <message>
            <source>there is no display to open the window on (DISPLAY is not set); --screenshot PATH renders the table without one</source>
            <translation>não há display onde abrir a janela (DISPLAY não está definida); --screenshot PATH desenha a mesa sem display</translation>
        </message>
        <message>
            <source>{cause}: is the display running and reachable?</source>
            <translation>{cause}: o display está rodando e acessível?</translation>
        </message>
        <message>
            <source>could not connect to the Wayland display {display} ({why}): is the display running and reachable?</source>
            <translation>não foi possível conectar ao display Wayland {display} ({why}): o display está rodando e acessível?</translation>
        </message>
        <message>
            <source>could not connect to the Wayland display {display}: is the display running and reachable?</source>
            <translation>não foi possível conectar ao display Wayland {display}: o display está rodando e acessível?</translation>
        </message>
        <message>
            <source>Qt failed</source>
            <translation>O Qt falhou</translation>
        </message>
    </context>
    <context>
        <name>PlaySummary</name>
        <message>
            <source>level</source>
            <extracomment>The headings of the summary's columns, as a person reads them.</extracomment>
            <translation>nível</translation>
        </message>
        <message>
            <source>team</source>
            <translation>equipe</translation>
        </message>
        <message>
            <source>seats</source>
            <translation>lugares</translation>
        </message>
        <message>
            <source>deals</source>
            <translation>rodadas</translation>
        </message>
        <message>
            <source>win share</source>
            <translation>% de vitórias</translation>
        </message>
        <message>
            <source>95% CI</source>
            <translation>IC 95%</translation>
        </message>
        <message>
            <source>mean score</source>
            <translation>média</translation>
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
            <translation>{game}: {deals} rodadas, {rate} rodadas/s ({workers} processo(s)), violações da conservação de cartas: {violations}</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Playing this turn for you, as the hard bot would…</source>
            <translation>Jogando esta vez por você, como o computador no nível difícil jogaria…</translation>
        </message>
        <message>
            <source>Only a practice table plays a turn for you.</source>
            <translation>Só uma mesa de treino joga uma vez por você.</translation>
        </message>
    </context>
    <context>
        <name>Puzzle</name>
        <message>
            <source>Puzzle, level {level}: place as many of your cards as you can, rearranging the table as you like, then Done.</source>
            <translation>Problema, nível {level}: coloque o máximo de cartas que puder, rearrumando a mesa como quiser, e depois Pronto.</translation>
        </message>
        <message>
            <source>Puzzle of the day (level {level}): place as many of your cards as you can, rearranging the table as you like, then Done.</source>
            <translation>Problema do dia (nível {level}): coloque o máximo de cartas que puder, rearrumando a mesa como quiser, e depois Pronto.</translation>
        </message>
        <message>
            <source>{placed} of {best}: the best answer. Well played!</source>
            <translation>{placed} de {best}: a melhor resposta. Muito bem!</translation>
        </message>
        <message>
            <source>{placed} of {best}, with the solution shown: not counted as solved. Try another puzzle without it.</source>
            <extracomment>Done after Show the solution: the score, without praise, and why it is not counted.</extracomment>
            <translation>{placed} de {best}, com a solução mostrada: não conta como resolvido. Tente outro problema sem ela.</translation>
        </message>
        <message>
            <source>A puzzle has no stock to draw from: place what you can, then Done.</source>
            <translation>Um problema não tem monte para comprar: coloque o que puder e depois Pronto.</translation>
        </message>
        <message>
            <source>Your turn: drag cards to the table (split and rebuild melds freely), then Done.</source>
            <translation>Sua vez: arraste cartas para a mesa (divida e refaça os jogos à vontade) e aperte Pronto.</translation>
        </message>
        <message numerus="yes">
            <source>{placed} of {best}: %n more card(s) could be placed.</source>
            <translation>
                <numerusform>{placed} de {best}: dava para colocar mais %n carta.</numerusform>
                <numerusform>{placed} de {best}: dava para colocar mais %n cartas.</numerusform>
            </translation>
        </message>
        <message>
            <source>One best answer is laid out: Done plays it, Reset turn takes it back.</source>
            <translation>Uma das melhores respostas está na mesa: Pronto a joga, Recomeçar a vez a desfaz.</translation>
        </message>
        <message>
            <source>The solution, move {n} of {count}: Show the solution again for the next.</source>
            <translation>A solução, jogada {n} de {count}: Mostrar a solução de novo para a próxima.</translation>
        </message>
        <message>
            <source>Puzzle level {level} opens once you have solved {need} puzzles of level {below} ({solved} so far).</source>
            <translation>Os problemas de nível {level} se abrem quando você tiver resolvido {need} problemas de nível {below} (até agora, {solved}).</translation>
        </message>
        <message>
            <source>Puzzle level {level} is open now.</source>
            <extracomment>Said after Done when the puzzle solved opened the next level.</extracomment>
            <translation>Os problemas de nível {level} já estão abertos.</translation>
        </message>
        <message>
            <source>none played yet</source>
            <extracomment>a puzzle level's Game-menu note: none of its puzzles played yet</extracomment>
            <translation>nenhum jogado ainda</translation>
        </message>
        <message>
            <source>solved {solved} of {played}</source>
            <extracomment>a puzzle level's Game-menu note: puzzles of the level solved, of those played</extracomment>
            <translation>resolvidos {solved} de {played}</translation>
        </message>
        <message>
            <source>locked: solve {need} of level {below} to open it ({solved} so far)</source>
            <extracomment>a puzzle level's Game-menu note: why it is not open, and how far the player has come</extracomment>
            <translation>fechado: resolva {need} do nível {below} para abri-lo (até agora, {solved})</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Return</source>
            <extracomment>the Enter key of the main keyboard (Qt calls it Return): its name as keyboards print it</extracomment>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Enter</source>
            <extracomment>the Enter key of the number pad: its name as keyboards print it</extracomment>
            <translation>Enter</translation>
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
            <translation>Shift</translation>
        </message>
    </context>
    <context>
        <name>QuitaYPonController</name>
        <message>
            <source>Time is up: your turn was reset and you drew a card.</source>
            <translation>Acabou o tempo: a sua jogada foi desfeita e você comprou uma carta.</translation>
        </message>
        <message>
            <source>You drew a card.</source>
            <translation>Você comprou uma carta.</translation>
        </message>
        <message>
            <source>You placed {cards}.</source>
            <translation>Você baixou {cards}.</translation>
        </message>
        <message>
            <source>You placed {cards} and rebuilt the table: {moves}.</source>
            <extracomment>{moves}: what moved on the table, each as "8♥ moved from 8♠ 8♦ 8♥ to 6♥ 7♥"</extracomment>
            <translation>Você baixou {cards} e refez a mesa: {moves}.</translation>
        </message>
        <message>
            <source>{name} placed {cards} and rebuilt the table: {moves}.</source>
            <extracomment>{moves}: what moved on the table, each as "8♥ moved from 8♠ 8♦ 8♥ to 6♥ 7♥"</extracomment>
            <translation>{name} baixou {cards} e refez a mesa: {moves}.</translation>
        </message>
        <message>
            <source>You drew {card}.</source>
            <extracomment>The person's own draw: they know the card.</extracomment>
            <translation>Você comprou {card}.</translation>
        </message>
        <message>
            <source>{cards} moved from {source} to {target}</source>
            <extracomment>Table cards that left their group for another ({source} and {target}: the groups' cards before).</extracomment>
            <translation>{cards} passou de {source} para {target}</translation>
        </message>
        <message>
            <source>a new group {cards}</source>
            <extracomment>Table cards that left their group to start one of their own ({cards}: the new group's cards).</extracomment>
            <translation>um grupo novo {cards}</translation>
        </message>
        <message>
            <source>{name} drew a card.</source>
            <translation>{name} comprou uma carta.</translation>
        </message>
        <message>
            <source>{name} placed {cards}.</source>
            <translation>{name} baixou {cards}.</translation>
        </message>
        <message>
            <source>Turn reset: the table is as it was.</source>
            <translation>Vez recomeçada: a mesa voltou a ser como era.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Não é a sua vez.</translation>
        </message>
        <message>
            <source>No card of yours can be placed: draw.</source>
            <translation>Nenhuma carta sua pode ser baixada: compre.</translation>
        </message>
        <message>
            <source>Your table already places as many cards as can be placed: press Done.</source>
            <translation>Sua mesa já coloca todas as cartas que podem ser colocadas: aperte Pronto.</translation>
        </message>
        <message>
            <source>Hint: place {cards}. Accept the hint to lay it out, or keep playing.</source>
            <translation>Dica: baixe {cards}. Aceite a dica para montá-la na mesa, ou continue jogando.</translation>
        </message>
        <message>
            <source>Hint laid out: press Done to play it.</source>
            <translation>Dica montada na mesa: aperte Pronto para jogá-la.</translation>
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
            <translation>uma jogada simples: um grupo novo ou uma carta acrescentada</translation>
        </message>
        <message>
            <source>any play, rearranging the table too</source>
            <translation>qualquer jogada, reorganizando a mesa também</translation>
        </message>
        <message>
            <source>when the last card is drawn</source>
            <translation>ao comprar a última carta</translation>
        </message>
        <message>
            <source>when a player would draw from the empty stock</source>
            <translation>ao tentar comprar do monte vazio</translation>
        </message>
        <message>
            <source>any size</source>
            <extracomment>no largest set: any size</extracomment>
            <translation>qualquer tamanho</translation>
        </message>
        <message>
            <source>Largest set</source>
            <translation>Maior trinca</translation>
        </message>
        <message>
            <source>A set is three or more cards of one rank, suits may repeat; with a largest size, no set may hold more cards than that.</source>
            <translation>Uma trinca são três ou mais cartas do mesmo valor, e os naipes podem se repetir; com um tamanho máximo, nenhuma trinca pode ter mais cartas que isso.</translation>
        </message>
        <message>
            <source>Runs may turn the corner (K-A-2)</source>
            <translation>Sequências podem dar a volta (K-A-2)</translation>
        </message>
        <message>
            <source>A run is three or more cards of one suit in a row, the ace low (A-2-3) or high (Q-K-A); with this on, a run may also go on from the king through the ace to the 2 (K-A-2).</source>
            <translation>Uma sequência são três ou mais cartas seguidas do mesmo naipe, com o ás embaixo (A-2-3) ou em cima (Q-K-A); ligado, a sequência pode também seguir do rei ao ás e ao 2 (K-A-2).</translation>
        </message>
        <message>
            <source>An ace may sit at both ends of a run</source>
            <translation>Pode haver ás nas duas pontas de uma sequência</translation>
        </message>
        <message>
            <source>With this on, one run may have an ace at both ends (A-2-…-K-A, 14 cards).</source>
            <translation>Ligado, uma sequência pode ter um ás em cada ponta (A-2-…-K-A, 14 cartas).</translation>
        </message>
        <message>
            <source>Must play when able</source>
            <translation>Obrigação de jogar quando puder</translation>
        </message>
        <message>
            <source>Drawing a card is how a player passes: this says what play, when he has one, forbids him to draw instead.</source>
            <translation>Comprar uma carta é o jeito de passar: isto diz que jogada, quando o jogador a tem, o impede de comprar em vez dela.</translation>
        </message>
        <message>
            <source>First play worth at least</source>
            <translation>Primeira jogada vale pelo menos</translation>
        </message>
        <message>
            <source>A player's first play of the deal must place cards from his hand worth at least this many points (A 15, K Q J 10, the others their number).</source>
            <translation>A primeira jogada de um jogador na rodada tem de baixar cartas da mão que valham pelo menos estes pontos (A 15, K Q J 10, as outras o seu número).</translation>
        </message>
        <message>
            <source>Rearrange the table before your first play</source>
            <translation>Mexer na mesa antes da primeira jogada</translation>
        </message>
        <message>
            <source>With this off, a player's first play must leave the table's groups as they were: his cards go into new groups only.</source>
            <translation>Desligado, a primeira jogada de um jogador tem de deixar os grupos da mesa como estavam: as suas cartas vão só para grupos novos.</translation>
        </message>
        <message>
            <source>The deal ends</source>
            <translation>A rodada termina</translation>
        </message>
        <message>
            <source>When the stock runs out the deal ends, and the fewest points in hand win it; this says at which moment it ends.</source>
            <translation>Quando o monte acaba a rodada termina, e vence quem tem menos pontos na mão; isto diz em que momento ela termina.</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Cartas por jogador</translation>
        </message>
        <message>
            <source>The cards each player is dealt.</source>
            <translation>As cartas que cada jogador recebe.</translation>
        </message>
        <message>
            <source>Turn timer</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>Tempo por vez</translation>
        </message>
        <message>
            <source> s</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation> s</translation>
        </message>
        <message>
            <source>no timer</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>sem limite</translation>
        </message>
        <message>
            <source>When a player's time runs out, the table goes back to how it stood at the start of the turn and he draws a card.</source>
            <extracomment>the turn timer's unit: seconds</extracomment>
            <translation>Quando o tempo de um jogador acaba, a mesa volta a como estava no começo da vez e ele compra uma carta.</translation>
        </message>
        <message>
            <source>Deals in the match</source>
            <translation>Rodadas na partida</translation>
        </message>
        <message>
            <source>one deal</source>
            <translation>uma rodada</translation>
        </message>
        <message>
            <source>A match of several deals: the deal scores add up and the highest total wins.</source>
            <translation>Uma partida de várias rodadas: os pontos de cada rodada se somam e vence o maior total.</translation>
        </message>
        <message>
            <source>Play to a score of</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>Jogar até a pontuação</translation>
        </message>
        <message>
            <source>none</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>nenhuma</translation>
        </message>
        <message>
            <source>The match ends after the deal in which a total reaches this score, and the highest total wins (with a number of deals too, whichever comes first).</source>
            <extracomment>no target score: the match is its deals</extracomment>
            <translation>A partida termina depois da rodada em que um total chega a estes pontos, e vence o maior total (com um número de rodadas também, o que vier primeiro).</translation>
        </message>
        <message>
            <source>Drag cards from your hand onto a group on the table, or onto “new group” to start one.</source>
            <translation>Arraste cartas da mão para um grupo da mesa, ou para “novo grupo” para começar um.</translation>
        </message>
        <message>
            <source>Drop a card inside a run to insert it; a second copy of a card splits the run there.</source>
            <translation>Solte uma carta dentro de uma sequência para encaixá-la; uma segunda cópia de uma carta divide a sequência ali.</translation>
        </message>
        <message>
            <source>Drag a card out of a run and the cards up to the nearer end come along (an end card comes alone); hold Shift to drag the whole group, to merge it with another.</source>
            <translation>Tire uma carta de uma sequência e as cartas até a ponta mais próxima vêm junto (uma carta da ponta sai sozinha); com Shift você arrasta o grupo inteiro, para juntá-lo a outro.</translation>
        </message>
        <message>
            <source>A group that is not valid turns red and says why; Done plays your turn once every group is valid, Draw passes with a card.</source>
            <translation>Um grupo inválido fica vermelho e diz por quê; Pronto joga a sua vez quando todos os grupos são válidos, Comprar passa com uma carta.</translation>
        </message>
        <message>
            <source>Rummy where the whole table is yours to rearrange: break groups apart and rebuild them to place your cards.</source>
            <translation>Rummy em que a mesa inteira pode ser mexida: desmonte grupos e remonte-os para baixar as suas cartas.</translation>
        </message>
        <message>
            <source>Rummikub style</source>
            <translation>Estilo Rummikub</translation>
        </message>
        <message>
            <source>As Rummikub is played: sets of four at most, and a first play worth 30 points from the hand alone, the table left as it is.</source>
            <translation>Como se joga Rummikub: trincas de no máximo quatro cartas, e uma primeira jogada de 30 pontos só com cartas da mão, sem mexer na mesa.</translation>
        </message>
    </context>
    <context>
        <name>QuitaYPonZones</name>
        <message>
            <source>Deal over — winner: {w}. Next deal, in the score table, goes on.</source>
            <translation>Fim da rodada — vencedor: {w}. Clique em “Próxima rodada”, na tabela, para continuar.</translation>
        </message>
        <message>
            <source>Deal over — winner: {w}.</source>
            <translation>Fim da rodada — vencedor: {w}.</translation>
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
            <translation>Sua vez: aperte Pronto (Enter) para jogar essas cartas, ou Recomeçar a vez.</translation>
        </message>
        <message>
            <source>Your turn: not yet valid — {why}</source>
            <translation>Sua vez: ainda não vale — {why}</translation>
        </message>
        <message>
            <source>Your turn: drag cards to the table (split and rebuild melds freely), then Done — or Draw (D) if you cannot play.</source>
            <translation>Sua vez: arraste cartas para a mesa (divida e refaça os jogos à vontade) e aperte Pronto — ou Comprar (D) se não puder jogar.</translation>
        </message>
        <message>
            <source>too few cards</source>
            <translation>poucas cartas</translation>
        </message>
        <message>
            <source>not a run</source>
            <translation>não é sequência</translation>
        </message>
        <message>
            <source>not a set or run</source>
            <translation>nem trinca nem sequência</translation>
        </message>
        <message>
            <source>not valid</source>
            <translation>não vale</translation>
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
            <translation>Monte {n}</translation>
        </message>
        <message>
            <source>Drop here to start a new group</source>
            <translation>Solte aqui para um novo grupo</translation>
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
            <translation>{card} não vai sobre {top}: a pilha aceita um valor acima ou abaixo, de qualquer naipe.</translation>
        </message>
        <message>
            <source>An empty waste pile cannot be loaded.</source>
            <translation>Uma pilha vazia não recebe cartas.</translation>
        </message>
        <message>
            <source>Your own pile takes only a card you cannot play, at the end of your turn.</source>
            <translation>Na sua própria pilha só vai a carta que você não pode jogar, no fim da sua vez.</translation>
        </message>
        <message>
            <source>Your waste pile is empty.</source>
            <translation>A sua pilha está vazia.</translation>
        </message>
        <message>
            <source>Only an ace starts a foundation, not {card}.</source>
            <translation>Só um ás começa uma fundação, não {card}.</translation>
        </message>
        <message>
            <source>{card} does not follow {top} on its foundation.</source>
            <translation>{card} não segue {top} na fundação.</translation>
        </message>
        <message>
            <source>{card} is not of this foundation's suit.</source>
            <translation>{card} não é do naipe dessa fundação.</translation>
        </message>
        <message>
            <source>That foundation is complete: it ends with the king.</source>
            <translation>Essa fundação está completa: ela termina no rei.</translation>
        </message>
        <message>
            <source>{card} fits a foundation, so it must go there.</source>
            <translation>{card} cabe numa fundação, então tem de ir para lá.</translation>
        </message>
        <message>
            <source>First play {card} from your waste pile: it has a place.</source>
            <translation>Primeiro jogue {card} da sua pilha: ela tem lugar.</translation>
        </message>
        <message>
            <source>Play {card}, the card you turned up: it has a place.</source>
            <translation>Jogue {card}, a carta que você virou: ela tem lugar.</translation>
        </message>
        <message>
            <source>Turn up a card first: click the stock.</source>
            <translation>Primeiro vire uma carta: clique no monte.</translation>
        </message>
        <message>
            <source>There is no card left to turn up.</source>
            <translation>Não sobrou carta para virar.</translation>
        </message>
        <message>
            <source>{card} can be played, so it may not stay on your pile.</source>
            <translation>{card} pode ser jogada, então não pode ficar na sua pilha.</translation>
        </message>
        <message>
            <source>Cards cannot go there.</source>
            <translation>Não é possível pôr cartas aí.</translation>
        </message>
        <message>
            <source>Cards that were on the table must stay on it: {cards}.</source>
            <translation>As cartas que já estavam na mesa têm de ficar nela: {cards}.</translation>
        </message>
        <message>
            <source>Place at least one card from your hand, or Draw.</source>
            <translation>Baixe pelo menos uma carta da mão, ou clique em Comprar.</translation>
        </message>
        <message>
            <source>Your first play must be worth at least {minimum} points; {cards} is worth {points}.</source>
            <translation>A sua primeira jogada tem de valer pelo menos {minimum} pontos; {cards} vale {points}.</translation>
        </message>
        <message>
            <source>Before your first play you may not change the table's melds ([{group}]).</source>
            <translation>Antes da sua primeira jogada você não pode mexer nos jogos da mesa ([{group}]).</translation>
        </message>
        <message>
            <source>You cannot draw while you can play: for example {cards} (highlighted).</source>
            <translation>Você não pode comprar enquanto puder jogar: por exemplo, {cards} (em destaque).</translation>
        </message>
        <message>
            <source>Only cards you placed this turn can go back to your hand, not {cards}.</source>
            <translation>Só as cartas que você baixou nesta vez podem voltar para a mão, não {cards}.</translation>
        </message>
        <message>
            <source>{card} is not in play.</source>
            <translation>{card} não está em jogo.</translation>
        </message>
        <message>
            <source>This game has no turn timer.</source>
            <translation>Esta partida não tem limite de tempo por vez.</translation>
        </message>
        <message>
            <source>That group is not on the table.</source>
            <translation>Esse grupo não está na mesa.</translation>
        </message>
        <message>
            <source>Your opening is worth {points}: it needs at least {minimum}.</source>
            <translation>A sua abertura vale {points}: precisa de pelo menos {minimum}.</translation>
        </message>
        <message>
            <source>Your opening needs a run or a set of four.</source>
            <translation>A sua abertura precisa de uma sequência ou de uma quadra.</translation>
        </message>
        <message>
            <source>You have not opened yet: lay down your opening first.</source>
            <translation>Você ainda não abriu: baixe primeiro a sua abertura.</translation>
        </message>
        <message>
            <source>You opened this turn: lay-offs and joker exchanges wait until your next turn.</source>
            <translation>Você abriu nesta vez: acrescentar cartas e trocar curingas, só na próxima vez.</translation>
        </message>
        <message>
            <source>Nobody may go out in the first round: keep a card to discard.</source>
            <translation>Ninguém pode bater na primeira volta: guarde uma carta para descartar.</translation>
        </message>
        <message>
            <source>That would leave you no card you may discard.</source>
            <translation>Assim você ficaria sem nenhuma carta que possa descartar.</translation>
        </message>
        <message>
            <source>You have not opened: you may take {card} only to open with it at once — drag it to the staging area and build your opening.</source>
            <translation>Você não abriu: só pode pegar {card} para abrir com ela agora — arraste-a para a área de montagem e monte a sua abertura.</translation>
        </message>
        <message>
            <source>Your opening must use the card you took ({card}).</source>
            <translation>A sua abertura tem de usar a carta que você pegou ({card}).</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile this turn: discard another.</source>
            <translation>Você pegou {card} do lixo nesta vez: descarte outra.</translation>
        </message>
        <message>
            <source>{card} could be laid off on the table, so it may not be discarded.</source>
            <translation>{card} pode ser acrescentada a um jogo da mesa, então não pode ser descartada.</translation>
        </message>
        <message>
            <source>That would leave you only {card}, which could be laid off: it may not be discarded, and laying it off would leave you nothing to discard.</source>
            <translation>Assim você ficaria só com {card}, que pode ser acrescentada a um jogo: ela não pode ser descartada, e acrescentá-la deixaria você sem carta para descartar.</translation>
        </message>
        <message>
            <source>Each new meld needs its own reading: {melds} melds, {readings} readings.</source>
            <translation>Cada jogo novo precisa da sua própria leitura: {melds} jogos, {readings} leituras.</translation>
        </message>
        <message>
            <source>{card} must be melded this turn.</source>
            <translation>É preciso baixar {card} nesta vez.</translation>
        </message>
        <message>
            <source>Meld {cards} before you discard.</source>
            <translation>Baixe {cards} antes de descartar.</translation>
        </message>
        <message>
            <source>{cards} must be melded this turn, and no play here can do that.</source>
            <translation>É preciso baixar {cards} nesta vez, e nenhuma jogada aqui permite isso.</translation>
        </message>
        <message>
            <source>Your last discard may not be a joker.</source>
            <translation>O seu último descarte não pode ser um curinga.</translation>
        </message>
        <message>
            <source>You have already drawn this turn.</source>
            <translation>Você já comprou nesta vez.</translation>
        </message>
        <message>
            <source>Draw first: from the stock, or take the discard.</source>
            <translation>Primeiro compre do monte, ou pegue a carta do lixo.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>O lixo está vazio.</translation>
        </message>
        <message>
            <source>[{group}] has too few cards: a group needs at least {minimum}.</source>
            <translation>[{group}] tem poucas cartas: um grupo precisa de pelo menos {minimum}.</translation>
        </message>
        <message>
            <source>[{group}] is too large: a set may hold at most {maximum} cards.</source>
            <translation>[{group}] tem cartas demais: uma trinca pode ter no máximo {maximum}.</translation>
        </message>
        <message>
            <source>[{group}] is too long: a meld may hold at most {maximum} cards.</source>
            <translation>[{group}] tem cartas demais: um jogo pode ter no máximo {maximum}.</translation>
        </message>
        <message>
            <source>[{group}] is neither a set (one rank) nor a run (one suit, consecutive ranks).</source>
            <translation>[{group}] não é trinca (um só valor) nem sequência (um só naipe, valores seguidos).</translation>
        </message>
        <message>
            <source>[{group}] is not a run: ranks must follow each other in one suit, with no K-A-2.</source>
            <translation>[{group}] não é sequência: os valores têm de ser seguidos, de um só naipe, sem K-A-2.</translation>
        </message>
        <message>
            <source>[{group}] mixes ranks: a set is one rank.</source>
            <translation>[{group}] mistura valores: uma trinca é de um só valor.</translation>
        </message>
        <message>
            <source>[{group}] mixes suits: a run is one suit.</source>
            <translation>[{group}] mistura naipes: uma sequência é de um só naipe.</translation>
        </message>
        <message>
            <source>[{group}] has a gap: a run's ranks follow each other.</source>
            <translation>[{group}] pula um valor: numa sequência os valores são seguidos.</translation>
        </message>
        <message>
            <source>[{group}] repeats a suit: this set needs different suits.</source>
            <translation>[{group}] repete um naipe: esta trinca precisa de naipes diferentes.</translation>
        </message>
        <message>
            <source>[{group}] goes round the corner (K-A-2), which is not allowed.</source>
            <translation>[{group}] dá a volta (K-A-2), o que não é permitido.</translation>
        </message>
        <message>
            <source>[{group}] uses an ace at both ends, which is not allowed.</source>
            <translation>[{group}] tem um ás em cada ponta, o que não é permitido.</translation>
        </message>
        <message>
            <source>[{group}] holds a wild card; this game has none.</source>
            <translation>[{group}] tem um curinga, e este jogo não tem curingas.</translation>
        </message>
        <message>
            <source>[{group}] holds too many wild cards.</source>
            <translation>[{group}] tem curingas demais.</translation>
        </message>
        <message>
            <source>[{group}] needs at least one natural card.</source>
            <translation>[{group}] precisa de pelo menos uma carta natural.</translation>
        </message>
        <message>
            <source>[{group}]: that rank can never be melded.</source>
            <translation>[{group}]: esse valor nunca pode ser baixado.</translation>
        </message>
        <message>
            <source>{cards} is not in your hand.</source>
            <translation>{cards} não está na sua mão.</translation>
        </message>
        <message>
            <source>{cards} appears twice.</source>
            <translation>{cards} aparece duas vezes.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>A rodada acabou.</translation>
        </message>
        <message>
            <source>Nothing to take back: what showed you a new card stays, and so does every move before it.</source>
            <translation>Não há nada para desfazer: o que mostrou a você uma carta nova fica, e também cada jogada anterior.</translation>
        </message>
        <message>
            <source>A meld is read as a set or as a run, not as {reading}.</source>
            <translation>Um jogo é lido como trinca ou como sequência, não como {reading}.</translation>
        </message>
        <message>
            <source>A joker is exchanged for a natural card, not {card}.</source>
            <translation>O curinga se troca por uma carta natural, não por {card}.</translation>
        </message>
        <message>
            <source>[{group}] has no joker to exchange.</source>
            <translation>[{group}] não tem curinga para trocar.</translation>
        </message>
        <message>
            <source>{card} is not the card the joker in [{group}] stands for.</source>
            <translation>{card} não é a carta que o curinga de [{group}] representa.</translation>
        </message>
        <message>
            <source>[{group}] would run past the ace.</source>
            <translation>[{group}] passaria do ás.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <translation>O monte está vazio.</translation>
        </message>
        <message>
            <source>That meld is not on the table.</source>
            <translation>Esse jogo não está na mesa.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Não é a sua vez.</translation>
        </message>
        <message>
            <source>[{group}] is a set, and sets are not melded at this table.</source>
            <translation>[{group}] é uma trinca, e nesta mesa não se baixam trincas.</translation>
        </message>
        <message>
            <source>[{group}] is a run, and runs are not melded at this table.</source>
            <translation>[{group}] é uma sequência, e nesta mesa não se baixam sequências.</translation>
        </message>
        <message>
            <source>[{group}] is too long: a run may hold at most {maximum} cards.</source>
            <translation>[{group}] tem cartas demais: uma sequência pode ter no máximo {maximum}.</translation>
        </message>
        <message>
            <source>A card goes at the low or the high end of a run, not at {end}.</source>
            <translation>Uma carta vai na ponta de baixo ou na de cima de uma sequência, não em {end}.</translation>
        </message>
        <message>
            <source>Draw first.</source>
            <translation>Compre primeiro.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Essa não é uma jogada deste jogo.</translation>
        </message>
        <message>
            <source>That move ({action}) cannot be read: its {field} is wrong.</source>
            <translation>Não dá para ler essa jogada ({action}): o campo {field} está errado.</translation>
        </message>
        <message>
            <source>That move ({action}) is not one of this game's.</source>
            <translation>Essa jogada ({action}) não é deste jogo.</translation>
        </message>
        <message>
            <source>[{group}] can be read more than one way: click the reading you mean in the staging area.</source>
            <translation>[{group}] pode ser lido de mais de um jeito: clique na leitura que você quer, na área de montagem.</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Primeiro arraste cartas para a área de montagem.</translation>
        </message>
        <message>
            <source>Not allowed: {detail}</source>
            <translation>Não permitido: {detail}</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>This deal cannot be played again: {why}</source>
            <extracomment>Why a deal cannot be played again ({why}: what is wrong with its record).</extracomment>
            <translation>Esta rodada não pode ser revista: {why}</translation>
        </message>
        <message>
            <source>only the result of this deal was kept, not its moves</source>
            <extracomment>A deal recorded without its actions (kept by an old version, or re-created).</extracomment>
            <translation>só o resultado desta rodada foi guardado, não as jogadas</translation>
        </message>
        <message>
            <source>its move {action} is refused by the rules now ({why})</source>
            <extracomment>A record whose move at {action} the rules refuse (the file was changed, or the rules).</extracomment>
            <translation>as regras agora recusam a jogada {action} ({why})</translation>
        </message>
        <message>
            <source>{path} is neither a replay record nor a saved game: {why}</source>
            <extracomment>A file that is neither a replay record nor a saved game ({why}: what is wrong).</extracomment>
            <translation>{path} não é nem um replay nem uma partida salva: {why}</translation>
        </message>
        <message>
            <source>{path} cannot be read: {why}</source>
            <extracomment>A file that cannot be read at all ({why}: the system's reason).</extracomment>
            <translation>Não é possível ler {path}: {why}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <extracomment>The seats of a replay record, which names none: "Seat 1", "Seat 2"...</extracomment>
            <translation>Lugar {n}</translation>
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
            <translation>Próxima rodada</translation>
        </message>
        <message>
            <source>Take back my last move</source>
            <translation>Devolver minha última jogada</translation>
        </message>
        <message>
            <source>&amp;Play again</source>
            <translation>Outra &amp;partida</translation>
        </message>
        <message>
            <source>A new match of the same game, with the same rules and bots, and new cards.</source>
            <translation>Uma partida nova do mesmo jogo, com as mesmas regras e os mesmos bots, e cartas novas.</translation>
        </message>
        <message>
            <source>Review this deal…</source>
            <translation>Rever esta rodada…</translation>
        </message>
        <message numerus="yes">
            <source>You were shown %n hint(s) in this deal.</source>
            <translation>
                <numerusform>Você viu %n dica nesta rodada.</numerusform>
                <numerusform>Você viu %n dicas nesta rodada.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) played for you in this deal.</source>
            <translation>
                <numerusform>%n turno jogado no seu lugar nesta rodada.</numerusform>
                <numerusform>%n turnos jogados no seu lugar nesta rodada.</numerusform>
            </translation>
        </message>
        <message>
            <source>Cards dealt from seed {seed}, deal {deal}: a new game with this seed and these rules deals the same cards.</source>
            <translation>Cartas distribuídas com a semente {seed}, rodada {deal}: uma partida nova com esta semente e estas regras distribui as mesmas cartas.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;A draw&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <comment>a tied deal: nobody wins it</comment>
            <translation>&lt;h3&gt;Empate&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>You and your partner win the deal</source>
            <translation>Você e seu parceiro ganham a rodada</translation>
        </message>
        <message>
            <source>Your team wins the deal</source>
            <translation>Sua equipe ganha a rodada</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>Você ganha a rodada</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} wins the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ganha a rodada&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} win the deal&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{w} ganham a rodada&lt;/h3&gt;&lt;p&gt;{how}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Equipe</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Esta rodada</translation>
        </message>
        <message>
            <source>Match over: you win.</source>
            <translation>Fim da partida: você ganhou.</translation>
        </message>
        <message>
            <source>Match over: {w} wins.</source>
            <translation>Fim da partida: {w} ganhou.</translation>
        </message>
        <message>
            <source>Match over: {w} win.</source>
            <translation>Fim da partida: {w} ganharam.</translation>
        </message>
        <message>
            <source>Next deal deals the next hand.</source>
            <translation>Próxima rodada dá as cartas da seguinte.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>An inaccuracy</source>
            <translation>Uma imprecisão</translation>
        </message>
        <message>
            <source>A mistake</source>
            <translation>Um erro</translation>
        </message>
        <message>
            <source>A blunder</source>
            <translation>Um erro grave</translation>
        </message>
        <message>
            <source>You agreed with the hard bot on {agreed} of {decisions} decisions.</source>
            <extracomment>The line that sums a review up.</extracomment>
            <translation>Você concordou com o computador no nível difícil em {agreed} de {decisions} decisões.</translation>
        </message>
        <message>
            <source>What it cost, in the deal's points by the hard bot's reckoning: about {points}.</source>
            <extracomment>What a graded decision cost, in the deal's points (every game says it the same way).</extracomment>
            <translation>O que custou, em pontos da rodada pelas contas do bot difícil: cerca de {points}.</translation>
        </message>
        <message>
            <source>The hard bot would play: {reason}.</source>
            <extracomment>A marked decision, beside its line and in its tooltip: the hard bot's move and why, its grade and what the choice cost.</extracomment>
            <translation>O computador no nível difícil jogaria: {reason}.</translation>
        </message>
        <message>
            <source>{sign} {grade}.</source>
            <translation>{sign} {grade}.</translation>
        </message>
        <message>
            <source>Looking at your decisions… {done} of {count}</source>
            <translation>Examinando suas decisões… {done} de {count}</translation>
        </message>
        <message>
            <source>Yours was about as good, by its search.</source>
            <translation>A sua era quase tão boa, pela busca.</translation>
        </message>
        <message>
            <source>Its search cannot set a value on your move beside its own here.</source>
            <translation>Aqui a busca dele não consegue avaliar a sua jogada ao lado da dele.</translation>
        </message>
        <message>
            <source>The hard bot would have played this too.</source>
            <translation>O bot difícil também teria jogado isto.</translation>
        </message>
        <message>
            <source>?! an inaccuracy, ? a mistake, ?? a blunder: what the decision cost in the deal's points, by the hard bot's reckoning (a tenth, a quarter, half of what a deal's loser scores).</source>
            <extracomment>What the signs of a review mean (shown once the decisions are marked).</extracomment>
            <translation>?! uma imprecisão, ? um erro, ?? um erro grave: o que a decisão custou em pontos da rodada, pelas contas do bot difícil (um décimo, um quarto, a metade do que marca quem perde uma rodada).</translation>
        </message>
        <message>
            <source>{sign} the hard bot would have played otherwise, but its search cannot set a value on your move beside its own there.</source>
            <extracomment>The legend's line for a decision the hard bot's search could not value.</extracomment>
            <translation>{sign} o bot difícil teria jogado outra coisa, mas ali a busca dele não consegue avaliar a sua jogada ao lado da dele.</translation>
        </message>
        <message>
            <source>The hard bot's move, laid out in place of yours (B or a move key goes back).</source>
            <extracomment>The table while it shows the hard bot's move in place of the person's.</extracomment>
            <translation>A jogada do bot difícil, no lugar da sua (B ou uma tecla de movimento volta).</translation>
        </message>
    </context>
    <context>
        <name>RulesHelp</name>
        <message>
            <source>The rules cannot be shown: the file {path} is missing or cannot be read.</source>
            <translation>Não é possível mostrar as regras: o arquivo {path} não existe ou não pode ser lido.</translation>
        </message>
        <message>
            <source>This page cannot be shown: the file {path} is missing or cannot be read.</source>
            <translation>Esta página não pode ser mostrada: o arquivo {path} está faltando ou não pode ser lido.</translation>
        </message>
    </context>
    <context>
        <name>SavedGame</name>
        <message>
            <source>it holds an illegal move ({error})</source>
            <translation>contém uma jogada inválida ({error})</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>tem níveis aninhados demais</translation>
        </message>
        <message>
            <source>it does not hold a game this version can resume ({error})</source>
            <translation>não contém uma partida que esta versão possa retomar ({error})</translation>
        </message>
        <message>
            <source>it is not a JSON object</source>
            <translation>não é um objeto JSON</translation>
        </message>
        <message>
            <source>it is not a game of {game}</source>
            <translation>não é uma partida de {game}</translation>
        </message>
        <message>
            <source>its match cannot be rebuilt ({error})</source>
            <translation>não é possível reconstruir a partida ({error})</translation>
        </message>
        <message>
            <source>it lists {seats} seats for a game of {players} players</source>
            <translation>lista {seats} lugares para um jogo de {players} jogadores</translation>
        </message>
        <message>
            <source>it has a seat {seat} that is not [name, level]</source>
            <translation>tem um lugar {seat} que não é [nome, nível]</translation>
        </message>
        <message>
            <source>it does not hold a game this version can resume</source>
            <translation>não contém uma partida que esta versão possa retomar</translation>
        </message>
        <message>
            <source>a JSON object</source>
            <extracomment>What a field of the record must be (after "its field … must be").</extracomment>
            <translation>um objeto JSON</translation>
        </message>
        <message>
            <source>a list ([…])</source>
            <translation>uma lista ([…])</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>a whole number or null</source>
            <translation>um número inteiro ou null</translation>
        </message>
        <message>
            <source>a whole number from 1</source>
            <translation>um número inteiro a partir de 1</translation>
        </message>
        <message>
            <source>its field {field} must be {what}, not {value}</source>
            <translation>o seu campo {field} tem de ser {what}, não {value}</translation>
        </message>
        <message>
            <source>one of {games}</source>
            <translation>um destes: {games}</translation>
        </message>
        <message>
            <source>its field {field}: {problem}</source>
            <translation>o seu campo {field}: {problem}</translation>
        </message>
        <message>
            <source>it gives seat {seat} no valid name: a name is text of 1 to {most} characters with no control characters, not {value}</source>
            <translation>não dá um nome válido ao lugar {seat}: um nome é um texto de 1 a {most} caracteres sem caracteres de controle, não {value}</translation>
        </message>
        <message>
            <source>it gives seat {seat} an unknown bot level {level}: a level is {levels}, or null for the person</source>
            <translation>dá ao lugar {seat} um nível de bot desconhecido, {level}: um nível é {levels}, ou null para a pessoa</translation>
        </message>
        <message>
            <source>it has no seat for the person: seat 0 to seat {last} are bots</source>
            <translation>não tem lugar para a pessoa: do lugar 0 ao lugar {last}, todos são bots</translation>
        </message>
        <message>
            <source>it makes seat {first} and seat {second} the person, who sits in one seat</source>
            <translation>põe a pessoa no lugar {first} e no lugar {second}, mas ela ocupa um só lugar</translation>
        </message>
        <message>
            <source>its action {action} cannot be read: {error}</source>
            <translation>a sua ação {action} não pode ser lida: {error}</translation>
        </message>
        <message>
            <source>its deal {deal}'s action {action} cannot be read: {error}</source>
            <translation>a ação {action} da sua rodada {deal} não pode ser lida: {error}</translation>
        </message>
        <message>
            <source>it holds an illegal move at action {action} ({error})</source>
            <translation>contém uma jogada inválida na ação {action} ({error})</translation>
        </message>
        <message>
            <source>it holds an illegal move in deal {deal}, action {action} ({error})</source>
            <translation>contém uma jogada inválida na rodada {deal}, ação {action} ({error})</translation>
        </message>
        <message>
            <source>it keeps the finished deals' actions in no list</source>
            <translation>não guarda numa lista as ações das rodadas terminadas</translation>
        </message>
        <message>
            <source>it keeps the actions of {deals} deals for {results} results</source>
            <translation>guarda as ações de {deals} rodadas para {results} resultados</translation>
        </message>
        <message>
            <source>it keeps deal {deal}'s actions in no list</source>
            <translation>não guarda numa lista as ações da rodada {deal}</translation>
        </message>
        <message>
            <source>it gives deal {deal} a result its actions do not end in</source>
            <translation>dá à rodada {deal} um resultado que não corresponde ao fim das suas ações</translation>
        </message>
        <message>
            <source>The game in progress cannot be saved in {place}: {reason}</source>
            <extracomment>Why the game in progress cannot be saved (`{place}`: its folder or file).</extracomment>
            <translation>Não é possível salvar a partida em andamento em {place}: {reason}</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>não pôde ser lido ({error})</translation>
        </message>
        <message>
            <source>it is not valid JSON (it is truncated or garbled)</source>
            <translation>não é um JSON válido (está cortado ou corrompido)</translation>
        </message>
        <message>
            <source>it is nested too deeply to be a saved game</source>
            <translation>tem níveis aninhados demais para ser um jogo salvo</translation>
        </message>
        <message>
            <source>it does not hold a saved game (not a JSON object)</source>
            <translation>não contém um jogo salvo (não é um objeto JSON)</translation>
        </message>
        <message>
            <source>a whole number of 1 or more</source>
            <translation>um número inteiro de 1 ou mais</translation>
        </message>
        <message>
            <source>it was written by a newer version of Tapete (format {format}; this version reads up to {newest})</source>
            <translation>foi gravado por uma versão mais nova do Tapete (formato {format}; esta versão lê até o {newest})</translation>
        </message>
        <message>
            <source>The finished game cannot be removed from {place}: {reason}</source>
            <translation>Não é possível remover a partida terminada de {place}: {reason}</translation>
        </message>
        <message>
            <source>The saved game {place} could not be resumed, and it could not be moved aside ({error}): {why}.</source>
            <translation>Não foi possível retomar o jogo salvo {place}, nem tirá-lo do caminho ({error}): {why}.</translation>
        </message>
        <message>
            <source>The saved game could not be resumed, so it was moved to {place}: {why}.</source>
            <translation>Não foi possível retomar o jogo salvo, por isso ele foi movido para {place}: {why}.</translation>
        </message>
        <message>
            <source>it could not be resumed ({error})</source>
            <translation>não pôde ser retomado ({error})</translation>
        </message>
    </context>
    <context>
        <name>Scala40Controller</name>
        <message>
            <source>Staging area — opening {v} / {n}</source>
            <translation>Área de montagem — abertura {v} / {n}</translation>
        </message>
        <message>
            <source>too many jokers</source>
            <translation>curingas demais</translation>
        </message>
        <message>
            <source>suit repeated</source>
            <translation>naipe repetido</translation>
        </message>
        <message>
            <source>{name} drew from the stock.</source>
            <translation>{name} comprou do monte.</translation>
        </message>
        <message>
            <source>You drew from the stock.</source>
            <translation>Você comprou do monte.</translation>
        </message>
        <message>
            <source>You took {card} and opened.</source>
            <translation>Você pegou {card} e abriu.</translation>
        </message>
        <message>
            <source>{name} took {card} and opened.</source>
            <translation>{name} pegou {card} e abriu.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile.</source>
            <translation>Você pegou {card} do lixo.</translation>
        </message>
        <message>
            <source>{name} took {card} from the discard pile.</source>
            <translation>{name} pegou {card} do lixo.</translation>
        </message>
        <message>
            <source>You opened with {cards}.</source>
            <translation>Você abriu com {cards}.</translation>
        </message>
        <message>
            <source>{name} opened with {cards}.</source>
            <translation>{name} abriu com {cards}.</translation>
        </message>
        <message>
            <source>You laid down {cards}.</source>
            <translation>Você baixou {cards}.</translation>
        </message>
        <message>
            <source>{name} laid down {cards}.</source>
            <translation>{name} baixou {cards}.</translation>
        </message>
        <message>
            <source>You laid off {card} on {meld}.</source>
            <translation>Você acrescentou {card} a {meld}.</translation>
        </message>
        <message>
            <source>{name} laid off {card} on {meld}.</source>
            <translation>{name} acrescentou {card} a {meld}.</translation>
        </message>
        <message>
            <source>You exchanged {card} for the joker in {meld}.</source>
            <translation>Você trocou {card} pelo curinga de {meld}.</translation>
        </message>
        <message>
            <source>{name} exchanged {card} for the joker in {meld}.</source>
            <translation>{name} trocou {card} pelo curinga de {meld}.</translation>
        </message>
        <message>
            <source>You drew {card}.</source>
            <extracomment>The person's own draw: they know the card.</extracomment>
            <translation>Você comprou {card}.</translation>
        </message>
        <message>
            <source>your {cards}</source>
            <extracomment>A meld of the table, the person's: "your 6♠ 7♠ 8♠".</extracomment>
            <translation>seu {cards}</translation>
        </message>
        <message>
            <source>{owner}'s {cards}</source>
            <extracomment>A meld of the table, another seat's: "Ana's 6♠ 7♠ 8♠".</extracomment>
            <translation>{cards} de {owner}</translation>
        </message>
        <message>
            <source>their own {cards}</source>
            <extracomment>A meld of the table, laid by the seat that plays on it now: "their own K♥ K♦ JK".</extracomment>
            <translation>seu próprio {cards}</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Você descartou {card}.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} descartou {card}.</translation>
        </message>
        <message>
            <source>Lay down your opening with the staged discard, or Take back.</source>
            <translation>Baixe a sua abertura com a carta do lixo montada, ou clique em Devolver.</translation>
        </message>
        <message>
            <source>{card} is staged: build your opening with it (at least {n}), then Lay down — or Take back.</source>
            <translation>{card} está na área de montagem: monte a sua abertura com ela (pelo menos {n}) e clique em Baixar — ou em Devolver.</translation>
        </message>
        <message>
            <source>The deal is void: the stock and the discard pile ran out.</source>
            <translation>Rodada anulada: o monte e o lixo acabaram.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <extracomment>The deal's end, as the status line says it.</extracomment>
            <translation>Você bateu.</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <extracomment>The deal's end, as the status line says it.</extracomment>
            <translation>{name} bateu.</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {paid} paid · opened</source>
            <translation>{name} ({level}) — {cards} · pagou {paid} · abriu</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · {paid} paid</source>
            <translation>{name} ({level}) — {cards} · pagou {paid}</translation>
        </message>
        <message>
            <source>Your turn: draw — drag the stock or the discard's top card to your hand (or double-click it).</source>
            <translation>Sua vez: compre — arraste o monte ou a carta de cima do lixo para a mão (ou clique duas vezes).</translation>
        </message>
        <message>
            <source>Next deal, in the match table, goes on.</source>
            <translation>Clique em “Próxima rodada”, na tabela da partida, para continuar.</translation>
        </message>
        <message>
            <source>Your turn: draw from the stock (drag it to your hand or double-click it). You may take the discard only to open with it: drag it to the staging area.</source>
            <translation>Sua vez: compre do monte (arraste-o para a mão ou clique duas vezes). A carta do lixo, só para abrir com ela: arraste-a para a área de montagem.</translation>
        </message>
        <message>
            <source>Meld in the staging area, lay off on any meld, exchange a joker, then discard: drag a card onto the discard pile.</source>
            <translation>Baixe na área de montagem, acrescente a qualquer jogo, troque um curinga e depois descarte: arraste uma carta para o lixo.</translation>
        </message>
        <message>
            <source>Open with melds worth {n} or more (build them in the staging area), or discard: drag a card onto the discard pile.</source>
            <translation>Abra com jogos que valham {n} ou mais (monte-os na área de montagem), ou descarte: arraste uma carta para o lixo.</translation>
        </message>
        <message>
            <source>{name} — out ({paid} paid)</source>
            <translation>{name} — fora (pagou {paid})</translation>
        </message>
        <message>
            <source>{name} ({level}) — {cards} · pays {points}</source>
            <translation>{name} ({level}) — {cards} · paga {points}</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Lixo</translation>
        </message>
        <message>
            <source>JK = {cards}</source>
            <translation>JK = {cards}</translation>
        </message>
        <message>
            <source>{name} — {cards} · pays {points}</source>
            <translation>{name} — {cards} · paga {points}</translation>
        </message>
        <message>
            <source>{name} — {cards} · {paid} paid · opened</source>
            <translation>{name} — {cards} · pagou {paid} · abriu</translation>
        </message>
        <message>
            <source>{name} — {cards} · {paid} paid</source>
            <translation>{name} — {cards} · pagou {paid}</translation>
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
            <translation>Curingas no baralho</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Cartas por jogador</translation>
        </message>
        <message>
            <source>Opening worth at least</source>
            <translation>Abertura de pelo menos</translation>
        </message>
        <message>
            <source>The opening needs a set of four or a run</source>
            <translation>A abertura exige uma quadra ou uma sequência</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>sem limite</translation>
        </message>
        <message>
            <source>The pack is two decks of 52 cards with jokers: 2, as the rules say, or 4, as in the Italian pack.</source>
            <translation>O baralho são dois baralhos de 52 cartas com curingas: 2, como dizem as regras, ou 4, como no baralho italiano.</translation>
        </message>
        <message>
            <source>The cards each player is dealt.</source>
            <translation>As cartas que cada jogador recebe.</translation>
        </message>
        <message>
            <source>A player's first melds (his opening), laid in one turn, must be worth at least this many points.</source>
            <translation>Os primeiros jogos de um jogador (a sua abertura), baixados numa vez, têm de valer pelo menos estes pontos.</translation>
        </message>
        <message>
            <source>With this on, the opening must hold a set of four or a run: sets of three alone do not open.</source>
            <translation>Ligado, a abertura tem de ter uma quadra ou uma sequência: só com trincas não se abre.</translation>
        </message>
        <message>
            <source>Jokers per meld</source>
            <translation>Curingas por jogo</translation>
        </message>
        <message>
            <source>How many jokers one meld may hold.</source>
            <translation>Quantos curingas um jogo pode ter.</translation>
        </message>
        <message>
            <source>Lay off and swap jokers in the turn you open</source>
            <translation>Acrescentar e trocar curingas na vez em que abre</translation>
        </message>
        <message>
            <source>With this on, a player who opens may lay off cards and swap jokers in that same turn; otherwise only from his next turn on.</source>
            <translation>Ligado, quem abre pode acrescentar cartas e trocar curingas na mesma vez; senão, só a partir da vez seguinte.</translation>
        </message>
        <message>
            <source>Closing in hand needs the opening minimum</source>
            <translation>Bater de mão exige o mínimo da abertura</translation>
        </message>
        <message>
            <source>Closing in hand is going out in the turn one opens, all cards at once: with this on, those melds must reach the opening minimum too.</source>
            <translation>Bater de mão é bater na vez em que se abre, com todas as cartas de uma vez: ligado, esses jogos também têm de chegar ao mínimo da abertura.</translation>
        </message>
        <message>
            <source>Closing in hand multiplies payments by</source>
            <translation>Bater de mão multiplica o pagamento por</translation>
        </message>
        <message>
            <source>When a player closes in hand, everyone else pays this many times the points left in his hand.</source>
            <translation>Quando um jogador bate de mão, cada um dos outros paga este número de vezes os pontos que lhe sobram na mão.</translation>
        </message>
        <message>
            <source>The card taken from the discard pile may not be discarded</source>
            <translation>A carta pega do lixo não pode ser descartada</translation>
        </message>
        <message>
            <source>With this on, the card taken from the discard pile cannot be discarded in the same turn.</source>
            <translation>Ligado, a carta pega do lixo não pode ser descartada na mesma vez.</translation>
        </message>
        <message>
            <source>A card that could be laid off may not be discarded</source>
            <translation>Carta que pode ser acrescentada não pode ser descartada</translation>
        </message>
        <message>
            <source>With this on, a card that could be laid off on a meld on the table may not be discarded (an Italian house rule).</source>
            <translation>Ligado, não se pode descartar uma carta que poderia ser acrescentada a um jogo da mesa (uma variante italiana).</translation>
        </message>
        <message>
            <source>The card taken from the discard pile must be melded that turn</source>
            <translation>A carta pega do lixo tem de ser baixada na mesma vez</translation>
        </message>
        <message>
            <source>With this on, a player who has opened and takes the discard pile's card must meld it in that turn (some Italian rules).</source>
            <translation>Ligado, um jogador que já abriu e pega a carta do lixo tem de baixá-la nessa vez (algumas regras italianas).</translation>
        </message>
        <message>
            <source>A joker won by exchange must be melded the same turn</source>
            <translation>O curinga ganho na troca tem de ser baixado na mesma vez</translation>
        </message>
        <message>
            <source>With this on, a joker won from the table by exchange must go into a meld in the same turn; otherwise it may be kept.</source>
            <translation>Ligado, um curinga ganho da mesa numa troca tem de ir para um jogo na mesma vez; senão, pode ser guardado.</translation>
        </message>
        <message>
            <source>A joker may not be the last discard</source>
            <translation>O curinga não pode ser o último descarte</translation>
        </message>
        <message>
            <source>With this on, nobody may go out by discarding a joker.</source>
            <translation>Ligado, ninguém pode bater descartando um curinga.</translation>
        </message>
        <message>
            <source>Nobody may go out in the first round</source>
            <translation>Ninguém pode bater na primeira volta</translation>
        </message>
        <message>
            <source>With this on, nobody may go out in the first round of a deal, one turn each (closing in hand included).</source>
            <translation>Ligado, ninguém pode bater na primeira volta de uma rodada, uma vez para cada um (bater de mão também).</translation>
        </message>
        <message>
            <source>A joker left in hand costs</source>
            <translation>Curinga na mão custa</translation>
        </message>
        <message>
            <source>When someone goes out, the others pay the points of the cards left in their hands: this much for a joker.</source>
            <translation>Quando alguém bate, os outros pagam os pontos das cartas que lhes sobram na mão: isto por um curinga.</translation>
        </message>
        <message>
            <source>An ace left in hand costs</source>
            <translation>Ás na mão custa</translation>
        </message>
        <message>
            <source>What an ace left in hand pays.</source>
            <translation>Quanto paga um ás que sobra na mão.</translation>
        </message>
        <message>
            <source>An ace left alone in hand costs</source>
            <translation>Ás sozinho na mão custa</translation>
        </message>
        <message>
            <source>What an ace pays when it is the only card left in hand.</source>
            <translation>Quanto paga um ás quando é a única carta que sobra na mão.</translation>
        </message>
        <message>
            <source>Out of the match above</source>
            <translation>Sai da partida acima de</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) paid</source>
            <translation>
                <numerusform>%n ponto pago</numerusform>
                <numerusform>%n pontos pagos</numerusform>
            </translation>
        </message>
        <message>
            <source>A player whose total paid goes above this is out of the match; the last one left wins it.</source>
            <translation>Um jogador cujo total pago passa deste número sai da partida; vence o último que sobrar.</translation>
        </message>
        <message>
            <source>Draw by dragging the stock, or the discard pile's top card, to your hand (or double-click it).</source>
            <translation>Compre arrastando o monte, ou a carta de cima do lixo, para a sua mão (ou com duplo clique).</translation>
        </message>
        <message>
            <source>Build melds in the staging area above your hand: each says whether it is valid and what it is worth; Lay down plays them, Take back returns them.</source>
            <translation>Monte jogos na área de montagem acima da mão: cada um diz se é válido e quanto vale; Baixar os joga, Devolver os devolve.</translation>
        </message>
        <message>
            <source>Drop a card on a meld on the table to lay it off; drop the natural card on a joker to take the joker.</source>
            <translation>Solte uma carta num jogo da mesa para acrescentá-la; solte a carta natural sobre um curinga para trocá-lo.</translation>
        </message>
        <message>
            <source>Drop a card on the discard pile to discard it and end your turn.</source>
            <translation>Solte uma carta no lixo para descartá-la e terminar a sua vez.</translation>
        </message>
        <message>
            <source>Italian rummy: open with 40 points of melds, lay off, close; a player who has paid over 100 is out.</source>
            <translation>Rummy italiano: abra com 40 pontos de jogos, acrescente, bata; quem pagou mais de 100 sai da partida.</translation>
        </message>
        <message>
            <source>Italian house rules</source>
            <translation>Variantes italianas</translation>
        </message>
        <message>
            <source>As many Italian tables play: four jokers in the pack, no discarding a card that could be laid off, and the discard pile's card melded the turn it is taken.</source>
            <translation>Como se joga em muitas mesas italianas: quatro curingas no baralho, não se descarta uma carta que poderia ser acrescentada, e a carta do lixo é baixada na vez em que é pega.</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <source>You went out.</source>
            <translation>Você bateu.</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} bateu.</translation>
        </message>
        <message>
            <source>The stock ran out: the fewest hand points win.</source>
            <translation>O monte acabou: ganha quem tem menos pontos na mão.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Winner: {w}&lt;/h3&gt;&lt;p&gt;{r}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Vencedor: {w}&lt;/h3&gt;&lt;p&gt;{r}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jogador</translation>
        </message>
        <message>
            <source>Hand points</source>
            <translation>Pontos na mão</translation>
        </message>
        <message>
            <source>Deal score</source>
            <translation>Pontos da rodada</translation>
        </message>
        <message>
            <source>Match total</source>
            <translation>Total da partida</translation>
        </message>
        <message>
            <source>Deal score = the worst hand's points − your hand's points.</source>
            <translation>Pontos da rodada = pontos da pior mão − pontos da sua mão.</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>Fim da rodada</translation>
        </message>
    </context>
    <context>
        <name>ScoreTableDialog</name>
        <message>
            <source>{w} closed.</source>
            <translation>{w} bateu.</translation>
        </message>
        <message>
            <source>You closed.</source>
            <translation>Você bateu.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody closed.</source>
            <translation>O monte acabou: ninguém bateu.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>The match goes to {t} points.</source>
            <translation>A partida vai até {t} pontos.</translation>
        </message>
        <message>
            <source>One deal decides the match.</source>
            <translation>Uma rodada decide a partida.</translation>
        </message>
        <message>
            <source>Score table</source>
            <translation>Tabela de pontos</translation>
        </message>
        <message>
            <source>{w} went out.</source>
            <translation>{w} bateu.</translation>
        </message>
        <message>
            <source>You went out.</source>
            <translation>Você bateu.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody went out.</source>
            <translation>O monte acabou: ninguém bateu.</translation>
        </message>
        <message>
            <source>Total after deal {n}</source>
            <translation>Total após a rodada {n}</translation>
        </message>
        <message>
            <source>Deal {n} of {deals}.</source>
            <translation>Rodada {n} de {deals}.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>there is no scoreboard file at {place}</source>
            <translation>não há arquivo de placar em {place}</translation>
        </message>
        <message>
            <source>it is not a whole Tapete scoreboard (it lacks the table {table})</source>
            <translation>não é um placar completo do Tapete (falta a tabela {table})</translation>
        </message>
        <message>
            <source>it is not a whole Tapete scoreboard (it lacks the column {column})</source>
            <translation>não é um placar completo do Tapete (falta a coluna {column})</translation>
        </message>
        <message>
            <source>{why}, and it could not be moved aside ({reason})</source>
            <translation>{why}, e não foi possível tirá-lo do caminho ({reason})</translation>
        </message>
        <message>
            <source>The scoreboard file could not be used, so it was moved to {place} and a new scoreboard was started: {why}.</source>
            <translation>Não foi possível usar o arquivo de placar, por isso ele foi movido para {place} e um placar novo foi começado: {why}.</translation>
        </message>
        <message>
            <source>a new one could not be started ({reason})</source>
            <translation>não foi possível começar um novo ({reason})</translation>
        </message>
        <message>
            <source>The scoreboard {place} is open to be read only.</source>
            <translation>O placar {place} está aberto só para leitura.</translation>
        </message>
        <message>
            <source>The scoreboard file {place} cannot be read, and it was left as it is: {why}.</source>
            <translation>Não é possível ler o arquivo de placar {place}, e ele foi deixado como está: {why}.</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be written: {reason}. Finished deals are kept and will be written when it works again.</source>
            <translation>Não é possível gravar no placar {place}: {reason}. As rodadas terminadas ficam guardadas e serão gravadas quando ele voltar a funcionar.</translation>
        </message>
        <message>
            <source>it must be upgraded for this version, and its copy as it was cannot be kept ({reason})</source>
            <translation>precisa ser atualizado para esta versão, e não é possível guardar uma cópia de como ele era ({reason})</translation>
        </message>
        <message>
            <source>it is not a database (it is garbled or truncated)</source>
            <translation>não é um banco de dados (está corrompido ou cortado)</translation>
        </message>
        <message>
            <source>it is damaged ({detail})</source>
            <translation>está danificado ({detail})</translation>
        </message>
        <message>
            <source>it is a database but not a Tapete scoreboard</source>
            <translation>é um banco de dados, mas não um placar do Tapete</translation>
        </message>
        <message>
            <source>it was written by a newer version of Tapete (schema {version}; this version reads up to {newest})</source>
            <translation>foi gravado por uma versão mais nova do Tapete (esquema {version}; esta versão lê até o {newest})</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>não pôde ser lido ({error})</translation>
        </message>
        <message>
            <source>The scoreboard {place} cannot be read: {reason}.</source>
            <translation>Não é possível ler o placar {place}: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>You</source>
            <extracomment>Names of the seats when nobody gave any: "You" at the person's seat, the others in the direction of play from there. "You" is a word, not a name: it is kept in English (in saved games and on the scoreboard) and the interface shows it translated in the context "Seats"; the others are names, the same in every language.</extracomment>
            <translation>Você</translation>
        </message>
    </context>
    <context>
        <name>Seed</name>
        <message>
            <source>a seed is a whole number or a word, not {kind}</source>
            <translation>uma semente é um número inteiro ou uma palavra, não {kind}</translation>
        </message>
        <message>
            <source>the seed is empty</source>
            <translation>a semente está vazia</translation>
        </message>
        <message>
            <source>seed {seed}: a seed is a whole number written with 0-9, or a word of plain letters and digits</source>
            <translation>semente {seed}: uma semente é um número inteiro escrito com 0-9, ou uma palavra só de letras simples e dígitos</translation>
        </message>
        <message>
            <source>seed {seed} is longer than {most} characters</source>
            <translation>a semente {seed} tem mais de {most} caracteres</translation>
        </message>
        <message>
            <source>a whole number, or text of at most {most} characters with no control characters</source>
            <extracomment>What a seed read from a file must be (after "its seed must be").</extracomment>
            <translation>um número inteiro, ou um texto de no máximo {most} caracteres sem caracteres de controle</translation>
        </message>
    </context>
    <context>
        <name>StagingController</name>
        <message>
            <source>Your staged melds are the best move: press Lay down to play them.</source>
            <extracomment>Hint (H) when the melds staged are the move it would propose.</extracomment>
            <translation>Seus jogos montados são a melhor jogada: aperte Baixar para jogá-los.</translation>
        </message>
        <message>
            <source>Staging area: drag cards here to build a new meld</source>
            <translation>Área de montagem: arraste cartas aqui para um jogo novo</translation>
        </message>
        <message>
            <source>Drag cards into the staging area first.</source>
            <translation>Primeiro arraste cartas para a área de montagem.</translation>
        </message>
        <message>
            <source>The staged cards are back in your hand.</source>
            <translation>As cartas montadas voltaram para a sua mão.</translation>
        </message>
        <message>
            <source>[{cards}] is read as {reading}.</source>
            <translation>[{cards}] é lido como {reading}.</translation>
        </message>
        <message>
            <source>too few cards</source>
            <translation>poucas cartas</translation>
        </message>
        <message>
            <source>not a set or run</source>
            <translation>nem trinca nem sequência</translation>
        </message>
        <message>
            <source>mixed ranks</source>
            <translation>valores misturados</translation>
        </message>
        <message>
            <source>mixed suits</source>
            <translation>naipes misturados</translation>
        </message>
        <message>
            <source>gap in the run</source>
            <translation>falta carta na sequência</translation>
        </message>
        <message>
            <source>set too large</source>
            <translation>trinca grande demais</translation>
        </message>
        <message>
            <source>too long</source>
            <translation>cartas demais</translation>
        </message>
        <message>
            <source>no K-A-2</source>
            <translation>K-A-2 não vale</translation>
        </message>
        <message>
            <source>not valid</source>
            <translation>não vale</translation>
        </message>
        <message>
            <source>run</source>
            <comment>a meld: cards of one suit in sequence</comment>
            <translation>sequência</translation>
        </message>
        <message>
            <source>set</source>
            <comment>a meld: cards of one rank</comment>
            <translation>trinca</translation>
        </message>
        <message>
            <source>set of {rank} · {points}</source>
            <translation>trinca de {rank} · {points}</translation>
        </message>
        <message>
            <source>run {low}–{high} · {points}</source>
            <translation>sequência {low}–{high} · {points}</translation>
        </message>
        <message>
            <source>Lay down the staged melds, or Take back.</source>
            <translation>Baixe os jogos montados, ou clique em Devolver.</translation>
        </message>
        <message>
            <source>Staged melds not yet playable — {why}</source>
            <translation>Jogos montados ainda não valem — {why}</translation>
        </message>
        <message>
            <source>set or run? pick one</source>
            <translation>trinca ou sequência? escolha uma</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Estatísticas</translation>
        </message>
        <message>
            <source>Games against the bots</source>
            <translation>Partidas contra os bots</translation>
        </message>
        <message>
            <source>Practice games</source>
            <translation>Partidas de treino</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <comment>which matches the statistics are of</comment>
            <translation>&amp;Mostrar:</translation>
        </message>
        <message>
            <source>Practice games: kept apart, they never count in your record.</source>
            <translation>Partidas de treino: ficam à parte e nunca contam no seu histórico.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jogo</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jogadas</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Ganhas</translation>
        </message>
        <message>
            <source>Win share</source>
            <translation>% de vitórias</translation>
        </message>
        <message>
            <source>Best</source>
            <comment>a column: the best match total</comment>
            <translation>Melhor</translation>
        </message>
        <message>
            <source>Average</source>
            <comment>a column: the average match total</comment>
            <translation>Média</translation>
        </message>
        <message>
            <source>Streak</source>
            <comment>a column: matches won in a row, up to now</comment>
            <translation>Série</translation>
        </message>
        <message>
            <source>Longest</source>
            <comment>a column: the longest streak of matches won</comment>
            <translation>Maior série</translation>
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
            <translation>Totais</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Semente</translation>
        </message>
        <message>
            <source>Open match</source>
            <translation>Abrir partida</translation>
        </message>
        <message>
            <source>Copy seed</source>
            <translation>Copiar semente</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Jogar esta rodada de novo</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Zerar estatísticas…</translation>
        </message>
        <message numerus="yes">
            <source>{result}, %n hint(s)</source>
            <comment>a match's result, the hints shown</comment>
            <translation>
                <numerusform>{result}, %n dica</numerusform>
                <numerusform>{result}, %n dicas</numerusform>
            </translation>
        </message>
        <message>
            <source>level {level}, {solved} solved of {played}</source>
            <translation>nível {level}, {solved} resolvidos de {played}</translation>
        </message>
        <message>
            <source>{game} puzzles: {levels}</source>
            <translation>Problemas de {game}: {levels}</translation>
        </message>
        <message>
            <source>{game}, the match begun {started}, abandoned: totals deal by deal</source>
            <extracomment>{started}: when the match was begun (a short date and time)</extracomment>
            <translation>{game}, a partida começada em {started}, abandonada: totais rodada a rodada</translation>
        </message>
        <message>
            <source>abandoned</source>
            <comment>a match's result: given up for another game</comment>
            <translation>abandonada</translation>
        </message>
        <message>
            <source>in progress</source>
            <comment>a match's result</comment>
            <translation>em andamento</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>a match's result: you lost</comment>
            <translation>perdida</translation>
        </message>
        <message>
            <source>shared win</source>
            <comment>a match's result</comment>
            <translation>vitória dividida</translation>
        </message>
        <message>
            <source>won</source>
            <comment>a match's result: you won</comment>
            <translation>ganha</translation>
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
            <translation>Rodada</translation>
        </message>
        <message>
            <source>you and your partner lost</source>
            <translation>você e seu parceiro perderam</translation>
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
            <translation>Partidas anteriores (clique duas vezes numa para ver as rodadas; clique duas vezes numa rodada para revê-la passo a passo)</translation>
        </message>
        <message>
            <source>no games yet</source>
            <comment>a game never played to its end</comment>
            <translation>nenhuma partida ainda</translation>
        </message>
        <message>
            <source>Totals deal by deal</source>
            <translation>Totais rodada a rodada</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Rodada</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>No match recorded yet</source>
            <translation>Nenhuma partida registrada ainda</translation>
        </message>
        <message>
            <source>{game}, the match of {ended}: totals deal by deal</source>
            <translation>{game}, a partida de {ended}: totais rodada a rodada</translation>
        </message>
        <message>
            <source>{game}, the match in progress: totals deal by deal</source>
            <translation>{game}, a partida em andamento: totais rodada a rodada</translation>
        </message>
        <message>
            <source>No deal finished yet</source>
            <translation>Nenhuma rodada terminada ainda</translation>
        </message>
        <message>
            <source>{game}: your total in each finished match</source>
            <translation>{game}: seu total em cada partida terminada</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Partida</translation>
        </message>
        <message>
            <source>No finished match yet</source>
            <translation>Nenhuma partida terminada ainda</translation>
        </message>
        <message>
            <source>you and your partner shared the win</source>
            <translation>você e seu parceiro dividiram a vitória</translation>
        </message>
        <message>
            <source>you and your partner won</source>
            <translation>você e seu parceiro ganharam</translation>
        </message>
        <message>
            <source>Match of {d}</source>
            <translation>Partida de {d}</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>the row of the match's totals</comment>
            <translation>Total</translation>
        </message>
        <message>
            <source>Step through this deal</source>
            <translation>Rever esta rodada passo a passo</translation>
        </message>
        <message>
            <source>Seed: {s}</source>
            <translation>Semente: {s}</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>{game}, deal {n} of the match — {sides}</source>
            <translation>{game}, rodada {n} da partida — {sides}</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Zerar estatísticas</translation>
        </message>
        <message>
            <source>Delete every recorded match and deal? This cannot be undone.</source>
            <translation>Apagar todas as partidas e rodadas registradas? Isso não pode ser desfeito.</translation>
        </message>
    </context>
    <context>
        <name>StorageReason</name>
        <message>
            <source>it is a file, not a folder</source>
            <translation>é um arquivo, não uma pasta</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>o disco está cheio</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <translation>a cota de disco acabou</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>o disco é só de leitura</translation>
        </message>
        <message>
            <source>permission is denied (read-only)</source>
            <translation>permissão negada (só leitura)</translation>
        </message>
        <message>
            <source>a file stands where a folder should be</source>
            <translation>há um arquivo onde deveria haver uma pasta</translation>
        </message>
        <message>
            <source>a folder stands where the file should be</source>
            <translation>há uma pasta onde deveria estar o arquivo</translation>
        </message>
        <message>
            <source>the disk reported an input/output error</source>
            <translation>o disco informou um erro de entrada/saída</translation>
        </message>
        <message>
            <source>the path is too long</source>
            <translation>o caminho é longo demais</translation>
        </message>
        <message>
            <source>its folder does not exist</source>
            <translation>a pasta dele não existe</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>é só de leitura</translation>
        </message>
        <message>
            <source>another program has kept it locked for more than {seconds} seconds</source>
            <translation>outro programa o mantém bloqueado há mais de {seconds} segundos</translation>
        </message>
        <message>
            <source>it cannot be opened (its folder is missing, read-only or a file)</source>
            <translation>não pode ser aberto (a pasta dele não existe, é só de leitura ou é um arquivo)</translation>
        </message>
        <message>
            <source>it is damaged</source>
            <translation>está danificado</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>não pode ser aberto</translation>
        </message>
    </context>
    <context>
        <name>TableZones</name>
        <message>
            <source>Stock {n}</source>
            <translation>Monte {n}</translation>
        </message>
    </context>
    <context>
        <name>TapeteCommand</name>
        <message>
            <source>{text} is not a whole number of 0 or more</source>
            <translation>{text} não é um número inteiro de 0 ou mais</translation>
        </message>
        <message>
            <source>{text} is not a size like 1280x800</source>
            <translation>{text} não é um tamanho como 1280x800</translation>
        </message>
        <message>
            <source>{text}: width and height must be from 1 to {most} pixels</source>
            <translation>{text}: a largura e a altura devem ir de 1 a {most} pixels</translation>
        </message>
        <message>
            <source>Tapete: a card table.</source>
            <translation>Tapete: uma mesa de cartas.</translation>
        </message>
        <message>
            <source>{ranges}; default: the game's own</source>
            <translation>{ranges}; padrão: o do jogo</translation>
        </message>
        <message>
            <source>deal seed (default: random)</source>
            <translation>semente da distribuição (padrão: aleatória)</translation>
        </message>
        <message>
            <source>bot levels, comma separated (default: normal, or the game's own if it has none)</source>
            <translation>níveis dos jogadores do computador, separados por vírgulas (padrão: normal, ou o do próprio jogo se não houver)</translation>
        </message>
        <message>
            <source>render the table after the deal to a PNG and exit</source>
            <translation>desenha a mesa depois da distribuição num PNG e sai</translation>
        </message>
        <message>
            <source>window size (default: 1280x800 for --screenshot, else fitted to the screen)</source>
            <translation>tamanho da janela (padrão: 1280x800 com --screenshot; senão, ajustado à tela)</translation>
        </message>
        <message>
            <source>offscreen: deal and render every game, play a bot turn, check glyphs; exit 0</source>
            <translation>sem tela: distribui e desenha cada jogo, joga uma vez pelo computador, confere os glifos; sai com 0</translation>
        </message>
        <message>
            <source>the interface's language for this run: en, es, pt_BR or it (default: the one chosen in View &gt; Language, else the system's)</source>
            <translation>o idioma da interface nesta execução: en, es, pt_BR ou it (padrão: o escolhido em Exibir &gt; Idioma; senão, o do sistema)</translation>
        </message>
        <message>
            <source>let normal bots play the first N turns for every seat (a mid-game table)</source>
            <translation>deixa jogadores normais do computador jogarem as primeiras N vezes de cada lugar (uma mesa no meio da partida)</translation>
        </message>
        <message>
            <source>open a replay record or a saved game (tapete-cli replay's files) in the review</source>
            <translation>abre um replay ou uma partida salva (os arquivos do tapete-cli replay) na revisão</translation>
        </message>
        <message>
            <source>deal at a practice table: take back any move, every hand on request, results apart</source>
            <translation>dar as cartas numa mesa de treino: devolver qualquer jogada, todas as mãos a pedido, resultados à parte</translation>
        </message>
        <message>
            <source>--players {n}: {problem}</source>
            <translation>--players {n}: {problem}</translation>
        </message>
        <message>
            <source>--size {size}: there is not enough memory for a picture of that size ({mb} MB)</source>
            <translation>--size {size}: não há memória para uma imagem desse tamanho ({mb} MB)</translation>
        </message>
        <message>
            <source>cannot write {path}</source>
            <translation>não é possível gravar {path}</translation>
        </message>
        <message>
            <source>cannot start again in the new language ({problem}): start Tapete again by hand</source>
            <translation>não é possível recomeçar no novo idioma ({problem}): abra o Tapete de novo à mão</translation>
        </message>
        <message>
            <source>--bots {level}: {game} has only {levels} computer players so far</source>
            <translation>--bots {level}: {game} por enquanto só tem jogadores do computador {levels}</translation>
        </message>
    </context>
    <context>
        <name>TotalsDialog</name>
        <message>
            <source>&lt;h3&gt;Stalled deal&lt;/h3&gt;&lt;p&gt;Nobody wins it: everyone scores his cards.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Rodada travada&lt;/h3&gt;&lt;p&gt;Ninguém ganha: cada um marca as cartas que lhe sobraram.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;You ran out of cards&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Você ficou sem cartas&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{w} ran out of cards&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;{w} ficou sem cartas&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jogador</translation>
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
            <translation>A partida termina quando alguém chega a {t}; ganha o menor total.</translation>
        </message>
        <message>
            <source>Running totals</source>
            <translation>Totais acumulados</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>everyone plays alone</source>
            <translation>cada um joga sozinho</translation>
        </message>
        <message>
            <source>in partnerships, or alone</source>
            <translation>em duplas ou equipes, ou cada um sozinho</translation>
        </message>
        <message>
            <source>in partnerships</source>
            <translation>em duplas</translation>
        </message>
        <message>
            <source>{players} players, {teams}</source>
            <translation>{players} jogadores, {teams}</translation>
        </message>
        <message>
            <source>Play {game} with its standard rules</source>
            <translation>Jogar {game} com as regras padrão</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Escolher um jogo</translation>
        </message>
        <message numerus="yes">
            <source>&lt;h2&gt;Welcome to Tapete&lt;/h2&gt;&lt;p&gt;%n card games against the computer. Click one to deal; Game ▸ New game sets its players and rules.&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;Bem-vindo ao Tapete&lt;/h2&gt;&lt;p&gt;%n jogo de cartas contra o computador. Clique em um para dar as cartas; Jogo ▸ Nova partida escolhe jogadores e regras.&lt;/p&gt;</numerusform>
                <numerusform>&lt;h2&gt;Bem-vindo ao Tapete&lt;/h2&gt;&lt;p&gt;%n jogos de cartas contra o computador. Clique em um para dar as cartas; Jogo ▸ Nova partida escolhe jogadores e regras.&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;h2&gt;Choose a game&lt;/h2&gt;&lt;p&gt;Click one to deal with its standard rules; Game ▸ New game sets its players and rules.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Escolha um jogo&lt;/h2&gt;&lt;p&gt;Clique em um para dar as cartas com as regras padrão; Jogo ▸ Nova partida escolhe jogadores e regras.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;New to these games?&lt;/b&gt;&lt;p&gt;Help ▸ Rules explains the game on the table, with examples; Help ▸ Controls (Ctrl+F1) lists every gesture and key. In New game, each option's tooltip quotes its rule.&lt;/p&gt;&lt;p&gt;View ▸ Table felt, Card backs and Card size change the table's look; Game ▸ Statistics keeps your results.&lt;/p&gt;</source>
            <translation>&lt;b&gt;Novo nestes jogos?&lt;/b&gt;&lt;p&gt;Ajuda ▸ Regras explica o jogo da mesa, com exemplos; Ajuda ▸ Controles (Ctrl+F1) lista cada gesto e cada tecla. Em Nova partida, a dica de cada opção cita a sua regra.&lt;/p&gt;&lt;p&gt;Exibir ▸ Feltro da mesa, Verso das cartas e Tamanho das cartas mudam o visual da mesa; Jogo ▸ Estatísticas guarda os seus resultados.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>More options…</source>
            <translation>Mais opções…</translation>
        </message>
        <message>
            <source>The New-game dialog: players, names, levels, rules</source>
            <translation>A janela Nova partida: jogadores, nomes, níveis, regras</translation>
        </message>
    </context>
</TS>
