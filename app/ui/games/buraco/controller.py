"""Buraco at the table: the controller between the engine and the card table (RULES.md §5).

Seats: the person at the bottom, the partner opposite, the opponents left and right (the
layout seats them from `table_seat`); each team's melds lie in its own band, ours nearest.
A turn is a sequence of engine actions, each sent when the gesture that makes it ends:

* drawing: drag the stock to the hand (or double-click it);
* taking the pile (§5.4 (b)): its top card must be melded at once, so it is dragged
  either onto one of the team's melds (with the hand cards staged, if any: they join the
  meld with it) — one `TakePile` at once — or into the staging area, where it stays
  *pinned* while hand cards complete a new meld; Take the pile (or Lay down) then sends
  one `TakePile` with that group and its reading;
* new melds: built in the staging area and laid with Lay down (one `Meld`, each group
  with its reading; a group with several readings shows them as targets to click, as in
  Scala 40);
* laying off: a hand card (or a staged group) dropped on one of the team's melds; where a
  wild card must move (BU-A8) it goes to the end the card was dropped nearer to, when
  both are possible, and relocation is preferred to extending the run (BU-A8's default);
* discarding: a card dropped on the pile.

Every gesture is judged by the one `judge`, which asks the engine (`legal`); a refusal
is the engine's reason as a sentence.

What the table shows comes from the person's view only: each team's band is captioned
once (its players, canastas and muerto, what closing needs); a canasta lies squared up,
its two end cards in view so that a lay-off still lands at the end it is dropped at; a
muerto waiting beside its taker is face down and told in his label. Once the deal is
over the view's `revealed` hands are laid down face up in their places (with a pending
muerto its team's close made count), as at a real table where the hands are counted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.core.cards import Card
from app.core.engine import Action, IllegalMove
from app.core.melds import HIGH, LOW
from app.core.words import Said, Words
from app.games.buraco.bots import BuracoBot
from app.games.buraco.engine import (
    DRAW,
    FAMILY_ACTIONS,
    GAME_ID,
    Buraco,
    BuracoMatch,
    BuracoView,
    LayOff,
    Meld,
    TakePile,
)
from app.games.buraco.rules import BuracoOptions
from app.games.canasta.melds import (
    RUN,
    SET_READING,
    TeamMeld,
    judge_new,
    lay_off_readings,
    new_meld_readings,
)
from app.ui.games.buraco.zones import BuracoZones, meld_points, wild_labels
from app.ui.games.canasta.controller import CanastaController, family_sounds
from app.ui.intent import Intent
from app.ui.messages import cards_text as pretty_cards
from app.ui.messages import counted
from app.ui.staging import Staging, game_staging, in_staged_order
from app.ui.staging_controller import SHAPE_PROBLEMS

#: Refusals about a meld's shape, as opposed to the rules of the turn.
BURACO_SHAPE_PROBLEMS = SHAPE_PROBLEMS | {
    "run_too_long", "cannot_lay_off", "ambiguous_lay_off", "bad_positions", "no_natural_card",
}  # fmt: skip


def buraco_staging(options: Callable[[], BuracoOptions]) -> Staging:
    """A staging area read by Buraco's rules (the options of the deal in play): a run
    with several readings stands as staged when that is one (the person placed the wild
    card), else with the fewest wild cards (a 2 of the suit in its place is natural),
    extending upward."""

    def fewest_wilds(readings: list[TeamMeld]) -> TeamMeld:
        family = options().family
        return min(readings, key=lambda m: (m.wild_count(family), -m.positions[0]))

    return game_staging(
        readings=lambda group: new_meld_readings(list(group), options().family),
        as_staged=in_staged_order,
        fallback=fewest_wilds,
        value=lambda m: meld_points(m, options()),
    )


# The deal's end, as the status line says it.
CLOSED_THE_DEAL = Said(
    Words("BuracoController", "You closed the deal."),
    Words("BuracoController", "{name} closed the deal."),
)


class BuracoController(BuracoZones, CanastaController[Buraco, BuracoMatch, BuracoBot]):
    game_id = GAME_ID
    shape_problems = BURACO_SHAPE_PROBLEMS
    sounds = family_sounds(FAMILY_ACTIONS)
    make_staging = staticmethod(buraco_staging)
    family_actions = FAMILY_ACTIONS

    # ------------------------------------------------------------------ staging hooks
    def pile_top(self, view: BuracoView) -> Card | None:
        return view.pile_top

    def reading_value(self, meld: TeamMeld) -> int:
        return meld_points(meld, self.view().options)

    def judge_staged(self, group: Sequence[Card]) -> Any:
        return judge_new(list(group), self.view().options.family)

    def staged_wilds(self, reading: TeamMeld) -> str:
        return ", ".join(wild_labels(reading, self.view().options))

    def short_problems(self) -> dict[str, str]:
        return {
            "not_a_run": self.tr("not a run"),
            "too_many_wilds": self.tr("too many wild cards"),
            "sets_not_allowed": self.tr("no sets"),
        }

    # ------------------------------------------------------------------ what a move says
    # ------------------------------------------------------------------ the person
    def can_draw(self) -> bool:
        return self.phase == DRAW

    def _reading_of(self, group: Sequence[Card]) -> tuple[int, ...]:
        reading = self.staging.reading(group)
        if reading is None:
            return ()
        return SET_READING if reading.kind != RUN else tuple(reading.positions)

    def lay_down_action(self) -> Action | None:
        """What Lay down sends now: the pinned group as a `TakePile`, else every staged
        group as one `Meld` (None: nothing staged)."""
        if not self.staging:
            return None
        pinned = self.staging.pinned
        if pinned is not None:
            group = next(g for g in self.staging.melds() if pinned in g)
            return TakePile(tuple(group), self._reading_of(group))
        melds = self.staging.melds()
        return Meld(melds, tuple(self._reading_of(g) for g in melds))

    def laid_now(self) -> list[list[Card]]:
        """While taking the pile, only the pinned top card's group (the others are laid
        down after the take)."""
        if self.taking:
            return [g for g in self.staging if self.staging.pinned in g]
        return list(self.staging)

    def unstage(self, action: Action) -> None:
        if isinstance(action, TakePile):
            self.staging.remove(action.cards)
            self.staging.pinned = None
        else:
            self.staging.clear()

    def sentence(self, problem: IllegalMove) -> str:
        """The engine's refusal as a sentence naming the rule."""
        view = self.view()
        code = problem.code
        if code == "stranded_hand":
            return self.tr(
                "That would leave you a single card: you may run out only with a muerto to "
                "take or a canasta to close, so keep at least two."
            )
        if code == "close_needs_canasta":
            if view.options.close_requires == "clean":
                # (no comma after the last argument: lupdate would read a plural there)
                return self.tr(
                    "Your team has no canasta to close with: running out now needs a canasta "
                    "limpa (or de mil).",
                    "limpa, de mil: Buraco's own (Portuguese) words for a canasta with no wild "
                    "card, and one from ace to ace"
                )  # fmt: skip
            return self.tr(
                "Your team has no canasta to close with: running out now needs a canasta."
            )
        if code == "not_from_hand":
            return self.tr(
                "Only the top card of the pile and cards from your hand may make that meld."
            )
        if code == "one_reading_per_meld":
            melds = problem.params.get("melds", 0)
            text = BuracoController.tr(
                "Each new meld needs its own reading: %n meld(s).", "", melds
            )
            return counted(text, melds)
        if code == "wrong_phase":
            if view.phase == DRAW:
                return self.tr("Draw first: from the stock, or take the pile with its top card.")
            return self.tr("You have drawn already this turn.")
        if code == "cannot_lay_off":
            return self.tr("[{cards}] does not fit that meld.").format(
                cards=pretty_cards(problem.params.get("group", ()))
            )
        if code == "ambiguous_meld":
            return self.tr(
                "[{cards}] can be read more than one way: click the reading you mean under "
                "the staging area."
            ).format(cards=pretty_cards(problem.params.get("group", ())))
        if code == "too_many_wilds":
            return self.tr(
                "[{cards}] holds too many wild cards: a meld may have {n} (a 2 of the run's "
                "suit in its own place is natural)."
            ).format(
                cards=pretty_cards(problem.params.get("group", ())),
                n=view.options.max_wilds_per_meld,
            )
        return super().sentence(problem)

    # ------------------------------------------------------------------ gestures
    def _ranked(self, meld_index: int, added: list[Card], index: int) -> list | None:
        """The readings of cards added to the meld at `meld_index` (None: there is no such
        meld), likeliest first: a wild card relocated rather than the run extended
        (BU-A8's default), moved to the end the cards were dropped nearer to; else placed
        at that end."""
        view = self.view()
        if not 0 <= meld_index < len(view.melds):
            return None
        meld = view.melds[meld_index]
        fam = view.options.family
        readings = lay_off_readings(meld, added, fam)
        near_low = 0 <= index <= len(meld.cards) // 2
        near = LOW if near_low else HIGH

        def rank(r) -> tuple:
            at_low = min(r.positions) < meld.positions[0] if meld.kind == RUN else False
            return (
                r.wild_end is None,  # relocation first
                r.wild_end is not None and r.wild_end != near,
                at_low != near_low if meld.kind == RUN else False,
            )

        return sorted(readings, key=rank)

    def take_onto_intent(self, added: list[Card], meld_index: int, index: int) -> Intent:
        cards = tuple(added)
        return self._joining(
            meld_index, added, index, lambda at=(), end=None: TakePile(cards, at, meld_index, end)
        )

    def lay_off_intent(self, added: list[Card], meld_index: int, index: int) -> Intent:
        cards = tuple(added)
        return self._joining(
            meld_index, added, index, lambda at=(), end=None: LayOff(meld_index, cards, at, end)
        )

    def _joining(
        self, meld_index: int, added: list[Card], index: int, action: Callable[..., Action]
    ) -> Intent:
        """Cards joining the meld at `meld_index`: the first legal of its readings, the
        likeliest first, each made an action by `action(positions, wild_end)` (with no
        reading, `action()`: the engine then names the readings)."""
        readings = self._ranked(meld_index, added, index)
        if readings is None:
            return self.nowhere()
        candidates = [action(r.positions, r.wild_end) for r in readings]
        return self.first_legal(candidates or [action()])

    # ------------------------------------------------------------------ what the table shows
    def deal_ending(self, result: Any) -> str:
        if result.closer is not None:
            return self._said(result.closer, CLOSED_THE_DEAL)
        return self.tr("The stock ran out: the deal ends with no close.")
