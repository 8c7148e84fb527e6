from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.session_joined import SessionJoined
from typing import cast



def _get_kwargs(
    code: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/join-codes/{code}".format(code=quote(str(code), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SessionJoined | None:
    if response.status_code == 200:
        response_200 = SessionJoined.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())



        return response_410

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SessionJoined]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | SessionJoined]:
    """ Take a seat with a join code

     Redeems a join code: the answer names the session and the seat and carries a new secret token for
    it, shown only here. Tokens are stored only as hashes, so the seat gets a new one and its former
    token opens nothing any more (401 `unknown_token`), as when the owner gives a bot's seat back. The
    code is spent: a second redemption is 410 `join_code_spent` until the code would have expired; a
    code whose seat changed hands since it was made is 410 `join_code_stale`; a mistyped or expired one
    404 `unknown_join_code`. The code is read in any case, hyphens and spaces ignored, O read as 0 and I
    or L as 1. No token is asked for, so redemptions are budgeted per client address
    (REFEREE_RATE_LIMIT_JOINS, on by default): codes cannot be guessed by trying them.

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionJoined]
     """


    kwargs = _get_kwargs(
        code=code,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient,

) -> Problem | SessionJoined | None:
    """ Take a seat with a join code

     Redeems a join code: the answer names the session and the seat and carries a new secret token for
    it, shown only here. Tokens are stored only as hashes, so the seat gets a new one and its former
    token opens nothing any more (401 `unknown_token`), as when the owner gives a bot's seat back. The
    code is spent: a second redemption is 410 `join_code_spent` until the code would have expired; a
    code whose seat changed hands since it was made is 410 `join_code_stale`; a mistyped or expired one
    404 `unknown_join_code`. The code is read in any case, hyphens and spaces ignored, O read as 0 and I
    or L as 1. No token is asked for, so redemptions are budgeted per client address
    (REFEREE_RATE_LIMIT_JOINS, on by default): codes cannot be guessed by trying them.

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionJoined
     """


    return sync_detailed(
        code=code,
client=client,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | SessionJoined]:
    """ Take a seat with a join code

     Redeems a join code: the answer names the session and the seat and carries a new secret token for
    it, shown only here. Tokens are stored only as hashes, so the seat gets a new one and its former
    token opens nothing any more (401 `unknown_token`), as when the owner gives a bot's seat back. The
    code is spent: a second redemption is 410 `join_code_spent` until the code would have expired; a
    code whose seat changed hands since it was made is 410 `join_code_stale`; a mistyped or expired one
    404 `unknown_join_code`. The code is read in any case, hyphens and spaces ignored, O read as 0 and I
    or L as 1. No token is asked for, so redemptions are budgeted per client address
    (REFEREE_RATE_LIMIT_JOINS, on by default): codes cannot be guessed by trying them.

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionJoined]
     """


    kwargs = _get_kwargs(
        code=code,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient,

) -> Problem | SessionJoined | None:
    """ Take a seat with a join code

     Redeems a join code: the answer names the session and the seat and carries a new secret token for
    it, shown only here. Tokens are stored only as hashes, so the seat gets a new one and its former
    token opens nothing any more (401 `unknown_token`), as when the owner gives a bot's seat back. The
    code is spent: a second redemption is 410 `join_code_spent` until the code would have expired; a
    code whose seat changed hands since it was made is 410 `join_code_stale`; a mistyped or expired one
    404 `unknown_join_code`. The code is read in any case, hyphens and spaces ignored, O read as 0 and I
    or L as 1. No token is asked for, so redemptions are budgeted per client address
    (REFEREE_RATE_LIMIT_JOINS, on by default): codes cannot be guessed by trying them.

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionJoined
     """


    return (await asyncio_detailed(
        code=code,
client=client,

    )).parsed
