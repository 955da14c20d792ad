"""``python -m groundwire`` runs the CLI."""

from groundwire.cli import main

main()
