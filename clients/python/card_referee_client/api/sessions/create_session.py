from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.session_create_request import SessionCreateRequest
from ...models.session_created import SessionCreated
from typing import cast



def _get_kwargs(
    *,
    body: SessionCreateRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SessionCreated | None:
    if response.status_code == 201:
        response_201 = SessionCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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

    if response.status_code == 507:
        response_507 = Problem.from_dict(response.json())



        return response_507

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SessionCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequest,

) -> Response[Problem | SessionCreated]:
    """ Open a session

     Deals a new match kept on the server and answers one secret token per seat and an owner token for
    the creating app (which alone, with the admin, may end the session); the tokens are shown only here
    and stored only as hashes. Without `seed` the referee draws one and never reveals it.

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionCreated]
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
    body: SessionCreateRequest,

) -> Problem | SessionCreated | None:
    """ Open a session

     Deals a new match kept on the server and answers one secret token per seat and an owner token for
    the creating app (which alone, with the admin, may end the session); the tokens are shown only here
    and stored only as hashes. Without `seed` the referee draws one and never reveals it.

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionCreated
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequest,

) -> Response[Problem | SessionCreated]:
    """ Open a session

     Deals a new match kept on the server and answers one secret token per seat and an owner token for
    the creating app (which alone, with the admin, may end the session); the tokens are shown only here
    and stored only as hashes. Without `seed` the referee draws one and never reveals it.

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionCreated]
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
    body: SessionCreateRequest,

) -> Problem | SessionCreated | None:
    """ Open a session

     Deals a new match kept on the server and answers one secret token per seat and an owner token for
    the creating app (which alone, with the admin, may end the session); the tokens are shown only here
    and stored only as hashes. Without `seed` the referee draws one and never reveals it.

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
