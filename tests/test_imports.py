"""The modules of `referee/` import one way: no circle of imports, read from the code with `ast`.

A module's imports are those it makes as it loads: at its top level, in its classes, and
under `if TYPE_CHECKING:` (a name taken for its annotations ties two modules as much as one
used at run time). An import inside a function runs only when the function is called, after
every module has loaded, and is how the code loads a library where it is used (redis, rq,
gevent) or the app's parts once the app is made; those are left out. `from package import
name` imports the submodule `package.name` when there is one, else `package` itself.
"""

from __future__ import annotations

import ast
import pathlib

import referee

ROOT = pathlib.Path(referee.__file__).parent


def modules() -> dict[str, pathlib.Path]:
    """Every module of the package by its dotted name (a package by its `__init__.py`)."""
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def loaded_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """The import statements a module runs as it loads: all but those inside functions."""
    found: list[ast.Import | ast.ImportFrom] = []
    pending: list[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            pending.extend(ast.iter_child_nodes(node))
    return found


def imported(name: str, path: pathlib.Path, known: dict[str, pathlib.Path]) -> set[str]:
    """The modules of the package that module `name` imports as it loads."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in loaded_imports(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names if alias.name in known)
            continue
        if node.level:
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        for alias in node.names:
            submodule = f"{source}.{alias.name}"
            if submodule in known:
                targets.add(submodule)
            elif source in known:
                targets.add(source)
    targets.discard(name)
    return targets


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each one circle of
    imports at least, its modules in order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in sorted(graph[module]):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def loop_through(group: list[str], graph: dict[str, set[str]]) -> list[str]:
    """One circle of imports among `group`, from its first module back to it."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for module in frontier:
            for target in sorted(graph[module] & members):
                if target == start:
                    return paths[module] + [start]
                if target not in paths:
                    paths[target] = paths[module] + [target]
                    following.append(target)
        frontier = following
    raise AssertionError(f"no circle through {start}")


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imported(name, path, known) for name, path in known.items()}


def test_no_module_of_the_package_imports_itself_round_a_circle():
    graph = import_graph()
    found = [" -> ".join(loop_through(group, graph)) for group in circles(graph)]
    assert found == [], "circles of imports:\n" + "\n".join(found)


def test_the_reading_finds_a_circle_where_there_is_one():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert [loop_through(group, graph) for group in circles(graph)] == [["a", "b", "c", "a"]]


def test_the_reading_sees_the_imports_a_module_makes_as_it_loads():
    graph = import_graph()
    # Relative, of a sibling, from a package's face, and for annotations alone.
    assert "referee.sessions.turns" in graph["referee.sessions.bots"]
    assert "referee.sessions.service" in graph["referee.sessions"]
    assert "referee.engine" in graph["referee.sessions.commit"]
    # Deferred to a call: the redis client loads where the Redis store is built.
    assert "referee.sessions.redis_store" not in graph["referee.sessions.build"]
