"""Time grounding pieces used by :mod:`groundwire.decide.timeframe` (which keeps the public ``resolve``):
``dates`` (calendar arithmetic, ISO weeks and the early/mid/late convention), ``rules_en`` / ``rules_zh`` (extra
expression families: compositions, numeric forms, parts of periods, windows, ranges) and ``lunar`` (农历 dates,
festivals and era years through the ``lunar-python`` calendar library)."""
