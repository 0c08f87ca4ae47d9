"""
Apertium's APy as Debian installs it (/usr/bin/apertium-apy, the same arguments), with the
one thing it lacks at rest: it shuts a pipeline idle for -m seconds only when the next
translation comes, so the pipelines a start opened (the demo's translations: 100-250 MB a
direction) stayed for good once nobody translated. Here APy's own clean-up also runs every
half minute. Should APy's internals differ, it runs as it is.
"""

import logging
import os
import sys

APY = '/usr/bin/apertium-apy'
CLEAN_UP_EVERY_MS = 30_000

try:
    from apertium_apy import apy
    from apertium_apy.handlers.translate import TranslateHandler
    from tornado.ioloop import IOLoop, PeriodicCallback
except ImportError:
    os.execv(APY, [APY, *sys.argv[1:]])


def clean_up():
    try:
        # The handler's clean-up reads only its class's state (the pipelines and the limits); it needs no request.
        TranslateHandler.clean_pairs(object.__new__(TranslateHandler))
    except Exception:
        logging.exception('could not shut idle pipelines; they are shut on the next translation')


IOLoop.current().add_callback(lambda: PeriodicCallback(clean_up, CLEAN_UP_EVERY_MS).start())
sys.exit(apy.main())
