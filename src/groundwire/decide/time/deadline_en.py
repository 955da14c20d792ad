"""The English words that make a time a deadline, spelled once: "by March", "until June", "till the end of the
month", "through 2027", "up to the end of next month" (round 18b), "(by) no later than March 15", "on or before / on
or prior to March 15", "between now and Christmas" (and "before", where a reader counts it as one too)."""

WORDS = r"by|until|till|through|thru|(?<!leading\s)(?<!running\s)(?<!lead\s)up\s+to|(?:by\s+)?(?:no|not)\s+later\s+than|on\s+or\s+(?:before|prior\s+to)"
NOW_PAIR = r"(?:from|between)\s+now\s+(?:and|until|till|to|through)"
