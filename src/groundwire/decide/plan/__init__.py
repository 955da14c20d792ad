"""Query planning: the rule planner (always available) and its value type."""

from .rules import plan_rules
from .types import Plan

__all__ = ["Plan", "plan_rules"]
