"""README's engine example runs as written, and prints what it says it prints (a doctest)."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

README = Path(__file__).parent.parent / "README.md"


def test_the_engine_example_runs_and_prints_what_it_says() -> None:
    text = README.read_text(encoding="utf-8")
    found = re.search(r"## The engine in a few lines\n\n```python\n(.*?)```", text, re.DOTALL)
    assert found is not None, "README has no engine example"
    example = doctest.DocTestParser().get_doctest(found.group(1), {}, "README", str(README), 0)
    assert sum(bool(line.want) for line in example.examples) >= 6  # its printed values are checked
    report: list[str] = []
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    result = runner.run(example, out=report.append)
    assert result.failed == 0, "".join(report)
