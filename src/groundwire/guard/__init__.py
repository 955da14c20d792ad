"""Guard: neutralise instructions carried by web text (neutralize.py) and build the fenced, cited context
block (context.py)."""
