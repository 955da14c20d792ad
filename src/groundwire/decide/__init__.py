"""Decide: should this question be searched (gate), what must stay private (privacy), which dates it means
(timeframe), and which queries to send (plan)."""
