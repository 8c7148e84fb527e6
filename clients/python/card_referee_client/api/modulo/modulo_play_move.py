from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.modulo_moves_request import ModuloMovesRequest
from ...models.modulo_outcome import ModuloOutcome
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: ModuloMovesRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/modulo/moves",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ModuloOutcome | Problem | None:
    if response.status_code == 200:
        response_200 = ModuloOutcome.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ModuloOutcome | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ModuloMovesRequest,

) -> Response[ModuloOutcome | Problem]:
    """ Referee a Modulo (three-player tricks: score when your tricks leave remainder 1 by your secret bid)
    move

     The main call. A legal move answers `legal: true` with the new state, events, score deltas and, when
    the match ends, the result. A well-formed move that the rules forbid answers `200` with `legal:
    false` and the violated rule id. The position comes as `state` (with its `seal`) or as a `token`;
    the new state goes back as `state` with a fresh `seal`, or as a `token` when the request sent one or
    asked for `opaque`.

    Args:
        body (ModuloMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ModuloOutcome | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ModuloMovesRequest,

) -> ModuloOutcome | Problem | None:
    """ Referee a Modulo (three-player tricks: score when your tricks leave remainder 1 by your secret bid)
    move

     The main call. A legal move answers `legal: true` with the new state, events, score deltas and, when
    the match ends, the result. A well-formed move that the rules forbid answers `200` with `legal:
    false` and the violated rule id. The position comes as `state` (with its `seal`) or as a `token`;
    the new state goes back as `state` with a fresh `seal`, or as a `token` when the request sent one or
    asked for `opaque`.

    Args:
        body (ModuloMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ModuloOutcome | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ModuloMovesRequest,

) -> Response[ModuloOutcome | Problem]:
    """ Referee a Modulo (three-player tricks: score when your tricks leave remainder 1 by your secret bid)
    move

     The main call. A legal move answers `legal: true` with the new state, events, score deltas and, when
    the match ends, the result. A well-formed move that the rules forbid answers `200` with `legal:
    false` and the violated rule id. The position comes as `state` (with its `seal`) or as a `token`;
    the new state goes back as `state` with a fresh `seal`, or as a `token` when the request sent one or
    asked for `opaque`.

    Args:
        body (ModuloMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ModuloOutcome | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ModuloMovesRequest,

) -> ModuloOutcome | Problem | None:
    """ Referee a Modulo (three-player tricks: score when your tricks leave remainder 1 by your secret bid)
    move

     The main call. A legal move answers `legal: true` with the new state, events, score deltas and, when
    the match ends, the result. A well-formed move that the rules forbid answers `200` with `legal:
    false` and the violated rule id. The position comes as `state` (with its `seal`) or as a `token`;
    the new state goes back as `state` with a fresh `seal`, or as a `token` when the request sent one or
    asked for `opaque`.

    Args:
        body (ModuloMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ModuloOutcome | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
