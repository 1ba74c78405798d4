"""Shared test setup: Qt runs offscreen, Hypothesis stays within CI's time."""

import os
import tempfile

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings and saved data of test runs go to a throw-away folder, never the user's.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="tapete-test-config-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="tapete-test-data-")
os.environ["TAPETE_DATA_DIR"] = tempfile.mkdtemp(prefix="tapete-test-store-")

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=100
)
settings.load_profile("default")
