"""The coach's suggestions in the players' words: the engine gives keys and numbers
(``carc_assist.players.coach.Reason``), this says them as one sentence, with no codes or coordinates
(the board shows where, as a ghost tile)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from carc_assist.players.coach import Moment, Reason, Review, Suggestion
from carc_assist.table.actions import Action, Follower, Pass
from ui.expansions.base import first
from ui.words.texts import Texts

# how many reasons a sentence names (the largest)
SAID = 3
# a turn this close to the best (in points) is as good as the best
ABOUT_AS_GOOD = 0.5


class CoachWords(QObject):
    def __init__(self, texts: Texts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts

    def sentence(self, suggestion: Suggestion, role: str | None, names: Sequence[str]) -> str:
        """``role``: what the turn's follower would be (knight, thief …), None without one."""
        first = self._turn(suggestion.actions, role)
        said = [r for r in suggestion.reasons if round(abs(r.points))]  # "about 0 points" says nothing
        reasons = [self.reason(r, names) for r in said[:SAID]]
        if not reasons:
            return self.tr("{turn}: nothing to gain or lose.").format(turn=first)
        return self.tr("{turn}: {reasons}.").format(turn=first, reasons="; ".join(reasons))

    def verdict(self, review: Review, role: str | None, where: str, names: Sequence[str]) -> str:
        """How did that go? The turn played beside the coach's best (``role``: its follower's;
        ``where``: its square in words), in one sentence."""
        who = names[review.player]
        if review.shortfall < ABOUT_AS_GOOD:
            return self.tr("How did that go? Well played, {player}: the coach finds no better turn.").format(
                player=who
            )
        follow = review.best.actions[1] if len(review.best.actions) > 1 else None
        if follow is None or isinstance(follow, Pass):
            best = self.tr("placing it {where}, with no follower").format(where=where)
        elif isinstance(follow, Follower) and role is not None:
            best = self.tr("placing it {where} with {figure}").format(
                where=where, figure=self.texts.figure_name(role)
            )
        else:
            best = self.tr("placing it {where}, then {choice}").format(
                where=where, choice=self.texts.action_label(follow)
            )
        return self.tr(
            "How did that go? {player}, your turn was worth about {points} less than {best}."
        ).format(player=who, points=self._points(review.shortfall), best=best)

    def moment(self, moment: Moment, names: Sequence[str]) -> str:
        """One of the turns that changed the game most, as the summary says it (to its player)."""
        points = self._points(moment.value)
        if moment.value >= 0:
            swing = self.tr("Turn {turn} — {player}, about {points} won on the others").format(
                turn=moment.turn, player=names[moment.player], points=points
            )
        else:
            swing = self.tr("Turn {turn} — {player}, about {points} lost to the others").format(
                turn=moment.turn, player=names[moment.player], points=points
            )
        reasons = [self.reason(r, names) for r in moment.reasons if round(abs(r.points))][:SAID]
        if not reasons:
            return self.tr("{swing}.").format(swing=swing)
        return self.tr("{swing}: {reasons}.").format(swing=swing, reasons="; ".join(reasons))

    def _turn(self, actions: Sequence[Action], role: str | None) -> str:
        follow = actions[1] if len(actions) > 1 else None
        if follow is None or isinstance(follow, Pass):
            return self.tr("Place it here, with no follower")
        if isinstance(follow, Follower) and role is not None:
            return self.tr("Place it here and put {figure} on it").format(figure=self.texts.figure_name(role))
        return self.tr("Place it here, then {choice}").format(choice=self.texts.action_label(follow))

    def yours(self, kind: str, new: bool = False) -> str:
        """The player's own feature ("your city"; ``new``: "your new city")."""
        if new:
            words = {
                "city": self.tr("your new city"),
                "road": self.tr("your new road"),
                "cloister": self.tr("your new cloister"),
                "field": self.tr("your new field"),
            }
            return words.get(kind, self.tr("your new feature"))
        words = {
            "city": self.tr("your city"),
            "road": self.tr("your road"),
            "cloister": self.tr("your cloister"),
            "field": self.tr("your field"),
        }
        return words.get(kind, self.tr("your feature"))

    def theirs(self, kind: str, player: str) -> str:
        """Another player's feature ("Bram's city")."""
        words = {
            "city": self.tr("{player}'s city"),
            "road": self.tr("{player}'s road"),
            "cloister": self.tr("{player}'s cloister"),
            "field": self.tr("{player}'s field"),
        }
        return words.get(kind, self.tr("{player}'s feature")).format(player=player)

    def reason(self, reason: Reason, names: Sequence[str]) -> str:
        """One reason as a clause."""
        points = self._points(reason.points)
        who = names[reason.player] if reason.player is not None else ""
        what = reason.what
        if what == "completes":
            return self.tr("it completes {feature}: {points} now").format(
                feature=self.yours(reason.feature), points=points
            )
        if what == "scores":
            return self.tr("{points} now").format(points=points)
        if what == "starts":
            return self.tr("{feature} should bring about {points}").format(
                feature=self.yours(reason.feature, new=True), points=points
            )
        if what in ("extends", "helps", "takes"):
            feature = self.yours(reason.feature) if what == "extends" else self.theirs(reason.feature, who)
            if what == "takes" or reason.points < 0:
                return self.tr("{feature} loses about {points}").format(feature=feature, points=points)
            return self.tr("{feature} gains about {points}").format(feature=feature, points=points)
        if what == "gives":
            return self.tr("it gives {player} {points} now").format(player=who, points=points)
        if what == "followers":
            if reason.points < 0:
                return self.tr("it ties up a follower (worth about {points})").format(points=points)
            return self.tr("a follower comes back sooner (worth about {points})").format(points=points)
        said = first(half.outlook_words(what, points, reason.points > 0) for half in self.texts.halves)
        return said if said is not None else self.tr("other effects: about {points}").format(points=points)

    def _points(self, points: float) -> str:
        return self.texts.points(round(abs(points)))
