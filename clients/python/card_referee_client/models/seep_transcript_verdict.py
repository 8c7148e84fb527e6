from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.claim_comparison import ClaimComparison
  from ..models.ending_judged import EndingJudged
  from ..models.first_illegal import FirstIllegal
  from ..models.outcome import Outcome
  from ..models.score_sheet import ScoreSheet
  from ..models.seep_state import SeepState
  from ..models.seep_view import SeepView





T = TypeVar("T", bound="SeepTranscriptVerdict")



@_attrs_define
class SeepTranscriptVerdict:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            valid (bool): every move is legal, the ending (if any) could follow them, and the claim (if any) matches
            moves_checked (int): moves checked, the illegal one included
            first_illegal (FirstIllegal | None): the first illegal move, where checking stopped; or null
            finished (bool): whether the match is over
            sheet (ScoreSheet):
            claim (ClaimComparison | None): the claim item by item; null when none was made
            ending (EndingJudged | None): the ending judged after the moves; null when the transcript has none, or when an
                illegal move stopped the check before it
            seal (str | Unset): `<key id>.<mac>`: send it back beside `state` (only with REFEREE_STATE_KEYS)
            token (str | Unset): the state, encrypted: send it back in place of `state` (answers to `opaque` requests and to
                requests that sent a token)
            views (list[SeepView] | Unset):
            seat_keys (list[str] | Unset): one key per seat, by seat, when the answer makes a token of a plain state: hand
                each seat its own; with the token it proves the seat
            state (SeepState | Unset):
     """

    movers: list[int]
    outcome: None | Outcome
    valid: bool
    moves_checked: int
    first_illegal: FirstIllegal | None
    finished: bool
    sheet: ScoreSheet
    claim: ClaimComparison | None
    ending: EndingJudged | None
    seal: str | Unset = UNSET
    token: str | Unset = UNSET
    views: list[SeepView] | Unset = UNSET
    seat_keys: list[str] | Unset = UNSET
    state: SeepState | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.claim_comparison import ClaimComparison # noqa: PLC0415
        from ..models.ending_judged import EndingJudged # noqa: PLC0415
        from ..models.first_illegal import FirstIllegal # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        from ..models.seep_state import SeepState # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
        movers = self.movers



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        valid = self.valid

        moves_checked = self.moves_checked

        first_illegal: dict[str, Any] | None
        if isinstance(self.first_illegal, FirstIllegal):
            first_illegal = self.first_illegal.to_dict()
        else:
            first_illegal = self.first_illegal

        finished = self.finished

        sheet = self.sheet.to_dict()

        claim: dict[str, Any] | None
        if isinstance(self.claim, ClaimComparison):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

        ending: dict[str, Any] | None
        if isinstance(self.ending, EndingJudged):
            ending = self.ending.to_dict()
        else:
            ending = self.ending

        seal = self.seal

        token = self.token

        views: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = []
            for views_item_data in self.views:
                views_item = views_item_data.to_dict()
                views.append(views_item)



        seat_keys: list[str] | Unset = UNSET
        if not isinstance(self.seat_keys, Unset):
            seat_keys = self.seat_keys



        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "movers": movers,
            "outcome": outcome,
            "valid": valid,
            "moves_checked": moves_checked,
            "first_illegal": first_illegal,
            "finished": finished,
            "sheet": sheet,
            "claim": claim,
            "ending": ending,
        })
        if seal is not UNSET:
            field_dict["seal"] = seal
        if token is not UNSET:
            field_dict["token"] = token
        if views is not UNSET:
            field_dict["views"] = views
        if seat_keys is not UNSET:
            field_dict["seat_keys"] = seat_keys
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claim_comparison import ClaimComparison # noqa: PLC0415
        from ..models.ending_judged import EndingJudged # noqa: PLC0415
        from ..models.first_illegal import FirstIllegal # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        from ..models.seep_state import SeepState # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
        d = dict(src_dict)
        movers = cast(list[int], d.pop("movers"))


        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        valid = d.pop("valid")

        moves_checked = d.pop("moves_checked")

        def _parse_first_illegal(data: object) -> FirstIllegal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_illegal_type_0 = FirstIllegal.from_dict(data)



                return first_illegal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FirstIllegal | None, data)

        first_illegal = _parse_first_illegal(d.pop("first_illegal"))


        finished = d.pop("finished")

        sheet = ScoreSheet.from_dict(d.pop("sheet"))




        def _parse_claim(data: object) -> ClaimComparison | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                claim_type_0 = ClaimComparison.from_dict(data)



                return claim_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClaimComparison | None, data)

        claim = _parse_claim(d.pop("claim"))


        def _parse_ending(data: object) -> EndingJudged | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ending_type_0 = EndingJudged.from_dict(data)



                return ending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EndingJudged | None, data)

        ending = _parse_ending(d.pop("ending"))


        seal = d.pop("seal", UNSET)

        token = d.pop("token", UNSET)

        _views = d.pop("views", UNSET)
        views: list[SeepView] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                views_item = SeepView.from_dict(views_item_data)



                views.append(views_item)


        seat_keys = cast(list[str], d.pop("seat_keys", UNSET))


        _state = d.pop("state", UNSET)
        state: SeepState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SeepState.from_dict(_state)




        seep_transcript_verdict = cls(
            movers=movers,
            outcome=outcome,
            valid=valid,
            moves_checked=moves_checked,
            first_illegal=first_illegal,
            finished=finished,
            sheet=sheet,
            claim=claim,
            ending=ending,
            seal=seal,
            token=token,
            views=views,
            seat_keys=seat_keys,
            state=state,
        )

        return seep_transcript_verdict

