"""The phone page: its static files (`net/phones.py` serves them)."""
