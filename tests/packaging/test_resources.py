"""app.resource_path() finds the top-level resources/ from a source checkout, an installed
wheel and a frozen bundle, and the self-test names a data file that is missing.

These tests drive each branch of the lookup in-process; test_wheel.py builds and runs the
real wheel, and .ci/run the real PyInstaller bundle."""

from __future__ import annotations

import shutil
import sys
import tomllib
from pathlib import Path

import pytest

import app
from app.games.registry import GAMES
from app.ui import self_test
from tests.house import rules_pages

ROOT = Path(app.__file__).parent.parent
#: 3 font files (two faces and their licence), 8 icons, 4 languages' catalogues and
#: "How the computer plays" in the 4 languages.
FONTS_AND_ICONS = 3 + 8 + 4 + 4


def resource_files() -> int:
    """What the self-test counts: the fonts, the icons, the catalogues, the Help page on
    the computer, and every game's rules in each language its test data says they are
    written in (`RULES_LANGUAGES`)."""
    return FONTS_AND_ICONS + rules_pages()


def test_resources_and_version_come_from_one_place() -> None:
    assert app.resource_path("fonts/DejaVuSans.ttf").is_file()
    assert app.resource_path("fonts/DejaVuSans-Bold.ttf").is_file()
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert app.__version__ == pyproject["project"]["version"]


def test_a_source_checkout_reads_the_top_level_resources_folder() -> None:
    assert app.resource_path() == ROOT / "resources"
    assert app.resource_path("icons/tapete-64.png") == ROOT / "resources/icons/tapete-64.png"
    assert not (ROOT / "app" / "resources").exists()


def fake_tree(base: Path, *, checkout: bool, packaged: bool) -> Path:
    """A copy of the app's layout under `base`: returns the path of its app/__init__.py."""
    package = base / "app"
    package.mkdir(parents=True)
    if checkout:
        (base / "pyproject.toml").write_text("[project]\n")
        (base / "resources").mkdir()
    if packaged:
        (package / "resources").mkdir()
    return package / "__init__.py"


def test_an_installed_wheel_reads_the_resources_inside_the_package(tmp_path, monkeypatch) -> None:
    init = fake_tree(tmp_path / "site-packages", checkout=False, packaged=True)
    (tmp_path / "site-packages" / "resources").mkdir()  # someone else's stray folder
    monkeypatch.setattr(app, "__file__", str(init))
    assert app.resource_path("fonts/x.ttf") == init.parent / "resources" / "fonts/x.ttf"


def test_a_checkout_with_a_stale_empty_package_folder_still_reads_resources(
    tmp_path, monkeypatch
) -> None:
    # A pull that moved app/resources/ away can leave the empty folder behind.
    init = fake_tree(tmp_path / "checkout", checkout=True, packaged=True)
    monkeypatch.setattr(app, "__file__", str(init))
    assert app.resource_path() == tmp_path / "checkout" / "resources"


def test_a_frozen_bundle_reads_the_resources_beside_the_program(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert (
        app.resource_path("rules/scala-40/en.html") == tmp_path / "resources/rules/scala-40/en.html"
    )


@pytest.fixture
def bundle(tmp_path, monkeypatch) -> Path:
    """A frozen bundle's resources folder, copied from the checkout, that a test may damage."""
    shutil.copytree(ROOT / "resources", tmp_path / "resources")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    return tmp_path / "resources"


def test_the_self_test_finds_every_resource_of_the_checkout() -> None:
    line = self_test.check_resources()
    # 3 font files, 8 icons, 4 catalogues, the computer's Help page and each game's rules
    # in the four languages.
    assert resource_files() >= 39  # the five games that shipped: 20 rules pages
    assert line == f"resources: {resource_files()} files in {ROOT / 'resources'}"


def test_the_self_test_counts_a_new_translation(bundle) -> None:
    (bundle / "rules/scala-40/pt.html").write_text("<h2>Scala 40</h2>\n<p>Regras.</p>\n")
    assert self_test.check_resources().startswith(f"resources: {resource_files() + 1} files in ")


@pytest.mark.parametrize(
    "name",
    [
        "fonts/DejaVuSans.ttf",
        "fonts/LICENSE-DejaVu.txt",
        "icons/tapete-16.png",
        "rules/cuatro-palos/es.html",
        "help/computer/it.html",
    ],
)
def test_the_self_test_names_a_missing_resource(bundle, name) -> None:
    (bundle / name).unlink()
    with pytest.raises(self_test.SelfTestFailure) as failure:
        self_test.check_resources()
    assert str(failure.value) == f"resources missing or unreadable in {bundle}: {name}"


def test_the_self_test_names_an_unreadable_translation(bundle) -> None:
    (bundle / "rules/quita-y-pon/it.html").write_bytes(b"<h2>Quita y Pon</h2>\n\xff\xfe")
    (bundle / "icons/tapete-512.png").unlink()
    with pytest.raises(self_test.SelfTestFailure) as failure:
        self_test.check_resources()
    assert str(failure.value).endswith(": icons/tapete-512.png, rules/quita-y-pon/it.html")


def test_a_missing_resource_fails_the_self_test_in_one_line(bundle, qapp, capsys) -> None:
    shutil.rmtree(bundle / "rules")
    assert self_test.main() == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("tapete: self-test failed: resources missing")
    for game in GAMES:
        pages = (f"rules/{game.rules}/{code}.html" for code in ("es", "pt_BR", "it", "en"))
        assert ", ".join(pages) in err
