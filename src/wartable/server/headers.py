"""Security headers on every HTTP answer: the web client's pages may run only the server's own
scripts and styles (no inline script), may not be framed by another site, and send no
referrer; no answer's type is sniffed."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: the web client's policy: its own files only; WebSockets to its own address ('self' covers
#: ws: and wss: of the same host in CSP 3); images drawn as SVG or data: URLs
CLIENT_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
#: FastAPI's /docs page loads Swagger UI from a CDN with an inline script: framing and
#: sniffing are still refused there
DOCS_POLICY = "frame-ancestors 'none'"

COMMON = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]


class SecurityHeaders:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        policy = DOCS_POLICY if path in ("/docs", "/redoc") else CLIENT_POLICY
        extra = [*COMMON, (b"content-security-policy", policy.encode())]

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [
                    (k, v)
                    for k, v in message.get("headers", [])
                    if k.lower() not in {name for name, _ in extra}
                ]
                message = {**message, "headers": headers + extra}
            await send(message)

        await self.app(scope, receive, with_headers)
