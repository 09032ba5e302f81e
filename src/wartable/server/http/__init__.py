"""The server's routes: pages, the HTTP API, the WebSocket."""
