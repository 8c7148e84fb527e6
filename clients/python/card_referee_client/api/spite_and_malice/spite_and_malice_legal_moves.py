from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.spite_and_malice_legal_moves_request import SpiteAndMaliceLegalMovesRequest
from ...models.spite_and_malice_legal_moves_response import SpiteAndMaliceLegalMovesResponse
from typing import cast



def _get_kwargs(
    *,
    body: SpiteAndMaliceLegalMovesRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/spite-and-malice/legal-moves",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SpiteAndMaliceLegalMovesResponse | None:
    if response.status_code == 200:
        response_200 = SpiteAndMaliceLegalMovesResponse.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SpiteAndMaliceLegalMovesResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SpiteAndMaliceLegalMovesRequest,

) -> Response[Problem | SpiteAndMaliceLegalMovesResponse]:
    """ List legal Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild moves

     Every legal move, each in exactly the form /moves accepts, capped (`truncated` says when the cap cut
    the list).

    Args:
        body (SpiteAndMaliceLegalMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SpiteAndMaliceLegalMovesResponse]
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
    body: SpiteAndMaliceLegalMovesRequest,

) -> Problem | SpiteAndMaliceLegalMovesResponse | None:
    """ List legal Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild moves

     Every legal move, each in exactly the form /moves accepts, capped (`truncated` says when the cap cut
    the list).

    Args:
        body (SpiteAndMaliceLegalMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SpiteAndMaliceLegalMovesResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SpiteAndMaliceLegalMovesRequest,

) -> Response[Problem | SpiteAndMaliceLegalMovesResponse]:
    """ List legal Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild moves

     Every legal move, each in exactly the form /moves accepts, capped (`truncated` says when the cap cut
    the list).

    Args:
        body (SpiteAndMaliceLegalMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SpiteAndMaliceLegalMovesResponse]
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
    body: SpiteAndMaliceLegalMovesRequest,

) -> Problem | SpiteAndMaliceLegalMovesResponse | None:
    """ List legal Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild moves

     Every legal move, each in exactly the form /moves accepts, capped (`truncated` says when the cap cut
    the list).

    Args:
        body (SpiteAndMaliceLegalMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SpiteAndMaliceLegalMovesResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
