from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.rules_catalog import RulesCatalog
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/table/rules",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | RulesCatalog | None:
    if response.status_code == 200:
        response_200 = RulesCatalog.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | RulesCatalog]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | RulesCatalog]:
    """ The table rules

     What ends or changes a session's match whatever its game, cited by `outcome.rule` of a match ended
    at the table: TBL-1 a timeout (TBL-1.1 a bot moving on a timeout, TBL-1.2 pausing the clocks), TBL-2
    a resignation, TBL-3 an abort. The same shape as a game's catalog (`game` is `table`; no options).

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RulesCatalog]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | RulesCatalog | None:
    """ The table rules

     What ends or changes a session's match whatever its game, cited by `outcome.rule` of a match ended
    at the table: TBL-1 a timeout (TBL-1.1 a bot moving on a timeout, TBL-1.2 pausing the clocks), TBL-2
    a resignation, TBL-3 an abort. The same shape as a game's catalog (`game` is `table`; no options).

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RulesCatalog
     """


    return sync_detailed(
        client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | RulesCatalog]:
    """ The table rules

     What ends or changes a session's match whatever its game, cited by `outcome.rule` of a match ended
    at the table: TBL-1 a timeout (TBL-1.1 a bot moving on a timeout, TBL-1.2 pausing the clocks), TBL-2
    a resignation, TBL-3 an abort. The same shape as a game's catalog (`game` is `table`; no options).

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RulesCatalog]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | RulesCatalog | None:
    """ The table rules

     What ends or changes a session's match whatever its game, cited by `outcome.rule` of a match ended
    at the table: TBL-1 a timeout (TBL-1.1 a bot moving on a timeout, TBL-1.2 pausing the clocks), TBL-2
    a resignation, TBL-3 an abort. The same shape as a game's catalog (`game` is `table`; no options).

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RulesCatalog
     """


    return (await asyncio_detailed(
        client=client,
if_none_match=if_none_match,

    )).parsed
