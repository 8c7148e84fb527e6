from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.session_webhook_redelivered import SessionWebhookRedelivered
from ...models.webhook_redeliver_request import WebhookRedeliverRequest
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: WebhookRedeliverRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/webhook/redeliver".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SessionWebhookRedelivered | None:
    if response.status_code == 202:
        response_202 = SessionWebhookRedelivered.from_dict(response.json())



        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SessionWebhookRedelivered]:
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
    body: WebhookRedeliverRequest,

) -> Response[Problem | SessionWebhookRedelivered]:
    """ Send webhook messages again

     Puts a delivered or failed message (`message`: its `webhook-id`), or every failed one, back at the
    end of the session's waiting messages: it is sent again under its own id, with its own body. With
    the owner token or the admin token.

    Args:
        id (str):
        body (WebhookRedeliverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionWebhookRedelivered]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRedeliverRequest,

) -> Problem | SessionWebhookRedelivered | None:
    """ Send webhook messages again

     Puts a delivered or failed message (`message`: its `webhook-id`), or every failed one, back at the
    end of the session's waiting messages: it is sent again under its own id, with its own body. With
    the owner token or the admin token.

    Args:
        id (str):
        body (WebhookRedeliverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionWebhookRedelivered
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRedeliverRequest,

) -> Response[Problem | SessionWebhookRedelivered]:
    """ Send webhook messages again

     Puts a delivered or failed message (`message`: its `webhook-id`), or every failed one, back at the
    end of the session's waiting messages: it is sent again under its own id, with its own body. With
    the owner token or the admin token.

    Args:
        id (str):
        body (WebhookRedeliverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionWebhookRedelivered]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRedeliverRequest,

) -> Problem | SessionWebhookRedelivered | None:
    """ Send webhook messages again

     Puts a delivered or failed message (`message`: its `webhook-id`), or every failed one, back at the
    end of the session's waiting messages: it is sent again under its own id, with its own body. With
    the owner token or the admin token.

    Args:
        id (str):
        body (WebhookRedeliverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionWebhookRedelivered
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
