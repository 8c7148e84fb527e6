"""Where a webhook may call: the checks of a subscription's URL and of the address a call
connects to, so that no app makes the referee call inside its own network.

A URL must be https (http too with REFEREE_WEBHOOK_ALLOW_HTTP), name a host, carry no user
name or password and no fragment (checked when it is subscribed, with its address when it
is one). Every address its host resolves to must be a public one:
loopback, private, shared (CGNAT), link-local, multicast and reserved ranges are refused
unless REFEREE_WEBHOOK_ALLOW_PRIVATE allows them, and the cloud metadata addresses always.
A call resolves the name once, checks every address, connects to one of them by number and
checks the address the socket is connected to again, so a name that resolves elsewhere on
a second look (DNS rebinding) reaches nothing it was not checked for. A special-use name
(`.example`, `.invalid`, `.test`, `.local`, `.localhost`, and example.com, .net and .org) is
refused before any resolver is asked: no DNS answers it for the referee to call, and the
documentation's examples and the tests subscribe such names, which must send nothing off the
machine.
"""

from __future__ import annotations

import ipaddress
import re
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlsplit

MAX_URL = 2048


def _ipv6() -> str:
    """RFC 3986's IPv6address, as a regular expression (no zone identifier)."""
    h16, octet = "[0-9A-Fa-f]{1,4}", "(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
    ls32 = f"({h16}:{h16}|{octet}(\\.{octet}){{3}})"

    def before(most: int) -> str:  # up to `most` + 1 groups ahead of "::", or none
        return f"(({h16}:){{0,{most}}}{h16})?" if most else f"({h16})?"

    forms = [f"({h16}:){{6}}{ls32}", f"::({h16}:){{5}}{ls32}"]
    forms += [f"{before(n)}::({h16}:){{{4 - n}}}{ls32}" for n in range(4)]
    forms += [f"{before(4)}::{ls32}", f"{before(5)}::{h16}", f"{before(6)}::"]
    return "(" + "|".join(forms) + ")"


# What the document says a webhook's URL is, and the referee checks (`well_formed`): an
# absolute http or https URL of RFC 3986's characters (ASCII: a name in punycode), its host
# a name or an address ([IPv6] in brackets), a port from 1 to 65535, a path and a query; no
# user name or password, no fragment. Whatever matches it, urlsplit takes apart. Written for
# JSON Schema's regular expressions (ECMA-262) and Python's alike: no \d, no \Z.
_PORT = "(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})"
_PCHAR = "([A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})"
URL_PATTERN = (
    "^[Hh][Tt][Tt][Pp][Ss]?://"
    + f"([A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*\\.?|\\[{_ipv6()}\\])"
    + f"(:{_PORT})?"
    + f"(/{_PCHAR}*)*"
    + f"(\\?({_PCHAR}|[/?])*)?$"
)
_URL = re.compile(URL_PATTERN)
# Cloud metadata services (AWS, GCP, Azure at 169.254.169.254; AWS's IPv6 one; Alibaba's):
# refused even where private addresses are allowed.
METADATA = frozenset(
    ipaddress.ip_address(text) for text in ("169.254.169.254", "fd00:ec2::254", "100.100.100.200")
)

# Names reserved so that no DNS answers them for the public (RFC 2606, RFC 6761; `.local`,
# multicast DNS's, RFC 6762): a host that is one of them, or under one, is never resolved.
SPECIAL_USE = ("example", "invalid", "test", "local", "localhost")
DOCUMENTATION = ("example.com", "example.net", "example.org")
RESERVED = (*SPECIAL_USE, *DOCUMENTATION)

# (host, port) -> the addresses it resolves to, as text.
Resolver = Callable[[str, int], list[str]]


def system_resolver(host: str, port: int) -> list[str]:
    found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(address[4][0]) for address in found))


class BadTarget(Exception):
    """A URL or an address a webhook may not call; `reason` says why, for the app."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Allowance:
    """What a deployment allows its webhooks (REFEREE_WEBHOOK_ALLOW_*), and how it resolves."""

    http: bool = False
    private: bool = False
    resolve: Resolver = field(default=system_resolver, compare=False)


@dataclass(frozen=True)
class Target:
    """A checked URL: its scheme, host (a name or an address), port and request path."""

    scheme: str
    host: str
    port: int
    path: str

    @property
    def host_header(self) -> str:
        default = 443 if self.scheme == "https" else 80
        host = f"[{self.host}]" if ":" in self.host else self.host
        return host if self.port == default else f"{host}:{self.port}"


def parse(url: object, allowance: Allowance) -> Target:
    """The URL as a target, or BadTarget saying what is wrong with it (no address checked)."""
    if not isinstance(url, str) or not url:
        raise BadTarget("the webhook's url must be a non-empty string")
    if len(url) > MAX_URL:
        raise BadTarget(f"the webhook's url is longer than {MAX_URL} characters")
    if any(ord(char) <= 32 or ord(char) == 127 for char in url):
        raise BadTarget("the webhook's url holds spaces or control characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise BadTarget(f"the webhook's url is not a URL: {error}") from None
    scheme = parts.scheme.lower()
    if scheme not in ("https", "http"):
        raise BadTarget("the webhook's url must be https://")
    if scheme == "http" and not allowance.http:
        raise BadTarget("the webhook's url must be https:// (this referee calls no http:// url)")
    if parts.username is not None or parts.password is not None:
        raise BadTarget("the webhook's url may not carry a user name or password")
    if parts.fragment:
        raise BadTarget("the webhook's url may not carry a fragment (#...)")
    host = (parts.hostname or "").rstrip(".")
    if not host:
        raise BadTarget("the webhook's url names no host")
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(scheme, host, port or (443 if scheme == "https" else 80), path)


def well_formed(url: object) -> str | None:
    """Why `url` is no URL the document allows a webhook (`URL_PATTERN`, at most MAX_URL
    characters); None when it is one. A well-formed URL may still be refused (BadTarget):
    http where the deployment allows none, an address in a refused range."""
    if isinstance(url, str) and len(url) <= MAX_URL and _URL.fullmatch(url):
        return None
    try:
        parse(url, Allowance(http=True))
    except BadTarget as malformed:
        return malformed.reason
    return (
        "the webhook's url must be an absolute http(s) URL of URL characters only (RFC 3986, "
        "ASCII): a host name or address, an optional port from 1 to 65535, a path and a query"
    )


def refusal(address: str, allowance: Allowance) -> str | None:
    """Why a webhook may not call `address` (an IP address as text); None when it may."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return f"{address} is not an IP address"
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip in METADATA:
        return f"{ip} is a cloud metadata address"
    if allowance.private:
        return None
    for name, inside in (
        ("loopback", ip.is_loopback),
        ("link-local", ip.is_link_local),
        ("multicast", ip.is_multicast),
        ("unspecified", ip.is_unspecified),
        ("private", ip.is_private),
    ):
        if inside:
            return f"{ip} is a {name} address"
    if not ip.is_global:
        return f"{ip} is not a public address"
    return None


def special_use(host: str) -> bool:
    """Whether `host` is a special-use or documentation name, or a name under one."""
    name = host.lower().rstrip(".")
    return any(name == reserved or name.endswith("." + reserved) for reserved in RESERVED)


def addresses(target: Target, allowance: Allowance) -> list[str]:
    """The addresses the target's host resolves to, every one of them allowed; BadTarget
    when it is a special-use name (never resolved), when it resolves to none, or to any
    refused one (a name that may answer with either is trusted with neither)."""
    try:
        ipaddress.ip_address(target.host)
        found = [target.host]
    except ValueError:
        if special_use(target.host):
            raise BadTarget(
                f"the webhook's host {target.host} is a special-use name no DNS answers"
            ) from None
        try:
            found = allowance.resolve(target.host, target.port)
        except (OSError, UnicodeError):
            raise BadTarget(f"the webhook's host {target.host} does not resolve") from None
    if not found:
        raise BadTarget(f"the webhook's host {target.host} does not resolve")
    for address in found:
        why = refusal(address, allowance)
        if why is not None:
            raise BadTarget(f"the webhook's host {target.host} may not be called: {why}")
    return found


def check(url: object, allowance: Allowance) -> Target:
    """A subscription's URL (BadTarget: the 400's reason): its form, and its address when it
    names one. A name is resolved only when it is called, never on a request's thread; one
    that resolves to a refused address then fails each attempt, which the log says."""
    target = parse(url, allowance)
    try:
        ipaddress.ip_address(target.host)
    except ValueError:
        return target
    addresses(target, allowance)
    return target
