"""Shared test setup: Qt runs offscreen, Hypothesis stays within CI's time, and the run
says every 20 s how far it is (tests/progress.py)."""

import os
import tempfile

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings and saved data of test runs go to a throw-away folder, never the user's.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="tapete-test-config-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="tapete-test-data-")
os.environ["TAPETE_DATA_DIR"] = tempfile.mkdtemp(prefix="tapete-test-store-")
# The program speaks English in the tests, whatever the machine's language (app/i18n.py).
os.environ["TAPETE_LANG"] = "en"
# No test plays sound through the machine's device (tests/ui/test_sound.py gives the
# window a recording one instead).
os.environ["TAPETE_SOUND"] = "off"

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=100
)
settings.load_profile("default")


#: The longest tests (2 to 25 s each on a quiet machine): run first, so that
#: the end of a parallel run is not one worker busy with one of them while the others
#: wait. Used when pytest's cache knows no durations yet (a fresh clone, CI); once it
#: does, the tests run longest first by their last durations. Only the order changes.
RUN_FIRST = (
    "tests/games/quita_y_pon/test_properties.py::test_random_play_conserves_cards",
    "tests/games/cuatro_palos/test_properties.py::test_random_deals_end_conserve_cards",
    "tests/ui/test_privacy.py::test_buraco_lays_the_hands_down_only_after_the_deal",
    "tests/storage/test_saved_game.py::test_a_quita_y_pon_deal_is_restored_identically",
    "tests/games/test_extreme_options.py::test_every_deal_ends_under_extreme_options",
    "tests/packaging/test_wheel.py::",
    "tests/games/scala40/test_properties.py::test_refused_actions_raise_the_same_problem",
    "tests/games/mano_y_pie/test_properties.py::test_random_legal_play_conserves_cards",
    "tests/ui/test_views_and_intents.py::test_the_highlight_says_what_the_drop_does",
    "tests/ui/test_faults_gui.py::test_a_saved_game_whose_match_was_deleted",
    "tests/ui/test_faults_gui.py::test_deals_kept_in_the_saved_game_are_written",
    "tests/ui/test_faults_gui.py::test_two_windows_on_one_data_folder",
    "tests/ui/test_faults_gui.py::test_a_write_fault_is_told_once",
)


def pytest_configure(config: pytest.Config) -> None:
    from tests.progress import register

    register(config)  # "412/1467 tests, 2m10s, about 4m left" every 20 s


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node) -> None:
    """Parallel workers order their tests by the durations the controller read, so that
    all of them collect the same order whatever the cache holds meanwhile."""
    from tests.progress import known_durations

    node.workerinput["tapete_durations"] = known_durations(node.config)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Longest first (see RUN_FIRST): a stable sort, so the rest keeps its order."""
    from tests.progress import known_durations

    worker = getattr(config, "workerinput", None)
    known = worker.get("tapete_durations", {}) if worker else known_durations(config)

    def weight(item: pytest.Item) -> float:
        if item.nodeid in known:
            return known[item.nodeid]
        return 60.0 if item.nodeid.startswith(RUN_FIRST) else 0.0

    items.sort(key=weight, reverse=True)


@pytest.fixture
def mano_y_pie_without_hard(monkeypatch):
    """Mano y Pie's registry entry offering only easy and normal, as it did before its
    hard player was shown stronger: the game a test needs whose stronger bots are still
    to come (every game now offers all three levels)."""
    import dataclasses

    from app.games import registry

    game = dataclasses.replace(registry.find_game("mano-y-pie"), levels=("easy", "normal"))
    monkeypatch.setitem(registry._BY_ID, "mano-y-pie", game)
    return game


@pytest.fixture(autouse=True, scope="session")
def _one_qt_application(qapp):
    """The QApplication of the whole run, made first: `tapete-cli` called in-process
    would otherwise make a QCoreApplication (to translate its messages), and no window
    could be made after it in the same process."""
    yield qapp


@pytest.fixture(autouse=True)
def _english_after_each_test(qapp):
    """Each test starts in English with the shared wording: a test that chose another
    language (a window's, or `tapete-cli --lang es` run in-process, which installs it in
    the run's one application) or a game's wording (`i18n.use_wording`) leaves it behind
    for whichever test its worker runs next."""
    yield
    from app import i18n

    i18n.use_wording("")
    if i18n.current() != i18n.SOURCE:
        i18n.install(qapp, i18n.SOURCE)
