"""Every storage test writes into its own temporary data folder."""

import pytest


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TAPETE_DATA_DIR", str(folder))
    return folder
