"""Build glue for the one thing pyproject.toml's static setuptools tables cannot say.

The data files live in the repository's top-level resources/ (fonts, icons, the rules
help), and the wheel must carry them inside the package, as app/resources/, where
app.resource_path() looks in an installed copy. A package-dir mapping does that, but the
static `packages.find` table cannot be combined with a mapped package, so the package list
is made here. Everything else stays in pyproject.toml.

The search looks only inside app/ and resources/: setuptools' search follows links, and a
search of the whole checkout would walk whatever a link there points to (a Wine prefix's
drive Z: is a link to /, see packaging/windows/build.py), and every virtual environment.
"""

from setuptools import find_namespace_packages, setup

# The data folders are listed as (namespace) packages too, as setuptools asks of folders
# that carry package data.
RESOURCES = ["app.resources", *(f"app.resources.{p}" for p in find_namespace_packages("resources"))]

NOT_CODE = ["resources", "resources.*", "__pycache__", "*.__pycache__"]
CODE = ["app", *(f"app.{p}" for p in find_namespace_packages("app", exclude=NOT_CODE))]

setup(
    packages=[*CODE, *RESOURCES],
    package_dir={"app.resources": "resources"},
    package_data={"app.resources": ["**/*"]},
)
