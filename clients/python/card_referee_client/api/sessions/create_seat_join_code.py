from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.session_join_code import SessionJoinCode
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    seat: str,
    *,
    ttl: int | Unset = 3600,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["ttl"] = ttl


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/seats/{seat}/join-code".format(id=quote(str(id), safe=""),seat=quote(str(seat), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SessionJoinCode | None:
    if response.status_code == 201:
        response_201 = SessionJoinCode.from_dict(response.json())



        return response_201

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SessionJoinCode]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
    ttl: int | Unset = 3600,

) -> Response[Problem | SessionJoinCode]:
    """ A short join code for a seat

     A code of 8 characters (Crockford's base32: no I, L, O or U) that gives the seat to whoever redeems
    it first (`POST /v1/join-codes/{code}`), with the owner token or the admin token: short enough to
    read aloud or type, where a seat link carries the whole token. It is good for `ttl` seconds and for
    one redemption, and only while the seat keeps the holder it had when the code was made. A seat a bot
    holds gets none (409 `bot_seat`).

    Args:
        id (str):
        seat (str):
        ttl (int | Unset):  Default: 3600.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionJoinCode]
     """


    kwargs = _get_kwargs(
        id=id,
seat=seat,
ttl=ttl,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
    ttl: int | Unset = 3600,

) -> Problem | SessionJoinCode | None:
    """ A short join code for a seat

     A code of 8 characters (Crockford's base32: no I, L, O or U) that gives the seat to whoever redeems
    it first (`POST /v1/join-codes/{code}`), with the owner token or the admin token: short enough to
    read aloud or type, where a seat link carries the whole token. It is good for `ttl` seconds and for
    one redemption, and only while the seat keeps the holder it had when the code was made. A seat a bot
    holds gets none (409 `bot_seat`).

    Args:
        id (str):
        seat (str):
        ttl (int | Unset):  Default: 3600.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionJoinCode
     """


    return sync_detailed(
        id=id,
seat=seat,
client=client,
ttl=ttl,

    ).parsed

async def asyncio_detailed(
    id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
    ttl: int | Unset = 3600,

) -> Response[Problem | SessionJoinCode]:
    """ A short join code for a seat

     A code of 8 characters (Crockford's base32: no I, L, O or U) that gives the seat to whoever redeems
    it first (`POST /v1/join-codes/{code}`), with the owner token or the admin token: short enough to
    read aloud or type, where a seat link carries the whole token. It is good for `ttl` seconds and for
    one redemption, and only while the seat keeps the holder it had when the code was made. A seat a bot
    holds gets none (409 `bot_seat`).

    Args:
        id (str):
        seat (str):
        ttl (int | Unset):  Default: 3600.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionJoinCode]
     """


    kwargs = _get_kwargs(
        id=id,
seat=seat,
ttl=ttl,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
    ttl: int | Unset = 3600,

) -> Problem | SessionJoinCode | None:
    """ A short join code for a seat

     A code of 8 characters (Crockford's base32: no I, L, O or U) that gives the seat to whoever redeems
    it first (`POST /v1/join-codes/{code}`), with the owner token or the admin token: short enough to
    read aloud or type, where a seat link carries the whole token. It is good for `ttl` seconds and for
    one redemption, and only while the seat keeps the holder it had when the code was made. A seat a bot
    holds gets none (409 `bot_seat`).

    Args:
        id (str):
        seat (str):
        ttl (int | Unset):  Default: 3600.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionJoinCode
     """


    return (await asyncio_detailed(
        id=id,
seat=seat,
client=client,
ttl=ttl,

    )).parsed
