from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cassino_session_outcome import CassinoSessionOutcome
from ...models.modulo_session_outcome import ModuloSessionOutcome
from ...models.problem import Problem
from ...models.ronda_session_outcome import RondaSessionOutcome
from ...models.seep_session_outcome import SeepSessionOutcome
from ...models.session_move_request import SessionMoveRequest
from ...models.spite_and_malice_session_outcome import SpiteAndMaliceSessionOutcome
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: SessionMoveRequest,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    params: dict[str, Any] = {}

    params["dry_run"] = dry_run


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/moves".format(id=quote(str(id), safe=""),),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_outcome_type_0 = CassinoSessionOutcome.from_dict(data)



                return componentsschemas_session_outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_outcome_type_1 = ModuloSessionOutcome.from_dict(data)



                return componentsschemas_session_outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_outcome_type_2 = RondaSessionOutcome.from_dict(data)



                return componentsschemas_session_outcome_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_outcome_type_3 = SeepSessionOutcome.from_dict(data)



                return componentsschemas_session_outcome_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_outcome_type_4 = SpiteAndMaliceSessionOutcome.from_dict(data)



            return componentsschemas_session_outcome_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if response.status_code == 507:
        response_507 = Problem.from_dict(response.json())



        return response_507

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: SessionMoveRequest,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem]:
    """ Play the bearer's move

     Referees the move on the session's current state and, if legal, keeps the new state (compare-and-set
    on the version: a move that raced another is checked again on the new state, never written over it).
    The answer is the outcome with the mover's view in place of the state. `If-Match: "<version>"` makes
    the move conditional (412 when stale). With `Idempotency-Key`, the first answer to the key (legal or
    not) is kept for this seat and returned again, unapplied, to a retry of the same move (header
    `Idempotent-Replayed: true`); the key with a different move is a 422. With `?dry_run=true` the move
    is only checked: the answer is `legal` (and the `violation` with its rule when illegal), `version`,
    `movers` and `outcome` of the unchanged session, and nothing is kept (If-Match and Idempotency-Key
    are not consulted). It never says what a legal move would do on the real state, since that may turn
    on cards the seat does not see; `ends_match` says whether the move ends the match on `every`, `some`
    or `none` of a few states dealt from the seat's view alone (the unseen cards dealt as the bots deal
    them, from a fixed seed), so that a table can ask before a move that may end the match (its answer
    is the same whatever the hidden cards are).

    Args:
        id (str):
        dry_run (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
dry_run=dry_run,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: SessionMoveRequest,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem | None:
    """ Play the bearer's move

     Referees the move on the session's current state and, if legal, keeps the new state (compare-and-set
    on the version: a move that raced another is checked again on the new state, never written over it).
    The answer is the outcome with the mover's view in place of the state. `If-Match: "<version>"` makes
    the move conditional (412 when stale). With `Idempotency-Key`, the first answer to the key (legal or
    not) is kept for this seat and returned again, unapplied, to a retry of the same move (header
    `Idempotent-Replayed: true`); the key with a different move is a 422. With `?dry_run=true` the move
    is only checked: the answer is `legal` (and the `violation` with its rule when illegal), `version`,
    `movers` and `outcome` of the unchanged session, and nothing is kept (If-Match and Idempotency-Key
    are not consulted). It never says what a legal move would do on the real state, since that may turn
    on cards the seat does not see; `ends_match` says whether the move ends the match on `every`, `some`
    or `none` of a few states dealt from the seat's view alone (the unseen cards dealt as the bots deal
    them, from a fixed seed), so that a table can ask before a move that may end the match (its answer
    is the same whatever the hidden cards are).

    Args:
        id (str):
        dry_run (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
dry_run=dry_run,
if_match=if_match,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: SessionMoveRequest,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem]:
    """ Play the bearer's move

     Referees the move on the session's current state and, if legal, keeps the new state (compare-and-set
    on the version: a move that raced another is checked again on the new state, never written over it).
    The answer is the outcome with the mover's view in place of the state. `If-Match: "<version>"` makes
    the move conditional (412 when stale). With `Idempotency-Key`, the first answer to the key (legal or
    not) is kept for this seat and returned again, unapplied, to a retry of the same move (header
    `Idempotent-Replayed: true`); the key with a different move is a 422. With `?dry_run=true` the move
    is only checked: the answer is `legal` (and the `violation` with its rule when illegal), `version`,
    `movers` and `outcome` of the unchanged session, and nothing is kept (If-Match and Idempotency-Key
    are not consulted). It never says what a legal move would do on the real state, since that may turn
    on cards the seat does not see; `ends_match` says whether the move ends the match on `every`, `some`
    or `none` of a few states dealt from the seat's view alone (the unseen cards dealt as the bots deal
    them, from a fixed seed), so that a table can ask before a move that may end the match (its answer
    is the same whatever the hidden cards are).

    Args:
        id (str):
        dry_run (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
dry_run=dry_run,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: SessionMoveRequest,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem | None:
    """ Play the bearer's move

     Referees the move on the session's current state and, if legal, keeps the new state (compare-and-set
    on the version: a move that raced another is checked again on the new state, never written over it).
    The answer is the outcome with the mover's view in place of the state. `If-Match: "<version>"` makes
    the move conditional (412 when stale). With `Idempotency-Key`, the first answer to the key (legal or
    not) is kept for this seat and returned again, unapplied, to a retry of the same move (header
    `Idempotent-Replayed: true`); the key with a different move is a 422. With `?dry_run=true` the move
    is only checked: the answer is `legal` (and the `violation` with its rule when illegal), `version`,
    `movers` and `outcome` of the unchanged session, and nothing is kept (If-Match and Idempotency-Key
    are not consulted). It never says what a legal move would do on the real state, since that may turn
    on cards the seat does not see; `ends_match` says whether the move ends the match on `every`, `some`
    or `none` of a few states dealt from the seat's view alone (the unseen cards dealt as the bots deal
    them, from a fixed seed), so that a table can ask before a move that may end the match (its answer
    is the same whatever the hidden cards are).

    Args:
        id (str):
        dry_run (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CassinoSessionOutcome | ModuloSessionOutcome | RondaSessionOutcome | SeepSessionOutcome | SpiteAndMaliceSessionOutcome | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
dry_run=dry_run,
if_match=if_match,
idempotency_key=idempotency_key,

    )).parsed
