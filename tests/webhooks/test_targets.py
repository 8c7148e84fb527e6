"""Where a webhook may call: special-use names refused before any resolver is asked, names
resolved and their addresses checked, and what a subscription's URL may be."""

from __future__ import annotations

import ipaddress
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.webhooks.sender import send
from referee.webhooks.targets import (
    MAX_URL,
    URL_PATTERN,
    Allowance,
    BadTarget,
    _ipv6,
    addresses,
    check,
    parse,
    special_use,
    well_formed,
)


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


PROPERTIES = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
IPV6 = re.compile(_ipv6())


@PROPERTIES
@given(st.from_regex(URL_PATTERN, fullmatch=True).filter(lambda url: len(url) <= MAX_URL))
def test_every_url_the_document_allows_is_taken_apart(url):
    # What the document's pattern accepts, the referee reads: nothing it matches is a 400.
    assert well_formed(url) is None
    target = parse(url, Allowance(http=True))
    assert target.host and 1 <= target.port <= 65535


@PROPERTIES
@given(st.ip_addresses(v=6))
def test_every_ipv6_address_is_allowed_in_brackets(address):
    for text in (str(address), address.exploded):
        assert IPV6.fullmatch(text), text
        assert well_formed(f"https://[{text}]:8443/hooks") is None


@PROPERTIES
@given(st.from_regex(IPV6, fullmatch=True))
def test_what_the_ipv6_pattern_matches_is_an_address(text):
    ipaddress.IPv6Address(text)


@pytest.mark.parametrize(
    "url",
    [
        "https://app.example/hooks/referee",
        "HTTPS://Hooks.App.zz:8443/a/b;c?d=e&f=%20",
        "http://10.0.0.5/",  # well-formed: whether it is called is the deployment's choice
        "https://[::ffff:10.0.0.1]/",
        "https://[1:2:3:4:5::1.2.3.4]/",
        "https://xn--bcher-kva.zz/",
        "https://a.zz/?next=/x?y",
    ],
)
def test_well_formed_urls(url):
    assert well_formed(url) is None


@pytest.mark.parametrize(
    "url, why",
    [
        ("/v1/games/modulo/rules/MOD-5.5", "must be https://"),
        ("ftp://hooks.app.zz/", "must be https://"),
        ("https://user:pw@hooks.app.zz/", "user name or password"),
        ("https://hooks.app.zz/#part", "fragment"),
        ("https:///nohost", "names no host"),
        ("https://a.zz:99999/", "Port out of range"),
        ("https://a.zz:0/", "port from 1 to 65535"),
        ("https://[::::]/", "not a URL"),
        ("https://[10.0.0.1]/", "not a URL"),
        ("https://a.zz/\n", "control characters"),
        ("https://bücher.zz/", "ASCII"),
        ("https://a.zz/%zz", "RFC 3986"),
        ("https://a.zz/" + "x" * MAX_URL, "longer than"),
        ("", "non-empty"),
        (7, "non-empty string"),
    ],
)
def test_malformed_urls_say_why(url, why):
    assert why in (well_formed(url) or "")
