from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.session_read import SessionRead
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | SessionRead | None:
    if response.status_code == 200:
        response_200 = SessionRead.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | SessionRead]:
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
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | Problem | SessionRead]:
    """ A session as a seat (or a spectator) sees it

     With a seat token, that seat's view; without one (or with the owner or admin token), the spectator's
    view. Never the state or the seed. `If-None-Match` with the current ETag answers 304. With `wait=N`
    too, a long poll: the answer waits up to N seconds for the next move (200 with the new view as soon
    as one is accepted, else 304).

    Args:
        id (str):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SessionRead]
     """


    kwargs = _get_kwargs(
        id=id,
wait=wait,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | Problem | SessionRead | None:
    """ A session as a seat (or a spectator) sees it

     With a seat token, that seat's view; without one (or with the owner or admin token), the spectator's
    view. Never the state or the seed. `If-None-Match` with the current ETag answers 304. With `wait=N`
    too, a long poll: the answer waits up to N seconds for the next move (200 with the new view as soon
    as one is accepted, else 304).

    Args:
        id (str):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SessionRead
     """


    return sync_detailed(
        id=id,
client=client,
wait=wait,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | Problem | SessionRead]:
    """ A session as a seat (or a spectator) sees it

     With a seat token, that seat's view; without one (or with the owner or admin token), the spectator's
    view. Never the state or the seed. `If-None-Match` with the current ETag answers 304. With `wait=N`
    too, a long poll: the answer waits up to N seconds for the next move (200 with the new view as soon
    as one is accepted, else 304).

    Args:
        id (str):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SessionRead]
     """


    kwargs = _get_kwargs(
        id=id,
wait=wait,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | Problem | SessionRead | None:
    """ A session as a seat (or a spectator) sees it

     With a seat token, that seat's view; without one (or with the owner or admin token), the spectator's
    view. Never the state or the seed. `If-None-Match` with the current ETag answers 304. With `wait=N`
    too, a long poll: the answer waits up to N seconds for the next move (200 with the new view as soon
    as one is accepted, else 304).

    Args:
        id (str):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SessionRead
     """


    return (await asyncio_detailed(
        id=id,
client=client,
wait=wait,
if_none_match=if_none_match,

    )).parsed
