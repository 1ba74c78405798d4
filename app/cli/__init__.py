"""Headless tools: the `tapete-cli` command."""
