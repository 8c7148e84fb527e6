from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cassino_view_response import CassinoViewResponse
from ...models.cassino_views_request import CassinoViewsRequest
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CassinoViewsRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/cassino/views",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CassinoViewResponse | Problem | None:
    if response.status_code == 200:
        response_200 = CassinoViewResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CassinoViewResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CassinoViewsRequest,

) -> Response[CassinoViewResponse | Problem]:
    """ A seat's view of a Cassino (sum captures and reservations) state

     Own hand and the public table; counts for hidden cards; never the seed or the stock order. Without
    `player`, a spectator's view.

    Args:
        body (CassinoViewsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CassinoViewResponse | Problem]
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
    body: CassinoViewsRequest,

) -> CassinoViewResponse | Problem | None:
    """ A seat's view of a Cassino (sum captures and reservations) state

     Own hand and the public table; counts for hidden cards; never the seed or the stock order. Without
    `player`, a spectator's view.

    Args:
        body (CassinoViewsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CassinoViewResponse | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CassinoViewsRequest,

) -> Response[CassinoViewResponse | Problem]:
    """ A seat's view of a Cassino (sum captures and reservations) state

     Own hand and the public table; counts for hidden cards; never the seed or the stock order. Without
    `player`, a spectator's view.

    Args:
        body (CassinoViewsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CassinoViewResponse | Problem]
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
    body: CassinoViewsRequest,

) -> CassinoViewResponse | Problem | None:
    """ A seat's view of a Cassino (sum captures and reservations) state

     Own hand and the public table; counts for hidden cards; never the seed or the stock order. Without
    `player`, a spectator's view.

    Args:
        body (CassinoViewsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CassinoViewResponse | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
