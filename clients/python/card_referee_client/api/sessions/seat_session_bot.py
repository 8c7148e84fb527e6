from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.session_bot_request import SessionBotRequest
from ...models.session_bot_seated import SessionBotSeated
from typing import cast



def _get_kwargs(
    id: str,
    seat: str,
    *,
    body: SessionBotRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/sessions/{id}/seats/{seat}/bot".format(id=quote(str(id), safe=""),seat=quote(str(seat), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SessionBotSeated | None:
    if response.status_code == 200:
        response_200 = SessionBotSeated.from_dict(response.json())



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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SessionBotSeated]:
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
    body: SessionBotRequest,

) -> Response[Problem | SessionBotSeated]:
    """ Give a seat to a bot

     A bot of the level asked takes the seat, with the owner token or the admin token: the token that
    held the seat opens nothing any more (401 `unknown_token`), and a bot seat takes the new level. The
    bot sees only its seat's view and legal moves. It moves by itself whenever it is among the `movers`,
    off the request path, and its moves are committed as any seat's (compare-and-set on the version; in
    the history and the event stream like any other). Bots may also be seated as the session opens
    (`bots`).

    Args:
        id (str):
        seat (str):
        body (SessionBotRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionBotSeated]
     """


    kwargs = _get_kwargs(
        id=id,
seat=seat,
body=body,

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
    body: SessionBotRequest,

) -> Problem | SessionBotSeated | None:
    """ Give a seat to a bot

     A bot of the level asked takes the seat, with the owner token or the admin token: the token that
    held the seat opens nothing any more (401 `unknown_token`), and a bot seat takes the new level. The
    bot sees only its seat's view and legal moves. It moves by itself whenever it is among the `movers`,
    off the request path, and its moves are committed as any seat's (compare-and-set on the version; in
    the history and the event stream like any other). Bots may also be seated as the session opens
    (`bots`).

    Args:
        id (str):
        seat (str):
        body (SessionBotRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionBotSeated
     """


    return sync_detailed(
        id=id,
seat=seat,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
    body: SessionBotRequest,

) -> Response[Problem | SessionBotSeated]:
    """ Give a seat to a bot

     A bot of the level asked takes the seat, with the owner token or the admin token: the token that
    held the seat opens nothing any more (401 `unknown_token`), and a bot seat takes the new level. The
    bot sees only its seat's view and legal moves. It moves by itself whenever it is among the `movers`,
    off the request path, and its moves are committed as any seat's (compare-and-set on the version; in
    the history and the event stream like any other). Bots may also be seated as the session opens
    (`bots`).

    Args:
        id (str):
        seat (str):
        body (SessionBotRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionBotSeated]
     """


    kwargs = _get_kwargs(
        id=id,
seat=seat,
body=body,

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
    body: SessionBotRequest,

) -> Problem | SessionBotSeated | None:
    """ Give a seat to a bot

     A bot of the level asked takes the seat, with the owner token or the admin token: the token that
    held the seat opens nothing any more (401 `unknown_token`), and a bot seat takes the new level. The
    bot sees only its seat's view and legal moves. It moves by itself whenever it is among the `movers`,
    off the request path, and its moves are committed as any seat's (compare-and-set on the version; in
    the history and the event stream like any other). Bots may also be seated as the session opens
    (`bots`).

    Args:
        id (str):
        seat (str):
        body (SessionBotRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionBotSeated
     """


    return (await asyncio_detailed(
        id=id,
seat=seat,
client=client,
body=body,

    )).parsed
