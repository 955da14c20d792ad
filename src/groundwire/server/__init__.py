"""Serving surfaces: the OpenAI-compatible proxy and REST API (app.py) and MCP (mcp.py)."""
