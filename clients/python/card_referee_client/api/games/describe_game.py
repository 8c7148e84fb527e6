from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.describe_game_game import DescribeGameGame
from ...models.game_info import GameInfo
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game: DescribeGameGame,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}".format(game=quote(str(game), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameInfo | Problem | None:
    if response.status_code == 200:
        response_200 = GameInfo.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameInfo | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: DescribeGameGame,
    *,
    client: AuthenticatedClient | Client,

) -> Response[GameInfo | Problem]:
    """ Describe a game

     Players, options with defaults and allowed values, rules version.

    Args:
        game (DescribeGameGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameInfo | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: DescribeGameGame,
    *,
    client: AuthenticatedClient | Client,

) -> GameInfo | Problem | None:
    """ Describe a game

     Players, options with defaults and allowed values, rules version.

    Args:
        game (DescribeGameGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameInfo | Problem
     """


    return sync_detailed(
        game=game,
client=client,

    ).parsed

async def asyncio_detailed(
    game: DescribeGameGame,
    *,
    client: AuthenticatedClient | Client,

) -> Response[GameInfo | Problem]:
    """ Describe a game

     Players, options with defaults and allowed values, rules version.

    Args:
        game (DescribeGameGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameInfo | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: DescribeGameGame,
    *,
    client: AuthenticatedClient | Client,

) -> GameInfo | Problem | None:
    """ Describe a game

     Players, options with defaults and allowed values, rules version.

    Args:
        game (DescribeGameGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameInfo | Problem
     """


    return (await asyncio_detailed(
        game=game,
client=client,

    )).parsed
