"""Build glue for the one thing pyproject.toml's static setuptools tables cannot say.

The data files live in the repository's top-level resources/ (fonts, icons, the rules
help), and the wheel must carry them inside the package, as app/resources/, where
app.resource_path() looks in an installed copy. A package-dir mapping does that, but the
static `packages.find` table cannot be combined with a mapped package, so the package list
is made here. Everything else stays in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

# The data folders are listed as (namespace) packages too, as setuptools asks of folders
# that carry package data.
RESOURCES = ["app.resources", *(f"app.resources.{p}" for p in find_namespace_packages("resources"))]

setup(
    packages=[*find_namespace_packages(include=["app*"], exclude=["app.resources*"]), *RESOURCES],
    package_dir={"app.resources": "resources"},
    package_data={"app.resources": ["**/*"]},
)
