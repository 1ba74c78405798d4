"""Mano y Pie at the table: the controller between the engine and the card table (RULES.md §4).

Seats: the person at the bottom, partners opposite, each seat's hand with its face-down
foot beside it (`Place.side`); when a foot is picked up its packet is still there, empty,
so its cards fly from it into the hand. Each team's band holds its melds (ours nearest):
a book lies squared up with the card that tells its kind on top (a red card on a clean
book, a black one on a dirty book, a joker on a wild book), an incomplete meld is fanned
with its count towards the book ("4 / 7"), the red 3s lie at the band's end, and the band
is captioned with the team's progress on the contract ("clean 1/2 · dirty 0/2 · wild
0/1") and, until it has melded, this deal's minimum.

A turn is a sequence of engine actions, each sent when the gesture that makes it ends:

* drawing two: drag the stock to the hand (or double-click it);
* taking the pile (§4.4 (b)): its top card dragged onto the team's open meld of its rank
  (with the matching hand cards staged: they join the meld with it) sends one `TakePile`
  at once; dragged into the staging area it stays pinned while hand cards complete a new
  meld (other staged melds may join, for the minimum), and Take the pile sends them all;
* new melds: built in the staging area and laid with Lay down (one `Meld`); the tray
  says what they are worth against the minimum ("70 / 90");
* laying off: hand (or staged) cards dropped on one of the team's open melds;
* discarding: a card dropped on the pile;
* going out: Ask partner (`AskToGoOut`) once the contract is done and the partners have
  played from their feet; a bot partner's answer is told in the status line. When a bot
  partner asks the person, the staging area gives way to the question, the status line
  says the team's books and what the person still holds, and Yes, go out / No, play on
  answer it.

Every gesture is judged by the engine (`legal`); a refusal names the rule. The table shows
only the person's view: the partner's hand is as hidden as an opponent's, feet and the
stock are counts, the pile shows its top card. Once the deal is over the view's
`revealed` hands and feet are laid down face up in their places to be counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.core.melds import is_wild
from app.games.canasta.melds import (
    ALL_WILD,
    CLEAN,
    DIRTY,
    WILD,
    TeamMeld,
    completed_kind,
    judge_new,
    new_meld_readings,
)
from app.games.mano_y_pie.bots import ManoYPieBot
from app.games.mano_y_pie.engine import (
    ASKING,
    DRAW,
    GAME_ID,
    REFUSED,
    AskToGoOut,
    Discard,
    Draw,
    Grant,
    LayOff,
    ManoYPie,
    ManoYPieMatch,
    ManoYPieView,
    Meld,
    Refuse,
    TakePile,
)
from app.games.mano_y_pie.rules import ManoYPieOptions
from app.games.mano_y_pie.scoring import card_value
from app.table.layout import Place
from app.table.zones import ZoneId, ZoneSpec
from app.ui.canasta_controller import PILE, CanastaController
from app.ui.intent import Intent, refusal
from app.ui.messages import RANK_NAMES
from app.ui.messages import card_text as pretty
from app.ui.messages import cards_text as pretty_cards
from app.ui.staging import Staging
from app.ui.staging_controller import SHAPE_PROBLEMS

MYP_SHAPE_PROBLEMS = SHAPE_PROBLEMS | {"three_not_meldable", "book_closed", "cannot_lay_off"}
QUESTION = ZoneId("question")
BOOK_KINDS = (CLEAN, DIRTY, ALL_WILD)


def meld_points(meld: TeamMeld, options: ManoYPieOptions) -> int:
    return sum(card_value(c, options) for c in meld.cards)


def myp_staging(options: Any) -> Staging:
    """Sets only (and all-wild melds): a staged group has one reading or none."""
    return Staging(
        readings=lambda group: new_meld_readings(list(group), options().family),
        default=lambda group, found: found[0],
        value=lambda m: meld_points(m, options()),
    )


def book_face(meld: TeamMeld, options: ManoYPieOptions) -> list[Card]:
    """A book's cards with the one that tells its kind last, on top of the squared pile:
    a red natural on a clean book, a black natural on a dirty one, a joker on a wild one."""
    kind = completed_kind(meld, options.family)
    rules = options.family.meld_rules
    cards = list(meld.cards)
    if kind == ALL_WILD:
        marks = [c for c in cards if c.is_joker]
    elif kind == CLEAN:
        marks = [c for c in cards if c.is_red]
    elif kind == DIRTY:
        marks = [c for c in cards if not is_wild(c, rules) and not c.is_red]
    else:
        return cards
    if not marks:
        return cards
    cards.remove(marks[0])
    return [*cards, marks[0]]


class ManoYPieController(CanastaController):
    game_id = GAME_ID
    shape_problems = MYP_SHAPE_PROBLEMS
    make_staging = staticmethod(myp_staging)
    draw_action = Draw
    take_pile_action = TakePile
    meld_action = Meld
    lay_off_action = LayOff
    discard_action = Discard
    state: ManoYPie | None
    match: ManoYPieMatch | None
    bots: dict[int, ManoYPieBot]

    # ------------------------------------------------------------------ staging hooks
    def pile_top(self, view: ManoYPieView) -> Card | None:
        return view.pile[-1] if view.pile else None

    def reading_value(self, meld: TeamMeld) -> int:
        return meld_points(meld, self.view().options)

    def judge_staged(self, group: Sequence[Card]) -> Any:
        return judge_new(list(group), self.view().options.family)

    def kind_text(self, reading: TeamMeld) -> str:
        return self.tr("wild meld") if reading.kind == WILD else self.tr("set")

    def reading_text(self, meld: TeamMeld) -> str:
        if meld.kind == WILD:
            return self.tr("wild meld · {points}").format(points=self.reading_value(meld))
        return super().reading_text(meld)

    def short_problems(self) -> dict[str, str]:
        return {
            "three_not_meldable": self.tr("3s never meld"),
            "too_many_wilds": self.tr("too many wild cards"),
        }

    def _opening(self, view: ManoYPieView) -> str | None:
        """ "70 / 90": the staged value against this deal's minimum, until the team melds."""
        if view.initial_melded[view.team]:
            return None
        return f"{self.staging.value()} / {view.minimum}"

    def staging_prompt(self, view: ManoYPieView) -> str:
        opening = self._opening(view)
        if self.taking:
            text = self.tr("Staging area: build the meld that takes the pile")
        else:
            text = self.tr("Staging area: drag cards here to build a new meld")
        if opening is not None:
            text += " · " + self.tr("first melds {value}").format(
                value=opening.replace(" ", "\u00a0")
            )
        return text

    def lay_down_action(self) -> Action | None:
        """What Lay down sends now: with the pile's top card pinned, one `TakePile` of
        every staged meld; else one `Meld` of them all (None: nothing staged)."""
        if not self.staging:
            return None
        melds = self.staging.melds()
        if self.taking:
            return TakePile(melds=melds)
        return Meld(melds)

    # ------------------------------------------------------------------ refusals
    def sentence(self, problem: IllegalMove) -> str:
        """The engine's refusal as a sentence naming the rule."""
        view = self.view()
        code, params = problem.code, problem.params
        group = pretty_cards(params.get("group", ()))
        if code == "pile_blocked":
            top = params.get("card")
            if top is not None and top.rank == 3:
                return self.tr("The {card} on top blocks the pile: draw from the stock.").format(
                    card=pretty(top)
                )
            return self.tr("A wild card on top blocks the pile at this table: draw from the stock.")
        if code == "needs_matching_cards":
            top = params.get("card")
            kind = self._kind_name(top) if top is not None else "?"
            return self.tr(
                "To take the pile, meld its top card with {n} {kind} from your hand."
            ).format(n=params.get("needed", 2), kind=kind)
        if code == "below_minimum":
            text = (
                self.tr(
                    "Your team's first melds this deal must be worth {minimum}: these make "
                    "{points}."
                )
                if view.options.partnership
                else self.tr(
                    "Your first melds this deal must be worth {minimum}: these make {points}."
                )
            )
            return text.format(
                minimum=params.get("minimum", view.minimum), points=params.get("points", 0)
            )
        if code == "must_keep_cards":
            if params.get("keep") == 1:
                return self.tr("On your foot you must keep a card to discard.")
            if view.permission == REFUSED:
                return self.tr(
                    "Your partner said no: you cannot go out this turn, so keep two cards."
                )
            return self.tr(
                "On your foot you must keep two cards (one to discard, one to play on) until "
                "you may go out."
            )
        if code == "cannot_go_out":
            return self._why_not_out(params)
        if code == "meld_of_rank_open":
            text = (
                self.tr(
                    "Your team has an open meld of {kind} already: add to it; a new one starts "
                    "once it is a book."
                )
                if view.options.partnership
                else self.tr(
                    "You have an open meld of {kind} already: add to it; a new one starts once "
                    "it is a book."
                )
            )
            return text.format(kind=self._rank_name(params.get("rank", 0)))
        if code == "cannot_lay_off":
            grown = [*params.get("meld", ()), *params.get("group", ())]
            judged = judge_new(grown, view.options.family)
            if isinstance(judged, IllegalMove) and judged.code != "cannot_lay_off":
                return self.sentence(IllegalMove(judged.code, **{**judged.params, "group": grown}))
            return self.tr("[{cards}] does not fit that meld.").format(cards=group)
        if code == "book_closed":
            return self.tr("That book is closed: a meld of seven takes no more cards.")
        if code == "three_not_meldable":
            return self.tr("3s are never melded: a black 3 can only be discarded.")
        if code == "too_many_wilds":
            ratio = view.options.wild_ratio
            return self.tr(
                "[{cards}] has too many wild cards: a meld needs at least {n} natural cards "
                "for each wild card."
            ).format(cards=group, n=ratio)
        if code == "mixed_ranks":
            return self.tr("[{cards}] mixes ranks: a meld is one rank (or all wild cards).").format(
                cards=group
            )
        if code == "wrong_phase":
            if view.phase == DRAW:
                return self.tr("Draw first: drag the stock to your hand, or take the pile.")
            if view.phase == ASKING:
                return self.tr("Answer the request to go out first.")
            return self.tr("You have drawn already this turn.")
        if code == "already_asked":
            return self.tr("You have asked already this turn.")
        if code == "not_from_hand":
            return self.tr(
                "Only the pile's top card and cards from your hand may meld in the take: the "
                "other cards of the pile come to your hand afterwards."
            )
        if code == "not_the_top_cards_meld":
            return self.tr("Taking the pile, its top card goes only onto a meld of its rank.")
        if code == "exclusive_meld_action":
            return self.tr(
                "At this table a turn either starts new melds or adds to melds, not both."
            )
        return super().sentence(problem)

    def _why_not_out(self, params: dict) -> str:
        view = self.view()
        if not params.get("on_foot", True):
            return self.tr("You go out only from your foot: keep a card.")
        if not params.get("contract", True):
            text = (
                self.tr("Your team cannot go out before its books make {contract}.")
                if view.options.partnership
                else self.tr("You cannot go out before your books make {contract}.")
            )
            return text.format(contract=self._contract_text(view))
        if not params.get("partners_ready", True):
            return self.tr(
                "You cannot go out before your partner has picked up the foot and discarded "
                "from it."
            )
        if view.permission == REFUSED:
            return self.tr("Your partner said no: you cannot go out this turn.")
        return self.tr("Ask your partner first (Ask partner), then discard your last card.")

    def _rank_name(self, rank: int) -> str:
        return self.tr("wild cards") if not rank else RANK_NAMES[rank - 1] + "s"

    def _kind_name(self, top: Card) -> str:
        if top.is_joker:
            return self.tr("jokers")
        return self._rank_name(top.rank)

    def _contract_text(self, view: ManoYPieView) -> str:
        clean, dirty, wild = view.options.contract
        return self.tr("{c} clean · {d} dirty · {w} wild").format(c=clean, d=dirty, w=wild)

    # ------------------------------------------------------------------ the person's commands
    def laid_now(self) -> list[list[Card]]:
        return list(self.staging)

    def can_ask(self) -> bool:
        return self.my_turn and self.state.legal(AskToGoOut()) is None

    def asks_permission(self) -> bool:
        return self.state is not None and self.view().options.needs_permission

    def ask_partner(self) -> bool:
        return self.try_action(AskToGoOut())

    def is_asked(self) -> bool:
        return self.my_turn and self.view().phase == ASKING

    def grant(self) -> bool:
        return self.try_action(Grant())

    def refuse(self) -> bool:
        return self.try_action(Refuse())

    # ------------------------------------------------------------------ what a move says
    def taken_from_pile(self, view: ManoYPieView) -> tuple[int, Card | None]:
        return min(len(view.pile), view.options.pickup_count), self.pile_top(view)

    def describe(self, seat: int, action: Action, view: ManoYPieView) -> str:
        name = self._name(seat)
        if isinstance(action, AskToGoOut):
            return self.tr("{name} asked to go out.").format(name=name)
        if isinstance(action, Grant | Refuse):
            if view.turn_seat == self.person:
                if isinstance(action, Grant):
                    return self.tr("{name} said yes: you may go out.").format(name=name)
                return self.tr("{name} said no: you cannot go out this turn.").format(name=name)
            asker = self._name(view.turn_seat)
            if isinstance(action, Grant):
                return self.tr("{name} said yes: {asker} may go out.").format(
                    name=name, asker=asker
                )
            return self.tr("{name} said no: {asker} plays on.").format(name=name, asker=asker)
        return ""

    def news(self, seat: int, before: ManoYPieView, after: ManoYPieView) -> str:
        """A foot picked up, red 3s placed and by whom (the next seat places those of its
        hand as its turn begins)."""
        news = []
        if not before.on_foot[seat] and after.on_foot[seat]:
            news.append(self.tr("{name} picked up the foot.").format(name=self._name(seat)))
        placed: dict[int, int] = {}
        for placer, _card in after.red3s[len(before.red3s) :]:
            placed[placer] = placed.get(placer, 0) + 1
        for placer, n in placed.items():
            name = self._name(placer)
            news.append(
                self.tr("{name} placed a red 3.").format(name=name)
                if n == 1
                else self.tr("{name} placed {n} red 3s.").format(name=name, n=n)
            )
        return " ".join(news)

    def deal_ending(self, result: Any) -> str:
        if result.went_out is not None:
            return self.tr("{w} went out.").format(w=self._name(result.went_out))
        return self.tr("The stock ran out: nobody went out.")

    def laid_down_text(self) -> str:
        return self.tr("Every hand and foot is laid down face up to be counted.")

    # ------------------------------------------------------------------ the status line
    def waiting_text(self, name: str) -> str:
        view = self.view()
        if view.phase == ASKING:
            asker = self._name(view.turn_seat)
            if self.message.endswith(self.tr("{name} asked to go out.").format(name=asker)):
                return self.tr("{name} answers…").format(name=name)  # the request just told
            if view.turn_seat == self.person:
                return self.tr("You asked to go out: {name} answers…").format(name=name)
            return self.tr("{asker} asked to go out: {name} answers…").format(
                asker=asker, name=name
            )
        return super().waiting_text(name)

    def turn_text(self, view: ManoYPieView, head: str) -> str:
        if view.phase == ASKING:  # the question says who asked
            return self.question_text(view)
        return super().turn_text(view, head)

    def question_text(self, view: ManoYPieView) -> str:
        """A partner asks the person: may he go out? With the team's books and what the
        person still holds (it counts against the team)."""
        points = sum(card_value(c, view.options) for c in view.hand)
        return self.tr(
            "{asker} asks to go out. Books: {books}. You hold {n} cards ({points} points "
            "against your team){foot}. Let {asker} go out?"
        ).format(
            asker=self.seats[view.turn_seat].name,
            books=self._books_text(view, view.team),
            n=len(view.hand),
            points=points,
            foot="" if view.on_foot[self.person] else self.tr(" and your foot"),
        )

    def question_label(self, view: ManoYPieView) -> str:
        """The question in the staging area's place, in a few words."""
        return self.tr("{asker} asks to go out: Yes, go out — or No, play on?").format(
            asker=self.seats[view.turn_seat].name
        )

    def _taking_text(self) -> str:
        """The status line while the pile's top card is pinned in the staging area."""
        problem = None if self.can_take_pile() else self.lay_down_problem()
        if problem is None:
            text = self.tr(
                "Take the pile: {card} goes down in the staged meld, the pile's next cards "
                "come to your hand — or Take back."
            )
        else:
            text = self.tr(
                "To take the pile, stage two matching cards from your hand with {card}, then "
                "Take the pile (or Take back). {why}"
            )
        why = self.sentence(problem) if problem is not None else ""
        return text.format(card=pretty(self.staging.pinned), why=why)

    def _draw_count(self, view: ManoYPieView) -> str:
        """ "two": how many cards a draw from the stock takes at this table."""
        n = view.options.draw_count
        words = {1: self.tr("one"), 2: self.tr("two"), 3: self.tr("three")}
        return words.get(n, str(n))

    def draw_text(self, view: ManoYPieView) -> str:
        if self.taking:
            return self._taking_text()
        top = self.pile_top(view)
        n = self._draw_count(view)
        if view.exhausted:
            return self.tr(
                "The stock is out: take the pile (drag its top card onto your meld or into the "
                "staging area), or Draw to end the deal."
            )
        if top is not None and top.rank == 3:
            return self.tr(
                "Your turn: drag the stock to your hand to draw {n} (the {card} on top blocks "
                "the pile)."
            ).format(card=pretty(top), n=n)
        if top is None:
            return self.tr("Your turn: drag the stock to your hand to draw {n}.").format(n=n)
        return self.tr(
            "Your turn: drag the stock to your hand to draw {n}, or the pile's top card onto "
            "your meld of its rank or into the staging area."
        ).format(n=n)

    def play_text(self, view: ManoYPieView) -> str:
        text = self.tr("Meld in the staging area or on your melds, then discard onto the pile.")
        return f"{text} {self._foot_note(view)}"

    def _foot_note(self, view: ManoYPieView) -> str:
        state = self.state
        assert state is not None
        me = self.person
        if not view.initial_melded[view.team]:
            if view.options.partnership:
                return self.tr("Your team's first melds must make {n}.").format(n=view.minimum)
            return self.tr("Your first melds must make {n}.").format(n=view.minimum)
        if not view.on_foot[me]:
            return self.tr("Play out your hand to pick up your foot.")
        if state.may_go_out(me):
            return self.tr("You may go out: discard your last card.")
        if view.permission == REFUSED:
            return self.tr("Your partner said no: keep two cards this turn.")
        if state.may_ask(me):
            return self.tr("Your books are done: Ask partner to go out.")
        return self.tr("On your foot: keep two cards.")

    # ------------------------------------------------------------------ gestures
    def judge(self, cards: list[Card], source: ZoneId, target: ZoneId, index: int) -> Intent:
        if self.view().phase == ASKING:
            return refusal(self.tr("Answer the request to go out first: yes or no."))
        return super().judge(cards, source, target, index)

    def pile_refusal(self, top: Card) -> Intent | None:
        """A 3 on top (or, at a table that says so, a wild card) blocks the pile."""
        blocked = self.state.legal(TakePile(melds=((top,),)))
        if blocked is not None and blocked.code == "pile_blocked":
            return refusal(self.sentence(blocked))
        return None

    def lay_off_intent(self, added: list[Card], meld_index: int, index: int) -> Intent:
        return self.play_intent(LayOff(meld_index, tuple(added)))

    def take_onto_intent(self, added: list[Card], meld_index: int, index: int) -> Intent:
        """The pile's top card onto the team's meld `meld_index` with the staged cards:
        all of them onto it; else those of one staged group onto it up to the book and
        the rest of that group starting a new meld, the other staged groups as new melds."""
        view = self.view()
        top, staged = added[0], added[1:]
        melds = view.melds
        if not 0 <= meld_index < len(melds):
            return self.nowhere()
        meld = melds[meld_index]
        groups = [list(g) for g in self.staging.melds() if top not in g]
        fam = view.options.family
        candidates: list[Action] = [TakePile(onto=meld_index, added=(top, *staged))]
        for g in groups:  # one staged group goes with the top card, the others are new
            others = tuple(tuple(o) for o in groups if o is not g)
            candidates.append(TakePile(melds=others, onto=meld_index, added=(top, *g)))
            room = fam.book_size - len(meld.cards) - 1
            if 0 <= room < len(g):
                rest = (tuple(g[room:]), *others)
                candidates.append(TakePile(melds=rest, onto=meld_index, added=(top, *g[:room])))
        return self.first_legal(candidates)

    # ------------------------------------------------------------------ what the table shows
    def _books_text(self, view: ManoYPieView, team: int) -> str:
        """ "clean 1/2 · dirty 0/2 · wild 0/1": the team's books against the contract."""
        return " · ".join(self._books(view, team))

    def _books(self, view: ManoYPieView, team: int) -> list[str]:
        fam = view.options.family
        have = dict.fromkeys(BOOK_KINDS, 0)
        for m in view.melds:
            kind = completed_kind(m, fam) if m.team == team else None
            if kind in have:
                have[kind] += 1
        need = dict(zip(BOOK_KINDS, view.options.contract, strict=True))
        names = {CLEAN: self.tr("clean"), DIRTY: self.tr("dirty"), ALL_WILD: self.tr("wild")}
        return [f"{names[k]} {have[k]}/{need[k]}" for k in BOOK_KINDS]

    def _band_parts(self, view: ManoYPieView, team: int) -> list[str]:
        parts = self._books(view, team)
        if not view.initial_melded[team]:
            parts.append(self.tr("to open: {n}").format(n=view.minimum))
        reds = sum(1 for s, _ in view.red3s if view.teams[s] == team)
        if reds:
            parts.append(self.tr("red 3s: {n}").format(n=reds))
        return parts

    def _seat_label(self, view: ManoYPieView, seat: int) -> str:
        """ "Ana (normal) — opponent · 13 cards · foot 13": the label runs on under the
        seat's foot beside the hand (the foot has none of its own while the deal is on)."""
        parts = [self.seat_title(view, seat), self.card_count(view.hand_counts[seat])]
        if view.revealed:
            held = sum(card_value(c, view.options) for c in view.revealed[seat])
            parts.append(self.tr("holds {points}").format(points=-held))
        elif view.on_foot[seat]:
            parts.append(self.tr("on the foot"))
        else:
            parts.append(self.tr("foot {n}").format(n=view.foot_counts[seat]))
        # where the label wraps, "13 cards" and "foot 13" each stay on one line
        return " · ".join([parts[0], *(p.replace(" ", "\u00a0") for p in parts[1:])])

    def _foot_zone(self, view: ManoYPieView, seat: int) -> ZoneSpec:
        """A seat's foot beside its hand: face down by its count; once picked up, its empty
        place (the cards flew to the hand from it); after the deal, face up if unpicked
        (the seat's label, "holds -65", counts it with the hand)."""
        laid = list(view.revealed[seat][view.hand_counts[seat] :]) if view.revealed else []
        return ZoneSpec(
            ZoneId("foot", seat),
            kind="opponent" if laid else "stack",
            place=Place.side(self.table_seat(seat)),
            cards=laid,
            count=None if laid else view.foot_counts[seat],
            face_up=bool(laid),
            label="",  # the seat's label runs on under it
            draggable=False,
        )

    def _meld_zone(self, view: ManoYPieView, i: int, m: TeamMeld) -> ZoneSpec:
        fam = view.options.family
        kind = completed_kind(m, fam)
        if kind is not None:
            names = {
                CLEAN: self.tr("Clean book"),
                DIRTY: self.tr("Dirty book"),
                ALL_WILD: self.tr("Wild book"),
            }
            label = f"{names.get(kind, '')} · {len(m.cards)}"
            shown = book_face(m, view.options)
        else:
            label = f"{len(m.cards)} / {fam.book_size}"
            shown = list(m.cards)
        return ZoneSpec(
            ZoneId("meld", i),
            kind="group",
            place=Place.melds(self.band(m.team, view)),
            cards=shown,
            label=label,
            marked="hint" if kind is not None else None,
            draggable=False,
            card_marks={c: "last" for c in m.cards if c in self.last_play},
            squared=kind is not None,
        )

    def zones(self) -> list[ZoneSpec]:
        if self.state is None:
            return []
        view = self.view()
        zones = self.other_seats(view, lambda seat: self._seat_label(view, seat))
        zones += [self._foot_zone(view, seat) for seat in range(len(view.teams))]
        drawing = self.my_turn and view.phase == DRAW
        zones.append(self.stock_zone(view, view.stock_count))
        size = len(view.pile)
        if self.taking:  # its top card is in the staging area
            zones.append(self.centre_stack(PILE, self.tr("Pile {n}").format(n=size - 1),
                                           count=size - 1))  # fmt: skip
        else:
            top = [view.pile[-1]] if view.pile else []
            label = self.tr("Pile {n}").format(n=size)
            zones.append(self.centre_stack(PILE, label, cards=top, face_up=True, draggable=drawing))
        zones += self.band_zones(view, lambda team: self._band_parts(view, team))
        zones += [self._meld_zone(view, i, m) for i, m in enumerate(view.melds)]
        for team in sorted(set(view.teams), key=lambda t: t != view.team):
            reds = [c for s, c in view.red3s if view.teams[s] == team]
            if reds:
                zones.append(
                    ZoneSpec(
                        ZoneId("red3s", team),
                        kind="group",
                        place=Place.melds(self.band(team, view)),
                        cards=reds,
                        label=self.tr("Red 3s"),
                        draggable=False,
                        squared=len(reds) > 3,
                    )
                )
        if self.is_asked():
            zones.append(
                ZoneSpec(QUESTION, kind="drop", place=Place.staging(),
                         label=self.question_label(view), marked="active")
            )  # fmt: skip
        elif self.my_turn:
            zones += self.staging_tray(view)
        zones.append(self.hand_zone(view, self._seat_label(view, self.person)))
        return zones

    def staged_text(self, head: str) -> str | None:
        text = super().staged_text(head)
        if text is None or self.state is None:
            return text
        opening = self._opening(self.view())
        if opening is None:
            return text
        return text + " " + self.tr("First melds: {value}.").format(value=opening)
