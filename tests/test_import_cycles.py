"""No import circle in the engine or the app, counting every import a module can make: at
its top, under ``TYPE_CHECKING`` and inside functions, and a package's scan of its own modules
(``pkgutil.iter_modules(__path__)``, as the expansions' registries do) as an import of each of
them. A circle makes a module's meaning depend on who was imported first, and hides which
layer stands on which (issue #28)."""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("carc_assist", "ui")

Graph = dict[str, set[str]]


def modules() -> dict[str, Path]:
    """Every module of both packages by its dotted name (a package by its ``__init__``)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _scans_itself(tree: ast.Module) -> bool:
    """Whether the module imports its package's modules by a scan (``iter_modules(__path__)``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name == "iter_modules" and any(
                isinstance(arg, ast.Name) and arg.id == "__path__" for arg in node.args
            ):
                return True
    return False


def import_graph(known: dict[str, Path]) -> Graph:
    """Module → the modules of both packages it imports, in any of the ways above."""
    graph: Graph = {}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        is_package = path.name == "__init__.py"
        here = name if is_package else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = here.split(".")
                    anchor = anchor[: len(anchor) - (node.level - 1)]
                    base = ".".join([*anchor, base] if base else anchor)
                targets.add(base)
                targets.update(f"{base}.{alias.name}" for alias in node.names)
        if is_package and _scans_itself(tree):
            targets.update(m for m in known if m.rpartition(".")[0] == name)
        graph[name] = {t for t in targets if t in known and t != name}
    return graph


def cycles(graph: Graph) -> list[list[str]]:
    """One shortest circle through each group of modules that import each other (the
    strongly connected components with more than one module), as the modules in order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(start: str) -> None:  # Tarjan's algorithm, without recursion
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_shortest_circle(graph, group) for group in groups]


def _shortest_circle(graph: Graph, group: list[str]) -> list[str]:
    """The shortest way from the group's first module back to itself, inside the group."""
    start, members = group[0], set(group)
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for child in sorted(graph[node] & members):
            if child == start:
                path = [node]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if child not in came_from:
                came_from[child] = node
                queue.append(child)
    raise AssertionError(f"no circle in {group}")


def test_no_module_imports_itself_back() -> None:
    found = cycles(import_graph(modules()))
    assert not found, "import circles:\n" + "\n".join(" -> ".join(circle) for circle in found)


def test_the_check_finds_a_circle_and_names_it() -> None:
    """The check can fail: a circle planted in a copy of the graph is found, through a
    TYPE_CHECKING import, a function's own import and a package scan alike."""
    known = modules()
    graph = import_graph(known)
    assert "carc_assist.table.tiles" in graph["carc_assist.table.board"]
    planted = {name: set(targets) for name, targets in graph.items()}
    planted["carc_assist.table.tiles"].add("carc_assist.table.board")
    assert ["carc_assist.table.board", "carc_assist.table.tiles", "carc_assist.table.board"] in cycles(
        planted
    )


def test_every_kind_of_import_is_an_edge(tmp_path: Path) -> None:
    """Imports under TYPE_CHECKING, inside a function, relative ones and a package's scan of
    its own modules all count."""
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text(
        "import pkgutil\nfor info in pkgutil.iter_modules(__path__):\n    pass\n", encoding="utf-8"
    )
    (package / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import X\n", encoding="utf-8"
    )
    (package / "b.py").write_text("def f():\n    from .c import x\n", encoding="utf-8")
    (package / "c.py").write_text("from .sub import d\n", encoding="utf-8")
    (package / "sub" / "__init__.py").write_text("", encoding="utf-8")
    (package / "sub" / "d.py").write_text("import pkg\n", encoding="utf-8")
    known = {
        "pkg": package / "__init__.py",
        "pkg.a": package / "a.py",
        "pkg.b": package / "b.py",
        "pkg.c": package / "c.py",
        "pkg.sub": package / "sub" / "__init__.py",
        "pkg.sub.d": package / "sub" / "d.py",
    }
    graph = import_graph(known)
    assert graph["pkg"] == {"pkg.a", "pkg.b", "pkg.c", "pkg.sub"}
    assert graph["pkg.a"] == {"pkg.b"}
    assert graph["pkg.b"] == {"pkg.c"}
    assert graph["pkg.c"] == {"pkg.sub", "pkg.sub.d"}
    assert graph["pkg.sub.d"] == {"pkg"}
    assert cycles(graph) == [["pkg", "pkg.c", "pkg.sub.d", "pkg"]]
