from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.spite_and_malice_suggestion_request import SpiteAndMaliceSuggestionRequest
from ...models.spite_and_malice_suggestion_response import SpiteAndMaliceSuggestionResponse
from typing import cast



def _get_kwargs(
    *,
    body: SpiteAndMaliceSuggestionRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/spite-and-malice/suggestions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SpiteAndMaliceSuggestionResponse | None:
    if response.status_code == 200:
        response_200 = SpiteAndMaliceSuggestionResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SpiteAndMaliceSuggestionResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SpiteAndMaliceSuggestionRequest,

) -> Response[Problem | SpiteAndMaliceSuggestionResponse]:
    """ Suggest a Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild move

     A bot's move for `player`, chosen from that seat's view alone: it never looks at a card the seat
    cannot see, so the same request with the hidden cards dealt otherwise gets the same answer. Levels:
    random, greedy, expert. The move is in the form /moves accepts; `elapsed_ms` is the bot's time. The
    position comes as `state` (with its `seal`) or as a `token` with the seat's `seat_key`; give `seed`
    for a reproducible answer. An `expert` search runs in the compute pool (a `503` when it cannot take
    it).

    Args:
        body (SpiteAndMaliceSuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SpiteAndMaliceSuggestionResponse]
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
    body: SpiteAndMaliceSuggestionRequest,

) -> Problem | SpiteAndMaliceSuggestionResponse | None:
    """ Suggest a Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild move

     A bot's move for `player`, chosen from that seat's view alone: it never looks at a card the seat
    cannot see, so the same request with the hidden cards dealt otherwise gets the same answer. Levels:
    random, greedy, expert. The move is in the form /moves accepts; `elapsed_ms` is the bot's time. The
    position comes as `state` (with its `seal`) or as a `token` with the seat's `seat_key`; give `seed`
    for a reproducible answer. An `expert` search runs in the compute pool (a `503` when it cannot take
    it).

    Args:
        body (SpiteAndMaliceSuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SpiteAndMaliceSuggestionResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SpiteAndMaliceSuggestionRequest,

) -> Response[Problem | SpiteAndMaliceSuggestionResponse]:
    """ Suggest a Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild move

     A bot's move for `player`, chosen from that seat's view alone: it never looks at a card the seat
    cannot see, so the same request with the hidden cards dealt otherwise gets the same answer. Levels:
    random, greedy, expert. The move is in the form /moves accepts; `elapsed_ms` is the bot's time. The
    position comes as `state` (with its `seal`) or as a `token` with the seat's `seat_key`; give `seed`
    for a reproducible answer. An `expert` search runs in the compute pool (a `503` when it cannot take
    it).

    Args:
        body (SpiteAndMaliceSuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SpiteAndMaliceSuggestionResponse]
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
    body: SpiteAndMaliceSuggestionRequest,

) -> Problem | SpiteAndMaliceSuggestionResponse | None:
    """ Suggest a Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild move

     A bot's move for `player`, chosen from that seat's view alone: it never looks at a card the seat
    cannot see, so the same request with the hidden cards dealt otherwise gets the same answer. Levels:
    random, greedy, expert. The move is in the form /moves accepts; `elapsed_ms` is the bot's time. The
    position comes as `state` (with its `seal`) or as a `token` with the seat's `seat_key`; give `seed`
    for a reproducible answer. An `expert` search runs in the compute pool (a `503` when it cannot take
    it).

    Args:
        body (SpiteAndMaliceSuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SpiteAndMaliceSuggestionResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
