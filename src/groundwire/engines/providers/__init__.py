"""One adapter per search engine: pure build/parse around the shared contract in base.py; registry.py finds them."""
