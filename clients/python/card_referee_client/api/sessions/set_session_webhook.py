from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.session_webhook_set import SessionWebhookSet
from ...models.webhook_request import WebhookRequest
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: WebhookRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/sessions/{id}/webhook".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SessionWebhookSet | None:
    if response.status_code == 200:
        response_200 = SessionWebhookSet.from_dict(response.json())



        return response_200

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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SessionWebhookSet]:
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
    body: WebhookRequest,

) -> Response[Problem | SessionWebhookSet]:
    """ Set the session's webhook

     The referee calls `url` on the session's events from now on (each event type in `events`; see
    docs/webhooks.md and the document's `webhooks`), signed with a fresh secret shown only in this
    answer; a webhook set earlier is replaced. Calls already queued keep their URL and secret. With the
    owner token or the admin token.

    Args:
        id (str):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionWebhookSet]
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
    body: WebhookRequest,

) -> Problem | SessionWebhookSet | None:
    """ Set the session's webhook

     The referee calls `url` on the session's events from now on (each event type in `events`; see
    docs/webhooks.md and the document's `webhooks`), signed with a fresh secret shown only in this
    answer; a webhook set earlier is replaced. Calls already queued keep their URL and secret. With the
    owner token or the admin token.

    Args:
        id (str):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionWebhookSet
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
    body: WebhookRequest,

) -> Response[Problem | SessionWebhookSet]:
    """ Set the session's webhook

     The referee calls `url` on the session's events from now on (each event type in `events`; see
    docs/webhooks.md and the document's `webhooks`), signed with a fresh secret shown only in this
    answer; a webhook set earlier is replaced. Calls already queued keep their URL and secret. With the
    owner token or the admin token.

    Args:
        id (str):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionWebhookSet]
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
    body: WebhookRequest,

) -> Problem | SessionWebhookSet | None:
    """ Set the session's webhook

     The referee calls `url` on the session's events from now on (each event type in `events`; see
    docs/webhooks.md and the document's `webhooks`), signed with a fresh secret shown only in this
    answer; a webhook set earlier is replaced. Calls already queued keep their URL and secret. With the
    owner token or the admin token.

    Args:
        id (str):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionWebhookSet
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
