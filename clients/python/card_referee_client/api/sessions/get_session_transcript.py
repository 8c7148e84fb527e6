from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.transcript import Transcript
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/transcript".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Transcript | None:
    if response.status_code == 200:
        response_200 = Transcript.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Transcript]:
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

) -> Response[Problem | Transcript]:
    """ Export a session's match as a transcript

     The match so far in the transcript format: the game, its options and seed, every move in order, and
    what they came to as the claim. Posting it to `POST /v1/games/{game}/transcripts` reproduces the
    session's state and score sheet. The seed shows every card, so the owner and the admin may export at
    any time, a seat once the match is over (`403 not_finished` before). With `Accept:
    application/x-ndjson`, JSON lines.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Transcript]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | Transcript | None:
    """ Export a session's match as a transcript

     The match so far in the transcript format: the game, its options and seed, every move in order, and
    what they came to as the claim. Posting it to `POST /v1/games/{game}/transcripts` reproduces the
    session's state and score sheet. The seed shows every card, so the owner and the admin may export at
    any time, a seat once the match is over (`403 not_finished` before). With `Accept:
    application/x-ndjson`, JSON lines.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Transcript
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | Transcript]:
    """ Export a session's match as a transcript

     The match so far in the transcript format: the game, its options and seed, every move in order, and
    what they came to as the claim. Posting it to `POST /v1/games/{game}/transcripts` reproduces the
    session's state and score sheet. The seed shows every card, so the owner and the admin may export at
    any time, a seat once the match is over (`403 not_finished` before). With `Accept:
    application/x-ndjson`, JSON lines.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Transcript]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | Transcript | None:
    """ Export a session's match as a transcript

     The match so far in the transcript format: the game, its options and seed, every move in order, and
    what they came to as the claim. Posting it to `POST /v1/games/{game}/transcripts` reproduces the
    session's state and score sheet. The seed shows every card, so the owner and the admin may export at
    any time, a seat once the match is over (`403 not_finished` before). With `Accept:
    application/x-ndjson`, JSON lines.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Transcript
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
