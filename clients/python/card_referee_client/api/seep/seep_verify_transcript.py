from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seep_transcript_request_type_0 import SeepTranscriptRequestType0
from ...models.seep_transcript_request_type_1 import SeepTranscriptRequestType1
from ...models.seep_transcript_verdict import SeepTranscriptVerdict
from typing import cast



def _get_kwargs(
    *,
    body: SeepTranscriptRequestType0 | SeepTranscriptRequestType1,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/seep/transcripts",
    }

    
    if isinstance(body, SeepTranscriptRequestType0):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeepTranscriptVerdict | None:
    if response.status_code == 200:
        response_200 = SeepTranscriptVerdict.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeepTranscriptVerdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SeepTranscriptRequestType0 | SeepTranscriptRequestType1,

) -> Response[Problem | SeepTranscriptVerdict]:
    """ Verify a whole Seep (Sip, Sweep): houses of 9 to 13, partnerships, baazi to a 100-point lead match

     Checks every move of a transcript in order, from its `seed` (the referee deals) or its initial
    `state` (with its `seal`), and stops at the first illegal one. Answers `valid`, `moves_checked`,
    `first_illegal` (its index, the move and the violated rule), whether the match is `finished`,
    `movers`, the `outcome`, the score `sheet` and the state after the last legal move (sealed, or as a
    `token` with `opaque`); and, when the transcript claims a result, the claim beside what the moves
    came to, item by item (`valid` is false when it does not match). Send JSON, or JSON lines
    (`application/x-ndjson`), gzipped or not (`Content-Encoding: gzip`). Moves are checked one at a time
    as they are read: a malformed move is a 400 naming its index (`moves.17.card`), and nothing past an
    illegal or malformed move is read. Past a few kilobytes, or gzipped, the check runs in the compute
    pool (a `503` when it cannot take it); the bytes, as inflated, count against the address's
    REFEREE_RATE_LIMIT_TRANSCRIPT_BYTES.

    Args:
        body (SeepTranscriptRequestType0 | SeepTranscriptRequestType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeepTranscriptVerdict]
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
    body: SeepTranscriptRequestType0 | SeepTranscriptRequestType1,

) -> Problem | SeepTranscriptVerdict | None:
    """ Verify a whole Seep (Sip, Sweep): houses of 9 to 13, partnerships, baazi to a 100-point lead match

     Checks every move of a transcript in order, from its `seed` (the referee deals) or its initial
    `state` (with its `seal`), and stops at the first illegal one. Answers `valid`, `moves_checked`,
    `first_illegal` (its index, the move and the violated rule), whether the match is `finished`,
    `movers`, the `outcome`, the score `sheet` and the state after the last legal move (sealed, or as a
    `token` with `opaque`); and, when the transcript claims a result, the claim beside what the moves
    came to, item by item (`valid` is false when it does not match). Send JSON, or JSON lines
    (`application/x-ndjson`), gzipped or not (`Content-Encoding: gzip`). Moves are checked one at a time
    as they are read: a malformed move is a 400 naming its index (`moves.17.card`), and nothing past an
    illegal or malformed move is read. Past a few kilobytes, or gzipped, the check runs in the compute
    pool (a `503` when it cannot take it); the bytes, as inflated, count against the address's
    REFEREE_RATE_LIMIT_TRANSCRIPT_BYTES.

    Args:
        body (SeepTranscriptRequestType0 | SeepTranscriptRequestType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeepTranscriptVerdict
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SeepTranscriptRequestType0 | SeepTranscriptRequestType1,

) -> Response[Problem | SeepTranscriptVerdict]:
    """ Verify a whole Seep (Sip, Sweep): houses of 9 to 13, partnerships, baazi to a 100-point lead match

     Checks every move of a transcript in order, from its `seed` (the referee deals) or its initial
    `state` (with its `seal`), and stops at the first illegal one. Answers `valid`, `moves_checked`,
    `first_illegal` (its index, the move and the violated rule), whether the match is `finished`,
    `movers`, the `outcome`, the score `sheet` and the state after the last legal move (sealed, or as a
    `token` with `opaque`); and, when the transcript claims a result, the claim beside what the moves
    came to, item by item (`valid` is false when it does not match). Send JSON, or JSON lines
    (`application/x-ndjson`), gzipped or not (`Content-Encoding: gzip`). Moves are checked one at a time
    as they are read: a malformed move is a 400 naming its index (`moves.17.card`), and nothing past an
    illegal or malformed move is read. Past a few kilobytes, or gzipped, the check runs in the compute
    pool (a `503` when it cannot take it); the bytes, as inflated, count against the address's
    REFEREE_RATE_LIMIT_TRANSCRIPT_BYTES.

    Args:
        body (SeepTranscriptRequestType0 | SeepTranscriptRequestType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeepTranscriptVerdict]
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
    body: SeepTranscriptRequestType0 | SeepTranscriptRequestType1,

) -> Problem | SeepTranscriptVerdict | None:
    """ Verify a whole Seep (Sip, Sweep): houses of 9 to 13, partnerships, baazi to a 100-point lead match

     Checks every move of a transcript in order, from its `seed` (the referee deals) or its initial
    `state` (with its `seal`), and stops at the first illegal one. Answers `valid`, `moves_checked`,
    `first_illegal` (its index, the move and the violated rule), whether the match is `finished`,
    `movers`, the `outcome`, the score `sheet` and the state after the last legal move (sealed, or as a
    `token` with `opaque`); and, when the transcript claims a result, the claim beside what the moves
    came to, item by item (`valid` is false when it does not match). Send JSON, or JSON lines
    (`application/x-ndjson`), gzipped or not (`Content-Encoding: gzip`). Moves are checked one at a time
    as they are read: a malformed move is a 400 naming its index (`moves.17.card`), and nothing past an
    illegal or malformed move is read. Past a few kilobytes, or gzipped, the check runs in the compute
    pool (a `503` when it cannot take it); the bytes, as inflated, count against the address's
    REFEREE_RATE_LIMIT_TRANSCRIPT_BYTES.

    Args:
        body (SeepTranscriptRequestType0 | SeepTranscriptRequestType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeepTranscriptVerdict
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
