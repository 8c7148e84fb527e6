from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_state_declarations_item_type_1 import RondaStateDeclarationsItemType1
from ..models.ronda_state_declarations_item_type_2_type_1 import RondaStateDeclarationsItemType2Type1
from ..models.ronda_state_declarations_item_type_3_type_1 import RondaStateDeclarationsItemType3Type1
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.ronda_holding import RondaHolding
  from ..models.ronda_item import RondaItem
  from ..models.ronda_last_play import RondaLastPlay
  from ..models.ronda_options import RondaOptions
  from ..models.ronda_state_piles import RondaStatePiles
  from ..models.ronda_state_scores import RondaStateScores





T = TypeVar("T", bound="RondaState")



@_attrs_define
class RondaState:
    """ 
        Attributes:
            game (Literal['ronda']): "ronda"
            schema_version (Literal[2]): the version of the state format; a state of another version is a 422
            options (RondaOptions):
            seed (str): every shuffle derives from it
            phase (str): declare, play or finished
            to_move (int | None): the seat to declare or play; null once the game is over
            hands (list[list[str]]): each seat's hand
            stock (list[str]): the undealt cards; stock[0] is dealt next
            scores (RondaStateScores): game scores by side
            dealer (int): the dealer of this deal
            deal_number (int): the deal being played, from 1
            round_ (int): the round of the deal, from 1 (RON-3.7)
            table (list[str]): the face-up table cards
            piles (RondaStatePiles): each side's won cards this deal, in the order won
            declarations (list[None | RondaStateDeclarationsItemType1 | RondaStateDeclarationsItemType2Type1 |
                RondaStateDeclarationsItemType3Type1]): each seat's declaration this round; null until made
            holdings (list[RondaHolding]): what each seat's hand held when dealt this round (RON-4.1); secret
            pending (list[int]): the seats whose declarations are deferred (RON-4.11)
            last_play (None | RondaLastPlay): the previous play of this round; null before the round's first play
            last_capturer (int | None): the seat that made the deal's latest table capture (RON-9.1)
            winner (None | str): the winning side once the game is over
            deal_items (list[RondaItem]): every line this deal's scoring steps have scored, in order (RON-10.4); the first
                may be a `carried` line, the points the deal scored before its lines were kept (RON-9.4)
            ledger (list[Any]): each finished deal's points, in order; they add up to the scores. A first row may carry the
                deals before the recorded ones instead (RON-9.4)
     """

    game: Literal['ronda']
    schema_version: Literal[2]
    options: RondaOptions
    seed: str
    phase: str
    to_move: int | None
    hands: list[list[str]]
    stock: list[str]
    scores: RondaStateScores
    dealer: int
    deal_number: int
    round_: int
    table: list[str]
    piles: RondaStatePiles
    declarations: list[None | RondaStateDeclarationsItemType1 | RondaStateDeclarationsItemType2Type1 | RondaStateDeclarationsItemType3Type1]
    holdings: list[RondaHolding]
    pending: list[int]
    last_play: None | RondaLastPlay
    last_capturer: int | None
    winner: None | str
    deal_items: list[RondaItem]
    ledger: list[Any]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_holding import RondaHolding # noqa: PLC0415
        from ..models.ronda_item import RondaItem # noqa: PLC0415
        from ..models.ronda_last_play import RondaLastPlay # noqa: PLC0415
        from ..models.ronda_options import RondaOptions # noqa: PLC0415
        from ..models.ronda_state_piles import RondaStatePiles # noqa: PLC0415
        from ..models.ronda_state_scores import RondaStateScores # noqa: PLC0415
        game = self.game

        schema_version = self.schema_version

        options = self.options.to_dict()

        seed = self.seed

        phase = self.phase

        to_move: int | None
        to_move = self.to_move

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        stock = self.stock



        scores = self.scores.to_dict()

        dealer = self.dealer

        deal_number = self.deal_number

        round_ = self.round_

        table = self.table



        piles = self.piles.to_dict()

        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item: None | str
            if isinstance(declarations_item_data, RondaStateDeclarationsItemType1):
                declarations_item = declarations_item_data.value
            elif isinstance(declarations_item_data, RondaStateDeclarationsItemType2Type1):
                declarations_item = declarations_item_data.value
            elif isinstance(declarations_item_data, RondaStateDeclarationsItemType3Type1):
                declarations_item = declarations_item_data.value
            else:
                declarations_item = declarations_item_data
            declarations.append(declarations_item)



        holdings = []
        for holdings_item_data in self.holdings:
            holdings_item = holdings_item_data.to_dict()
            holdings.append(holdings_item)



        pending = self.pending



        last_play: dict[str, Any] | None
        if isinstance(self.last_play, RondaLastPlay):
            last_play = self.last_play.to_dict()
        else:
            last_play = self.last_play

        last_capturer: int | None
        last_capturer = self.last_capturer

        winner: None | str
        winner = self.winner

        deal_items = []
        for deal_items_item_data in self.deal_items:
            deal_items_item = deal_items_item_data.to_dict()
            deal_items.append(deal_items_item)



        ledger = []
        for ledger_item_data in self.ledger:
            ledger_item: Any
            ledger_item = ledger_item_data
            ledger.append(ledger_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "schema_version": schema_version,
            "options": options,
            "seed": seed,
            "phase": phase,
            "to_move": to_move,
            "hands": hands,
            "stock": stock,
            "scores": scores,
            "dealer": dealer,
            "deal_number": deal_number,
            "round": round_,
            "table": table,
            "piles": piles,
            "declarations": declarations,
            "holdings": holdings,
            "pending": pending,
            "last_play": last_play,
            "last_capturer": last_capturer,
            "winner": winner,
            "deal_items": deal_items,
            "ledger": ledger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_holding import RondaHolding # noqa: PLC0415
        from ..models.ronda_item import RondaItem # noqa: PLC0415
        from ..models.ronda_last_play import RondaLastPlay # noqa: PLC0415
        from ..models.ronda_options import RondaOptions # noqa: PLC0415
        from ..models.ronda_state_piles import RondaStatePiles # noqa: PLC0415
        from ..models.ronda_state_scores import RondaStateScores # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['ronda'] , d.pop("game"))
        if game != 'ronda':
            raise ValueError(f"game must match const 'ronda', got '{game}'")

        schema_version = cast(Literal[2] , d.pop("schema_version"))
        if schema_version != 2:
            raise ValueError(f"schema_version must match const 2, got '{schema_version}'")

        options = RondaOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        phase = d.pop("phase")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)


        stock = cast(list[str], d.pop("stock"))


        scores = RondaStateScores.from_dict(d.pop("scores"))




        dealer = d.pop("dealer")

        deal_number = d.pop("deal_number")

        round_ = d.pop("round")

        table = cast(list[str], d.pop("table"))


        piles = RondaStatePiles.from_dict(d.pop("piles"))




        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in (_declarations):
            def _parse_declarations_item(data: object) -> None | RondaStateDeclarationsItemType1 | RondaStateDeclarationsItemType2Type1 | RondaStateDeclarationsItemType3Type1:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    declarations_item_type_1 = RondaStateDeclarationsItemType1(data)



                    return declarations_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    declarations_item_type_2_type_1 = RondaStateDeclarationsItemType2Type1(data)



                    return declarations_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    declarations_item_type_3_type_1 = RondaStateDeclarationsItemType3Type1(data)



                    return declarations_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(None | RondaStateDeclarationsItemType1 | RondaStateDeclarationsItemType2Type1 | RondaStateDeclarationsItemType3Type1, data)

            declarations_item = _parse_declarations_item(declarations_item_data)

            declarations.append(declarations_item)


        holdings = []
        _holdings = d.pop("holdings")
        for holdings_item_data in (_holdings):
            holdings_item = RondaHolding.from_dict(holdings_item_data)



            holdings.append(holdings_item)


        pending = cast(list[int], d.pop("pending"))


        def _parse_last_play(data: object) -> None | RondaLastPlay:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_play_type_0 = RondaLastPlay.from_dict(data)



                return last_play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RondaLastPlay, data)

        last_play = _parse_last_play(d.pop("last_play"))


        def _parse_last_capturer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_capturer = _parse_last_capturer(d.pop("last_capturer"))


        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        deal_items = []
        _deal_items = d.pop("deal_items")
        for deal_items_item_data in (_deal_items):
            deal_items_item = RondaItem.from_dict(deal_items_item_data)



            deal_items.append(deal_items_item)


        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            def _parse_ledger_item(data: object) -> Any:
                return cast(Any, data)

            ledger_item = _parse_ledger_item(ledger_item_data)

            ledger.append(ledger_item)


        ronda_state = cls(
            game=game,
            schema_version=schema_version,
            options=options,
            seed=seed,
            phase=phase,
            to_move=to_move,
            hands=hands,
            stock=stock,
            scores=scores,
            dealer=dealer,
            deal_number=deal_number,
            round_=round_,
            table=table,
            piles=piles,
            declarations=declarations,
            holdings=holdings,
            pending=pending,
            last_play=last_play,
            last_capturer=last_capturer,
            winner=winner,
            deal_items=deal_items,
            ledger=ledger,
        )

        return ronda_state

