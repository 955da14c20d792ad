"""Tool routing for agents: give the model the few right tools each turn.

``ToolRouter(load_catalogue(path)).route("remind me at 9 to call Anna")`` returns a :class:`RoutePlan`; see the
README's "Tool routing" section and :mod:`groundwire.tools.router` for the chain.
"""

from .catalogue import Catalogue, Tool, catalogue_from_json, load_catalogue, with_examples
from .metatool import META_TOOL, META_TOOL_NAME
from .plan import RoutePlan
from .router import RouterConfig, ToolRouter

__all__ = ["Catalogue", "Tool", "catalogue_from_json", "load_catalogue", "with_examples", "META_TOOL",
           "META_TOOL_NAME", "RoutePlan", "RouterConfig", "ToolRouter"]
