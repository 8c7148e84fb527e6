"""Where a webhook may call: special-use names refused before any resolver is asked, names
resolved and their addresses checked, and what a subscription's URL may be."""

from __future__ import annotations

import pytest

from referee.webhooks.sender import send
from referee.webhooks.targets import Allowance, BadTarget, addresses, check, parse, special_use


def never_resolve(host: str, port: int) -> list[str]:
    pytest.fail(f"{host} was resolved: a special-use name must never reach a resolver")


def resolving(names: dict[str, list[str]]):
    asked: list[str] = []

    def resolve(host: str, port: int) -> list[str]:
        asked.append(host)
        return names[host]

    return resolve, asked


SPECIAL = [
    "app.example",
    "example",
    "hooks.invalid",
    "a.b.test",
    "printer.local",
    "localhost",
    "api.localhost",
    "example.com",
    "hooks.example.com",
    "www.example.net",
    "example.org",
    "HOOKS.EXAMPLE.ORG",
    "app.example.",
]


@pytest.mark.parametrize("host", SPECIAL)
def test_a_special_use_name_is_refused_without_resolving(host):
    target = parse(f"https://{host}/hooks", Allowance())
    with pytest.raises(BadTarget, match="special-use name no DNS answers"):
        addresses(target, Allowance(resolve=never_resolve))
    # ... whatever the deployment allows: no allowance makes such a name answer.
    with pytest.raises(BadTarget, match="special-use"):
        addresses(target, Allowance(http=True, private=True, resolve=never_resolve))


@pytest.mark.parametrize(
    "host", ["myexample", "example.co", "testing.dev", "example.community", "local.app.zz"]
)
def test_names_that_only_look_alike_are_resolved(host):
    resolve, asked = resolving({host: ["93.184.215.14"]})
    target = parse(f"https://{host}/", Allowance())
    assert not special_use(host)
    assert addresses(target, Allowance(resolve=resolve)) == ["93.184.215.14"]
    assert asked == [host]


def test_a_subscription_to_a_special_use_name_is_taken_and_never_resolved():
    # The documentation's own example: subscribed, resolved only when called, and then refused.
    assert check("https://app.example/hooks/referee", Allowance(resolve=never_resolve))


def test_an_attempt_to_a_special_use_name_fails_as_refused_without_a_lookup(monkeypatch):
    import socket

    def no_lookup(*args, **kwargs):
        pytest.fail("a special-use name was looked up")

    monkeypatch.setattr(socket, "getaddrinfo", no_lookup)
    monkeypatch.setattr(socket, "create_connection", no_lookup)
    message = {"url": "https://app.example/hooks/referee", "body": "{}", "id": "msg_1"}
    attempt = send({**message, "secret": "whsec_" + "A" * 32}, Allowance())
    assert attempt.status is None and not attempt.delivered
    assert attempt.error == (
        "refused: the webhook's host app.example is a special-use name no DNS answers"
    )


def test_a_resolved_name_is_trusted_only_with_public_addresses():
    resolve, _ = resolving({"mixed.app.zz": ["93.184.215.14", "10.0.0.1"]})
    target = parse("https://mixed.app.zz/", Allowance())
    with pytest.raises(BadTarget, match="10.0.0.1 is a private address"):
        addresses(target, Allowance(resolve=resolve))
    assert addresses(target, Allowance(private=True, resolve=resolve)) == [
        "93.184.215.14",
        "10.0.0.1",
    ]
