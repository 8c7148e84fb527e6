from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.session_history import SessionHistory
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    since: int | Unset = UNSET,
    limit: int | Unset = 1000,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["since"] = since

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/history".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SessionHistory | None:
    if response.status_code == 200:
        response_200 = SessionHistory.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SessionHistory]:
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
    since: int | Unset = UNSET,
    limit: int | Unset = 1000,

) -> Response[Problem | SessionHistory]:
    """ The accepted moves and their events

     The accepted moves after `since`, oldest first, with the events each caused, for replay; each as the
    bearer's seat may see it (the owner, the admin and a reader without a token see what a spectator
    may). A page holds at most `limit` moves (default and most 1000); `next` (and the `Link: <...>;
    rel="next"` header) gives the `since` of the following page, null on the last one. A match's history
    has no length bound.

    Args:
        id (str):
        since (int | Unset):
        limit (int | Unset):  Default: 1000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionHistory]
     """


    kwargs = _get_kwargs(
        id=id,
since=since,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    limit: int | Unset = 1000,

) -> Problem | SessionHistory | None:
    """ The accepted moves and their events

     The accepted moves after `since`, oldest first, with the events each caused, for replay; each as the
    bearer's seat may see it (the owner, the admin and a reader without a token see what a spectator
    may). A page holds at most `limit` moves (default and most 1000); `next` (and the `Link: <...>;
    rel="next"` header) gives the `since` of the following page, null on the last one. A match's history
    has no length bound.

    Args:
        id (str):
        since (int | Unset):
        limit (int | Unset):  Default: 1000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionHistory
     """


    return sync_detailed(
        id=id,
client=client,
since=since,
limit=limit,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    limit: int | Unset = 1000,

) -> Response[Problem | SessionHistory]:
    """ The accepted moves and their events

     The accepted moves after `since`, oldest first, with the events each caused, for replay; each as the
    bearer's seat may see it (the owner, the admin and a reader without a token see what a spectator
    may). A page holds at most `limit` moves (default and most 1000); `next` (and the `Link: <...>;
    rel="next"` header) gives the `since` of the following page, null on the last one. A match's history
    has no length bound.

    Args:
        id (str):
        since (int | Unset):
        limit (int | Unset):  Default: 1000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionHistory]
     """


    kwargs = _get_kwargs(
        id=id,
since=since,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    limit: int | Unset = 1000,

) -> Problem | SessionHistory | None:
    """ The accepted moves and their events

     The accepted moves after `since`, oldest first, with the events each caused, for replay; each as the
    bearer's seat may see it (the owner, the admin and a reader without a token see what a spectator
    may). A page holds at most `limit` moves (default and most 1000); `next` (and the `Link: <...>;
    rel="next"` header) gives the `since` of the following page, null on the last one. A match's history
    has no length bound.

    Args:
        id (str):
        since (int | Unset):
        limit (int | Unset):  Default: 1000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionHistory
     """


    return (await asyncio_detailed(
        id=id,
client=client,
since=since,
limit=limit,

    )).parsed
