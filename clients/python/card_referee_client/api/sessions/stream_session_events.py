from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    last_event_id_query: int | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id_header, Unset):
        headers["Last-Event-ID"] = last_event_id_header



    

    params: dict[str, Any] = {}

    params["last_event_id"] = last_event_id_query

    params["token"] = token


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/events".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | None:
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem]:
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
    last_event_id_query: int | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> Response[Problem]:
    """ Live events of the session (Server-Sent Events)

     A `text/event-stream` for a seat (its token in `Authorization` or, since a browser's EventSource
    sends no headers, in `?token=`) or a spectator. First a `hello` event `{id, seat, version, finished,
    movers, outcome}`; then one `move` event per accepted move, with `id:` its version and as data its
    history entry (what this watcher may see of the move and its events, as in /history); a comment line
    as a heartbeat when quiet; `end` `{reason: finished | ended | revoked}` (with `movers` and `outcome`
    when finished, `by: owner | admin` when the session was ended by one) when there is nothing more to
    hear (close the EventSource then). A stream lasts a bounded time; reconnecting with `Last-Event-ID`
    replays every move after that version, so nothing is missed. Once the session is ended, a
    reconnection is a 404 `unknown_session` whose `detail` says who ended it (an EventSource stops at a
    404, where it would reconnect after an event).

    Args:
        id (str):
        last_event_id_query (int | Unset):
        token (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
     """


    kwargs = _get_kwargs(
        id=id,
last_event_id_query=last_event_id_query,
token=token,
last_event_id_header=last_event_id_header,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    last_event_id_query: int | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> Problem | None:
    """ Live events of the session (Server-Sent Events)

     A `text/event-stream` for a seat (its token in `Authorization` or, since a browser's EventSource
    sends no headers, in `?token=`) or a spectator. First a `hello` event `{id, seat, version, finished,
    movers, outcome}`; then one `move` event per accepted move, with `id:` its version and as data its
    history entry (what this watcher may see of the move and its events, as in /history); a comment line
    as a heartbeat when quiet; `end` `{reason: finished | ended | revoked}` (with `movers` and `outcome`
    when finished, `by: owner | admin` when the session was ended by one) when there is nothing more to
    hear (close the EventSource then). A stream lasts a bounded time; reconnecting with `Last-Event-ID`
    replays every move after that version, so nothing is missed. Once the session is ended, a
    reconnection is a 404 `unknown_session` whose `detail` says who ended it (an EventSource stops at a
    404, where it would reconnect after an event).

    Args:
        id (str):
        last_event_id_query (int | Unset):
        token (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
     """


    return sync_detailed(
        id=id,
client=client,
last_event_id_query=last_event_id_query,
token=token,
last_event_id_header=last_event_id_header,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    last_event_id_query: int | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> Response[Problem]:
    """ Live events of the session (Server-Sent Events)

     A `text/event-stream` for a seat (its token in `Authorization` or, since a browser's EventSource
    sends no headers, in `?token=`) or a spectator. First a `hello` event `{id, seat, version, finished,
    movers, outcome}`; then one `move` event per accepted move, with `id:` its version and as data its
    history entry (what this watcher may see of the move and its events, as in /history); a comment line
    as a heartbeat when quiet; `end` `{reason: finished | ended | revoked}` (with `movers` and `outcome`
    when finished, `by: owner | admin` when the session was ended by one) when there is nothing more to
    hear (close the EventSource then). A stream lasts a bounded time; reconnecting with `Last-Event-ID`
    replays every move after that version, so nothing is missed. Once the session is ended, a
    reconnection is a 404 `unknown_session` whose `detail` says who ended it (an EventSource stops at a
    404, where it would reconnect after an event).

    Args:
        id (str):
        last_event_id_query (int | Unset):
        token (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
     """


    kwargs = _get_kwargs(
        id=id,
last_event_id_query=last_event_id_query,
token=token,
last_event_id_header=last_event_id_header,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    last_event_id_query: int | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,

) -> Problem | None:
    """ Live events of the session (Server-Sent Events)

     A `text/event-stream` for a seat (its token in `Authorization` or, since a browser's EventSource
    sends no headers, in `?token=`) or a spectator. First a `hello` event `{id, seat, version, finished,
    movers, outcome}`; then one `move` event per accepted move, with `id:` its version and as data its
    history entry (what this watcher may see of the move and its events, as in /history); a comment line
    as a heartbeat when quiet; `end` `{reason: finished | ended | revoked}` (with `movers` and `outcome`
    when finished, `by: owner | admin` when the session was ended by one) when there is nothing more to
    hear (close the EventSource then). A stream lasts a bounded time; reconnecting with `Last-Event-ID`
    replays every move after that version, so nothing is missed. Once the session is ended, a
    reconnection is a 404 `unknown_session` whose `detail` says who ended it (an EventSource stops at a
    404, where it would reconnect after an event).

    Args:
        id (str):
        last_event_id_query (int | Unset):
        token (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
last_event_id_query=last_event_id_query,
token=token,
last_event_id_header=last_event_id_header,

    )).parsed
