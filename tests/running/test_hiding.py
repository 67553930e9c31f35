"""Which folders a grading sandbox covers, and which it refuses to grade beside: the options
alone, no sandbox started (`tests/running/test_sandbox.py` attacks a real one)."""

from pathlib import Path

import pytest

from mcpnb.running.sandbox import _hiding, cannot_hide


def test_a_hidden_folder_inside_a_shown_one_is_covered_and_the_code_inside_it_shown_again(tmp_path):
    app = tmp_path / "app"
    (app / ".venv").mkdir(parents=True)
    (app / "grades").mkdir()

    options = _hiding([app / "grades", app], shown=[tmp_path, app / ".venv"])

    assert options == ["--tmpfs", str(app), "--ro-bind", str(app / ".venv"), str(app / ".venv")]


def test_a_hidden_folder_no_shown_folder_holds_needs_no_cover(tmp_path):
    assert _hiding([tmp_path], shown=[]) == []  # /tmp: the sandbox shows none of it


@pytest.mark.parametrize("folder", ["/", "/usr"])
def test_a_folder_that_holds_a_system_folder_cannot_be_hidden_and_says_which(folder):
    why = cannot_hide([Path(folder)], shown=[])

    assert why is not None and f"the folder {folder} must be hidden" in why
    assert f"it holds {folder.rstrip('/')}/" in why or f"it holds {folder}," in why
    with pytest.raises(ValueError, match="a folder of your own"):
        _hiding([Path(folder)], shown=[])


def test_a_folder_of_the_code_the_sandbox_shows_cannot_be_hidden(tmp_path):
    assert "shows it as the code it runs" in cannot_hide([tmp_path], shown=[tmp_path])
    assert cannot_hide([tmp_path], shown=[tmp_path / "inside"]) is None


def test_a_hidden_file_inside_a_shown_folder_is_covered_with_an_empty_one(tmp_path):
    secret = tmp_path / "etc" / "mcpnb-secret"
    secret.parent.mkdir()
    secret.write_text("hunter2\n")

    options = _hiding([secret], shown=[tmp_path])

    assert options[0] == "--ro-bind" and options[2] == str(secret)
    assert Path(options[1]).read_bytes() == b""
    assert cannot_hide([secret], shown=[tmp_path]) is None
