from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_rules_game import GetRulesGame
from ...models.problem import Problem
from ...models.rules_catalog import RulesCatalog
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game: GetRulesGame,
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}/rules".format(game=quote(str(game), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | RulesCatalog | None:
    if response.status_code == 200:
        response_200 = RulesCatalog.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | RulesCatalog]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: GetRulesGame,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | Problem | RulesCatalog]:
    """ The rules catalog of a game

     Every rule and decision id the game cites (in violations, score sheets and options), each with a
    title, a statement and its section, in the order of the rules; and the game's options with their
    defaults.

    Args:
        game (GetRulesGame):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | RulesCatalog]
     """


    kwargs = _get_kwargs(
        game=game,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GetRulesGame,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | Problem | RulesCatalog | None:
    """ The rules catalog of a game

     Every rule and decision id the game cites (in violations, score sheets and options), each with a
    title, a statement and its section, in the order of the rules; and the game's options with their
    defaults.

    Args:
        game (GetRulesGame):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | RulesCatalog
     """


    return sync_detailed(
        game=game,
client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    game: GetRulesGame,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | Problem | RulesCatalog]:
    """ The rules catalog of a game

     Every rule and decision id the game cites (in violations, score sheets and options), each with a
    title, a statement and its section, in the order of the rules; and the game's options with their
    defaults.

    Args:
        game (GetRulesGame):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | RulesCatalog]
     """


    kwargs = _get_kwargs(
        game=game,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GetRulesGame,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | Problem | RulesCatalog | None:
    """ The rules catalog of a game

     Every rule and decision id the game cites (in violations, score sheets and options), each with a
    title, a statement and its section, in the order of the rules; and the game's options with their
    defaults.

    Args:
        game (GetRulesGame):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | RulesCatalog
     """


    return (await asyncio_detailed(
        game=game,
client=client,
if_none_match=if_none_match,

    )).parsed
